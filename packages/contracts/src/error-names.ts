// The error names of the error object, apart from its schema (errors.ts): a page that only names
// or compares errors loads no zod (decision 014).

/** Error names the server sends; the account errors keep the hosted identity service's spelling (decision 001). */
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
