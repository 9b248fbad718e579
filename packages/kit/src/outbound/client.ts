import { Agent, buildConnector, type Dispatcher } from 'undici';
import { connectionGuard, checkedLookup, type InternalOrigins } from './connect.ts';
import { onHosts, OutboundRefused } from './destinations.ts';

export interface OutboundOptions {
  /**
   * Who picks the addresses this client calls. `operator`: a service in the environment, which may be inward
   * at an origin listed in OUTBOUND_INTERNAL_ORIGINS. `user`: an address a user gave (a push endpoint), never
   * inward whatever the configuration says.
   */
  chosenBy: 'operator' | 'user';
  /** The only hosts this client may call (see `onHosts`); any public host when left out. */
  hosts?: () => readonly string[];
  /**
   * Internal origins allowed in code instead of the configuration's: a test's stand-in for a user-chosen
   * destination. Configuration never opens a user-chosen destination inward.
   */
  internalOrigins?: readonly string[];
  /** Limit of each stage: connecting, the answer's head, each pause in its body (default 10 s). */
  timeoutMs?: number;
  /** Largest answer read (default 1 MiB); a larger one is refused. */
  maxBytes?: number;
  /** Redirects followed, each hop checked like the first (default none: a 3xx is handed back). */
  redirects?: number;
  /** Connections kept per origin. */
  connections?: number;
}

export interface OutboundRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export interface OutboundAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text(): string;
  /** The body as JSON, or undefined when it is not JSON. */
  json<T = unknown>(): T | undefined;
}

export interface OutboundClient {
  request(url: string | URL, init?: OutboundRequest): Promise<OutboundAnswer>;
  close(): Promise<void>;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const TIMEOUTS = new Set(['UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/**
 * The one HTTP client of the server (undici's Agent). Each new connection goes through `connectionGuard`, so
 * every hop of every request is held to public addresses (or an allowed internal origin); the answer is read
 * whole up to `maxBytes`; redirects are followed only when asked, and only to hosts this client may call.
 */
export function outboundClient(options: OutboundOptions): OutboundClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  const internal: InternalOrigins = options.internalOrigins ?? (options.chosenBy === 'operator' ? 'configured' : []);
  const direct = buildConnector({ timeout: timeoutMs });
  const checked = buildConnector({ timeout: timeoutMs, lookup: checkedLookup });
  const agent = new Agent({
    connections: options.connections,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connect(opts, callback) {
      const port = Number(opts.port) || (opts.protocol === 'https:' ? 443 : 80);
      try {
        const guard = connectionGuard(opts.hostname, port, internal);
        (guard.lookup ? checked : direct)(opts, callback);
      } catch (err) {
        callback(err instanceof Error ? err : new Error(String(err)), null);
      }
    },
  });

  /** A URL this client may call at all (before any connection): http(s), on its hosts. */
  function allowed(url: URL) {
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new OutboundRefused(`The server calls http(s) addresses only, not ${url.protocol}`);
    const hosts = options.hosts?.();
    if (hosts && !onHosts(url, hosts)) throw new OutboundRefused(`${url.host} is not a host this service may call`);
  }

  async function once(url: URL, init: OutboundRequest): Promise<Dispatcher.ResponseData> {
    try {
      return await agent.request({
        origin: url.origin,
        path: `${url.pathname}${url.search}`,
        method: init.method ?? 'GET',
        headers: init.headers,
        body: init.body,
      });
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code && TIMEOUTS.has(code))
        throw Object.assign(new Error(`${url.host} did not answer in time`), { name: 'TimeoutError' });
      throw err;
    }
  }

  async function read(url: URL, res: Dispatcher.ResponseData): Promise<OutboundAnswer> {
    const chunks: Buffer[] = [];
    let size = 0;
    // The response body is a byte stream: what it yields is a Buffer.
    const bytes: AsyncIterable<Buffer> = res.body;
    for await (const chunk of bytes) {
      size += chunk.length;
      if (size > maxBytes) {
        res.body.destroy();
        throw new Error(`The answer from ${url.host} is larger than ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks);
    return {
      status: res.statusCode,
      headers: res.headers,
      body,
      text: () => body.toString('utf8'),
      json<T>() {
        try {
          // cast: the caller names the JSON answer it expects; json() is how it reads it
          return JSON.parse(body.toString('utf8')) as T;
        } catch {
          return undefined;
        }
      },
    };
  }

  return {
    async request(target, init = {}) {
      let url = new URL(String(target));
      let step = { ...init };
      for (let hop = 0; ; hop++) {
        allowed(url);
        const res = await once(url, step);
        const location = res.headers.location;
        if (!REDIRECTS.has(res.statusCode) || typeof location !== 'string' || hop >= (options.redirects ?? 0))
          return read(url, res);
        await res.body.dump();
        const next = new URL(location, url);
        // A 303 (and, as browsers do, a 301/302 after a POST) becomes a GET; credentials stay with their origin.
        if (res.statusCode === 303 || (res.statusCode < 303 && step.method && step.method !== 'GET'))
          step = { ...step, method: 'GET', body: undefined };
        if (next.origin !== url.origin) step = { ...step, headers: withoutCredentials(step.headers) };
        url = next;
      }
    },
    close: () => agent.close(),
  };
}

function withoutCredentials(headers: Record<string, string> | undefined) {
  if (!headers) return headers;
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !/^(authorization|cookie)$/i.test(k)));
}
