/**
 * Public surface of the insights feature: other features import only this file (lint enforces it,
 * eslint.config.js). Routes compose screens and may import the feature's modules directly, which
 * keeps each route's code split to what it renders.
 */
export { DistributionMapScreen } from './components/distribution-map-screen';
export { EventInsightsPanel } from './components/event-insights';
