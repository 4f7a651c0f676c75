/**
 * Public surface of the door feature (decision 038): the attendee's pass and the organisers'
 * check-in. Other features import only this file; routes may import its modules directly.
 */
export { DoorCountCard } from './components/door-count-card';
export { PassLink } from './components/pass-link';
