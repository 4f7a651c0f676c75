/** The product's business constants, in one place (docs/product.md, "Constants and limits"). */
export const LIMITS = {
  eventDescriptionMax: 160,
  /** The organisers' optional word to attendees when they cancel an event. */
  cancellationMessageMax: 1000,
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
  /** Accounts, sessions, sign-in guards, sockets, uploads and paging. */
  usernameMax: 32,
  emailMax: 254,
  passwordMax: 128,
  verificationCodeLength: 6,
  signUpCodeTtlMs: 24 * 60 * 60 * 1000,
  resetCodeTtlMs: 60 * 60 * 1000,
  resetGrantTtlMs: 15 * 60 * 1000,
  maxCodeAttempts: 5,
  sessionTtlMs: 30 * 24 * 60 * 60 * 1000,
  /** Guesses at any code of one account (every purpose, every code issued) per rolling hour. */
  codeGuessesPerAccountPerHour: 10,
  /** Codes mailed to one account per rolling hour (sign-up, resend, forgot password). */
  codesIssuedPerAccountPerHour: 5,
  /** Wrong passwords one address may try on one account before its delays start. */
  loginFreeTriesPerAddress: 5,
  /** ...and only this many once the account is under attack (see loginAttackFailures). */
  loginFreeTriesUnderAttack: 1,
  /** Failures on one account from all addresses in an hour that mean an attack: the owner is mailed. */
  loginAttackFailures: 10,
  /** The guesser's delay doubles from here with each further failure (as Amazon Cognito does)... */
  loginDelayStartMs: 1000,
  /** ...up to this. */
  loginDelayMaxMs: 15 * 60 * 1000,
  /** Failures from one address over all accounts per hour (credential stuffing). */
  loginFailuresPerAddressPerHour: 100,
  loginPerIpPerMinute: 30,
  wsSubscriptionsPerSocket: 50,
  wsMessagesPerSecond: 10,
  wsMessageBurst: 20,
  uploadsPerCompanyPerDay: 200,
  /** Team invitations one company may send in a rolling day (each is a mail to someone). */
  invitationsPerCompanyPerDay: 50,
  /** How long an invitation link works. */
  invitationDays: 7,
  /** Profile photos one person may upload in a rolling day (photos belong to a person, not a company). */
  photoUploadsPerUserPerDay: 20,
  /** After withdrawing a request, asking the same person again within this long reaches them only in their list (no push, no nudge). */
  connectionRequestCoolingOffMs: 24 * 60 * 60 * 1000,
  /** New connection requests one person may send in a rolling hour: enough for a busy mixer, not for a flood. */
  connectionRequestsPerHour: 30,
  /** How long a blocker may still report what the person they blocked wrote, and their profile. */
  reportAfterBlockMs: 30 * 24 * 60 * 60 * 1000,
  /** Test mails of announcements one organiser may send in a rolling hour (each goes to themselves). */
  announcementTestsPerHour: 10,
  /** Messages to single attendees one organiser may send in a rolling hour. */
  attendeeMessagesPerHour: 30,
  pageSize: 20,
  pageSizeMax: 100,
} as const;

/**
 * Days the API accepts (our choice): PostgreSQL has no year 0000, and no event, gathering or
 * resync point makes sense before 1900 or after 9999. Compared as YYYY-MM-DD strings.
 */
export const DATE_RANGE = { min: '1900-01-01', max: '9999-12-31' } as const;

export const STORAGE_KEYS = {
  user: 'USER_TOKEN_KEY',
  event: 'EVENT_KEY',
  categories: 'CATEGORIES_KEY',
  language: 'i18nextLng',
} as const;

export const DEFAULT_LANGUAGE = 'en-US';
/** The company slug links use when a membership has none (lib/redirects.ts in the web app). */
export const DEFAULT_COMPANY_SLUG = 'my-company';
