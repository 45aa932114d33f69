/**
 * In the live preview, hands the editor's sections to the pages (docs/decisions/0434): a page
 * re-renders in place when the editor re-sends one of its sections, and refetches what the new
 * settings name (000 §2 "in live preview a section is refetched when its settings change").
 */
import type { Preview, ThemePage } from '@vitrine/core-shop';
import { type ReactNode, useCallback, useSyncExternalStore } from 'react';
import { EditorSectionsContext } from './editor-sections';
import { usePreviewFacade } from './preview-facade';

const NO_PAGES: Readonly<Record<string, ThemePage>> = {};

function useEditorPages(preview: Preview | undefined): Readonly<Record<string, ThemePage>> {
  const subscribe = useCallback(
    (onChange: () => void) => (preview ? preview.subscribe(() => onChange()) : () => undefined),
    [preview],
  );
  const read = () => preview?.getSnapshot().context.theme.pages ?? NO_PAGES;
  return useSyncExternalStore(subscribe, read, read);
}

/** Provides the editor's sections by page to everything below it. */
export function PreviewThemeProvider({ children }: { readonly children: ReactNode }) {
  const pages = useEditorPages(usePreviewFacade());
  return <EditorSectionsContext.Provider value={pages}>{children}</EditorSectionsContext.Provider>;
}
