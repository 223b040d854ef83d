export interface LoggedRequest {
  method: string;
  /** Without the query string. */
  path: string;
  /** The query string without its '?' ('' when none): tells apart calls to one path. */
  query: string;
  /** 0 when the caller hung up first. */
  status: number;
  /** When the request arrived (ISO 8601). */
  time: string;
  /** The caller's `x-request-id` (the gateway's request), or the one generated here. */
  requestId: string;
  /** The caller hung up before the answer was sent (e.g. its time limit ran out). */
  aborted: boolean;
}

/** Keeps memory bounded on a long-running instance; tests clear the log between cases anyway. */
const MAX_ENTRIES = 2_000;

/** The calls the upstream has answered, for `GET /__requests`. */
export class RequestLog {
  #entries: LoggedRequest[] = [];

  record(entry: LoggedRequest): void {
    this.#entries.push(entry);
    if (this.#entries.length > MAX_ENTRIES) this.#entries.shift();
  }

  /** In order of arrival, although slow requests are recorded when they finish. */
  list(): LoggedRequest[] {
    return [...this.#entries].sort((a, b) => a.time.localeCompare(b.time));
  }

  clear(): void {
    this.#entries = [];
  }
}
