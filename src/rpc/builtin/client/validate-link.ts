import { appError, isAppError } from '../../../errors/app-error.ts';
import { accessFor } from '../../../model/permissions.ts';
import { listInTx } from '../../../operations/document-list.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { listQuery } from '../../../query/list-query.ts';
import { parseFields, parseFilterArg } from '../../../query/list-params.ts';
import { MAX_DOCUMENT_DEPTH, parseJsonWithin, tooDeepMessage } from '../../../util/json-depth.ts';
import { whitelist } from '../../method-def.ts';

/**
 * svc.client.validate_link (frappe.client.validate_link): whether a Link value names a document,
 * as `{"name": <name or null>}`, plus the `fields` asked for. Unlike Frappe v15, whose lookup
 * ignores the read rule, a document the caller may not list counts as missing, so the answer is
 * no oracle; a field the caller may not read leaves the values out with a message, as Frappe does.
 */
export const validateLink = whitelist({
  path: 'client.validate_link',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'docname', type: 'str', required: true },
    { name: 'fields', type: 'any' },
  ],
  handler: async (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const access = accessFor(meta, api.user, api.dc.site.controllers);
    if (meta.name !== 'DocType' && !access.has('read') && !access.has('select')) throw appError('PERMISSION_DENIED', `You do not have Read or Select Permissions for <strong>${meta.name}</strong>`);
    const parsed = typeof a.fields === 'string' ? parseJsonWithin(a.fields, MAX_DOCUMENT_DEPTH) : null;
    if (parsed && !parsed.ok && parsed.tooDeep) throw appError('VALIDATION', tooDeepMessage("Argument 'fields'", MAX_DOCUMENT_DEPTH));
    const raw = parsed ? (parsed.ok ? parsed.value : a.fields) : a.fields;
    const wanted = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter((f): f is string => typeof f === 'string' && f !== 'name');
    const find = (fields: string[]) => listInTx(api.dc, meta.name, listQuery({ fields: parseFields(['name', ...fields]), filters: parseFilterArg([['name', '=', a.docname]], 'filters'), pageLength: 1 }));
    const [found] = (await find([])) as Array<{ name: unknown }>;
    if (!found || wanted.length === 0) return { name: found?.name ?? null };
    try {
      const [row] = (await find(wanted)) as Array<Record<string, unknown>>;
      return row ?? { name: found.name };
    } catch (err) {
      if (!isAppError(err) || err.status >= 500) throw err;
      api.msgprint(`You need read permission to fetch values from ${meta.name} ${String(found.name)}`);
      return { name: found.name };
    }
  },
});
