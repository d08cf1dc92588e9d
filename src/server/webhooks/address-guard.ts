/**
 * Which addresses a webhook may be delivered to (docs/decisions/0060-outgoing-webhooks.md): never, in production, the
 * app's own network — private ranges, loopback, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * multicast, unspecified, IPv6 unique-local, site-local and link-local, and every IPv6 form that carries one of those
 * IPv4 addresses (mapped, compatible, 6to4, NAT64, Teredo). The check runs on the addresses the host resolves to, at the
 * moment of connecting, so a name that resolves somewhere public at registration and privately later (DNS rebinding)
 * is refused too.
 */
import dns from 'node:dns';
import net from 'node:net';

const blockedV4 = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blockedV4.addSubnet(prefix, bits, 'ipv4');

/** IPv6 ranges that are never a public host: loopback and unspecified are judged as the IPv4 they embed (below). */
const blockedV6 = new net.BlockList();
for (const [prefix, bits] of [
  ['fc00::', 7], // unique-local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated, still routed inside some networks)
  ['ff00::', 8], // multicast
  ['64:ff9b:1::', 48], // NAT64 for local use
  ['100::', 64], // discard
  ['2001:db8::', 32],
  ['3fff::', 20], // documentation
  ['2001:10::', 28],
  ['2001:20::', 28], // ORCHID
] as const)
  blockedV6.addSubnet(prefix, bits, 'ipv6');

/** The 16 bytes of an IPv6 address (zone index dropped, a trailing dotted IPv4 allowed), or null when it is not one. */
export function ipv6Bytes(address: string): number[] | null {
  const text = address.replace(/%.*$/, '');
  if (net.isIPv6(text) === false) return null;
  const [head, tail] = text.includes('::') ? (text.split('::') as [string, string]) : [text, null];
  const groups = (part: string) =>
    (part === '' ? [] : part.split(':')).flatMap((g) => {
      if (g.includes('.')) {
        const [a, b, c, d] = g.split('.').map(Number) as [number, number, number, number];
        return [(a << 8) | b, (c << 8) | d];
      }
      return [parseInt(g, 16)];
    });
  const left = groups(head);
  const right = tail === null ? [] : groups(tail);
  const words = [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return words.flatMap((w) => [w >> 8, w & 0xff]);
}

const dotted = (b: number[]) => b.join('.');
const startsWith = (bytes: number[], prefix: number[]) => prefix.every((v, i) => bytes[i] === v);

/**
 * The IPv4 addresses an IPv6 address stands for, by every scheme that carries one: IPv4-compatible (::a.b.c.d,
 * including :: and ::1), IPv4-mapped (::ffff:a.b.c.d), IPv4-translated (::ffff:0:a.b.c.d), 6to4 (2002:aabb:ccdd::),
 * NAT64 (64:ff9b::a.b.c.d) and Teredo (2001:0::, its server and its client, the latter's bits inverted).
 */
export function embeddedIpv4(bytes: number[]): string[] {
  const zeros = (n: number) => Array(n).fill(0) as number[];
  if (startsWith(bytes, zeros(12))) return [dotted(bytes.slice(12))];
  if (startsWith(bytes, [...zeros(10), 0xff, 0xff])) return [dotted(bytes.slice(12))];
  if (startsWith(bytes, [...zeros(8), 0xff, 0xff, 0, 0])) return [dotted(bytes.slice(12))];
  if (startsWith(bytes, [0x20, 0x02])) return [dotted(bytes.slice(2, 6))];
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, ...zeros(8)])) return [dotted(bytes.slice(12))];
  if (startsWith(bytes, [0x20, 0x01, 0, 0])) return [dotted(bytes.slice(4, 8)), dotted(bytes.slice(12).map((b) => b ^ 0xff))];
  return [];
}

/** A description of why `address` is refused ("a private address"), or null when it is public. */
export function refusedAddress(address: string): string | null {
  const why = `${address} is a private, loopback or link-local address`;
  if (net.isIPv4(address)) return blockedV4.check(address, 'ipv4') ? why : null;
  const bytes = ipv6Bytes(address);
  if (!bytes) return null;
  // Judged by what it reaches: an IPv6 form of a private IPv4 address is as private as the address it carries.
  if (embeddedIpv4(bytes).some((v4) => blockedV4.check(v4, 'ipv4'))) return why;
  const canonical = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16)).join(':');
  return blockedV6.check(canonical, 'ipv6') ? why : null;
}

export class RefusedTarget extends Error {}

/** Resolves `host` and refuses it when any of its addresses is private; used at registration. */
export async function checkHost(host: string): Promise<void> {
  const bare = host.replace(/^\[|\]$/g, '');
  const addresses = net.isIP(bare) ? [bare] : (await dns.promises.lookup(bare, { all: true })).map((a) => a.address);
  for (const address of addresses) {
    const why = refusedAddress(address);
    if (why) throw new RefusedTarget(`${host} resolves to ${why}`);
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http that refuses private addresses: the connection goes to the very address checked. IP
 * literals skip `lookup` in node, so the sender checks those itself (`refusedAddress`).
 */
export function guardedLookup(hostname: string, options: dns.LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, []);
    for (const a of addresses) {
      const why = refusedAddress(a.address);
      if (why) return callback(new RefusedTarget(`Refused: ${hostname} resolves to ${why}`), []);
    }
    if (options.all) return callback(null, addresses);
    const first = addresses[0];
    if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    callback(null, first.address, first.family);
  });
}
