/** Sender identity of §8: IPv4 as is, IPv6 by /64, IPv4-mapped IPv6 as IPv4. */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { senderKey } from '../../src/core/sender.js';

describe('senderKey', () => {
  it('keeps an IPv4 address', () => assert.equal(senderKey('203.0.113.9'), '203.0.113.9'));
  it('maps IPv4-mapped IPv6 to IPv4, dotted or hex', () => {
    assert.equal(senderKey('::ffff:203.0.113.9'), '203.0.113.9');
    assert.equal(senderKey('::FFFF:cb00:7109'), '203.0.113.9');
    assert.equal(senderKey('0:0:0:0:0:ffff:203.0.113.9'), '203.0.113.9');
  });
  it('keys IPv6 by its /64 in every spelling', () => {
    const key = senderKey('2001:db8:0:1::5');
    assert.equal(key, '2001:db8:0:1::/64');
    assert.equal(senderKey('2001:0db8:0000:0001:ffff:ffff:ffff:ffff'), key);
    assert.equal(senderKey('2001:db8::1:0:0:0:7'), key);
    assert.equal(senderKey('fe80::1%eth0'), 'fe80:0:0:0::/64');
    assert.notEqual(senderKey('2001:db8:0:2::5'), key);
    assert.equal(senderKey('::1'), '0:0:0:0::/64');
  });
});
