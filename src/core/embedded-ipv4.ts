/**
 * IPv6 addresses that spell an IPv4 address, read back as it: one IPv4 sender is one bucket
 * however its packets reach the service (core/sender.ts).
 *
 * - IPv4-mapped `::ffff:a.b.c.d` (RFC 4291 §2.5.5.2): how a dual-stack socket reports IPv4 peers;
 * - IPv4-compatible `::a.b.c.d` (RFC 4291 §2.5.5.1, deprecated), except `::` and `::1`;
 * - NAT64's well-known prefix `64:ff9b::/96` (RFC 6052 §2.1);
 * - 6to4 `2002:AABB:CCDD::/48` (RFC 3056 §2): the site's IPv4 address in groups 2 and 3;
 * - Teredo `2001:0::/32` (RFC 4380 §4): the client's IPv4 address, its bits inverted, in the last
 *   two groups.
 */

const dotted = (high: number, low: number): string => [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');

/** The IPv4 address the eight groups of an IPv6 address spell, or null. */
export function embeddedIPv4(groups: readonly number[]): string | null {
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = groups;
  const zeroUpTo5 = g0 === 0 && g1 === 0 && g2 === 0 && g3 === 0 && g4 === 0;
  if (zeroUpTo5 && g5 === 0xffff) return dotted(g6, g7);
  if (zeroUpTo5 && g5 === 0 && g6 !== 0) return dotted(g6, g7);
  if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0) return dotted(g6, g7);
  if (g0 === 0x2002) return dotted(g1, g2);
  if (g0 === 0x2001 && g1 === 0) return dotted(g6 ^ 0xffff, g7 ^ 0xffff);
  return null;
}
