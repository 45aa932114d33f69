import { defineProject, mergeConfig } from 'vitest/config';
import shared from '../../vitest.shared.ts';

// Pure unit tests (no database, no server): one module graph per worker, not one per file.
export default mergeConfig(shared, defineProject({ test: { name: 'api-client' } }));
