/**
 * Public surface of the my-data feature (decision 020): export, delete one event's profile, delete the
 * account, withdraw the kept profile. Routes compose these beside the profile and company screens.
 */
export { AccountDataCard } from './components/account-data-card';
export { DownloadMyDataButton } from './components/download-my-data-button';
export { EventDataCard } from './components/event-data-card';
