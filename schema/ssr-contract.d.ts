/**
 * The contract between the gateway (gateway/src/plugins/ssr.ts) and the client's server entry
 * (client/src/entry-server.tsx), which the gateway loads from the client's build. Types only:
 * both sides import them from here, so neither can drift.
 */
import type { PublicConfig } from './public-config';

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface GraphQLResponse {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ message: string; extensions?: Record<string, unknown> }>;
}

export interface RenderRequest {
  /** Absolute URL of the page asked for. */
  url: string;
  headers: Record<string, string>;
  /** Runs an operation in the gateway's own process, with the visitor's session. */
  executeGraphQL: (request: GraphQLRequest) => Promise<GraphQLResponse>;
  publicConfig: PublicConfig;
  /** Goes on every inline script the render writes; the gateway swaps in each response's nonce. */
  cspNonce?: string;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      head: string;
      html: string;
      state: string;
      /** 1 when the loaders fetched every query the page renders; 2 when one was missing. */
      renderPasses: number;
      /** The page's lazy route modules (client manifest ids), preloaded after the first paint. */
      routeModules: string[];
    };

/** A page's public body for every member, rendered as a visitor with the member's parts as holes. */
export interface Shell {
  status: 200;
  /** The page's head; null when the page names itself inside a hole (the account area). */
  head: string | null;
  /** The body, each member's part a hole (its fallback showing). */
  html: string;
  /** React's postponed state, as JSON: what `renderMember` resumes. Null: the page has no hole. */
  postponed: string | null;
  routeModules: string[];
}

/** One member's page from a shell. */
export interface MemberFill {
  /** The shell's HTML with the member's parts in their holes. */
  html: string;
  /** The member's data for hydration (as `RenderResult.state`). */
  state: string;
  /** The head the member's parts name, for a shell without one (`Shell.head` null). */
  head: string;
}

/** What the client's server entry exports. */
export interface ServerEntry {
  /** The route pattern a path renders (`/promo/:slug`, `/` for home), `/*` when none matches. */
  routePattern(pathname: string, publicConfig: PublicConfig): string;
  /** One page with its data, rendered whole. */
  render(request: RenderRequest): Promise<RenderResult>;
  /** The page's shared shell; null when the page cannot be shared that way. */
  renderShell(request: RenderRequest): Promise<Shell | null>;
  /** A member's page from a shell; null when it must be rendered whole instead. */
  renderMember(
    request: RenderRequest,
    shell: { html: string; postponed: string | null },
  ): Promise<MemberFill | null>;
}
