import type { Options } from 'tsup';

/** ESM only, with declarations: see docs/decisions/0002-esm-only.md. */
export const tsupBase: Options = {
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  splitting: false,
};
