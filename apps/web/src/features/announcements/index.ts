/**
 * Public surface of the announcements feature (organisers' announcements, decision 022): other
 * features import only this file (lint enforces it, eslint.config.js).
 */
export { AnnouncementsPanel } from './components/announcements-panel';
export { NotificationsCard } from './components/notifications-card';
export { PinnedAnnouncements } from './components/pinned-announcements';
export { MessageAttendeeDialog } from './components/message-attendee-dialog';
