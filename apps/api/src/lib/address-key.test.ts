import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key.js';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
  });

  it('reads an IPv4-mapped IPv6 address (a dual-stack socket) as the IPv4 one', () => {
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::FFFF:c633:6407')).toBe('198.51.100.7');
    expect(addressKey('0:0:0:0:0:ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address by its /64, the block one subscriber gets', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });

  it('writes one text per /64 however the address was written', () => {
    const forms = [
      '2001:0db8:0000:0002:0000:0000:0000:0001',
      '2001:DB8:0:2::1',
      '2001:db8::2:0:0:0:1',
      '2001:db8:0:2:abcd::',
      '2001:db8:0:2:0:0:1.2.3.4',
      '2001:db8:0:2::9%en0',
    ];
    for (const form of forms) expect(addressKey(form), form).toBe('2001:db8:0:2::/64');
  });

  it('compresses the longest run of zero groups', () => {
    expect(addressKey('::1')).toBe('::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8::/64');
    expect(addressKey('2001:0:0:5::1')).toBe('2001:0:0:5::/64');
    expect(addressKey('0:0:1:0::1')).toBe('0:0:1::/64');
  });

  it('drops a zone id: it names the interface, not the peer', () => {
    expect(addressKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(addressKey('fe80::abcd%25')).toBe('fe80::/64');
  });

  it('leaves anything that is no address as it is', () => {
    expect(addressKey('')).toBe('');
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});
