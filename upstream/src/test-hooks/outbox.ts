export type OutboxChannel = 'email' | 'sms' | 'whatsapp';

export interface OutgoingMessage {
  to: string;
  channel: OutboxChannel;
  subject: string;
  body: string;
  /** The one-time code inside `body`, so tests need not parse the text. */
  code: string;
}

export interface OutboxMessage extends OutgoingMessage {
  id: number;
  sentAt: string;
}

/** Keeps memory bounded when a long-running instance sends many messages. */
const MAX_MESSAGES = 500;

/**
 * Stands in for e-mail and SMS delivery: messages stay in memory, where `GET /__outbox` (and
 * tests) can read them.
 */
export class Outbox {
  #messages: OutboxMessage[] = [];
  #nextId = 1;

  constructor(private readonly clock: () => Date = () => new Date()) {}

  send(message: OutgoingMessage): OutboxMessage {
    const stored: OutboxMessage = {
      ...message,
      id: this.#nextId++,
      sentAt: this.clock().toISOString(),
    };
    this.#messages.push(stored);
    if (this.#messages.length > MAX_MESSAGES) this.#messages.shift();
    return stored;
  }

  list(): OutboxMessage[] {
    return [...this.#messages];
  }

  /** The newest message sent to `to`, e.g. to read the OTP a test just requested. */
  latestTo(to: string): OutboxMessage | undefined {
    return this.#messages.findLast((message) => message.to === to);
  }

  clear(): void {
    this.#messages = [];
  }
}
