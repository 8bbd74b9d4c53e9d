import { appError } from '../../../errors/app-error.ts';
import { RIGHTS, type Right } from '../../../meta/doctype-meta.ts';
import { nameFromText } from '../../../model/load-document.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { TRUE } from '../../../query/ast.ts';
import { evaluateCondition } from '../../../query/evaluate-condition.ts';
import { selectRow } from '../../../query/select-row.ts';
import { loadSingle } from '../../../storage/singles.ts';
import { whitelist } from '../../method-def.ts';

/**
 * svc.client.has_permission (frappe.client.has_permission): whether the caller holds `perm_type`
 * on one document, its rules evaluated on the stored values. A missing document answers false
 * (not 404), so the answer never tells a caller which names exist.
 */
export const hasPermission = whitelist({
  path: 'client.has_permission',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'docname', type: 'str' },
    { name: 'perm_type', type: 'str', default: 'read' },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const right = (a.perm_type || 'read').toLowerCase() as Right;
    if (!RIGHTS.includes(right)) throw appError('VALIDATION', `perm_type must be one of ${RIGHTS.join(', ')}`);
    const access = accessFor(meta, api.user, api.dc.site.controllers);
    if (!access.has(right)) return { has_permission: false };
    if (!a.docname) return { has_permission: true };
    const tx = api.dc.tx;
    const name = nameFromText(meta, a.docname);
    const doc = meta.issingle ? (a.docname === meta.name ? await loadSingle(tx, meta) : undefined) : typeof name === 'number' || meta.naming.kind !== 'autoincrement' ? await selectRow(tx, meta, name, TRUE) : undefined;
    return { has_permission: doc !== undefined && evaluateCondition(access.condition(right), doc) };
  },
});
