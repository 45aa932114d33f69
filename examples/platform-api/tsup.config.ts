import { defineConfig } from 'tsup';
import { tsupBase } from '../../tsup.base';

export default defineConfig({ ...tsupBase, entry: ['src/index.ts', 'src/main.ts'] });
