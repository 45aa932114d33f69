import { FEATURE_FLAG_ROLLS_VERSION } from './flags.constants';
import type { RememberedRolls } from './flags.types';

/**
 * Reads a stored rolls record. Anything unreadable (missing, not JSON, another version, a
 * non-boolean roll) yields no rolls rather than an error: the visitor is simply rolled again.
 */
export function parseRememberedRolls(stored: string | null | undefined): RememberedRolls {
  if (stored === null || stored === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    return {};
  }
  if (!isRecord(value) || value.version !== FEATURE_FLAG_ROLLS_VERSION || !isRecord(value.rolls)) return {};
  const rolls: Record<string, boolean> = {};
  for (const [name, roll] of Object.entries(value.rolls)) {
    if (typeof roll === 'boolean') rolls[name] = roll;
  }
  return rolls;
}

/** Writes a rolls record in the versioned form {@link parseRememberedRolls} reads. */
export function serializeRememberedRolls(rolls: RememberedRolls): string {
  return JSON.stringify({ version: FEATURE_FLAG_ROLLS_VERSION, rolls });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
