/**
 * Public surface of the notifications feature (decision 024): unread counts and their badges, the
 * live nudges, and browser notifications. Other features import only this file (lint enforces it).
 */
export { unreadKey, useMarkRead, useUnread } from './api/unread';
export { UnreadBadge, UnreadLabel } from './components/unread-badge';
export { LazyUnreadLive } from './components/lazy-unread-live';
export { chatUnread, groupUnread } from './lib/unread';
export { BrowserNotifications } from './components/browser-notifications';
