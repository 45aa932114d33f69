import type { Options } from 'tsup';

/**
 * ESM only, with declarations: see docs/decisions/0002-esm-only.md. The declarations are built
 * against the dependencies' built declarations (`customConditions: []` drops `@vitrine/source`;
 * turbo builds dependencies first), so a package's build checks its own sources only, and its
 * types are checked as a user's compiler will read them.
 */
export const tsupBase: Options = {
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: { compilerOptions: { customConditions: [] } },
  clean: true,
  sourcemap: true,
  target: 'es2022',
  treeshake: true,
  splitting: false,
};

/**
 * A library package: tsup writes only the declarations; `scripts/build-modules.mjs` writes the
 * JavaScript, one module per source module, so a consumer's bundler drops unused modules and
 * splits at `import()` as it does from the sources (docs/decisions/0477-dist-mirrors-sources.md).
 */
export const tsupLibrary: Options = {
  ...tsupBase,
  dts: { compilerOptions: { customConditions: [] }, only: true },
};
