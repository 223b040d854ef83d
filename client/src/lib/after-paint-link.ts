import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';
import { afterNextPaint } from './yield-to-browser';

/**
 * Requests leave once the browser has painted: a tap that needs the network (a filter, a claim)
 * shows its answer (the pressed state, the skeletons, the button's spinner) before the page's
 * code builds the request and calls `fetch`, which on a low-end phone held the tap's frame back.
 * Answers from the cache or from a preload never get this far.
 */
export const afterPaintLink = new ApolloLink(
  (operation, forward) =>
    new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      let cancelled = false;
      const send = () => {
        if (!cancelled) subscription = forward(operation).subscribe(observer);
      };
      void afterNextPaint().then(send);
      return () => {
        cancelled = true;
        subscription?.unsubscribe();
      };
    }),
);
