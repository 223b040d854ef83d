export interface FaultRule {
  /** Upper-case HTTP method; absent matches any method. */
  method?: string | undefined;
  /** Exact path without query string, or a prefix when it ends in `*`. */
  path: string;
  /** Status to answer with instead of running the route; absent only delays. */
  status?: number | undefined;
  /**
   * Instead of a status: `invalid-json` answers 200 with a body that is not JSON, `reset`
   * drops the connection without an answer (an upstream going away mid-call).
   */
  reply?: FaultReply | undefined;
  latencyMs?: number | undefined;
  /**
   * Run the route at once and hold its answer until `latencyMs` after the call arrived: the
   * write happens but its answer comes late (lost, to a caller with a shorter timeout), and
   * calls arriving together answer together however long the route took. Ignored with
   * `status`.
   */
  afterRoute?: boolean | undefined;
  /** How many more requests it applies to; absent means until cleared. */
  times?: number | undefined;
}

type FaultReply = 'invalid-json' | 'reset';

export interface Fault {
  status: number | undefined;
  reply: FaultReply | undefined;
  latencyMs: number;
  afterRoute: boolean;
}

/** The fault rules set through `PUT /__faults`, consumed as matching requests arrive. */
export class FaultInjector {
  #rules: FaultRule[] = [];

  replace(rules: readonly FaultRule[]): void {
    this.#rules = rules.map((rule) => ({ ...rule, method: rule.method?.toUpperCase() }));
  }

  clear(): void {
    this.#rules = [];
  }

  list(): FaultRule[] {
    return this.#rules.map((rule) => ({ ...rule }));
  }

  /** The first matching rule wins; a rule with `times` left is used up by one match. */
  take(method: string, path: string): Fault | undefined {
    const index = this.#rules.findIndex((rule) => matches(rule, method, path));
    const rule = this.#rules[index];
    if (!rule) return undefined;
    if (rule.times !== undefined) {
      rule.times -= 1;
      if (rule.times <= 0) this.#rules.splice(index, 1);
    }
    return {
      status: rule.status,
      reply: rule.reply,
      latencyMs: rule.latencyMs ?? 0,
      afterRoute: rule.status === undefined && rule.reply === undefined && rule.afterRoute === true,
    };
  }
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method && rule.method !== method.toUpperCase()) return false;
  return rule.path.endsWith('*') ? path.startsWith(rule.path.slice(0, -1)) : path === rule.path;
}
