import type { Readable } from 'node:stream';
import { appError } from '../../../errors/app-error.ts';
import { keyOfUrl } from '../../../files/file-names.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import type { MethodContext } from '../../method-context.ts';
import { payloadsOf, readHeader, type Payload, type ReadHeader } from './payloads.ts';
import { sheetKindOf, sheetRows, type Cell } from './read-sheet.ts';

/** A Data Import's file opened: the header read, and the rest of its rows as they stream in. */
export interface OpenedImport {
  readonly meta: DocTypeMeta;
  readonly header: ReadHeader;
  readonly rows: AsyncGenerator<Cell[]>;
  /** The documents of the remaining rows, grouped (payloads.ts). */
  payloads(): AsyncGenerator<Payload>;
  close(): void;
}

/**
 * Opens the file a Data Import names (`import_file`, or the one given): a File record the caller
 * may read, CSV or XLSX by its name, its bytes streamed from the site's file store.
 */
export async function openImport(api: MethodContext, doctype: string, fileUrl: string): Promise<OpenedImport> {
  const meta = requireDocType(api.dc, doctype);
  const [file] = (await api.docs.list('File', { fields: ['name', 'file_name', 'file_url'], filters: [['file_url', '=', fileUrl]], limit_page_length: 1 })) as Array<{ file_name: string | null; file_url: string }>;
  if (!file) throw appError('DOC_NOT_FOUND', `File ${fileUrl.slice(0, 140)} not found`);
  const kind = sheetKindOf(file.file_name || fileUrl);
  if (!kind) throw appError('VALIDATION', 'Import template should be of type .csv or .xlsx');
  const key = keyOfUrl(fileUrl);
  const stream = key ? ((await api.dc.site.files.get(key)) as Readable | null) : null;
  if (!stream) throw appError('VALIDATION', `File ${fileUrl.slice(0, 140)} has no content`);
  const rows = sheetRows(stream, kind);
  const first = await rows.next();
  if (first.done || !first.value.some((c) => c !== null)) {
    stream.destroy();
    throw appError('VALIDATION', 'Import template should contain a Header and atleast one row.');
  }
  const header = readHeader(meta, (d) => api.dc.site.meta.get(d), first.value);
  if (!header.columns.some((c) => c !== null)) {
    stream.destroy();
    throw appError('VALIDATION', 'No column of the import file matches a field of ' + meta.name);
  }
  return { meta, header, rows, payloads: () => payloadsOf(rows, header), close: () => stream.destroy() };
}
