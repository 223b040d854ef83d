import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer } from 'node:https';
import { Agent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { decrypt } from 'http_ece';
import { generate } from 'selfsigned';
import { madeBeforeAll } from '@myvalue/upstream/testing';

/** A browser of the tests: its own P-256 pair and auth secret, as `pushManager.subscribe` makes. */
export interface TestBrowser {
  /** What the browser hands the site (`PushSubscription.toJSON()`, flattened as the API takes it). */
  subscription: { endpoint: string; p256dh: string; auth: string };
  ecdh: ECDH;
  authSecret: Buffer;
}

/** One push as the push service received it, decrypted with the browser's keys. */
interface ReceivedPush {
  endpoint: string;
  /** The VAPID `Authorization` header: `vapid t=<JWT>, k=<public key>`. */
  authorization: string;
  message: { title: string; body: string; link: string; tag: string };
}

/**
 * A push service on loopback, over HTTPS (web-push speaks only HTTPS) with a certificate made
 * here: it takes each browser's pushes as FCM or Mozilla's would, decrypts them (aes128gcm) with
 * that browser's keys, and answers 201, or what a test set for an endpoint (410: gone).
 */
async function startPushService() {
  const pems = await generate([{ name: 'commonName', value: '127.0.0.1' }], {
    keyType: 'ec',
    algorithm: 'sha256',
    extensions: [{ name: 'subjectAltName', altNames: [{ type: 7, ip: '127.0.0.1' }] }],
  });
  const browsers = new Map<string, TestBrowser>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const server = createServer({ key: pems.private, cert: pems.cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      const browser = browsers.get(endpoint);
      const status = statuses.get(endpoint) ?? (browser ? 201 : 404);
      if (browser && status === 201) {
        const plain = decrypt(Buffer.concat(chunks), {
          version: 'aes128gcm',
          privateKey: browser.ecdh,
          authSecret: browser.authSecret,
        });
        received.push({
          endpoint,
          authorization: String(request.headers.authorization),
          message: JSON.parse(plain.toString('utf8')) as ReceivedPush['message'],
        });
      }
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let count = 0;
  return {
    /** Trusts this service's certificate: the gateway's reminder job reaches it with it. */
    agent: new Agent({ ca: pems.cert }),
    received,
    /** A new browser with a subscription at this service. */
    browser(): TestBrowser {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const browser: TestBrowser = {
        subscription: {
          endpoint: `${origin}/push/${++count}`,
          p256dh: ecdh.getPublicKey('base64url'),
          auth: authSecret.toString('base64url'),
        },
        ecdh,
        authSecret,
      };
      browsers.set(browser.subscription.endpoint, browser);
      return browser;
    },
    /** The service's answer to pushes for this browser from now on (410: the browser left). */
    answer(browser: TestBrowser, status: number) {
      statuses.set(browser.subscription.endpoint, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

/** One push service for the tests of this file or `describe` block. */
export function usePushService(): PushService {
  return madeBeforeAll(startPushService, (service) => service.close());
}
