import { isApiError } from '@/lib/api';
import { translateKey } from '@/lib/translate';

/** The texts for a failed scan (the errors catalogue): self, unknown person, bad link, a spent code, or anything else. */
export function createConnectionErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.name === 'SelfConnectionException') return translateKey('errors:selfConnection');
    if (error.code === 404 && error.name === 'UserNotFoundException') return translateKey('errors:userNotFound');
    if (error.code === 400 && error.issues.some((issue) => issue.field === 'initiatorId')) return translateKey('errors:missingInformation');
    // A QR code that was used, expired or belongs to someone else: the server's text says which.
    if (error.name === 'ConnectionCodeUsedException') return translateKey('errors:connectionCodeUsed');
    if (error.name === 'ConnectionCodeExpiredException') return translateKey('errors:connectionCodeExpired');
    if (error.name === 'ConnectionCodeInvalidException') return translateKey('errors:connectionCodeInvalid');
  }
  return translateKey('errors:failedToCreateConnection');
}
