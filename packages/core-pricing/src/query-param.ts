import type { QueryParams } from './multi-currency.types';

/** The first non-blank value of a query parameter, trimmed. @internal */
export function queryParam(query: QueryParams | undefined, name: string): string | undefined {
  const raw = query?.[name];
  const value = typeof raw === 'string' ? raw : raw?.[0];
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** A non-blank string, trimmed, or `undefined`. @internal */
export function present(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}
