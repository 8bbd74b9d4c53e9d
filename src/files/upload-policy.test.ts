import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SiteConfig } from '../config/site-config.ts';
import { DEFAULT_MAX_FILE_SIZE, fileTooLarge, maxUploadBytes } from './upload-policy.ts';

describe('the upload size limit', () => {
  const table: Array<[string, unknown, number]> = [
    ['unset: 25 MiB, as Frappe', undefined, 25 * 1024 * 1024],
    ['a number of bytes', 4096, 4096],
    ['bytes as text', '1048576', 1048576],
    ['a fraction is cut to whole bytes', 1000.7, 1000],
    ['zero is no limit to keep: the default', 0, DEFAULT_MAX_FILE_SIZE],
    ['a negative number: the default', -5, DEFAULT_MAX_FILE_SIZE],
    ['a unit suffix is no number: the default', '25M', DEFAULT_MAX_FILE_SIZE],
    ['infinity: the default', 'Infinity', DEFAULT_MAX_FILE_SIZE],
  ];
  for (const [name, value, expected] of table) {
    it(name, () => {
      assert.equal(maxUploadBytes({ max_file_size: value } as SiteConfig), expected);
    });
  }

  it('answers 413 in Frappe\'s wording, in MB with one decimal', () => {
    const err = fileTooLarge(DEFAULT_MAX_FILE_SIZE);
    assert.equal(err.status, 413);
    assert.equal(err.message, 'File size exceeded the maximum allowed size of 25.0 MB');
  });
});
