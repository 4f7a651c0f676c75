import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const here = path.dirname(new URL(import.meta.url).pathname);
const at = (...parts) => path.join(here, ...parts);
const dirs = (dir) =>
  fs
    .readdirSync(at(dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** Resolves what TypeScript resolves: `./x.js` to x.ts, `@/` to apps/web/src, workspaces to their source. */
const resolver = (tsconfig) =>
  createNodeResolver({
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    conditionNames: ['import', 'default'],
    ...(tsconfig ? { tsconfig: { configFile: at(tsconfig) } } : {}),
  });

// ---------------------------------------------------------------------------------------------
// Layers (docs/architecture.md, "Layers"). Every rule below is a breach that fails CI.
// ---------------------------------------------------------------------------------------------

const WEB = 'apps/web/src';
const FEATURES = dirs(`${WEB}/features`);

/** In the web app: lib -> features -> routes; a feature reaches another only through its index.ts. */
const webZones = [
  {
    target: [`${WEB}/lib`, `${WEB}/components`],
    from: [`${WEB}/features`, `${WEB}/routes`],
    message: 'lib/ and components/ sit below the features and routes (docs/architecture.md, Layers: lib -> features -> routes).',
  },
  {
    target: `${WEB}/features`,
    from: `${WEB}/routes`,
    message: 'Features never import routes; a route composes features (docs/architecture.md, Layers).',
  },
  ...FEATURES.map((feature) => ({
    target: `${WEB}/features/${feature}`,
    from: `${WEB}/features`,
    except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
    message: `Import another feature through its public surface, '@/features/<name>' (features/<name>/index.ts).`,
  })),
];

const SERVER = 'apps/server/src';
const MODULES = dirs(`${SERVER}/modules`);

/**
 * On the server: routes -> service -> repo -> db; a module uses another module's service, never its
 * repo. Where a repo's query needs another module's tables (a person's name at an event, a count),
 * it builds on that module's exported queries (`*.queries.ts`), the one place each of them is written.
 */
const serverZones = [
  {
    target: `${SERVER}/modules/**/*.routes.ts`,
    from: [`${SERVER}/modules/**/*.repo.ts`, `${SERVER}/modules/**/*.queries.ts`, `${SERVER}/db/schema/**`],
    message: 'Routes call services; only a repo touches the tables (docs/architecture.md, Layers: routes -> service -> repo -> db).',
  },
  {
    target: `${SERVER}/modules/**/!(*.routes|*.test).ts`,
    from: `${SERVER}/modules/**/*.routes.ts`,
    message: 'Services and repos never import routes (docs/architecture.md, Layers: routes -> service -> repo -> db).',
  },
  {
    target: `${SERVER}/modules/**/*.repo.ts`,
    from: `${SERVER}/modules/**/!(*.repo|*.queries).ts`,
    message: 'A repo talks to the database only; it never calls services (docs/architecture.md, Layers: service -> repo -> db).',
  },
  {
    target: `${SERVER}/modules/**/*.queries.ts`,
    from: `${SERVER}/modules/**/!(*.queries).ts`,
    message: "A module's exported queries build on the tables and on other exported queries only.",
  },
  {
    target: `${SERVER}/modules/**/!(*.repo|*.queries|*.test).ts`,
    from: `${SERVER}/modules/**/*.queries.ts`,
    message: "Exported queries are for repos to build on; a service asks another module's service.",
  },
  ...MODULES.map((mod) => ({
    target: `${SERVER}/modules/${mod}/**`,
    from: MODULES.filter((other) => other !== mod).map((other) => `${SERVER}/modules/${other}/*.repo.ts`),
    message: "A module calls another module's service, never its repo (docs/architecture.md, Layers).",
  })),
  {
    target: [`${SERVER}/db/**`, `${SERVER}/plugins/**`, `${SERVER}/lib/**`],
    from: [`${SERVER}/modules/**/*.repo.ts`, `${SERVER}/modules/**/*.queries.ts`, `${SERVER}/modules/**/*.routes.ts`],
    message: "db/, plugins/ and lib/ never reach into a module's repo or routes; the seed writes the tables itself.",
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-*/**',
      '**/.e2e-data*/**',
      '**/.shots-*/**',
      '**/test-results*/**',
      '**/node_modules/**',
      '**/routeTree.gen.ts',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // A promise nobody awaits or catches fails unseen: type-aware rules find them.
    files: ['apps/server/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: here } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },

  // --- Layers -------------------------------------------------------------------------------
  {
    // Contracts import only zod and their own files.
    files: ['packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!zod$|zod/|\\./|\\.\\./)', message: 'Contracts import only zod and their own files (docs/architecture.md, Layers).' }] }],
    },
  },
  {
    files: ['apps/server/src/**/*.ts', 'apps/web/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: here, zones: [...webZones, ...serverZones] }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    settings: { 'import-x/resolver-next': [resolver()] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    settings: { 'import-x/resolver-next': [resolver('apps/web/tsconfig.json')] },
  },
  {
    // No cycles between modules of the web app, so none between features (they meet at index.ts).
    files: [`${WEB}/**/*.{ts,tsx}`],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: [`${WEB}/**/*.{ts,tsx}`, 'apps/web/e2e/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../../*'], message: "Use the '@/' alias (apps/web/src) instead of a deep relative import." }] }],
    },
  },
  {
    // Only a repo (or a module's exported queries) touches drizzle.
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repo.ts', '**/*.queries.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: "Queries live in the module's repo (docs/architecture.md, Layers: service -> repo -> db)." }],
          patterns: [{ group: ['drizzle-orm/*'], message: "Queries live in the module's repo (docs/architecture.md, Layers: service -> repo -> db)." }],
        },
      ],
    },
  },
);
