import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One database is migrated per run; each file builds its own app on a copy of it.
    globalSetup: ['src/test/global-setup.ts'],
    // Two files at a time suits a 2-core machine. Files share a worker's loaded modules (each
    // builds its own app and database, nothing is kept in module state), so the server's code is
    // loaded once per worker rather than once per file.
    maxWorkers: 2,
    isolate: false,
  },
});
