import { useState } from 'react';

/** 32 hex characters from the platform's CSPRNG (randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per intent: the same request (same `payload`) gets the same key on every retry, so a
 * write whose answer was lost is not done twice; `settle()` after an answer ends the intent.
 * A changed payload is a new intent and gets a new key (the upstream would refuse the old one).
 */
export class IdempotencyIntent {
  #payload: string | undefined;
  #key: string | undefined;

  keyFor(payload: unknown): string {
    const serialised = JSON.stringify(payload);
    if (this.#key === undefined || this.#payload !== serialised) {
      this.#key = newIdempotencyKey();
      this.#payload = serialised;
    }
    return this.#key;
  }

  settle(): void {
    this.#key = undefined;
    this.#payload = undefined;
  }
}

export function useIdempotencyIntent(): IdempotencyIntent {
  // A mutable object kept for the component's life; changing its key needs no re-render.
  const [intent] = useState(() => new IdempotencyIntent());
  return intent;
}
