/**
 * Public surface of the rounds feature (decision 042): speed-networking rounds at an event. Other
 * features import only this file; routes may import its modules directly.
 */
export { RoundsCard, RoundsPanel } from './components/lazy-entries';
