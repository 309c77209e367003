/**
 * The sender a request bucket belongs to (api-v1 §8): an IPv4 address as it is, an IPv6
 * address by its /64 network (one subscriber usually holds a whole /64), and an
 * IPv4-mapped IPv6 address (::ffff:a.b.c.d, as a dual-stack socket reports IPv4 peers)
 * as the IPv4 address it maps.
 */
import { isIPv4, isIPv6 } from 'node:net';

export function senderKey(address: string): string {
  const bare = address.split('%')[0] ?? address;
  if (isIPv4(bare)) return bare;
  if (!isIPv6(bare)) return `other:${bare}`;
  const groups = expandIPv6(bare);
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const high = groups[6] ?? 0;
    const low = groups[7] ?? 0;
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` and a dotted tail expanded). */
function expandIPv6(address: string): number[] {
  let text = address.toLowerCase();
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  return [...headGroups, ...Array<string>(tail === undefined ? 0 : missing).fill('0'), ...tailGroups].map((g) =>
    Number.parseInt(g, 16),
  );
}
