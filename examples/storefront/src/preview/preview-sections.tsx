/**
 * The sections the theme editor sent for the page shown (001 §2 "update … pages, a section";
 * 001 §3 Theme state pages, orders and page blocks), after the page's own content. Each section
 * and block carries `data-section-id` / `data-block-id`, so the editor can choose one and the
 * preview scrolls to it; a re-sent section re-renders alone, without a reload.
 */
import {
  type Preview,
  previewPagePath,
  renderedBlockIds,
  renderedSectionIds,
  type ThemeSection,
  type ThemeSettings,
} from '@vitrine/core-shop';
import { useLocation } from 'react-router';
import { HOME_PAGE, HOME_SECTION_IDS } from './home-sections';
import { usePreviewFacade, usePreviewView } from './preview-facade';

/** A setting's text, when it is one (settings are JSON: anything else shows nothing). */
function text(settings: ThemeSettings, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = Object.hasOwn(settings, name) ? settings[name] : undefined;
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

function Section({
  id,
  section,
  selected,
  selectedBlock,
}: {
  readonly id: string;
  readonly section: ThemeSection;
  readonly selected: boolean;
  readonly selectedBlock: string | undefined;
}) {
  const heading = text(section.settings, 'heading', 'title');
  const body = text(section.settings, 'text', 'subheading', 'content');
  const headingId = `preview-section-${id}`;
  const blocks = renderedBlockIds(section);
  return (
    <section
      className="section preview-section"
      data-section-id={id}
      data-section-type={section.type}
      data-selected={selected || undefined}
      aria-labelledby={heading ? headingId : undefined}
    >
      {heading ? <h2 id={headingId}>{heading}</h2> : null}
      {body ? <p>{body}</p> : null}
      {blocks.length > 0 ? (
        <ul className="preview-blocks">
          {blocks.map((blockId) => {
            const block = section.blocks[blockId];
            if (block === undefined) return null;
            return (
              <li
                key={blockId}
                data-block-id={blockId}
                data-block-type={block.type}
                data-selected={(selected && selectedBlock === blockId) || undefined}
              >
                {text(block.settings, 'heading', 'title') ? (
                  <strong>{text(block.settings, 'heading', 'title')}</strong>
                ) : null}
                {text(block.settings, 'text', 'content') ? (
                  <span>{text(block.settings, 'text', 'content')}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}

/** The editor's sections of the page shown, in the editor's order (disabled ones left out). */
export function PreviewSections() {
  const preview = usePreviewFacade();
  return preview ? <Sections preview={preview} /> : null;
}

function Sections({ preview }: { readonly preview: Preview }) {
  const { page, theme, selection } = usePreviewView(preview);
  const { pathname } = useLocation();
  if (previewPagePath(page) !== pathname) return null;
  const sections = Object.hasOwn(theme.pages, page) ? theme.pages[page] : undefined;
  if (sections === undefined) return null;
  // Home's built-in sections render in place, with the editor's settings (docs/decisions/0434).
  const ids = renderedSectionIds(theme, page).filter((id) => page !== HOME_PAGE || !HOME_SECTION_IDS.has(id));
  if (ids.length === 0) return null;
  return (
    <div className="preview-sections">
      {ids.map((id) => {
        const section = sections[id];
        return section ? (
          <Section
            key={id}
            id={id}
            section={section}
            selected={selection?.sectionId === id}
            selectedBlock={selection?.blockId}
          />
        ) : null;
      })}
    </div>
  );
}
