/** What test/global-setup.ts hands every test file (vitest's provide / inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the file of a migrated database's dump, which every test file starts from (test/app.ts). */
    pgliteSnapshot?: string;
    /** PostgreSQL: a migrated database each test file's own is made from (`create database … template`). */
    postgresTemplate?: string;
  }
}

export {};
