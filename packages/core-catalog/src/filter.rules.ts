import type { MessageId } from '@vitrine/messages';

/** A value of the collection page's `filterby` query parameter. 000 §2 Collection page. */
export type FilterByValue = 'all' | 'new';

/** One entry of the filter menu: its query value and the message id of its label. */
export interface FilterOption {
  readonly value: FilterByValue;
  readonly labelId: MessageId;
}

/** The filter menu: All and New Arrivals. 000 §2 Collection page. */
export const FILTER_OPTIONS: readonly FilterOption[] = [
  { value: 'all', labelId: 'collection.filter.all' },
  { value: 'new', labelId: 'collection.filter.new' },
];

/** The filter a collection page starts with. 000 §2 ("filterby (default all)"). */
export const DEFAULT_FILTER: FilterByValue = 'all';

/** Reads the `filterby` query; anything but `new` is `all`. 000 §2 Collection page. */
export function parseFilter(value: string | null | undefined): FilterByValue {
  return value?.trim().toLowerCase() === 'new' ? 'new' : DEFAULT_FILTER;
}
