export * from './limits.js';
export * from './validation.js';
export * from './errors.js';
export * from './auth.js';
export * from './interests.js';
export * from './health.js';
export * from './paging.js';
export * from './messages.js';
