/** What the rest of the upstream needs from a database: parameterised SQL, nothing more. */
export interface DbSession {
  /** Runs one statement with `$1`-style parameters and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of statements without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
}

export interface Db extends DbSession {
  readonly kind: 'pglite' | 'postgres';
  /** Commits when `fn` resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: DbSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
