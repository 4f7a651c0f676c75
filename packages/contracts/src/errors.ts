import { z } from 'zod';

/** The error object every non-OK response carries (docs/architecture.md, "Error model"). */
export const FieldIssueSchema = z.object({
  /** Dotted path of the field, e.g. "email" or "interests.0". */
  field: z.string(),
  /** i18n key in the `validation` namespace. */
  key: z.string(),
  /** English text of the key. */
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

export const ErrorObjectSchema = z.object({
  code: z.number().int().default(500),
  name: z.string(),
  timestamp: z.string(),
  path: z.string(),
  message: z.string(),
  stack: z.string().optional(),
  issues: z.array(FieldIssueSchema).optional(),
});
export type ErrorObject = z.infer<typeof ErrorObjectSchema>;

// ErrorName and ErrorNameByStatus live in error-names.ts: no schemas there, so a page can name
// errors without loading zod (decision 014).

/**
 * Keys of the `errors` namespace (locales/en-US/errors.json). The server sends the English text
 * as `message`; screens may show it directly or look the key up.
 */
export const ErrorKey = {
  invalidCredentials: 'invalidCredentials',
  accountExists: 'accountExists',
  notVerified: 'notVerified',
  invalidCode: 'invalidCode',
  expiredCode: 'expiredCode',
  tooManyAttempts: 'tooManyAttempts',
  tooManyRequests: 'tooManyRequests',
  tooManyCodeTries: 'tooManyCodeTries',
  signInThrottled: 'signInThrottled',
  tooManyUploads: 'tooManyUploads',
  upgradeRequired: 'upgradeRequired',
  badRequest: 'badRequest',
  badUrl: 'badUrl',
  uriTooLong: 'uriTooLong',
  headersTooLarge: 'headersTooLarge',
  requestTimeout: 'requestTimeout',
  unstorableValue: 'unstorableValue',
  validation: 'validation',
  notFound: 'notFound',
  routeNotFound: 'routeNotFound',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notMember: 'notMember',
  internal: 'internal',
  generic: 'generic',
  unknown: 'unknown',
  network: 'network',
  resetExpired: 'resetExpired',
  alreadyMember: 'alreadyMember',
  companyRequired: 'companyRequired',
  profileNotFound: 'profileNotFound',
  eventNotFound: 'eventNotFound',
  groupDeactivated: 'groupDeactivated',
  notGroupMember: 'notGroupMember',
  alreadyGroupMember: 'alreadyGroupMember',
  notInGroup: 'notInGroup',
  failedToJoinGroup: 'failedToJoinGroup',
  failedToLeaveGroup: 'failedToLeaveGroup',
  notYourMessage: 'notYourMessage',
  messageDeleted: 'messageDeleted',
  cannotEditGathering: 'cannotEditGathering',
  gatheringCancelled: 'gatheringCancelled',
  gatheringHasAnswers: 'gatheringHasAnswers',
  groupFull: 'groupFull',
  peopleHidden: 'peopleHidden',
  selfConnection: 'selfConnection',
  connectionCodeUsed: 'connectionCodeUsed',
  connectionCodeExpired: 'connectionCodeExpired',
  connectionCodeInvalid: 'connectionCodeInvalid',
  connectionRequestNotFound: 'connectionRequestNotFound',
  userNotFound: 'userNotFound',
  connectionNotFound: 'connectionNotFound',
  missingInformation: 'missingInformation',
  failedToCreateConnection: 'failedToCreateConnection',
  failedToRemoveConnection: 'failedToRemoveConnection',
  cannotBlockSelf: 'cannotBlockSelf',
  alreadyBlocked: 'alreadyBlocked',
  notBlocked: 'notBlocked',
  cannotConnect: 'cannotConnect',
  cannotReportOwn: 'cannotReportOwn',
  alreadyReported: 'alreadyReported',
  reportClosed: 'reportClosed',
  onlyBoardMessagesHide: 'onlyBoardMessagesHide',
  personAlreadyRemoved: 'personAlreadyRemoved',
  removedFromEvent: 'removedFromEvent',
  announcementAlreadySent: 'announcementAlreadySent',
  idempotencyKeyReused: 'idempotencyKeyReused',
  requestInProgress: 'requestInProgress',
  ownerOnly: 'ownerOnly',
  lastOwner: 'lastOwner',
  alreadyOnTeam: 'alreadyOnTeam',
  memberNotFound: 'memberNotFound',
  invitationNotFound: 'invitationNotFound',
  invitationExpired: 'invitationExpired',
  invitationUsed: 'invitationUsed',
  invitationOtherAddress: 'invitationOtherAddress',
  tooManyInvitations: 'tooManyInvitations',
  handOverFirst: 'handOverFirst',
  eventDraft: 'eventDraft',
  eventCancelled: 'eventCancelled',
  eventArchived: 'eventArchived',
  eventNotEnded: 'eventNotEnded',
  eventHasAttendees: 'eventHasAttendees',
  registrationClosed: 'registrationClosed',
  eventEnded: 'eventEnded',
  noPlaceOffered: 'noPlaceOffered',
  notWaiting: 'notWaiting',
  tooManyTestMails: 'tooManyTestMails',
  tooManyAttendeeMessages: 'tooManyAttendeeMessages',
} as const;
export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];
