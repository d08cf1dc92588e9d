import { describe, expect, it } from 'vitest';
import { refusedAddress } from './address-guard';
import { retryDelayMs } from './deliver';

/** The URL's host as the sender sees it: WHATWG parsing rewrites `[::127.0.0.1]` to `[::7f00:1]`. */
const hostOf = (literal: string) => new URL(`http://${literal.includes(':') ? `[${literal}]` : literal}/`).hostname.replace(/^\[|\]$/g, '');

describe('webhook target addresses', () => {
  it.each([
    // IPv4 private, loopback, link-local, CGNAT, unspecified, multicast, broadcast, documentation.
    '127.0.0.1',
    '10.0.0.5',
    '172.16.3.4',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.10',
    // IPv6 loopback, unspecified, link-local, unique-local, site-local, multicast.
    '::1',
    '::',
    'fe80::1',
    'fe80::1%eth0',
    'fd00:ec2::254',
    'fc00::1',
    'fec0::1',
    'feff::1',
    'ff02::1',
    // IPv4-mapped and IPv4-translated.
    '::ffff:127.0.0.1',
    '::ffff:10.1.2.3',
    '::ffff:7f00:1',
    '::ffff:0:a9fe:a9fe',
    '::ffff:0:10.0.0.1',
    // IPv4-compatible (deprecated, still parsed).
    '::127.0.0.1',
    '::7f00:1',
    '::10.0.0.1',
    '::a9fe:a9fe',
    '::c0a8:101',
    // 6to4 of private addresses.
    '2002:7f00:1::',
    '2002:7f00:0001::1',
    '2002:a00:1::',
    '2002:a9fe:a9fe::',
    '2002:c0a8:101::1',
    // NAT64, well-known prefix with a private address; the local-use prefix whatever it carries.
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    '64:ff9b:1::808:808',
    '64:ff9b:1:ffff::1',
    // Teredo whose client (bits inverted) or server is private: client 127.0.0.1 and 10.0.0.1; server 10.0.0.1.
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
    '2001::4136:e378:8000:63bf:f5ff:fffe',
    '2001:0:a00:1::f7f7:f7f7',
  ])('refuses %s', (address) => {
    expect(refusedAddress(address)).toMatch(/private, loopback or link-local/);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2002:808:808::1',
    '64:ff9b::8.8.8.8',
    '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
  ])('allows %s', (address) => {
    expect(refusedAddress(address)).toBeNull();
  });

  it.each([
    '[::127.0.0.1]',
    '[::ffff:127.0.0.1]',
    '[2002:7f00:1::]',
    '[fec0::1]',
    '[64:ff9b::7f00:1]',
    '0x7f.1',
    '2130706433',
    '0177.0.0.1',
  ])('refuses %s written in a URL, as the URL parser reads it', (literal) => {
    const host = new URL(`http://${literal}/`).hostname.replace(/^\[|\]$/g, '');
    expect(refusedAddress(host), host).not.toBeNull();
  });

  it('reads a literal the way a URL hands it over', () => {
    expect(hostOf('::127.0.0.1')).toBe('::7f00:1');
  });
});

describe('webhook retry delays', () => {
  it('start at the first delay, double, and stay within an hour', () => {
    expect(retryDelayMs(1, 30)).toBeGreaterThanOrEqual(24_000);
    expect(retryDelayMs(1, 30)).toBeLessThanOrEqual(30_000);
    expect(retryDelayMs(3, 30)).toBeGreaterThanOrEqual(96_000);
    expect(retryDelayMs(30, 30)).toBeLessThanOrEqual(3_600_000);
  });
});
