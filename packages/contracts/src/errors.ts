import { z } from 'zod';

/** Spec 3: the error object every non-OK response carries. */
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

/** Error names the server sends; the spec's own (section 8) keep their spelling. */
export const ErrorName = {
  Validation: 'ValidationException',
  NotFound: 'NotFoundException',
  Unauthorized: 'UnauthorizedException',
  Forbidden: 'ForbiddenException',
  Conflict: 'ConflictException',
  PayloadTooLarge: 'PayloadTooLargeException',
  TooManyRequests: 'TooManyRequestsException',
  Internal: 'InternalServerErrorException',
  ServiceUnavailable: 'ServiceUnavailableException',
  UpgradeRequired: 'UpgradeRequiredException',
  /** HTTP-level refusals (Fastify's own, or the HTTP parser's) keep their status's usual name. */
  BadRequest: 'BadRequestException',
  MethodNotAllowed: 'MethodNotAllowedException',
  NotAcceptable: 'NotAcceptableException',
  RequestTimeout: 'RequestTimeoutException',
  LengthRequired: 'LengthRequiredException',
  UriTooLong: 'URITooLongException',
  UnsupportedMediaType: 'UnsupportedMediaTypeException',
  UnprocessableEntity: 'UnprocessableEntityException',
  RequestHeaderFieldsTooLarge: 'RequestHeaderFieldsTooLargeException',
  NotAuthorized: 'NotAuthorizedException',
  UsernameExists: 'UsernameExistsException',
  UserNotConfirmed: 'UserNotConfirmedException',
  CodeMismatch: 'CodeMismatchException',
  ExpiredCode: 'ExpiredCodeException',
  ProfileNotFound: 'ProfileNotFoundException',
} as const;
export type ErrorName = (typeof ErrorName)[keyof typeof ErrorName];

/**
 * The error name each status carries when nothing more specific applies: the server names its
 * refusals with it, the web client names a response that has no error object with it.
 */
export const ErrorNameByStatus: Readonly<Partial<Record<number, ErrorName>>> = {
  400: ErrorName.Validation,
  401: ErrorName.Unauthorized,
  403: ErrorName.Forbidden,
  404: ErrorName.NotFound,
  405: ErrorName.MethodNotAllowed,
  406: ErrorName.NotAcceptable,
  408: ErrorName.RequestTimeout,
  409: ErrorName.Conflict,
  411: ErrorName.LengthRequired,
  413: ErrorName.PayloadTooLarge,
  414: ErrorName.UriTooLong,
  415: ErrorName.UnsupportedMediaType,
  422: ErrorName.UnprocessableEntity,
  426: ErrorName.UpgradeRequired,
  429: ErrorName.TooManyRequests,
  431: ErrorName.RequestHeaderFieldsTooLarge,
  500: ErrorName.Internal,
  503: ErrorName.ServiceUnavailable,
};

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
  groupFull: 'groupFull',
  peopleHidden: 'peopleHidden',
  selfConnection: 'selfConnection',
  userNotFound: 'userNotFound',
  connectionNotFound: 'connectionNotFound',
  missingInformation: 'missingInformation',
  failedToCreateConnection: 'failedToCreateConnection',
  failedToRemoveConnection: 'failedToRemoveConnection',
} as const;
export type ErrorKey = (typeof ErrorKey)[keyof typeof ErrorKey];
