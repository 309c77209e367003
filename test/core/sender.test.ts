/**
 * Sender identity of §8: IPv4 as is, IPv6 by /56, IPv6 spellings of IPv4 as IPv4; forwarded values
 * read as addresses, and the chain walked through trusted proxies only.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { proxyTrust, readAddress, requestSender, senderKey, trustEntry } from '../../src/core/sender.js';

describe('senderKey', () => {
  it('keeps an IPv4 address', () => assert.equal(senderKey('203.0.113.9'), '203.0.113.9'));
  it('maps IPv4-mapped IPv6 to IPv4, dotted or hex', () => {
    assert.equal(senderKey('::ffff:203.0.113.9'), '203.0.113.9');
    assert.equal(senderKey('::FFFF:cb00:7109'), '203.0.113.9');
    assert.equal(senderKey('0:0:0:0:0:ffff:203.0.113.9'), '203.0.113.9');
  });
  it('keys IPv6 by its /56 in every spelling (issue 28: a customer’s /56 is one sender)', () => {
    const key = senderKey('2001:db8:0:1::5');
    assert.equal(key, '2001:db8:0:0::/56');
    assert.equal(senderKey('2001:0db8:0000:0001:ffff:ffff:ffff:ffff'), key);
    assert.equal(senderKey('2001:db8::1:0:0:0:7'), key);
    // All 256 /64s of one /56 share the key; the next /56 does not.
    for (const subnet of ['2', 'a0', 'ff']) assert.equal(senderKey(`2001:db8:0:${subnet}::5`), key);
    assert.equal(senderKey('2001:db8:0:1ff::5'), '2001:db8:0:100::/56');
    assert.notEqual(senderKey('2001:db8:1:1::5'), key);
    assert.equal(senderKey('::1'), '0:0:0:0::/56');
  });
  it('reads every IPv6 spelling of one IPv4 address as that address (issue 28)', () => {
    for (const spelling of [
      '::ffff:192.0.2.33', // mapped
      '::192.0.2.33', // compatible
      '::c000:221',
      '64:ff9b::192.0.2.33', // NAT64, well-known prefix
      '64:ff9b::c000:221',
      '2002:c000:221::1', // 6to4
      '2002:c000:0221:5:1:2:3:4',
      '2001:0:4136:e378:8000:63bf:3fff:fdde', // Teredo: the client 192.0.2.33 with its bits inverted
    ]) {
      assert.equal(senderKey(spelling), '192.0.2.33', spelling);
      assert.equal(readAddress(spelling), '192.0.2.33', spelling);
    }
    // Not IPv4: the unspecified and loopback addresses, other prefixes.
    assert.equal(senderKey('::'), '0:0:0:0::/56');
    assert.equal(senderKey('64:ff9b:1::c000:221'), '64:ff9b:1:0::/56');
    assert.equal(senderKey('2001:db8::c000:221'), '2001:db8:0:0::/56');
  });
  it('gives anything that is not an address one short key', () => assert.equal(senderKey('x'.repeat(8000)), 'other'));
});

describe('readAddress', () => {
  it('undoes ports, brackets, zones, spaces and leading zeros', () => {
    assert.equal(readAddress('1.2.3.4:5678'), '1.2.3.4');
    assert.equal(readAddress('009.009.009.005'), '9.9.9.5');
    assert.equal(readAddress(' 203.0.113.9 '), '203.0.113.9');
    assert.equal(readAddress('[2001:db8::1]'), '2001:db8::1');
    assert.equal(readAddress('[2001:DB8::1]:443'), '2001:db8::1');
    assert.equal(readAddress('fe80::1%eth0'), 'fe80::1');
    assert.equal(readAddress('::ffff:10.0.0.1'), '10.0.0.1');
  });
  it('reads nothing that is not an address', () => {
    for (const text of [
      '',
      'unknown',
      '256.1.1.1',
      '1.2.3',
      '1.2.3.4.5',
      '[1.2.3.4]x',
      'for=1.2.3.4',
      '1.2.3.4:',
      '1'.repeat(70),
      '2001:db8::1::2',
    ]) {
      assert.equal(readAddress(text), null, JSON.stringify(text));
    }
  });
  it('every key is short, whatever is sent (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        assert.ok(requestSender('10.0.0.1', text, proxyTrust(1)).length <= 39);
      }),
    );
  });
});

describe('requestSender', () => {
  it('uses the socket address unless proxies are trusted', () => {
    assert.equal(requestSender('192.0.2.1', '198.51.100.1', null), '192.0.2.1');
    assert.equal(requestSender('::ffff:192.0.2.1', undefined, proxyTrust(['192.0.2.1'])), '192.0.2.1');
    assert.equal(requestSender(undefined, '198.51.100.1', proxyTrust(1)), 'other');
  });
  it('by hop count: the nearest n hops are proxies, whoever they are', () => {
    assert.equal(requestSender('10.0.0.1', '198.51.100.1, 10.0.0.2', proxyTrust(1)), '10.0.0.2');
    assert.equal(requestSender('10.0.0.1', '198.51.100.1, 10.0.0.2', proxyTrust(2)), '198.51.100.1');
    assert.equal(
      requestSender('10.0.0.1', ['198.51.100.1', '10.0.0.2'], proxyTrust(2)),
      '198.51.100.1',
      'repeated headers',
    );
    assert.equal(
      requestSender('10.0.0.1', '198.51.100.1', proxyTrust(5)),
      '198.51.100.1',
      'a shorter chain ends at its start',
    );
  });
  it('by addresses and CIDRs: a client that is not a proxy cannot name a sender', () => {
    const trust = proxyTrust(['10.0.0.0/8', '2001:db8::/32']);
    assert.equal(requestSender('192.0.2.7', '198.51.100.1', trust), '192.0.2.7');
    assert.equal(requestSender('10.1.2.3', '198.51.100.1', trust), '198.51.100.1');
    assert.equal(requestSender('2001:db8::9', '10.9.9.9, [2001:db8::5]:80', trust), '10.9.9.9', 'IPv6 proxies');
    assert.equal(
      requestSender('10.1.2.3', '198.51.100.1, not-an-address', trust),
      '10.1.2.3',
      'the nearest address known good',
    );
  });
  it('reads TRUST_PROXY entries', () => {
    assert.deepEqual(trustEntry('10.0.0.0/8'), { address: '10.0.0.0', prefix: 8, type: 'ipv4' });
    assert.deepEqual(trustEntry('2001:db8::/32'), { address: '2001:db8::', prefix: 32, type: 'ipv6' });
    assert.equal(trustEntry('10.0.0.0/33'), null);
    assert.equal(trustEntry('proxy.internal'), null);
    assert.equal(trustEntry('10.0.0.1/8/8'), null);
  });
});
