import type { ModelSite } from '../model/controller.ts';
import { keyOfUrl } from './file-names.ts';
import { hasRecordWithUrl, lockFileUrl } from './file-records.ts';

/**
 * Removes the bytes at a local `url` once no File record names them, and answers whether it did.
 * It looks and removes holding the URL's lock, which whoever points a new record at existing
 * bytes (a registered file_url, an upload reusing identical content) holds from their own look
 * until they commit: either their record is seen here and the bytes stay, or the bytes are gone
 * before they look for them.
 */
export async function removeBytesIfUnused(site: Pick<ModelSite, 'db' | 'files' | 'meta'>, url: string): Promise<boolean> {
  const key = keyOfUrl(url);
  const meta = site.meta.get('File');
  if (!key || !meta) return false;
  return site.db.write(async (tx) => {
    await lockFileUrl(tx, url);
    if (await hasRecordWithUrl(tx, meta, url)) return false;
    return site.files.delete(key);
  });
}
