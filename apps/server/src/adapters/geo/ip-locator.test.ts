import { describe, expect, it } from 'vitest';
import { publicAddress } from './ip-locator';
import { createOfflineIpLocator } from './ip-offline';

describe('IP position (spec 001 §7)', () => {
  it('knows nothing of loopback, private and link-local addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.7',
      '172.20.1.1',
      '169.254.1.1',
      '::1',
      'fe80::1',
      'fd00::2',
      'nonsense',
    ])
      expect(publicAddress(ip), ip).toBeNull();
    expect(publicAddress('::ffff:8.8.8.8')).toEqual({ address: '8.8.8.8', family: 'ipv4' });
    expect(publicAddress('2001:4860:4860::8888')).toEqual({ address: '2001:4860:4860::8888', family: 'ipv6' });
  });

  it('finds a public address offline, and nothing for a private one', async () => {
    const locator = createOfflineIpLocator();
    const found = await locator.locate('8.8.8.8');
    expect(found?.country).toBe('US');
    expect(found!.latitude).toBeGreaterThan(24);
    expect(found!.latitude).toBeLessThan(50);
    expect(await locator.locate('127.0.0.1')).toBeNull();
    expect(await locator.locate('192.168.1.10')).toBeNull();
  });
});
