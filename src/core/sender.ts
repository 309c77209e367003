/**
 * The sender a request bucket belongs to (docs/contract.md, Rate limit): an IPv4 address as it is, an IPv6
 * address by its /56 network (RIPE-690 and most providers delegate a /56 to one customer, who
 * can number 256 /64s from it), and an IPv6 address that spells an IPv4 one (embedded-ipv4.ts:
 * mapped, compatible, NAT64, 6to4, Teredo) as that IPv4 address, so that one IPv4 sender has one
 * bucket however it reaches the service.
 *
 * Behind trusted proxies the sender is read from X-Forwarded-For, walking from the socket's
 * address back through the hops the configuration trusts. Each forwarded value is read as an IP
 * address (a port, brackets, a zone and leading zeros undone), so that one sender has one key
 * however a proxy writes it; a value that is not an address is never a key: the nearest address
 * known good (at least the socket's) is used instead.
 */
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { embeddedIPv4 } from './embedded-ipv4.js';

/** Longest forwarded value read as an address (an IPv6 address with an IPv4 tail and a port is 53). */
const MAX_ADDRESS_LENGTH = 64;
/** Forwarded hops walked at most: real chains are a few proxies long. */
const MAX_HOPS = 32;

const DOTTED_QUAD = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/;
const BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/;

/**
 * An address as written by a socket or a proxy, in its canonical form, or null when it is not
 * one. Leading zeros of an IPv4 octet are read as decimal (009 is 9), as proxies print them.
 */
export function readAddress(written: string): string | null {
  let text = written.trim();
  if (text.length === 0 || text.length > MAX_ADDRESS_LENGTH) return null;
  text = WITH_PORT.exec(text)?.[1] ?? BRACKETED.exec(text)?.[1] ?? text;
  text = text.split('%')[0] ?? text;
  const quad = DOTTED_QUAD.exec(text);
  if (quad) {
    const octets = quad.slice(1).map(Number);
    return octets.every((octet) => octet <= 255) ? octets.join('.') : null;
  }
  if (!isIPv6(text)) return null;
  return embeddedIPv4(expandIPv6(text)) ?? text.toLowerCase();
}

/** Bits of an IPv6 address that name its sender. */
const IPV6_SENDER_BITS = 56;

/** The bucket key of a canonical address (readAddress); anything else gets one short key. */
export function senderKey(address: string): string {
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'other';
  const groups = expandIPv6(address);
  const ipv4 = embeddedIPv4(groups);
  if (ipv4 !== null) return ipv4;
  // A /56 is three whole groups and the high byte of the fourth.
  const [a = 0, b = 0, c = 0, d = 0] = groups;
  return `${[a, b, c, d & 0xff00].map((g) => g.toString(16)).join(':')}::/${IPV6_SENDER_BITS}`;
}

/** Which hops are trusted proxies: the nearest `n`, or those matching addresses and CIDRs. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/** An entry of TRUST_PROXY, as BlockList takes it; null when it is neither an address nor a CIDR. */
export function trustEntry(text: string): { address: string; prefix: number | null; type: 'ipv4' | 'ipv6' } | null {
  const [written = '', prefixText, extra] = text.trim().split('/');
  const address = readAddress(written);
  if (address === null || extra !== undefined) return null;
  const type = isIPv4(address) ? 'ipv4' : 'ipv6';
  if (prefixText === undefined) return { address, prefix: null, type };
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  return prefix <= (type === 'ipv4' ? 32 : 128) ? { address, prefix, type } : null;
}

/** The trust rule of a TRUST_PROXY setting, built once; null when no proxy is trusted. */
export function proxyTrust(setting: false | number | readonly string[]): ProxyTrust | null {
  if (setting === false) return null;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  const trusted = new BlockList();
  for (const text of setting) {
    const entry = trustEntry(text);
    if (entry === null) throw new Error(`not an address or CIDR: ${text}`);
    if (entry.prefix === null) trusted.addAddress(entry.address, entry.type);
    else trusted.addSubnet(entry.address, entry.prefix, entry.type);
  }
  return (address) => trusted.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/**
 * The key of a request's sender: the socket's address, or behind trusted proxies the first
 * forwarded address (from the nearest) that is not a trusted proxy.
 */
export function requestSender(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trust: ProxyTrust | null,
): string {
  const own = socketSender(socketAddress ?? '');
  if (own === null) return 'other';
  if (trust === null || forwardedFor === undefined) return own.key;
  let { address } = own;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor).split(',');
  for (let hop = 0; hop < MAX_HOPS && trust(address, hop); hop += 1) {
    const written = hops[hops.length - 1 - hop];
    const forwarded = written === undefined ? null : readAddress(written);
    if (forwarded === null) break;
    address = forwarded;
  }
  return senderKey(address);
}

/** Socket addresses already read: a client sends many requests from one address. Cleared when full. */
const SOCKET_SENDERS = new Map<string, { address: string; key: string } | null>();
const SOCKET_SENDERS_MAX = 4096;

function socketSender(written: string): { address: string; key: string } | null {
  let known = SOCKET_SENDERS.get(written);
  if (known === undefined) {
    const address = readAddress(written);
    known = address === null ? null : { address, key: senderKey(address) };
    if (SOCKET_SENDERS.size >= SOCKET_SENDERS_MAX) SOCKET_SENDERS.clear();
    SOCKET_SENDERS.set(written, known);
  }
  return known;
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
