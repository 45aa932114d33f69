/**
 * The editor's sections by page, as the pages read them in the live preview (001 §3 Theme state
 * "pages"; docs/decisions/0434). Tiny, in the first load: outside the preview nothing provides
 * it and every page shows its built-in defaults.
 */
import type { ThemePage } from '@vitrine/core-shop';
import { createContext, useContext } from 'react';

/** The editor's sections by page name; `undefined` outside the preview. */
export const EditorSectionsContext = createContext<Readonly<Record<string, ThemePage>> | undefined>(
  undefined,
);

/** The editor's sections of one page (`homepage`, …), if the editor sent any. */
export function useEditorSections(page: string): ThemePage | undefined {
  const pages = useContext(EditorSectionsContext);
  return pages !== undefined && Object.hasOwn(pages, page) ? pages[page] : undefined;
}
