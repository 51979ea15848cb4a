/** @podium/shared: the SPEC as code. */
export * from './constants.js';
export * from './blockTypes.generated.js';
export * from './messages.js';
export * from './validation.js';
export * from './permissions.js';
export * from './format.js';
export * from './api.js';
export * from './reserved.js';
export * from './sharing.js';
export * from './sharing-input.js';
export * from './live.js';
export * from './live-input.js';
export * from './embeds.js';
export * from './exports.js';
export * from './imports.js';
export * from './sync.js';
export * from './billing.js';
