import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const root = new URL('.', import.meta.url).pathname;

export default defineConfig({
  root,
  plugins: [react()],
  /** `@/` is the web app's source root, as in vite.config.ts and tsconfig.json. */
  resolve: { alias: { '@': `${root}src` } },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    // Node by default: a file that needs the DOM says so in its first line (`@vitest-environment jsdom`).
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
