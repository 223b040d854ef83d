export * from './account-settings.js';
export * from './partner-inquiry.js';
