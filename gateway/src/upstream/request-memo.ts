/**
 * The reads of one HTTP request, shared by every operation of that request: a server render
 * runs the header's query and the page's queries against one context, and both ask for the
 * member (introspection, profile, tier…). Each read goes to the upstream once per request; a
 * write forgets them all, so what is read after it sees the change.
 */
export interface RequestMemo {
  read<T>(key: string, call: () => Promise<T>): Promise<T>;
  /** Before and after any write. */
  forget(): void;
}

export function createRequestMemo(): RequestMemo {
  const reads = new Map<string, Promise<unknown>>();
  return {
    read<T>(key: string, call: () => Promise<T>) {
      let pending = reads.get(key) as Promise<T> | undefined;
      if (!pending) {
        // A failed read stays failed for this request: asking again would be a second call
        // (GETs are already retried once by the dispatcher).
        pending = call();
        reads.set(key, pending);
      }
      return pending;
    },
    forget: () => reads.clear(),
  };
}
