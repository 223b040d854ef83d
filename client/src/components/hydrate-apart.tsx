import { Suspense, type ReactNode } from 'react';

/**
 * Hydrates its children in a pass of their own, after the page around them: React leaves a
 * server-rendered Suspense boundary as it is and hydrates it later, with its own commit and
 * effects. One long page hydrated in one commit (every card's cache subscription set up in a
 * single task) blocked a phone's main thread for a few hundred milliseconds; apart, each section
 * is a short task. Nothing inside suspends, so the fallback never shows.
 */
export function HydrateApart(props: { children: ReactNode }) {
  return <Suspense fallback={null}>{props.children}</Suspense>;
}
