import { defineConfig } from 'tsup';
import { tsupBase } from '../../tsup.base.ts';

export default defineConfig({
  ...tsupBase,
  entry: { index: 'src/index.ts', 'browser/index': 'src/browser/index.ts' },
});
