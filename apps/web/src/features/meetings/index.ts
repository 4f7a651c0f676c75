/**
 * Public surface of the meetings feature (decision 041): one-to-one meetings at an event. Other
 * features import only this file; routes may import its modules directly.
 */
export { AgendaLink } from './components/agenda-link';
export { LazyMeetingsLive } from './components/lazy-meetings-live';
export { AskToMeet, MeetingSettingsPanel } from './components/lazy-entries';
