import { createContext, Suspense, use, useContext, type ReactNode } from 'react';

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

function MemberGate({ children }: { children: ReactNode }) {
  if (useContext(RenderPhaseContext) === 'shell') use(MEMBERS_ONLY);
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
  return (
    <Suspense fallback={fallback === undefined ? children : fallback}>
      <MemberGate>{children}</MemberGate>
    </Suspense>
  );
}
