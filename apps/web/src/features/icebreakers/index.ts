/** Public surface of icebreakers (issue 16, decision 025): conversation starters and people to meet. */
export { IcebreakersCard } from './components/icebreakers-card';
export { PeopleToMeetSection } from './components/people-to-meet-section';
