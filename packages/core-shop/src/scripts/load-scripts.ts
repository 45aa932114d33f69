import { logMessages } from '@vitrine/messages';
import type { Logger, ScriptLoader, ScriptOptions } from '@vitrine/ports';
import { extractScripts } from './extract-scripts';
import type { ExtractedScript, LoadScriptsReport, ScriptTagEntry } from './script.types';

let inlineCount = 0;

/**
 * The source and options an extracted script is loaded with through the ports' loader, so it runs
 * again each time a page re-injects it (000 §2 "script tags removed and re-injected"): an external
 * script by its `src` with `once: false` (the loader loads a source once otherwise; decision
 * 0640); an inline one under a fresh label. @internal
 */
export function scriptLoadArgs(script: ExtractedScript): [src: string, options: ScriptOptions] {
  const { src: _src, ...attributes } = script.attributes;
  if (script.src !== undefined) return [script.src, { attributes, once: false }];
  inlineCount += 1;
  return [`inline-script-${inlineCount}`, { attributes, inline: script.content ?? '' }];
}

/**
 * Injects scripts one after the other through the host's {@link ScriptLoader}, each waiting for
 * the one before (as the browser runs the scripts of a page in order).
 *
 * @remarks
 * 000 §8, 001 §8: "theme script failures are logged with no user message". A script that fails
 * (the loader rejects or throws) is logged and skipped; the next ones still load. Never rejects.
 *
 * @example
 * ```ts
 * const { html, scripts } = extractScripts(page.body_html);
 * render(html);
 * await loadScripts(scripts, domScriptLoader, console);
 * ```
 */
export async function loadScripts(
  scripts: readonly ExtractedScript[],
  loader: ScriptLoader,
  logger: Logger,
): Promise<LoadScriptsReport> {
  let loaded = 0;
  const failed: Array<{ script: ExtractedScript; error: string }> = [];
  for (const script of scripts) {
    try {
      await loader.load(...scriptLoadArgs(script));
      loaded++;
    } catch (error) {
      const reason = String(error);
      failed.push({ script, error: reason });
      try {
        logger.log('error', logMessages['log.script_load_error'], { src: script.src ?? null, error: reason });
      } catch {
        // A broken logger must not stop the other scripts.
      }
    }
  }
  return { loaded, failed };
}

/**
 * Turns the bootstrap's `script_tags` (000 §1) into scripts for {@link loadScripts}, so they take
 * the same path as page bodies.
 *
 * @remarks A tag with a `src` is an external script. A tag with `content` holding `<script>`
 * elements gives those scripts (see {@link extractScripts}); other `content` is inline code. Empty
 * tags are skipped. Order is kept.
 */
export function scriptsFromScriptTags(tags: readonly ScriptTagEntry[]): ExtractedScript[] {
  const scripts: ExtractedScript[] = [];
  for (const tag of tags) {
    const src = tag.src?.trim();
    if (src) {
      scripts.push({ src, attributes: { src } });
      continue;
    }
    const content = tag.content;
    if (content === null || content === undefined || content.trim() === '') continue;
    if (/<script[\s/>]/i.test(content)) scripts.push(...extractScripts(content).scripts);
    else scripts.push({ content, attributes: {} });
  }
  return scripts;
}
