import validation from '../locales/en-US/validation.json';
import errors from '../locales/en-US/errors.json';

/** English texts of the shared namespaces, for the server's error bodies and for tests. */
export const EN = { validation, errors } as const;

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');

export function englishValidation(key: string, vars: Record<string, string> = {}): string {
  return fill((validation as Record<string, string>)[key] ?? key, vars);
}
export function englishError(key: string, vars: Record<string, string> = {}): string {
  return fill((errors as Record<string, string>)[key] ?? key, vars);
}
