/** Business constants of spec section 9, plus the ones we chose where the spec is silent. */
export const LIMITS = {
  eventDescriptionMax: 160,
  banner: { width: 1600, height: 900 },
  passwordMin: 8,
  defaultErrorCode: 500,
  topPlaces: 3,
  introSlides: 3,
  guides: 6,
  categoriesCacheMs: 3_600_000,
  toastAutoCloseMs: 5000,
  tooltipDelayMs: 0,
  i18nRetries: 5,
  i18nRetryStartMs: 350,
  i18nParallel: 10,
  /** Our choices (spec: not shown). */
  usernameMax: 32,
  emailMax: 254,
  passwordMax: 128,
  verificationCodeLength: 6,
  signUpCodeTtlMs: 24 * 60 * 60 * 1000,
  resetCodeTtlMs: 60 * 60 * 1000,
  resetGrantTtlMs: 15 * 60 * 1000,
  maxCodeAttempts: 5,
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  loginFailuresPerAccount: 10,
  loginFailureWindowMs: 15 * 60 * 1000,
  loginPerIpPerMinute: 30,
  pageSize: 20,
  pageSizeMax: 100,
} as const;

export const STORAGE_KEYS = {
  user: 'USER_TOKEN_KEY',
  event: 'EVENT_KEY',
  categories: 'CATEGORIES_KEY',
  language: 'i18nextLng',
} as const;

export const DEFAULT_LANGUAGE = 'en-US';
/** Used when a membership has no slug (spec 3: value not shown, so we chose it). */
export const DEFAULT_COMPANY_SLUG = 'my-company';
