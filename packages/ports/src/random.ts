/** A source of numbers in [0, 1) (`Math.random` by default; seeded in tests and soaks). */
export type RandomSource = () => number;

/** `Math.random`. */
export const mathRandom: RandomSource = () => Math.random();

/**
 * A seeded {@link RandomSource} (mulberry32): the same seed gives the same sequence, so a test
 * with random display order (001 §3 notifications) is repeatable.
 */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
