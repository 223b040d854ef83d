import type { Harness } from './harness.js';

/** A stack trace line of Node.js. */
const STACK_LINE = /\bat [^\n]*\(?(?:file:|node:|\/)[^\n]*:\d+:\d+/;

/** What must never reach a visitor in production, for this harness. */
export function internalDetail(harness: Harness): RegExp[] {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return [
    STACK_LINE,
    /\/(?:content|identity)\/v\d\//,
    /answered \d{3} to/,
    /could not be reached/,
    /node_modules|ECONNRE|ETIMEDOUT|UND_ERR/,
    // The APIs' addresses (storage's and the sign-on host's are public: pictures, sign-in).
    new RegExp(escape(harness.config.contentApiUrl)),
    new RegExp(escape(harness.config.identityApiUrl)),
  ];
}
