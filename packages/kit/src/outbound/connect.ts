import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { literalAddress, rangeInWords, refusedName, refusedRange } from './addresses.ts';
import { hostPort, internalOriginsFrom, originKey, OutboundRefused } from './destinations.ts';

/**
 * The one gate every connection of the server passes (but the database's): the address is checked when the socket
 * is about to connect, so a name that resolves inward — now or after a DNS change — is refused too, and the
 * address checked is the address connected to (the lookup hands the socket only checked addresses).
 */

/** Internal origins a connection may reach: the configuration's, read when connecting, or a list given in code. */
export type InternalOrigins = readonly string[] | 'configured';

const allowedInside = (host: string, port: number, internal: InternalOrigins) =>
  (internal === 'configured' ? internalOriginsFrom() : internal).map(originKey).includes(hostPort(host, port));

/** Why: a range name of ipaddr.js, or words already. */
const refusal = (host: string, address: string, why: string) => {
  const where = address !== host ? `${host} (${address})` : host;
  return new OutboundRefused(
    `The server does not connect to ${where}: it is ${why.includes(' ') ? why : rangeInWords(why)}. ` +
      'An operator-run service on the internal network is allowed by listing its origin in OUTBOUND_INTERNAL_ORIGINS.',
  );
};

/** dns.lookup, refusing a name when any of its addresses is inward. */
export const checkedLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const inward = addresses.find((a) => refusedRange(a.address));
    if (inward) return callback(refusal(hostname, inward.address, refusedRange(inward.address)!), '', 0);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0].address, addresses[0].family);
  });
};

/**
 * What a socket to host:port needs to connect safely: throws when the destination is refused outright (a metadata
 * name, an inward address written as the host), and otherwise answers the lookup to connect with — the checking
 * one, or none for an internal origin the operator allowed.
 */
export function connectionGuard(
  host: string,
  port: number,
  internal: InternalOrigins,
): { lookup?: net.LookupFunction } {
  const bare = host.replace(/^\[|\]$/g, '');
  const name = refusedName(bare);
  if (name) throw refusal(bare, bare, name);
  if (allowedInside(bare, port, internal)) return {};
  const literal = literalAddress(bare);
  if (literal) {
    const range = refusedRange(literal);
    if (range) throw refusal(bare, literal, range);
    return {};
  }
  return { lookup: checkedLookup };
}

type ConnectionCallback = (err: Error | null, stream: Duplex) => void;

/** Node's http(s) agents with the gate in front of each new socket (for libraries built on node:http: the S3 SDK). */
function guardedAgent<A extends typeof http.Agent>(Base: A, defaultPort: number, internal: InternalOrigins) {
  return new (class extends (Base as typeof http.Agent) {
    override createConnection(options: http.ClientRequestArgs, callback?: ConnectionCallback): Duplex | undefined {
      let guard: { lookup?: net.LookupFunction };
      try {
        guard = connectionGuard(String(options.host ?? 'localhost'), Number(options.port) || defaultPort, internal);
      } catch (err) {
        callback?.(err instanceof Error ? err : new Error(String(err)), undefined as never);
        return undefined;
      }
      return super.createConnection({ ...options, ...guard }, callback) ?? undefined;
    }
  })({ keepAlive: true });
}

export const guardedHttpAgents = (internal: InternalOrigins = 'configured') => ({
  httpAgent: guardedAgent(http.Agent, 80, internal),
  httpsAgent: guardedAgent(https.Agent as unknown as typeof http.Agent, 443, internal),
});

/** A plain TCP socket through the gate, connected (for SMTP, which starts TLS on it itself). */
export function guardedSocket(host: string, port: number, internal: InternalOrigins, timeoutMs: number) {
  return new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect({ host, port, ...connectionGuard(host, port, internal) });
    const timer = setTimeout(
      () =>
        socket.destroy(Object.assign(new Error(`${host}:${port} did not answer in time`), { name: 'TimeoutError' })),
      timeoutMs,
    );
    socket.once('connect', () => {
      clearTimeout(timer);
      resolve(socket);
    });
    socket.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
  });
}
