/**
 * Public surface of the profile feature: other features import only this file (lint enforces it,
 * eslint.config.js). Routes compose screens and may import the feature's modules directly, which
 * keeps each route's code split to what it renders.
 */
export { eventProfileQueryOptions } from './api/get-event-profile';
export { savedProfileQueryOptions } from './api/get-saved-profile';
export { ProfileDetails } from './components/profile-details';
export { ProfileEditScreen } from './components/profile-edit-screen';
export { ProfileScreen } from './components/profile-screen';
export { ProfileSetupScreen } from './components/profile-setup-screen';
export { usePlaceSearch } from './api/search-places';
