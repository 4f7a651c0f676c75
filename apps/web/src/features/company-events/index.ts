/**
 * Public surface of the company-events feature: other features import only this file (lint enforces it,
 * eslint.config.js). Routes compose screens and may import the feature's modules directly, which
 * keeps each route's code split to what it renders.
 */
export { companyEventQueryOptions, useSuspenseCompanyEvent } from './api/get-company-event';
export { companyEventsPageQueryOptions } from './api/get-company-events';
export { companyAttendeesQueryOptions } from './api/get-company-attendees';
export { EventAttendeesScreen } from './components/event-attendees-screen';
export { EventCreateScreen } from './components/event-create-screen';
export { EventDetailsScreen } from './components/event-details-screen';
export { EventEditScreen } from './components/event-edit-screen';
export { EventRouteError } from './components/event-route-error';
export { EventsListScreen } from './components/events-list-screen';
export { ShareScreen } from './components/share-screen';
