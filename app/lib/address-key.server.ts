import { isIPv4, isIPv6 } from 'node:net';

const IPV4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;

/**
 * The key a client's address is counted under by every limit: an IPv4 address as it is, an IPv4-mapped IPv6 address
 * (::ffff:1.2.3.4) as its IPv4 address, and any other IPv6 address as its /64 prefix, since one household or one
 * attacker is given a whole /64 and picks any address in it at will. Anything that is not an address is kept as it is.
 */
export function addressKey(address: string): string {
  const trimmed = address.trim().toLowerCase();
  // Some proxies write a port ([2001:db8::1]:443, 203.0.113.7:443), which changes with every connection; a zone id
  // (fe80::1%eth0) names the interface, not the host.
  const closing = trimmed.startsWith('[') ? trimmed.indexOf(']') : -1;
  const hostOnly = closing > 0 ? trimmed.slice(1, closing) : (IPV4_WITH_PORT.exec(trimmed)?.[1] ?? trimmed);
  const zone = hostOnly.indexOf('%');
  const bare = zone === -1 ? hostOnly : hostOnly.slice(0, zone);
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return trimmed;
  const groups = ipv6Groups(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, with `::` expanded and a dotted IPv4 tail as two groups. */
function ipv6Groups(address: string): number[] {
  let text = address;
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    const [a, b, c, d] = last.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [before, after] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(before);
  const right = after === undefined ? [] : parse(after);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}
