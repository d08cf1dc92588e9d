/**
 * Which addresses a webhook may be delivered to (docs/decisions/0060-outgoing-webhooks.md): never, in production, the
 * app's own network — private ranges, loopback, link-local (cloud metadata at 169.254.169.254), carrier-grade NAT,
 * multicast, unspecified. The check runs on the addresses the host resolves to, at the moment of connecting, so a name
 * that resolves somewhere public at registration and privately later (DNS rebinding) is refused too.
 */
import dns from 'node:dns';
import net from 'node:net';

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) blocked.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['100::', 64], ['2001:db8::', 32],
] as const) blocked.addSubnet(prefix, bits, 'ipv6');

/** A description of why `address` is refused ("a private address"), or null when it is public. */
export function refusedAddress(address: string): string | null {
  const family = net.isIP(address);
  if (family === 0) return null;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it is.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return refusedAddress(mapped[1]!);
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6') ? `${address} is a private, loopback or link-local address` : null;
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
