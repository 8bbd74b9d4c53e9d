import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { siteConfigFrom } from '../config/site-config.ts';
import { fileTooLarge } from './upload-policy.ts';

describe('the upload size limit', () => {
  it('is 25 MiB unless site config says, as Frappe', () => {
    assert.equal(siteConfigFrom({}).max_file_size, 25 * 1024 * 1024);
    assert.equal(siteConfigFrom({ max_file_size: 4096 }).max_file_size, 4096);
  });

  // These fell back to 25 MiB unnoticed; a site holding one now does not open, saying why.
  for (const bad of ['1048576', 1000.7, 0, -5, '25M', 'Infinity']) {
    it(`refuses max_file_size ${JSON.stringify(bad)}: a whole number of bytes from 1`, () => {
      assert.throws(() => siteConfigFrom({ max_file_size: bad }), /^Error: site_config\.json: max_file_size must be a whole number of bytes from 1, not /);
    });
  }

  it('answers 413 in Frappe\'s wording, in MB with one decimal', () => {
    const err = fileTooLarge(25 * 1024 * 1024);
    assert.equal(err.status, 413);
    assert.equal(err.message, 'File size exceeded the maximum allowed size of 25.0 MB');
  });
});
