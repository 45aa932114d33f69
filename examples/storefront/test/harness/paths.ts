import { fileURLToPath } from 'node:url';

/** examples/storefront. */
export const STOREFRONT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The built storefront the platform serves. */
export const STOREFRONT_DIST = fileURLToPath(new URL('../../dist', import.meta.url));
/** Screenshots of the journeys (gitignored: .tmp/ at the repository root). */
export const SCREENS_DIR = fileURLToPath(new URL('../../../../.tmp/screens', import.meta.url));
