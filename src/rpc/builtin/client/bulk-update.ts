import { appError, isAppError, type AppError } from '../../../errors/app-error.ts';
import { isStandardField, type DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { lockedNow, type DocContext } from '../../../model/doc-context.ts';
import { saveDocument } from '../../../model/lifecycle/save-document.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { translateDbError } from '../../../operations/run-operation.ts';
import { withSavepoint } from '../../../storage/savepoint.ts';
import { isPlainObject } from '../../../util/json.ts';
import { whitelist } from '../../method-def.ts';
import { listArg } from './shared.ts';

/** Keys of a bulk_update entry that address the document rather than change it. */
const ADDRESS_KEYS = new Set(['doctype', 'docname', 'flags']);
/** Standard fields an entry may carry: `modified` opts into optimistic locking, `docstatus` moves the document. */
const ALLOWED_STANDARD = new Set(['modified', 'docstatus']);

/**
 * svc.client.bulk_update (frappe.client.bulk_update): applies each entry of `docs` (JSON list of
 * `{doctype, docname, <field>: value}`) as a partial update. Each entry runs inside a savepoint:
 * one that fails is undone alone and reported in `failed_docs` with a one-line reason.
 */
export const bulkUpdate = whitelist({
  path: 'client.bulk_update',
  methods: ['POST', 'PUT'],
  params: [{ name: 'docs', type: 'any', required: true }],
  handler: async (api, a) => {
    const dc = api.dc;
    const failed: Array<{ doc: unknown; exc: string }> = [];
    for (const entry of listArg('docs', a.docs)) {
      try {
        await withSavepoint(dc.tx, () => updateOne(dc, entry));
      } catch (err) {
        const error = translateDbError(dc.site.db, dc.log, err);
        if (!isAppError(error) || error.code === 'DATABASE_UNAVAILABLE' || error.code === 'READ_ONLY_REQUEST') throw error;
        failed.push({ doc: entry, exc: summary(error) });
      }
    }
    return { failed_docs: failed };
  },
});

async function updateOne(dc: DocContext, entry: unknown): Promise<void> {
  if (!isPlainObject(entry)) throw appError('VALIDATION', 'Each entry of docs must be an object');
  const { doctype, docname } = entry;
  if (typeof doctype !== 'string' || !doctype) throw appError('VALIDATION', 'doctype is required');
  if ((typeof docname !== 'string' && typeof docname !== 'number') || docname === '') throw appError('VALIDATION', 'docname is required');
  const meta = requireDocType(dc, doctype);
  const changes = changesOf(meta, entry, String(docname));
  const old = await loadReadableDocument(dc, meta, String(docname), true);
  await saveDocument(lockedNow(dc), meta, old, changes);
}

/** The fields an entry changes, each checked against the DocType's metadata. */
function changesOf(meta: DocTypeMeta, entry: Record<string, unknown>, docname: string): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    if (ADDRESS_KEYS.has(key) || (key === 'name' && String(value) === docname)) continue;
    if (isStandardField(meta, key) || key === 'doctype') {
      if (!ALLOWED_STANDARD.has(key)) throw appError('VALIDATION', 'Cannot edit standard fields');
    } else {
      const field = meta.fieldMap.get(key);
      if (!field || (field.column === null && !field.isTable)) throw appError('VALIDATION', `Field ${key.slice(0, 140)} does not exist on ${meta.name}`);
    }
    changes[key] = value;
  }
  return changes;
}

/** One line naming the exception, as Frappe's traceback ends (never a stack or a path). */
function summary(error: AppError): string {
  return `${error.excType}: ${error.message || error.exceptionText}`;
}
