import { TEXTS } from '../../texts';

/** A rating as five stars, read out as "Rated 4.2 out of 5" (the stars themselves are decoration). */
export function Stars({ rating, label }: { readonly rating: number; readonly label?: string }) {
  const full = Math.round(Math.max(0, Math.min(5, rating)));
  return (
    <span className="stars" role="img" aria-label={label ?? TEXTS.averageRating(String(rating))}>
      <span aria-hidden="true">{'★'.repeat(full)}</span>
      <span aria-hidden="true" className="stars-empty">
        {'★'.repeat(5 - full)}
      </span>
    </span>
  );
}
