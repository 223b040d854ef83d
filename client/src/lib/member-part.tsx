import { createContext, Suspense, use, useContext, useEffect, useId, type ReactNode } from 'react';

/**
 * How the server renders this tree: `page` is a whole page for one reader (a visitor's page,
 * the browser); `shell` is the page's public body, rendered once per URL and shared by every
 * member (docs/architecture.md, "Members' pages"), where every `MemberPart` is left as a hole
 * that the member's request fills.
 */
export type RenderPhase = 'page' | 'shell';

export const RenderPhaseContext = createContext<RenderPhase>('page');

/** Never settles: in the shell, a member's part waits for the member's own render. */
const MEMBERS_ONLY = new Promise<never>(() => {});

/**
 * The parts committed with the page around them whose content is not hydrated yet. A part is a
 * Suspense boundary, which React hydrates in a pass of its own after the page around it: until
 * then a tap on it may miss its handler. (A part whose content commits first is noted apart.)
 */
const waiting = new Set<string>();
const contentFirst = new Set<string>();
let onAllHydrated: (() => void) | null = null;

function settle() {
  if (waiting.size > 0 || !onAllHydrated) return;
  const run = onAllHydrated;
  onAllHydrated = null;
  run();
}

function MemberGate({ id, children }: { id: string; children: ReactNode }) {
  if (useContext(RenderPhaseContext) === 'shell') use(MEMBERS_ONLY);
  useEffect(() => {
    if (waiting.delete(id)) settle();
    else contentFirst.add(id);
  }, [id]);
  return children;
}

/**
 * What depends on who is reading: the header's member button, a claim button's state,
 * bookmarks, the account pages' data. In a shared shell it is a hole showing `fallback`
 * (by default the children as a visitor sees them, rendered with the shell's visitor data);
 * the member's render fills it in the same response. Everywhere else it renders its
 * children as they are.
 */
export function MemberPart({ fallback, children }: { fallback?: ReactNode; children: ReactNode }) {
  const id = useId();
  useEffect(() => {
    if (!contentFirst.delete(id)) waiting.add(id);
    return () => {
      waiting.delete(id);
      contentFirst.delete(id);
      settle();
    };
  }, [id]);
  return (
    <Suspense fallback={fallback === undefined ? children : fallback}>
      <MemberGate id={id}>{children}</MemberGate>
    </Suspense>
  );
}

/**
 * Runs `then` once every member's part the page has rendered is hydrated (at once when there is
 * none left): the moment the whole page answers taps (entry-client.tsx).
 */
export function whenMemberPartsHydrated(then: () => void): void {
  onAllHydrated = then;
  settle();
}
