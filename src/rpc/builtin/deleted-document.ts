import { isAppError } from '../../errors/app-error.ts';
import { restoreDeletedDocument } from '../../model/lifecycle/restore-document.ts';
import { translateDbError } from '../../operations/run-operation.ts';
import { withSavepoint } from '../../storage/savepoint.ts';
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
 * bulk_restore: restores each named record on its own (a savepoint each), answering which were
 * restored, which had been already (`invalid`) and which failed.
 */
const bulkRestore = whitelist({
  path: `${MODULE}.bulk_restore`,
  methods: ['POST', 'PUT'],
  params: [{ name: 'docnames', type: 'any', required: true }],
  handler: async (api, a) => {
    const out: Record<'restored' | 'invalid' | 'failed', unknown[]> = { restored: [], invalid: [], failed: [] };
    for (const name of listArg('docnames', a.docnames)) {
      // The messages of a restore that does not stand are dropped with it (Frappe's clear_last_message).
      const before = api.dc.messages.length;
      try {
        await withSavepoint(api.dc.tx, () => restoreDeletedDocument(api.dc, String(name)));
        out.restored.push(name);
      } catch (err) {
        const error = translateDbError(api.dc.site.db, api.dc.log, err);
        if (!isAppError(error) || error.code === 'DATABASE_UNAVAILABLE' || error.code === 'READ_ONLY_REQUEST') throw error;
        api.dc.messages.length = before;
        out[error.code === 'DOCUMENT_ALREADY_RESTORED' ? 'invalid' : 'failed'].push(name);
      }
    }
    return out;
  },
});

export function registerDeletedDocumentMethods(registry: MethodRegistry): void {
  for (const def of [restore, bulkRestore]) registry.registerBuiltin(def);
}
