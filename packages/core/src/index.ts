export * from './account/account.schemas.js';
export * from './account/account.messages.js';
export * from './account/plans.js';
export * from './shared/paths.js';
export * from './shared/api-error.js';
export * from './shared/slug.js';
export * from './time/zoned.js';
