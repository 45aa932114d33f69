import { formatMessage } from '@vitrine/messages';
import { type CustomOptionsState, usePersonalization } from '@vitrine/react';
import { TEXTS } from '../texts';
import { Image } from './image';

/** The preview's frame and the words laid over the picture. */
const FRAME_STYLE = { position: 'relative' } as const;
const TEXT_STYLE = {
  position: 'absolute',
  insetInline: '8%',
  bottom: '12%',
  padding: '0.5rem 0.75rem',
  borderRadius: 'var(--radius)',
  background: 'rgb(255 255 255 / 0.88)',
  color: 'var(--text)',
  fontSize: 'clamp(1rem, 4vw, 1.5rem)',
  fontWeight: 700,
  textAlign: 'center',
  overflowWrap: 'anywhere',
} as const;
const CHOICES_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  margin: '0.5rem 0',
  padding: 0,
  border: 0,
} as const;
const PRESSED_STYLE = { outline: '2px solid currentColor', outlineOffset: '2px' } as const;

/** A row of buttons picking one of `names` (a style or a design), the chosen one pressed. */
function Choices({
  label,
  names,
  chosen,
  onPick,
}: {
  readonly label: string;
  readonly names: readonly string[];
  readonly chosen: number;
  readonly onPick: (index: number) => void;
}) {
  if (names.length < 2) return null;
  return (
    <fieldset style={CHOICES_STYLE}>
      <legend className="muted small">{label}</legend>
      {names.map((name, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the render's list, fixed while shown
          key={index}
          type="button"
          className="button secondary"
          aria-pressed={index === chosen}
          style={index === chosen ? PRESSED_STYLE : undefined}
          onClick={() => onPick(index)}
        >
          {name}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * The personalisation preview of a product page (000 §1 "product pages with … a personalisation
 * preview", 000 §2 Product page): for a product that can be previewed (`can_preview`, 000 §3), the
 * shop's render (`personalize-render.json`, 000 §7, through `usePersonalization`): the chosen
 * design's mockup, with its styles and designs to pick from, and the words the shopper types into
 * its text options laid over it as they type (the options' values are the custom-option form's,
 * so the preview and the cart line agree). While the render loads, the product's picture stands
 * in. A render or a picture that fails shows 'products.cannot_show_preview' and is reported once
 * with personalize=preview (001 §8; decisions 0149, 0453).
 */
export function PersonalisationPreview({
  product,
  image,
  state,
}: {
  readonly product: {
    readonly id: string;
    readonly title: string;
    readonly canPreview: boolean;
    readonly image: string | null;
  };
  /** The selected variant's picture, else the product's. */
  readonly image: string | null;
  readonly state: CustomOptionsState;
}) {
  const { view, select, imageFailed, retry } = usePersonalization(product.canPreview ? product.id : null);
  if (!product.canPreview) return null;
  const texts = state.options.filter((option) => option.type === 'text');
  const words = texts
    .map((option) => state.values[option.id])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => value.trim());
  const failed = view?.status === 'failed';
  const picture = view?.status === 'ready' ? view.image : (image ?? product.image);
  const style = view ? view.styles[view.styleIndex] : undefined;
  const caption =
    words.length > 0
      ? `${TEXTS.personalisationPreview}: ${words.join(' · ')}`
      : texts.length > 0
        ? TEXTS.personalisationHint
        : TEXTS.personalisationPreview;
  return (
    <figure
      className="personalisation-preview"
      aria-labelledby="personalisation-preview-caption"
      aria-busy={view?.status !== 'ready' && !failed}
    >
      {failed ? (
        <div role="status">
          <p>{formatMessage(view.messageId ?? 'products.cannot_show_preview')}</p>
          <button type="button" className="button secondary" onClick={retry}>
            {TEXTS.personalisationRetry}
          </button>
        </div>
      ) : (
        <div style={FRAME_STYLE}>
          <Image
            // A new picture is a new element: a failure of the last one is not reported again.
            key={picture ?? 'none'}
            src={picture}
            alt=""
            sizes="(min-width: 900px) 400px, 100vw"
            {...(view?.status === 'ready' && picture ? { onError: () => void imageFailed(picture) } : {})}
          />
          {words.length > 0 ? (
            <p style={TEXT_STYLE} data-testid="personalisation-text">
              {words.join(' · ')}
            </p>
          ) : null}
        </div>
      )}
      {view && !failed ? (
        <>
          <Choices
            label={TEXTS.personalisationStyles}
            names={view.styles.map((s, index) => s.name ?? `${TEXTS.personalisationStyle} ${index + 1}`)}
            chosen={view.styleIndex}
            onPick={(index) => select({ style: index })}
          />
          <Choices
            label={TEXTS.personalisationDesigns}
            names={(style?.designs ?? []).map((_, index) => `${TEXTS.personalisationDesign} ${index + 1}`)}
            chosen={view.designIndex}
            onPick={(index) => select({ design: index })}
          />
        </>
      ) : null}
      <figcaption id="personalisation-preview-caption" className="muted small" aria-live="polite">
        {caption}
      </figcaption>
    </figure>
  );
}
