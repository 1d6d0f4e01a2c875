import { isIP } from 'node:net';

/**
 * Who a per-address limit counts (Security III, finding 4). An IPv4 address is one client. An
 * IPv6 subscriber is handed a whole /64 (often more) and picks any of its 2^64 addresses at
 * will, so counting full IPv6 addresses gave one attacker endless fresh allowances: every limit
 * keyed on an address counts an IPv6 client by its /64 instead. An IPv4-mapped address
 * (`::ffff:1.2.3.4`, how a dual-stack socket reports an IPv4 peer) is that IPv4 address.
 * Anything that is no address (never request.ip; see lib/trust-proxy.ts) is returned as it is.
 */
export function addressKey(ip: string): string {
  // A zone id (`fe80::1%eth0`) names our interface, not the peer.
  const address = ip.split('%')[0]!;
  const family = isIP(address);
  if (family === 4) return address;
  if (family !== 6) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  }
  return `${formatIpv6([...groups.slice(0, 4), 0, 0, 0, 0])}/64`;
}

/** The eight 16-bit groups of an address isIP accepted (`::` and a dotted IPv4 tail allowed). */
function ipv6Groups(address: string): number[] {
  const [head = '', tail] = address.split('::');
  const parse = (part: string): number[] =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a, b, c, d] = group.split('.').map(Number) as [number, number, number, number];
          return [(a << 8) | b, (c << 8) | d];
        });
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** RFC 5952's text: lower-case hex, no leading zeros, the longest run of zero groups as `::`. */
function formatIpv6(groups: number[]): string {
  let best = { start: -1, length: 1 };
  for (let i = 0; i < groups.length; i++) {
    let j = i;
    while (j < groups.length && groups[j] === 0) j++;
    if (j - i > best.length) best = { start: i, length: j - i };
    i = j;
  }
  const hex = (part: number[]) => part.map((g) => g.toString(16)).join(':');
  if (best.start < 0) return hex(groups);
  return `${hex(groups.slice(0, best.start))}::${hex(groups.slice(best.start + best.length))}`;
}
