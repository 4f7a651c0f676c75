import { isApiError } from '@/lib/api';

/** The connection (and so its chat) no longer exists: removed by either person. */
export const isGone = (error: unknown) => isApiError(error) && error.code === 404;
