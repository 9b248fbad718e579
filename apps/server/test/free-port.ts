import { createServer } from 'node:net';

/** Ports a test server may take: below the range Linux takes the local ports of outgoing connections from. */
const FIRST = 20_000;
const COUNT = 12_000;

/**
 * A port free now for a test's server to listen on. Not one the kernel picks for a `listen(0)` and is let go: that
 * is a port of the range outgoing connections take theirs from (32768–60999), and any connection opened before the
 * server listens may take it (a flow's portal failed to start on EADDRINUSE beside other tests). A port below that
 * range is taken only by another listener, which the check sees.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = FIRST + Math.floor(Math.random() * COUNT);
    if (await canListen(port)) return port;
  }
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}
