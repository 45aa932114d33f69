import { defineConfig } from 'tsup';
import { tsupLibrary } from '../../tsup.base.ts';

// tsup's declaration build sets the deprecated `baseUrl`, which TypeScript 6 rejects (TS5101);
// silence that deprecation here until the shared base does.
export default defineConfig({
  ...tsupLibrary,
  dts: { compilerOptions: { customConditions: [], ignoreDeprecations: '6.0' }, only: true },
});
