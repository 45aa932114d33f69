import { IMAGE_SRCSET_WIDTHS, srcSet } from '@vitrine/core-pricing';

/** Props of {@link Image}. */
export interface ImageProps {
  readonly src: string | null | undefined;
  readonly alt: string;
  /** The `sizes` attribute: how wide the image shows at each viewport. */
  readonly sizes: string;
  /** Above the fold: loaded at once with high priority (the LCP image); otherwise lazy. */
  readonly priority?: boolean;
  readonly className?: string;
  /** The picture did not load (the personalisation preview reports it, 001 §8). */
  readonly onError?: () => void;
}

/**
 * A square product or collection image with a srcset of 000 §9's widths (core-pricing's
 * `srcSet`), explicit dimensions (no layout shift), lazy below the fold.
 */
export function Image({ src, alt, sizes, priority = false, className, onError }: ImageProps) {
  if (!src) return <div className={`image image-empty ${className ?? ''}`} aria-hidden="true" />;
  const candidates = srcSet(src, IMAGE_SRCSET_WIDTHS);
  return (
    <img
      className={`image ${className ?? ''}`}
      src={src}
      {...(candidates === '' ? {} : { srcSet: candidates, sizes })}
      alt={alt}
      width={800}
      height={800}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      {...(priority ? { fetchPriority: 'high' as const } : {})}
      {...(onError ? { onError } : {})}
    />
  );
}
