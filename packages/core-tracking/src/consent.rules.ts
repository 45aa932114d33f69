import type { ConsentState } from './tracking.types';

/**
 * The consent an actor starts with (docs/decisions/0310): the visitor's stored decision, else the
 * host's default (`true` granted, `false` denied), else `undecided` (events are queued until the
 * visitor decides).
 */
export function initialConsent(
  stored: ConsentState | undefined,
  byDefault: boolean | undefined,
): ConsentState {
  if (stored) return stored;
  if (byDefault === undefined) return 'undecided';
  return byDefault ? 'granted' : 'denied';
}
