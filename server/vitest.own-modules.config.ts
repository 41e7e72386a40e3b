import { defineConfig } from 'vitest/config';
import { OWN_MODULES, serverTestOptions } from './vitest.config';

// The second half of `npm test` here: the files that mock a module, each in its own module graph.
export default defineConfig({ test: { ...serverTestOptions, include: OWN_MODULES } });
