import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

// One ESM file for `npm start`; the contracts (TypeScript source) are bundled in, npm packages stay external.
export default defineConfig({
  entry: { main: 'src/main.ts', 'migrate-cli': 'src/db/migrate-cli.ts' },
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  sourcemap: true,
  noExternal: ['@mingle/contracts'],
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
