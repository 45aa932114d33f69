import { defineConfig } from 'tsup';
import { tsupBase } from '../../tsup.base.ts';

export default defineConfig({ ...tsupBase, entry: ['src/index.ts', 'src/internal.ts'] });
