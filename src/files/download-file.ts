import { appError } from '../errors/app-error.ts';
import { runOperation } from '../operations/run-operation.ts';
import { readsEveryFile, someRecordGrantsRead } from './file-access.ts';
import { keyOfUrl } from './file-names.ts';
import { fileMeta, hasRecordWithUrl } from './file-records.ts';
import type { FileKey } from './file-store.ts';
import type { OperationRequest } from '../operations/operation-request.ts';

/**
 * download_file (frappe/core/doctype/file/file.py): the stored file of a File record with this
 * `file_url` that the caller may read. No record (or a remote URL) is 404, no readable one 403;
 * a private URL the caller may not read is 403 whether or not it exists, so the answer never
 * tells them (Frappe looks the record up first and so tells).
 */
export async function fileForDownload(ctx: OperationRequest, fileUrl: unknown): Promise<FileKey> {
  if (typeof fileUrl !== 'string' || fileUrl === '') throw appError('ARGUMENT_TYPE', 'download_file() missing 1 required positional argument: \'file_url\'');
  const key = keyOfUrl(fileUrl);
  const readable = await runOperation(ctx, 'read', async (dc) => {
    // A record that grants reading exists; only those who read every file are told of a missing one.
    if (key?.isPrivate && !readsEveryFile(dc.user)) return someRecordGrantsRead(dc, fileUrl);
    if (!key || !(await hasRecordWithUrl(dc.tx, fileMeta(dc), fileUrl))) throw appError('DOC_NOT_FOUND', 'File not found');
    return true;
  });
  if (!readable) throw appError('PERMISSION_DENIED', "You don't have permission to access this file");
  return key!;
}
