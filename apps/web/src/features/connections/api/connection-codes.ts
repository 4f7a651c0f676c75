import { ConnectionCodesSchema } from '@mingle/contracts';
import { api } from '@/lib/api';

/** POST /events/{slug}/connections/codes: my next QR codes (one a minute); a new batch replaces the unused rest. */
export const fetchConnectionCodes = (slug: string) => api.post(`/events/${encodeURIComponent(slug)}/connections/codes`, undefined, { schema: ConnectionCodesSchema });
