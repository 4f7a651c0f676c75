/**
 * Public surface of the company feature: other features import only this file (lint enforces it,
 * eslint.config.js). Routes compose screens and may import the feature's modules directly, which
 * keeps each route's code split to what it renders.
 */
export { companyQueryOptions } from './api/get-company';
export { CompanyConsole } from './components/company-console';
export { CompanyEditScreen } from './components/company-edit-screen';
export { CompanySetupScreen } from './components/company-setup-screen';
export { companyAreaTarget } from './lib/company-area';
