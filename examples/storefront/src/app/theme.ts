import { loadScripts, type ShopData, scriptsFromScriptTags, themeAssets } from '@vitrine/core-shop';
import { logMessages } from '@vitrine/messages';
import type { Logger, ScriptLoader } from '@vitrine/ports';
import { useShop } from '@vitrine/react';
import { consoleLogger, domScriptLoader } from '@vitrine/sdk/browser';
import { useEffect, useLayoutEffect } from 'react';
import { savedThemeCss, writeSavedThemeStyle } from './theme-settings';
import { domStylesheetLoader, type StylesheetLoader } from './theme-stylesheet';

/** What {@link loadShopTheme} loads with. */
export interface ThemeLoaders {
  readonly scripts: ScriptLoader;
  readonly stylesheets: StylesheetLoader;
  readonly logger: Logger;
}

/** What {@link loadShopTheme} did: the theme's outcome and how many app scripts loaded. */
export interface ThemeLoadReport {
  readonly theme: 'built-in' | 'loaded' | 'failed' | 'unavailable';
  readonly scriptTags: { readonly loaded: number; readonly failed: number };
}

const logFailure = (logger: Logger, src: string, error: unknown): void => {
  try {
    logger.log('error', logMessages['log.script_load_error'], { src, error: String(error) });
  } catch {
    // A broken logger must not stop the page.
  }
};

/**
 * Dresses the page in the shop's theme, then runs the shop's script tags (its apps, 000 §1).
 *
 * @remarks
 * 000 §9: theme id 1 is the built-in theme (this storefront's own styles); another theme loads
 * its stylesheet and its script from the location core-shop's `themeAssets` builds from its id
 * and version (decision 0450). 000 §8: a script or stylesheet that fails is rejected and logged,
 * with no message to the shopper; the page keeps the built-in look and keeps working. The script
 * tags load in order after the theme, whatever became of it. Never rejects.
 */
export async function loadShopTheme(
  shop: Pick<ShopData, 'theme' | 'scriptTags'>,
  loaders: ThemeLoaders,
): Promise<ThemeLoadReport> {
  const assets = themeAssets(shop.theme);
  let theme: ThemeLoadReport['theme'] = 'built-in';
  if (assets.kind === 'unavailable') {
    theme = 'unavailable';
    logFailure(loaders.logger, `theme ${assets.id}`, `no theme ${assets.missing}`);
  } else if (assets.kind === 'external') {
    const style = loaders.stylesheets.load(assets.stylesheet, { id: 'vitrine-theme-style' }).then(
      () => true,
      (error: unknown) => {
        logFailure(loaders.logger, assets.stylesheet, error);
        return false;
      },
    );
    const script = Promise.resolve()
      .then(() => loaders.scripts.load(assets.script, { id: 'vitrine-theme-script' }))
      .then(
        () => true,
        (error: unknown) => {
          logFailure(loaders.logger, assets.script, error);
          return false;
        },
      );
    const [styled, scripted] = await Promise.all([style, script]);
    theme = styled && scripted ? 'loaded' : 'failed';
  }
  const report = await loadScripts(scriptsFromScriptTags(shop.scriptTags), loaders.scripts, loaders.logger);
  return { theme, scriptTags: { loaded: report.loaded, failed: report.failed.length } };
}

let loaders: ThemeLoaders | undefined;
const dressed = new Set<string>();

/**
 * Writes the shop's saved theme settings into the head (`savedThemeCss`, before the page is
 * painted) and loads the shop's theme and script tags once per page, as soon as the shop data is
 * known (the root route calls it). The loaders are made on first use, in the browser, so importing this
 * module touches no global (issue 18 renders the routes on a server).
 */
export function useShopTheme(): void {
  const { shop } = useShop();
  // 001 §3: the shop's saved theme settings style its pages. A server-rendered page has them in
  // its head already; a page rendered here gets them before it is painted (a layout effect).
  const savedCss = shop ? savedThemeCss(shop.theme) : undefined;
  useLayoutEffect(() => {
    if (savedCss !== undefined) writeSavedThemeStyle(document, savedCss);
  }, [savedCss]);
  useEffect(() => {
    if (!shop || dressed.has(shop.id)) return;
    dressed.add(shop.id);
    loaders ??= { scripts: domScriptLoader(), stylesheets: domStylesheetLoader(), logger: consoleLogger };
    void loadShopTheme(shop, loaders);
  }, [shop]);
}
