import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Features no page uses (no maps, no camera, no payment sheet: the voucher QR is drawn, not
 * scanned), so neither the site nor anything it embeds may ask for them.
 */
const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** A year, with subdomains: the value browsers' preload lists ask for. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers every response carries (helmet's set: nosniff, DENY framing, referrer policy,
 * cross-origin isolation of our resources), the Permissions-Policy, and HSTS over HTTPS.
 * The Content-Security-Policy is not set here: pages need a nonce per response (plugins/ssr.ts)
 * and the playground its own policy (plugins/graphql.ts).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: false,
      // Only over HTTPS, below: a browser told so over plain HTTP on a local port would refuse
      // http://localhost for a year.
      strictTransportSecurity: false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // request.protocol is the TLS socket's, or X-Forwarded-Proto's when TRUST_PROXY is on.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
