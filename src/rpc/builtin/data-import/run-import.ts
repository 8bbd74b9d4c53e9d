import { isAppError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import { changeDocstatus } from '../../../model/lifecycle/change-docstatus.ts';
import { runItems } from '../../../operations/batch-run.ts';
import { documentApi } from '../../document-api.ts';
import type { MethodContext } from '../../method-context.ts';
import { openImport } from './import-source.ts';
import type { Payload } from './payloads.ts';

/** The job Frappe enqueues for an import, by Frappe's path (what RQ Job lists show). */
export const DATA_IMPORT_JOB = 'frappe.core.doctype.data_import.data_import.start_import';

/** Documents per transaction: each in a savepoint, the batch and its log committed together (docs/DECISIONS.md D135). */
export const IMPORT_BATCH = 100;

const UPDATE = 'Update Existing Records';

interface LogRow {
  success: boolean;
  docname?: string;
  messages?: string[];
  exception?: string;
  row_indexes: number[];
}

/**
 * A new document's values: its ID and its rows' kept only where the DocType's names are typed in
 * (Prompt), as Frappe's importer does, so an exported file imports as new documents.
 */
function newDoc(meta: DocTypeMeta, doc: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const prompt = meta.autonameText.toLowerCase() === 'prompt';
  for (const [key, value] of Object.entries(doc)) {
    if (key === 'name' && !prompt) continue;
    out[key] = Array.isArray(value) ? value.map(({ name: _, ...row }: Record<string, unknown>) => row) : value;
  }
  return out;
}

/** One document of the file through the normal lifecycle, as the importing user: inserted (and submitted when asked), or an existing one updated. */
async function importOne(dc: DocContext, meta: DocTypeMeta, payload: Payload, update: boolean, submit: boolean): Promise<string> {
  if (payload.errors.length) throw new Error(payload.errors.join('\n'));
  const docs = documentApi(dc);
  if (update) {
    const name = payload.doc.name;
    if (typeof name !== 'string' || !name) throw new Error('ID (name) is required to update a record');
    const { name: _, ...changes } = payload.doc;
    return String((await docs.update(meta.name, name, changes)).name);
  }
  const saved = await docs.insert({ ...newDoc(meta, payload.doc), doctype: meta.name });
  if (submit && meta.isSubmittable) await changeDocstatus(dc, meta, String(saved.name), 1);
  return String(saved.name);
}

/** A failed row's log: Frappe's messages (JSON texts of each message) and its exception line. */
function failure(error: unknown, rowIndexes: number[]): LogRow {
  if (isAppError(error)) return { success: false, row_indexes: rowIndexes, messages: error.messages.map((m) => JSON.stringify(m)), exception: `${error.excType}: ${error.message}` };
  const message = error instanceof Error ? error.message : String(error);
  return { success: false, row_indexes: rowIndexes, messages: [JSON.stringify({ message, title: 'Message', indicator: 'red', raise_exception: 1 })], exception: `ValidationError: ${message}` };
}

/** The rows imported by earlier runs; the failed ones' logs removed, so a re-run imports only those (Frappe's retry). */
async function earlierRuns(api: MethodContext, name: string): Promise<{ imported: Set<number>; nextIndex: number }> {
  const sys = api.asSystem();
  const logs = (await sys.list('Data Import Log', { fields: ['name', 'success', 'row_indexes', 'log_index'], filters: [['data_import', '=', name]], limit_page_length: 0, order_by: 'log_index asc' })) as Array<{ name: string; success: number; row_indexes: string; log_index: number }>;
  const imported = new Set<number>();
  let nextIndex = 0;
  for (const log of logs) {
    if (Number(log.success)) {
      for (const row of JSON.parse(log.row_indexes || '[]') as number[]) imported.add(row);
      nextIndex = Math.max(nextIndex, Number(log.log_index) + 1);
    } else await sys.delete('Data Import Log', log.name);
  }
  return { imported, nextIndex };
}

async function countPayloads(api: MethodContext, doctype: string, url: string): Promise<number> {
  const opened = await openImport(api, doctype, url);
  let total = 0;
  try {
    for await (const _ of opened.payloads()) total += 1;
  } finally {
    opened.close();
  }
  return total;
}

/**
 * Frappe's start_import, the background job: reads the Data Import's file twice as a stream (a
 * count, then the import), imports each document in a savepoint as the user who started it (a
 * document that fails is undone alone and logged with its rows), commits every IMPORT_BATCH
 * documents with their logs, sends `data_import_progress` and `progress` events, and at the end
 * the status and `data_import_refresh`. Rows an earlier run imported are skipped.
 */
export async function runDataImport(api: MethodContext, name: string): Promise<{ status: string; success: number; failed: number }> {
  const di = await api.docs.get('Data Import', name);
  const url = String(di.import_file ?? '');
  const doctype = String(di.reference_doctype);
  const update = di.import_type === UPDATE;
  const submit = Number(di.submit_after_import) === 1;
  const system = api.ignoringPermissions();
  const setStatus = async (status: string, extra: Record<string, unknown> = {}) => {
    await system.update('Data Import', name, { status, ...extra });
  };
  try {
    const { imported, nextIndex } = await earlierRuns(api, name);
    const total = await countPayloads(api, doctype, url);
    await setStatus(String(di.status ?? 'Pending'), { payload_count: total });
    const opened = await openImport(api, doctype, url);
    let logIndex = nextIndex;
    let current = 0;
    const counts = { success: 0, failed: 0 };
    const batch: Payload[] = [];
    const flush = async () => {
      const outcomes = await runItems(api.dc, batch, false, (dc, p) => importOne(dc, opened.meta, p, update, submit));
      for (const [i, outcome] of outcomes.entries()) {
        const p = batch[i]!;
        const log: LogRow = outcome.ok ? { success: true, docname: outcome.value, row_indexes: p.rowIndexes } : failure(outcome.error, p.rowIndexes);
        if (log.success) counts.success += 1;
        else counts.failed += 1;
        await system.insert({ doctype: 'Data Import Log', data_import: name, log_index: logIndex++, success: log.success ? 1 : 0, docname: log.docname ?? null, messages: JSON.stringify(log.messages ?? []), exception: log.exception ?? null, row_indexes: JSON.stringify(log.row_indexes) });
        current += 1;
        if (total > 5) api.publishRealtime('data_import_progress', { current, total, data_import: name, success: log.success, docname: log.docname ?? null, row_indexes: log.row_indexes }, { user: api.user.name });
      }
      batch.length = 0;
      api.publishProgress((current / Math.max(total, 1)) * 100, `Importing ${doctype}`, `${current} of ${total}`);
      await api.commit();
    };
    try {
      for await (const payload of opened.payloads()) {
        if (payload.rowIndexes.some((r) => imported.has(r))) {
          current += 1;
          continue;
        }
        batch.push(payload);
        if (batch.length >= IMPORT_BATCH) await flush();
      }
      if (batch.length) await flush();
    } finally {
      opened.close();
    }
    const okBefore = imported.size > 0 ? await api.asSystem().count('Data Import Log', [['data_import', '=', name], ['success', '=', 1]]) : counts.success;
    const status = counts.failed === 0 ? 'Success' : okBefore === 0 ? 'Error' : 'Partial Success';
    await setStatus(status);
    return { status, success: okBefore, failed: counts.failed };
  } finally {
    api.publishRealtime('data_import_refresh', { data_import: name }, { user: api.user.name });
  }
}
