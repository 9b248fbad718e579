/**
 * Who may send the server where. A destination is chosen either by the operator (a service's address in the
 * environment: the SMS gateway, SMTP, S3, the IRP, a courier, BigBlueButton) or by a user (a browser's push
 * endpoint). Both are held to public addresses; only an operator-chosen destination may be inward, and only at an
 * origin the operator lists in OUTBOUND_INTERNAL_ORIGINS.
 */

/** The server refused to connect: the destination is inward, or not one this client may reach. */
export class OutboundRefused extends Error {
  override name = 'OutboundRefused';
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443, 'smtp:': 587, 'smtps:': 465 };

/** `host:port` of an address, the key an internal origin is allowed by (a port left out is the scheme's). */
export function hostPort(host: string, port: number | string | undefined, protocol = 'https:'): string {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return `${name}:${Number(port) || DEFAULT_PORTS[protocol] || 0}`;
}

/**
 * The internal origins the operator allows: `OUTBOUND_INTERNAL_ORIGINS`, comma-separated, each an exact
 * `scheme://host:port` such as `http://10.0.0.5:9000` for a MinIO on the private network.
 */
export function internalOriginsFrom(env: Record<string, string | undefined> = process.env): string[] {
  return (env.OUTBOUND_INTERNAL_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The `host:port` key of an origin (what a socket about to connect knows of its destination). */
export function originKey(origin: string): string {
  const url = new URL(origin);
  return hostPort(url.hostname, url.port, url.protocol);
}

/**
 * Whether a URL is on one of these hosts: `fcm.googleapis.com` (https only), `*.notify.windows.com` (https, any
 * name under it) or an exact origin `http://127.0.0.1:4123` (any scheme; a test's stand-in).
 */
export function onHosts(url: URL, patterns: readonly string[]): boolean {
  const host = url.hostname.toLowerCase();
  return patterns.some((pattern) => {
    const p = pattern.trim().toLowerCase();
    if (p.includes('://')) {
      const origin = new URL(p);
      return origin.protocol === url.protocol && origin.host === url.host;
    }
    if (url.protocol !== 'https:') return false;
    return p.startsWith('*.') ? host.endsWith(p.slice(1)) : host === p;
  });
}
