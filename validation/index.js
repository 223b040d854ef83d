// Form rules shared by the gateway and the client. One file per form.
export { z } from './zod.js';
export * from './account-settings.js';
export * from './partner-inquiry.js';
export * from './referral-code.js';
