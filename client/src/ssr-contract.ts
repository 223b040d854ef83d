// The contract between the gateway and the client's server entry. Types only, and the id below.
import type { PublicConfig } from './config/public-config';

/** The script holding the member's data for hydration; removed once read (entry-client). */
export const SSR_STATE_SCRIPT_ID = 'ssr-state';

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

export type Render = (request: RenderRequest) => Promise<RenderResult>;

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

export type RenderShell = (request: RenderRequest) => Promise<Shell | null>;

/** The route pattern a path renders (`/promo/:slug`, `/` for home), `/*` when none matches. */
export type RoutePattern = (pathname: string, publicConfig: PublicConfig) => string;
export type RenderMember = (
  request: RenderRequest,
  shell: { html: string; postponed: string | null },
) => Promise<MemberFill | null>;
