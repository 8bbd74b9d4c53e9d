import assert from 'node:assert/strict';
import { test } from 'node:test';
import { addressAllowed, addressPrefixes, canonicalAddress, impossiblePrefixes } from './address-prefixes.ts';

test('addressPrefixes trims, lower-cases, drops empty entries and reads IPv4-mapped entries as IPv4', () => {
  assert.deepEqual(addressPrefixes(' 192.168.1., 2001:DB8: ,,'), ['192.168.1.', '2001:db8:']);
  assert.deepEqual(addressPrefixes('::ffff:10.0.'), ['10.0.']);
  assert.deepEqual(addressPrefixes('::ffff:a00:1'), ['::ffff:a00:1'], 'a hex mapped entry stays as written');
  assert.deepEqual(addressPrefixes(' , '), []);
  assert.deepEqual(addressPrefixes(null), []);
  assert.deepEqual(addressPrefixes(7), []);
});

test('impossiblePrefixes names entries no address can start with', () => {
  assert.deepEqual(impossiblePrefixes('10.0.0.0/8, 192.168., localhost, fe80::'), ['10.0.0.0/8', 'localhost']);
  assert.deepEqual(impossiblePrefixes('2001:DB8:, 10.'), []);
});

test('canonicalAddress reads mapped IPv4 as IPv4 and writes IPv6 short and lower-case', () => {
  assert.equal(canonicalAddress('::ffff:192.168.1.5'), '192.168.1.5');
  assert.equal(canonicalAddress('::FFFF:192.168.1.5'), '192.168.1.5');
  assert.equal(canonicalAddress('0:0:0:0:0:ffff:c0a8:105'), '192.168.1.5');
  assert.equal(canonicalAddress('2001:0DB8:0:0::7'), '2001:db8::7');
  assert.equal(canonicalAddress('10.0.0.9'), '10.0.0.9');
  assert.equal(canonicalAddress('fe80::1%eth0'), 'fe80::1%eth0', 'a zoned address is left as it is');
  assert.equal(canonicalAddress('local'), 'local');
});

test('addressAllowed matches prefixes as text, as Frappe does, and allows all without prefixes', () => {
  const prefixes = addressPrefixes('192.168.1., 2001:db8:');
  assert.equal(addressAllowed('192.168.1.20', prefixes), true);
  assert.equal(addressAllowed('::ffff:192.168.1.20', prefixes), true);
  assert.equal(addressAllowed('2001:0db8::1', prefixes), true);
  assert.equal(addressAllowed('192.168.10.5', prefixes), false, 'the dot ends the prefix');
  assert.equal(addressAllowed('10.0.0.9', prefixes), false);
  assert.equal(addressAllowed('10.0.0.10', addressPrefixes('10.0.0.1')), true, 'a prefix without its final dot covers more (Frappe)');
  assert.equal(addressAllowed('10.0.0.9', undefined), true);
  assert.equal(addressAllowed('10.0.0.9', []), true);
});
