/**
 * Search params are plain strings in the URL (a code like "012345" or a username like "2024"
 * stays a string); each route's check below takes what it needs (page and map tab to numbers).
 * Checked by hand, not with zod: every route's search check is in the first load's code, and the
 * page people land on loads no zod (decision 014).
 */
export function parseSearch(searchStr: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)) {
    result[key] = value;
  }
  return result;
}

export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null) continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

type Search = Record<string, unknown>;

/** The object without its undefined values: an absent param stays absent. */
export function present<T extends Record<string, unknown>>(values: T): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as { [K in keyof T]?: Exclude<T[K], undefined> };
}

/** A param as text; anything else is dropped. */
export const textParam = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** Text of at most `max` characters (trimmed first when asked); longer is dropped. */
export function shortText(value: unknown, max: number, { trim = false } = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = trim ? value.trim() : value;
  return text.length <= max ? text : undefined;
}

/** A whole number from `min` up, as written in the URL; anything else is dropped (not a failed screen). */
function wholeNumber(value: unknown, min: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= min ? number : undefined;
}

/** page is a number (bad values are dropped rather than failing the screen). */
export const PageSearch = (search: Search) => present({ page: wholeNumber(search.page, 1) });
/** tab is a string ... */
export const TabSearch = (search: Search) => present({ tab: textParam(search.tab) });
export const PageTabSearch = (search: Search) => ({ ...PageSearch(search), ...TabSearch(search) });
/** ... or a number on the distribution map. */
export const MapTabSearch = (search: Search) => present({ tab: wholeNumber(search.tab, 0) });
/** redirect: where to go after signing in (lib/redirects.ts). */
export const RedirectSearch = (search: Search) => present({ redirect: textParam(search.redirect) });

/** zod's own email pattern (z.email(), which the contracts' auth search schemas use). */
export const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** What the route's error view lists when a link's params are wrong (the shape of zod's issues). */
export class SearchIssues extends Error {
  constructor(readonly issues: { path: string[]; message: string }[]) {
    super(issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
    this.name = 'SearchIssues';
  }
}

/** Throws the issues, if any, so the route shows its "this link is not right" view. */
function check(issues: ({ path: string[]; message: string } | false)[]): void {
  const found = issues.filter((issue) => issue !== false);
  if (found.length > 0) throw new SearchIssues(found);
}

/** /validate-account: username (non-empty) and email (valid); the contracts' ValidateAccountSearch. */
export function ValidateAccountSearch(search: Search) {
  const username = textParam(search.username);
  const email = textParam(search.email);
  check([!username && { path: ['username'], message: 'required' }, !(email && EMAIL.test(email)) && { path: ['email'], message: 'invalidEmail' }]);
  return { username: username!, email: email!, ...RedirectSearch(search) };
}

/** /validate-confirm-password: email (valid), redirect optional; the contracts' ValidateConfirmPasswordSearch. */
export function ValidateConfirmPasswordSearch(search: Search) {
  const email = textParam(search.email);
  check([!(email && EMAIL.test(email)) && { path: ['email'], message: 'invalidEmail' }]);
  return { email: email!, ...RedirectSearch(search) };
}
