import { appError } from '../errors/app-error.ts';
import { keyOfUrl } from '../files/file-names.ts';
import type { DocContext } from '../model/doc-context.ts';
import { isPlainObject } from '../util/json.ts';
import { printAttachmentBytes, queuedPrint, type StoredPrint } from './print-attachment.ts';

/** An attachment as the Email Queue keeps it: a File record by name, content of its own (base64), or a document's print. */
export type StoredAttachment = { fid: string } | { fname: string; fcontent: string } | StoredPrint;

interface FileRow {
  name: string;
  file_name: string | null;
  file_url: string | null;
}

async function fileRow(dc: DocContext, where: { name?: string; file_url?: string }): Promise<FileRow | undefined> {
  const meta = dc.site.meta.get('File')!;
  const [column, value] = where.name !== undefined ? ['name', where.name] : ['file_url', where.file_url!];
  return dc.tx.first<FileRow>(dc.tx.builder.selectFrom(meta.tableName).select(['name', 'file_name', 'file_url']).where(column, '=', value).orderBy('creation'));
}

/**
 * Frappe's attachments argument, checked when the mail is queued: a File's name (text or
 * `{fid}`), its URL (`{file_url}`), `{fname, fcontent}`, or a document's print
 * (`{print_format_attachment: 1, ...}`, print-attachment.ts). Files are attached by reference and
 * read when the mail is sent, as Frappe's; content given here is kept with the mail.
 */
export async function queuedAttachments(dc: DocContext, given: ReadonlyArray<unknown>): Promise<StoredAttachment[]> {
  if (!Array.isArray(given)) throw appError('VALIDATION', 'attachments must be a list');
  const out: StoredAttachment[] = [];
  for (const a of given) {
    if (typeof a === 'string') out.push({ fid: await existingFile(dc, { name: a }) });
    else if (!isPlainObject(a)) throw appError('VALIDATION', 'attachments: each is a File name, {fid}, {file_url} or {fname, fcontent}');
    else if (Number(a.print_format_attachment) === 1) out.push(await queuedPrint(dc, a));
    else if (typeof a.fid === 'string') out.push({ fid: await existingFile(dc, { name: a.fid }) });
    else if (typeof a.file_url === 'string') out.push({ fid: await existingFile(dc, { file_url: a.file_url }) });
    else if (typeof a.fname === 'string' && (typeof a.fcontent === 'string' || Buffer.isBuffer(a.fcontent))) {
      out.push({ fname: a.fname.slice(0, 255), fcontent: (Buffer.isBuffer(a.fcontent) ? a.fcontent : Buffer.from(a.fcontent as string, 'utf8')).toString('base64') });
    } else throw appError('VALIDATION', 'attachments: each is a File name, {fid}, {file_url} or {fname, fcontent}');
  }
  return out;
}

async function existingFile(dc: DocContext, where: { name?: string; file_url?: string }): Promise<string> {
  const row = await fileRow(dc, where);
  if (!row) throw appError('DOC_NOT_FOUND', `File ${String(where.name ?? where.file_url).slice(0, 140)} not found`);
  return row.name;
}

/** The attachments' names and bytes, read (a print: printed) when the mail is sent. */
export async function attachmentBytes(dc: DocContext, stored: StoredAttachment[]): Promise<Array<{ filename: string; content: Buffer; contentType?: string }>> {
  const out: Array<{ filename: string; content: Buffer; contentType?: string }> = [];
  for (const a of stored) {
    if ('print' in a) {
      out.push(await printAttachmentBytes(dc, a));
      continue;
    }
    if ('fcontent' in a) {
      out.push({ filename: a.fname, content: Buffer.from(a.fcontent, 'base64') });
      continue;
    }
    const row = await fileRow(dc, { name: a.fid });
    const key = row?.file_url ? keyOfUrl(row.file_url) : null;
    const stream = key ? await dc.site.files.get(key) : null;
    if (!row || !stream) throw new Error(`Attachment File ${a.fid} has no content any more`);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    out.push({ filename: row.file_name || key!.path.split('/').pop()!, content: Buffer.concat(chunks) });
  }
  return out;
}
