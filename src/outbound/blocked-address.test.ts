import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { blockedReason } from './blocked-address.ts';

describe('blockedReason: the addresses an outbound request may not reach', () => {
  it('refuses loopback, private, link-local, metadata, CGNAT, multicast and reserved IPv4', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255', '198.18.0.1']) {
      assert.notEqual(blockedReason(address), null, address);
    }
    assert.match(blockedReason('169.254.169.254')!, /metadata/);
    assert.match(blockedReason('100.100.1.1')!, /carrier-grade NAT/);
  });

  it('refuses loopback, unique local, link-local, multicast and IPv4-embedding IPv6', () => {
    for (const address of ['::1', '[::1]', '::', 'fd00::1', 'fc12:3456::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::1']) {
      assert.notEqual(blockedReason(address), null, address);
    }
  });

  it('lets public addresses through', () => {
    for (const address of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.169.0.1', '100.128.0.1', '2001:4860:4860::8888', '2606:4700::1111']) {
      assert.equal(blockedReason(address), null, address);
    }
  });

  it('refuses what is no IP address', () => {
    assert.equal(blockedReason('localhost'), 'not an IP address');
    assert.equal(blockedReason('example.com'), 'not an IP address');
  });
});
