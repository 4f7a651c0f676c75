/** Public surface of icebreakers (decisions 025 and 028): conversation starters and people to meet. */
export { IcebreakersCard } from './components/icebreakers-card';
export { PeopleToMeetSection } from './components/people-to-meet-section';
export { NotInterestedAction } from './components/not-interested';
export { notInterestedQueryOptions } from './api/not-interested';
