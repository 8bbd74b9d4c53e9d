import { appError, isAppError } from '../../errors/app-error.ts';
import { restoreDeletedDocument } from '../../model/lifecycle/restore-document.ts';
import { MAX_BATCH_ITEMS, runItems } from '../../operations/batch-run.ts';
import { whitelist } from '../method-def.ts';
import type { MethodRegistry } from '../registry.ts';
import { listArg } from './client/shared.ts';

const MODULE = 'core.doctype.deleted_document.deleted_document';

/**
 * restore (frappe.core.doctype.deleted_document.deleted_document.restore): brings a deleted
 * document back from its Deleted Document record, which the caller must be able to read
 * (System Manager; Frappe reads it with no check), and says "Document Restored" unless `alert`
 * is off.
 */
const restore = whitelist({
  path: `${MODULE}.restore`,
  methods: ['POST', 'PUT'],
  params: [
    { name: 'name', type: 'str', required: true },
    { name: 'alert', type: 'bool', default: true },
  ],
  handler: async (api, a) => {
    await restoreDeletedDocument(api.dc, a.name);
    if (a.alert) api.msgprint('Document Restored');
  },
});

/**
 * bulk_restore: restores each named record on its own (a savepoint each, at most MAX_BATCH_ITEMS),
 * answering which were restored, which had been already (`invalid`) and which failed; the
 * messages of a restore that does not stand go with it (Frappe's clear_last_message).
 */
const bulkRestore = whitelist({
  path: `${MODULE}.bulk_restore`,
  methods: ['POST', 'PUT'],
  params: [{ name: 'docnames', type: 'any', required: true }],
  handler: async (api, a) => {
    const names = listArg('docnames', a.docnames).map(String);
    if (names.length > MAX_BATCH_ITEMS) throw appError('VALIDATION', `At most ${MAX_BATCH_ITEMS} documents can be restored at once`);
    const outcomes = await runItems(api.dc, names, false, async (dc, name) => {
      const before = api.dc.messages.length;
      try {
        return await restoreDeletedDocument(dc, name);
      } catch (err) {
        api.dc.messages.length = before;
        throw err;
      }
    });
    const out: Record<'restored' | 'invalid' | 'failed', string[]> = { restored: [], invalid: [], failed: [] };
    outcomes.forEach((outcome, i) => {
      const already = !outcome.ok && isAppError(outcome.error) && outcome.error.code === 'DOCUMENT_ALREADY_RESTORED';
      out[outcome.ok ? 'restored' : already ? 'invalid' : 'failed'].push(names[i]);
    });
    return out;
  },
});

export function registerDeletedDocumentMethods(registry: MethodRegistry): void {
  for (const def of [restore, bulkRestore]) registry.registerBuiltin(def);
}
