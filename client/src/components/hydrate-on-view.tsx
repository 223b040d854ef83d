import { Suspense, use, useId, useSyncExternalStore, type ReactNode } from 'react';

const ATTRIBUTE = 'data-hydrate-on-view';

/** Starts a section's hydration this far before it scrolls in, so it is live when it arrives. */
const ROOT_MARGIN = '300px 0px';

/** A promise React's `use` reads synchronously once open (React's own thenable status fields). */
type Gate = Promise<void> & { status?: 'pending' | 'fulfilled'; value?: undefined };

const gates = new Map<string, { promise: Gate; open: () => void }>();
let observer: IntersectionObserver | undefined;

function openGateOf(element: Element) {
  const id = element.closest(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE);
  if (id) gates.get(id)?.open();
}

/**
 * A tap, a key or a focus inside a section not yet hydrated opens it first: this listener, on the
 * document, runs before React's on the root, which then hydrates the section synchronously and
 * hands it the event (a link's click handler navigates within the app).
 */
function listenForIntent() {
  for (const type of ['pointerdown', 'focusin', 'keydown'] as const) {
    document.addEventListener(
      type,
      (event) => {
        if (event.target instanceof Element) openGateOf(event.target);
      },
      { capture: true, passive: true },
    );
  }
}

function createGate(id: string) {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done)) as Gate;
  const wrapper = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
  const gate = {
    promise,
    open() {
      if (promise.status === 'fulfilled') return;
      promise.status = 'fulfilled';
      promise.value = undefined;
      if (wrapper) for (const child of wrapper.children) observer?.unobserve(child);
      resolve();
    },
  };
  gates.set(id, gate);
  if (!wrapper || wrapper.children.length === 0 || typeof IntersectionObserver === 'undefined') {
    gate.open();
    return gate;
  }
  if (!observer) {
    listenForIntent();
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) openGateOf(entry.target);
      },
      { rootMargin: ROOT_MARGIN },
    );
  }
  // The wrapper has no box of its own (display: contents): its children are what scrolls in.
  for (const child of wrapper.children) observer.observe(child);
  return gate;
}

const subscribeToNothing = () => () => {};

/**
 * Suspends while the server-rendered section it sits in is being hydrated and not yet near the
 * viewport. React keeps a suspended boundary's server HTML as it is (links work as plain links)
 * and hydrates it when the gate opens.
 */
function WaitUntilNearView(props: { id: string }) {
  // True only while hydrating (React reads the server snapshot then), false on client renders.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  if (typeof document === 'undefined' || !hydrating) return null;
  use((gates.get(props.id) ?? createGate(props.id)).promise);
  return null;
}

/**
 * Hydrates its children only when they come near the viewport or are touched: a long page's
 * sections below the first screen cost a phone's main thread nothing while it loads. On client
 * renders (a navigation) the children render at once, as without it.
 */
export function HydrateOnView(props: { children: ReactNode }) {
  const id = useId();
  return (
    <Suspense fallback={null}>
      <div {...{ [ATTRIBUTE]: id }} style={{ display: 'contents' }}>
        <WaitUntilNearView id={id} />
        {props.children}
      </div>
    </Suspense>
  );
}
