/**
 * The storefront side of the live preview (001 §2; docs/preview-protocol.md), loaded only inside
 * the theme editor's frame. core-shop's preview machine decides everything — which messages to
 * accept (only the editor origin), when to redraw (800 ms after the last settings change), when
 * to scroll (100 ms after a choice), what to answer; this component carries its decisions out on
 * the page: it hands the window's messages over, posts the answers to the editor, writes the
 * redrawn settings (app/theme-settings.ts: set, or removed when cleared) and the custom CSS, dispatches the theme events, scrolls, and marks the page
 * with the device.
 */
import type { Preview, ThemeEventDescriptor } from '@vitrine/core-shop';
import { useShop } from '@vitrine/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { usePreviewFacade, usePreviewView } from './preview-facade';
import { followsThemeSettings, redrawThemeVariables } from '../app/theme-settings';
import '../styles/preview.css';

/** The `<style>` element holding the editor's custom CSS (001 §2 "styles"). */
export const PREVIEW_STYLES_ID = 'vitrine-preview-styles';

/** Theme events dispatched before the page changes (docs/preview-protocol.md "Theme events"). */
const BEFORE_CHANGE = new Set<ThemeEventDescriptor['type']>([
  'vitrine:section:unload',
  'vitrine:section:deselect',
  'vitrine:block:deselect',
]);

/** The element of a section (or of a block inside it): `data-section-id`, else the element of that id. */
export function findPreviewElement(doc: Document, sectionId: string, blockId?: string): Element | null {
  const section =
    doc.querySelector(`[data-section-id="${CSS.escape(sectionId)}"]`) ?? doc.getElementById(sectionId);
  if (section === null || blockId === undefined) return section;
  return section.querySelector(`[data-block-id="${CSS.escape(blockId)}"]`) ?? section;
}

/**
 * Dispatches the preview's theme events on `doc`: unload and deselect events at once, before the
 * page changes; the others once React has committed the change. @internal exported for its test
 */
export function dispatchThemeEvents(doc: Document, events: readonly ThemeEventDescriptor[]): void {
  const fire = (event: ThemeEventDescriptor) =>
    doc.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  const before = events.filter((event) => BEFORE_CHANGE.has(event.type));
  const after = events.filter((event) => !BEFORE_CHANGE.has(event.type));
  for (const event of before) fire(event);
  // React commits the change in the same task; the other events follow once it is on the page.
  if (after.length > 0) setTimeout(() => after.forEach(fire), 0);
}

/**
 * Carries out what the preview machine emits, on this window; the colour settings are redrawn only
 * while `followsSettings()` says the shop's theme follows them. Returns the unsubscriber.
 */
function carryOut(preview: Preview, page: Window, followsSettings: () => boolean): () => void {
  const doc = page.document;
  const root = doc.documentElement;
  const unsubscribers = [
    preview.on('preview.reply', ({ message, targetOrigin }) =>
      page.parent.postMessage(message, targetOrigin),
    ),
    preview.on('preview.redraw', ({ settings, forceSettings }) => {
      // The preview starts from the saved settings; a cleared one stops overriding (001 §2, §3).
      if (followsSettings()) redrawThemeVariables(root.style, settings, forceSettings);
      root.dataset.previewRedraws = String(Number(root.dataset.previewRedraws ?? '0') + 1);
    }),
    preview.on('preview.theme-events', ({ events }) => dispatchThemeEvents(doc, events)),
    preview.on('preview.scroll', ({ sectionId, blockId }) =>
      findPreviewElement(doc, sectionId, blockId)?.scrollIntoView({ block: 'start' }),
    ),
    preview.on('preview.styles', ({ css }) => {
      let style = doc.getElementById(PREVIEW_STYLES_ID);
      if (style === null) {
        style = doc.createElement('style');
        style.id = PREVIEW_STYLES_ID;
        doc.head.append(style);
      }
      style.textContent = css;
    }),
  ];
  // Every message goes to core-shop, which accepts the editor origin only (and counts the rest).
  const onMessage = (event: MessageEvent) => void preview.receive(event.origin, event.data);
  page.addEventListener('message', onMessage);
  // 000 §4 "admin links … disabled in preview mode"; 001 §2 "the sample product does nothing".
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest('[data-admin-link], [data-preview-inert]')) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  doc.addEventListener('click', onClick, true);
  root.dataset.preview = 'true';
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
    page.removeEventListener('message', onMessage);
    doc.removeEventListener('click', onClick, true);
    delete root.dataset.preview;
  };
}

/**
 * The live preview inside the editor's frame: follows the editor's messages and tells the editor
 * (`reloaded`) each time a page has rendered.
 */
export function PreviewHost() {
  const preview = usePreviewFacade();
  return preview ? <PreviewFollower preview={preview} /> : null;
}

function PreviewFollower({ preview }: { readonly preview: Preview }) {
  const { device, selection } = usePreviewView(preview);
  const location = useLocation();
  // Only the built-in theme follows the colour settings (000 §9 theme id 1), as on the published
  // shop (app/theme-settings.ts followsThemeSettings): another theme's preview shows no colours the shop
  // will not. Read at each redraw: the shop data may come after the host mounts.
  const { shop } = useShop();
  const followsSettings = useRef(false);
  followsSettings.current = shop ? followsThemeSettings(shop.theme) : false;

  useEffect(() => carryOut(preview, window, () => followsSettings.current), [preview]);

  useEffect(() => {
    window.document.documentElement.dataset.previewDevice = device;
  }, [device]);

  // The chosen element is outlined (the editor's own sections mark themselves as well).
  const sectionId = selection?.sectionId;
  const blockId = selection?.blockId;
  const { pathname } = location;
  useEffect(() => {
    if (sectionId === undefined || pathname === '') return;
    const element = findPreviewElement(window.document, sectionId, blockId);
    element?.setAttribute('data-preview-selected', '');
    return () => element?.removeAttribute('data-preview-selected');
  }, [sectionId, blockId, pathname]);

  // 001 §2 "the storefront answers with a reloaded message": once per page shown.
  useEffect(() => {
    if (pathname === '') return;
    void preview.rendered();
  }, [preview, pathname]);

  // An editor page the frame already shows (the admin followed a link in it) renders nothing
  // new: it is answered at once.
  const shown = useRef(pathname);
  shown.current = pathname;
  useEffect(
    () =>
      preview.on('preview.navigate', ({ path }) => {
        if (new URL(path, window.location.href).pathname === shown.current) void preview.rendered();
      }),
    [preview],
  );

  return null;
}
