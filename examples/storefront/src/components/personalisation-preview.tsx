import type { CustomOptionsState } from '@vitrine/react';
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

/**
 * The personalisation preview of a product page (000 §1 "product pages with … a personalisation
 * preview", 000 §2 Product page): for a product that can be previewed (`can_preview`, 000 §3), the
 * product's picture with the words the shopper types into its text options, updated as they type
 * (the options' values are the custom-option form's, so the preview and the cart line agree).
 *
 * @remarks The designs of the personalisation render (000 §3 Product personalisation: styles with
 * mockup and artwork, `personalize-render.json`) need a hook `@vitrine/react` does not offer yet;
 * until then the preview draws on the product's own picture.
 */
export function PersonalisationPreview({
  product,
  image,
  state,
}: {
  readonly product: { readonly title: string; readonly canPreview: boolean; readonly image: string | null };
  /** The selected variant's picture, else the product's. */
  readonly image: string | null;
  readonly state: CustomOptionsState;
}) {
  if (!product.canPreview) return null;
  const texts = state.options.filter((option) => option.type === 'text');
  if (texts.length === 0) return null;
  const words = texts
    .map((option) => state.values[option.id])
    .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
    .map((value) => value.trim());
  return (
    <figure className="personalisation-preview" aria-labelledby="personalisation-preview-caption">
      <div style={FRAME_STYLE}>
        <Image src={image ?? product.image} alt="" sizes="(min-width: 900px) 400px, 100vw" />
        {words.length > 0 ? (
          <p style={TEXT_STYLE} data-testid="personalisation-text">
            {words.join(' · ')}
          </p>
        ) : null}
      </div>
      <figcaption id="personalisation-preview-caption" className="muted small" aria-live="polite">
        {words.length > 0
          ? `${TEXTS.personalisationPreview}: ${words.join(' · ')}`
          : TEXTS.personalisationHint}
      </figcaption>
    </figure>
  );
}
