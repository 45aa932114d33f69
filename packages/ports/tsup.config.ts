import { defineConfig } from 'tsup';
import { tsupLibrary } from '../../tsup.base.ts';

export default defineConfig(tsupLibrary);
