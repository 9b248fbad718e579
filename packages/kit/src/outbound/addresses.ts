import ipaddr from 'ipaddr.js';

/**
 * Which addresses the server never connects to on a caller's behalf. ipaddr.js names the range of an address
 * (IPv4 in every numeric form — `2130706433`, `127.1`, `0x7f.1` — and IPv6); only the public unicast range is
 * reachable. Everything else is refused: loopback, private (10/8, 172.16/12, 192.168/16), link-local (with the
 * cloud metadata address 169.254.169.254), unique-local (fc00::/7, with fd00:ec2::254), carrier-grade NAT
 * (100.100.100.200), multicast, broadcast, unspecified (0.0.0.0, ::), reserved, and the IPv6 forms that carry an
 * IPv4 address inside (IPv4-mapped, NAT64, 6to4, Teredo), whose inner address could be any of the above.
 */

/** The range that makes this address unreachable ('loopback', 'private', …), or null for a public address. */
export function refusedRange(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!ipaddr.isValid(bare)) return 'not an address';
  let ip = ipaddr.parse(bare);
  // ::ffff:127.0.0.1 reaches 127.0.0.1: judge the IPv4 address inside.
  if (ip.kind() === 'ipv6' && (ip as ipaddr.IPv6).isIPv4MappedAddress()) ip = (ip as ipaddr.IPv6).toIPv4Address();
  const range = ip.range();
  return range === 'unicast' ? null : range;
}

const RANGE_WORDS: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private address',
  linkLocal: 'a link-local address (where cloud metadata lives)',
  uniqueLocal: 'a unique-local address',
  carrierGradeNat: 'a carrier-grade NAT address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  unspecified: 'the unspecified address (this host)',
  rfc6052: 'a NAT64 address (an IPv4 address inside)',
  '6to4': 'a 6to4 address (an IPv4 address inside)',
  teredo: 'a Teredo address (an IPv4 address inside)',
  'not an address': 'not a usable address',
};

/** A range name in words: 'loopback' → 'a loopback address'. */
export const rangeInWords = (range: string) => RANGE_WORDS[range] ?? `a ${range} address`;

/** An IP address written as a host name (`127.0.0.1`, `[::1]`, `2130706433`, `0x7f.1`), or null for a name. */
export function literalAddress(host: string): string | null {
  const bare = host.replace(/^\[|\]$/g, '');
  return ipaddr.isValid(bare) ? ipaddr.parse(bare).toString() : null;
}

/** Names of cloud metadata services: refused before any lookup, whatever the resolver answers for them. */
const METADATA_NAMES = new Set([
  'metadata',
  'metadata.google.internal',
  'metadata.goog',
  'instance-data',
  'instance-data.ec2.internal',
]);

/** Why a host name is refused without resolving it, or null. */
export function refusedName(host: string): string | null {
  const name = host.toLowerCase().replace(/\.$/, '');
  return METADATA_NAMES.has(name) ? 'a cloud metadata service' : null;
}
