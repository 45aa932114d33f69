/**
 * The storefront's preview facade, however the sdk hands it out: as `storefront.preview`, or as a
 * part loaded on first use (`storefront.load('preview')`, docs/decisions/0350). Only the preview
 * code calls this, so the facade's code stays out of a shopper's first load.
 */
import type { Preview, PreviewSnapshot } from '@vitrine/core-shop';
import { shallowEqual, useFacadeSelector, useStorefront } from '@vitrine/react';
import { useEffect, useState } from 'react';

function isPreview(value: unknown): value is Preview {
  return typeof value === 'object' && value !== null && 'receive' in value && 'rendered' in value;
}

/** The preview facade of a storefront (`undefined` if it has none). */
export async function previewFacadeOf(storefront: object): Promise<Preview | undefined> {
  if ('preview' in storefront && isPreview(storefront.preview)) return storefront.preview;
  if ('load' in storefront && typeof storefront.load === 'function') {
    const loaded: unknown = await storefront.load('preview');
    return isPreview(loaded) ? loaded : undefined;
  }
  return undefined;
}

/** The preview facade, once loaded. */
export function usePreviewFacade(): Preview | undefined {
  const storefront = useStorefront();
  const [preview, setPreview] = useState<Preview | undefined>(undefined);
  useEffect(() => {
    let live = true;
    previewFacadeOf(storefront).then(
      (facade) => {
        if (live) setPreview(facade);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [storefront]);
  return preview;
}

/** What the preview components read of the preview: the editor's page, device, theme and choice. */
export type PreviewView = Pick<PreviewSnapshot['context'], 'page' | 'device' | 'theme' | 'selection'>;

const selectView = (snapshot: PreviewSnapshot): PreviewView => ({
  page: snapshot.context.page,
  device: snapshot.context.device,
  theme: snapshot.context.theme,
  selection: snapshot.context.selection,
});

/** The preview's state, re-rendering when it changes. */
export function usePreviewView(preview: Preview): PreviewView {
  return useFacadeSelector(preview, selectView, shallowEqual);
}
