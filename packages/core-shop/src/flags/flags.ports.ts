import type { Ports } from '@vitrine/ports';

/**
 * What deciding the flags needs from the host: storage holds the visitor's rolls (000 §8: read or
 * write failures are logged and tolerated), a random source, and the logger.
 */
export type FeatureFlagPorts = Pick<Ports, 'storage' | 'random' | 'logger'>;
