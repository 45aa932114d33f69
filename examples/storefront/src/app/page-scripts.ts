import { type ExtractedScript, loadScripts } from '@vitrine/core-shop';
import { consoleLogger, domScriptLoader } from '@vitrine/sdk/browser';
import { useEffect } from 'react';

let loader: ReturnType<typeof domScriptLoader> | undefined;

/**
 * Injects the scripts taken out of a page body again, in order, once the body is shown (000 §2
 * "script tags removed and re-injected"); a failing script is logged and never shown (000 §8).
 * The loader is made on first use, in the browser, so importing this module touches no global.
 */
export function usePageScripts(scripts: readonly ExtractedScript[]): void {
  useEffect(() => {
    if (scripts.length === 0) return;
    loader ??= domScriptLoader();
    void loadScripts(scripts, loader, consoleLogger);
  }, [scripts]);
}
