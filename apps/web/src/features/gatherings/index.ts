/**
 * Public surface of the gatherings feature: other features import only this file (lint enforces it,
 * eslint.config.js). Routes compose screens and may import the feature's modules directly, which
 * keeps each route's code split to what it renders.
 */
export type { GatheringsWhen } from './api/get-event-gatherings';
export { gatheringQueryOptions } from './api/get-gathering';
export { GatheringList } from './components/gathering-list';
export { CompanyGatheringRouteError } from './components/gathering-route-error';
export { GatheringCreateScreen, GatheringDetailsScreen, GatheringEditScreen } from './components/gathering-screens';
export { GatheringsScreen } from './components/gatherings-screen';
export { GatheringsPanel } from './components/gatherings-panel';
export { createGatheringLink, editGatheringLink, gatheringLink, groupGatheringsLink, type GatheringsPlace } from './lib/links';
