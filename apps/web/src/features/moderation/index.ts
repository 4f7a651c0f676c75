/**
 * Public surface of the moderation feature (the organisers' reports queue, decision 019): other
 * features import only this file (lint enforces it, eslint.config.js).
 */
export { ModerationPanel } from './components/moderation-panel';
export { OpenReportsBadge } from './components/open-reports-badge';
