/**
 * Public surface of the safety feature (block and report, decision 019): other features import only
 * this file (lint enforces it, eslint.config.js).
 */
export { BlockedPeopleCard } from './components/blocked-people-card';
export { SafetyActions } from './components/safety-actions';
export type { ReportTarget } from './components/report-dialog';
