/**
 * Public surface of the events feature: other features import only this file (lint enforces it,
 * eslint.config.js). Routes compose screens and may import the feature's modules directly, which
 * keeps each route's code split to what it renders.
 */
export { myEventsQueryOptions } from './api/get-my-events';
export { publicEventQueryOptions, useEventTimeZone } from './api/get-public-event';
export { useEventChannel } from './api/use-event-channel';
export { EventHomeScreen } from './components/event-home-screen';
export { EventNotFound } from './components/event-not-found';
export { EventShell } from './components/event-shell';
export { JoinScreen } from './components/join-screen';
export { MyEventsScreen } from './components/my-events-screen';
export { selectEvent, unselectEvent } from './utils/select-event';
