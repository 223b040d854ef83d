import { deferredLink } from './deferred-link';
import { afterNextPaint } from './yield-to-browser';

/**
 * Requests leave once the browser has painted: a tap that needs the network (a filter, a claim)
 * shows its answer (the pressed state, the skeletons, the button's spinner) before the page's
 * code builds the request and calls `fetch`, which on a low-end phone held the tap's frame back.
 * Answers from the cache or from a preload never get this far.
 */
export const afterPaintLink = deferredLink((send) => void afterNextPaint().then(send));
