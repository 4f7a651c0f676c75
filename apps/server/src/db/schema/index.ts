export * from './accounts.js';
export * from './companies.js';
export * from './events.js';
export * from './uploads.js';
export * from './profiles.js';
export * from './groups.js';
export * from './connections.js';
export * from './rate-limits.js';
