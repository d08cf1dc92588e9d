import { describe, expect, it } from 'vitest';
import { refusedAddress } from './address-guard';
import { retryDelayMs } from './deliver';

describe('webhook target addresses', () => {
  it.each([
    '127.0.0.1', '10.0.0.5', '172.16.3.4', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '224.0.0.1', '255.255.255.255', '::1', '::', 'fe80::1', 'fd00:ec2::254', 'fc00::1', '::ffff:127.0.0.1', '::ffff:10.1.2.3',
  ])('refuses %s', (address) => {
    expect(refusedAddress(address)).toMatch(/private, loopback or link-local/);
  });

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(refusedAddress(address)).toBeNull();
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
