import { appError } from '../../../errors/app-error.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { listInTx } from '../../../operations/document-list.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { parseFilters } from '../../../query/parse-filters.ts';
import { listQuery } from '../../../query/list-query.ts';
import { whitelist } from '../../method-def.ts';
import { loadChildRow, requireParentDocType } from './child-rows.ts';
import { asDict, jsonOrText } from './shared.ts';

/**
 * svc.client.get (frappe.client.get): one document as a dict with nulls, by `name`, by `filters`
 * (the first match the caller may read) or, for a single DocType, by neither. A child row needs
 * `parent` (its parent DocType) and a parent document the caller may read.
 */
export const get = whitelist({
  path: 'client.get',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str' },
    { name: 'filters', type: 'any' },
    { name: 'parent', type: 'str' },
  ],
  handler: async (api, a) => {
    const dc = api.dc;
    const meta = requireDocType(dc, a.doctype);
    if (meta.istable) {
      const parentMeta = requireParentDocType(dc, meta, a.parent);
      if (!a.name) throw appError('VALIDATION', `name is required to read a row of ${meta.name}`);
      const { row } = await loadChildRow(dc, meta, a.name, false, parentMeta.name);
      return asDict(dc, meta, row, parentMeta);
    }
    let name: string = a.name || meta.name;
    const filters = typeof a.filters === 'string' ? jsonOrText(a.filters, 'filters') : a.filters;
    if (!a.name && !meta.issingle && (typeof filters === 'string' || typeof filters === 'number')) name = String(filters);
    else if (!a.name && !meta.issingle && filters !== undefined && filters !== null && filters !== '') {
      const [first] = (await listInTx(dc, meta.name, listQuery({ filters: parseFilters(filters), pageLength: 1 }))) as Array<{ name: unknown }>;
      if (!first) throw appError('DOC_NOT_FOUND', `${meta.name} not found`);
      name = String(first.name);
    }
    return asDict(dc, meta, await loadReadableDocument(dc, meta, name));
  },
});
