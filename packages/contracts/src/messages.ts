import validation from '../locales/en-US/validation.json';
import errors from '../locales/en-US/errors.json';

/** English texts of the shared namespaces, for the server's error bodies and for tests. */
export const EN = { validation, errors } as const;

export function englishValidation(key: string): string {
  return (validation as Record<string, string>)[key] ?? key;
}
export function englishError(key: string, vars: Record<string, string> = {}): string {
  const text = (errors as Record<string, string>)[key] ?? key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => vars[name] ?? '');
}
