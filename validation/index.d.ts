export * from './partner-inquiry.js';
