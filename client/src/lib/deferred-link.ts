import { ApolloLink } from '@apollo/client';
import { Observable, type Subscription } from 'rxjs';

/**
 * A link that passes each operation on once `wait` calls it back; an operation cancelled
 * meanwhile is never sent.
 */
export function deferredLink(wait: (send: () => void) => void): ApolloLink {
  return new ApolloLink(
    (operation, forward) =>
      new Observable<ApolloLink.Result>((observer) => {
        let subscription: Subscription | undefined;
        let cancelled = false;
        wait(() => {
          if (!cancelled) subscription = forward(operation).subscribe(observer);
        });
        return () => {
          cancelled = true;
          subscription?.unsubscribe();
        };
      }),
  );
}
