import { describe, expect, test } from 'vitest';

import { addressKey } from './address-key.server';

describe('addressKey', () => {
  test('an IPv4 address is its own key', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey(' 203.0.113.7 ')).toBe('203.0.113.7');
  });

  test('every address of one /64 has one key, whether written in full or compressed', () => {
    const key = '2001:db8:a:b::/64';
    expect(addressKey('2001:0db8:000a:000b:0000:0000:0000:0001')).toBe(key);
    expect(addressKey('2001:db8:a:b:ffff:ffff:ffff:ffff')).toBe(key);
    expect(addressKey('2001:db8:a:b::1')).toBe(key);
    expect(addressKey('2001:DB8:A:B:1234::')).toBe(key);
    expect(addressKey('2001:db8:a:b:c:d:e:f')).toBe(key);
  });

  test('neighbouring /64s have different keys', () => {
    expect(addressKey('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('2001:db8:0:1::1')).toBe('2001:db8:0:1::/64');
  });

  test('the loopback and the unspecified address', () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::')).toBe('0:0:0:0::/64');
  });

  test('a port written by the proxy does not change the key', () => {
    expect(addressKey('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(addressKey('[2001:db8:a:b::9]:443')).toBe('2001:db8:a:b::/64');
    expect(addressKey('[::ffff:203.0.113.7]:8080')).toBe('203.0.113.7');
  });

  test('a zone id or brackets do not change the key', () => {
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('fe80::2%25en0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('[2001:db8:a:b::9]')).toBe('2001:db8:a:b::/64');
  });

  test('an IPv4-mapped IPv6 address is its IPv4 address, in dotted or hex form', () => {
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(addressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  test('an address with another embedded IPv4 tail is still reduced to its /64', () => {
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });

  test('something that is not an address is kept as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
    expect(addressKey('')).toBe('');
  });
});
