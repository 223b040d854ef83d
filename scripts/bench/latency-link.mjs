// A phone's network in user space, between the browser and our servers, at the level of TCP
// connections rather than of requests (as DevTools' emulation is): each byte crosses it in half
// the round trip, at the link's rate, on one queue per direction that every connection shares;
// a new connection carries data only one round trip after it was opened (the TCP handshake).
// So a page pays what a phone pays for a connection to a new origin and for a CORS preflight,
// which Chromium's request-level emulation leaves out. Loopback only: plain TCP forwarding.
import net from 'node:net';

/**
 * @param {{ rttMs: number, downBitsPerSecond: number, upBitsPerSecond: number }} conditions
 */
export function createLink({ rttMs, downBitsPerSecond, upBitsPerSecond }) {
  const lanes = {
    up: { bitsPerSecond: upBitsPerSecond, free: 0 },
    down: { bitsPerSecond: downBitsPerSecond, free: 0 },
  };
  const servers = new Set();
  const sockets = new Set();

  /** When a chunk sent now on `lane` reaches the other end (queued behind earlier chunks). */
  function arrival(lane, bytes) {
    const start = Math.max(performance.now(), lane.free);
    lane.free = start + (bytes * 8 * 1000) / lane.bitsPerSecond;
    return lane.free + rttMs / 2;
  }

  /** Delivers `from`'s bytes to `to` across `lane`, in order, ending `to` after the last. */
  function carry(from, to, lane, openedAt) {
    const queue = [];
    let timer = null;
    const drain = () => {
      timer = null;
      const now = performance.now();
      while (queue.length > 0 && queue[0].at <= now) {
        const { chunk } = queue.shift();
        if (chunk === null) to.end();
        else if (!to.destroyed) to.write(chunk);
      }
      if (queue.length > 0) timer = setTimeout(drain, queue[0].at - now);
    };
    const send = (chunk) => {
      queue.push({ chunk, at: arrival(lane, chunk === null ? 0 : chunk.length) });
      timer ??= setTimeout(drain, queue[0].at - performance.now());
    };
    // Before the handshake is done, the sender's bytes wait on its side, not on the link.
    const handshakeLeft = openedAt + rttMs - performance.now();
    let held = handshakeLeft > 0 ? [] : null;
    if (held) {
      setTimeout(() => {
        for (const chunk of held) send(chunk);
        held = null;
      }, handshakeLeft);
    }
    from.on('data', (chunk) => (held ? held.push(chunk) : send(chunk)));
    from.on('end', () => (held ? held.push(null) : send(null)));
  }

  return {
    /** Listens on loopback port `listenPort`, forwarding to `port` across the link. */
    async forward(port, listenPort) {
      const server = net.createServer({ allowHalfOpen: true }, (client) => {
        const openedAt = performance.now();
        const target = net.connect({ host: '127.0.0.1', port, allowHalfOpen: true });
        for (const socket of [client, target]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            target.destroy();
          });
        }
        carry(client, target, lanes.up, openedAt);
        carry(target, client, lanes.down, 0);
      });
      servers.add(server);
      await new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(listenPort, '127.0.0.1', resolve);
      });
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all(
        [...servers].map((server) => new Promise((resolve) => server.close(() => resolve()))),
      );
    },
  };
}
