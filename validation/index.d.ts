export { z } from './zod.js';
export * from './account-settings.js';
export * from './partner-inquiry.js';
export * from './referral-code.js';
