import { defineConfig } from 'tsup';
import { tsupLibrary } from '../../tsup.base.ts';

export default defineConfig({
  ...tsupLibrary,
  entry: { index: 'src/index.ts', 'browser/index': 'src/browser/index.ts' },
});
