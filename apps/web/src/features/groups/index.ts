/**
 * Public surface of the groups feature: other features import only this file (lint enforces it,
 * eslint.config.js). Routes compose screens and may import the feature's modules directly, which
 * keeps each route's code split to what it renders.
 */
export { companyGroupQueryOptions } from './api/get-company-group';
export { companyGroupsQueryOptions } from './api/get-company-groups';
export { myGroupQueryOptions } from './api/get-my-group';
export { CompanyGroupCreateScreen } from './components/company-group-create-screen';
export { CompanyGroupDeleteScreen } from './components/company-group-delete-screen';
export { CompanyGroupDetailsScreen } from './components/company-group-details-screen';
export { CompanyGroupEditScreen } from './components/company-group-edit-screen';
export { CompanyGroupScreen } from './components/company-group-screen';
export { CompanyGroupsTab } from './components/company-groups-tab';
export { GroupListScreen } from './components/group-list-screen';
export { CompanyGroupRouteError, GatheringRouteError, GroupRouteError } from './components/group-route-error';
export { GroupDetailsScreen, GroupScreen } from './components/group-screen';
