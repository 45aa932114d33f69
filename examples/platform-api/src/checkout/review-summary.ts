/** Review page size (001 §9). */
export { REVIEW_PAGE_SIZE } from '@vitrine/api-client';

/** Default carousel settings of the shared widget (001 §3 Review carousel). */
export const CAROUSEL_DEFAULTS = {
  carousel_review_logic: 'latest',
  carousel_review_logic_ids: [] as number[],
  carousel_number_review: 10,
};

/**
 * The rating summary of a set of ratings (001 §3): total, average as a string with one decimal
 * ('0' when there is none), star (the rounded average) and the share of each star in percent.
 */
export function ratingSummary(ratings: readonly number[]) {
  const total = ratings.length;
  const counts = [1, 2, 3, 4, 5].map((star) => ratings.filter((rating) => rating === star).length);
  const sum = ratings.reduce((acc, rating) => acc + rating, 0);
  const average = total === 0 ? 0 : Math.round((sum / total) * 10) / 10;
  const percent = (count: number) => (total === 0 ? 0 : Math.round((count * 100) / total));
  return {
    total,
    average: total === 0 ? '0' : average.toFixed(1),
    star: Math.round(average),
    percent_1: percent(counts[0] ?? 0),
    percent_2: percent(counts[1] ?? 0),
    percent_3: percent(counts[2] ?? 0),
    percent_4: percent(counts[3] ?? 0),
    percent_5: percent(counts[4] ?? 0),
  };
}

/** Review sort orders accepted by the list calls; `newest` is the default. */
export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
