import { appError } from '../../../errors/app-error.ts';
import { listInTx } from '../../../operations/document-list.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { parseFields, parseFilterArg, parseJsonArg } from '../../../query/list-params.ts';
import { listQuery } from '../../../query/list-query.ts';
import { isPlainObject } from '../../../util/json.ts';
import { whitelist } from '../../method-def.ts';

/**
 * frappe.desk.calendar.get_events: the documents of `doctype` the caller may list whose
 * span meets [start, end], as Frappe v15: a document without a start counts as starting at
 * 0001-01-01, one without an end as ending in 2199. `field_map` names the start, end and title
 * fields (a Color field of the DocType is added as `color`); `fields` replaces the default
 * fields (start, end, title, name), `filters` narrow the listing.
 */
export const getEvents = whitelist({
  path: 'desk.calendar.get_events',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'start', type: 'str', required: true },
    { name: 'end', type: 'str', required: true },
    { name: 'field_map', type: 'any', required: true },
    { name: 'filters', type: 'any' },
    { name: 'fields', type: 'any' },
  ],
  handler: (api, a) => {
    const meta = requireDocType(api.dc, a.doctype);
    const map = parseJsonArg(a.field_map, 'field_map');
    if (!isPlainObject(map) || typeof map.start !== 'string' || !map.start || typeof map.end !== 'string' || !map.end) {
      throw appError('VALIDATION', 'field_map must name the start and end fields, e.g. {"start": "starts_on", "end": "ends_on"}');
    }
    const color = meta.fields.find((f) => f.fieldtype === 'Color')?.fieldname ?? map.color;
    const given = parseJsonArg(a.fields, 'fields');
    const fields: unknown[] = Array.isArray(given) && given.length > 0 ? [...given] : [map.start, map.end, map.title, 'name'];
    if (color) fields.push(color);
    const filters = [
      ...parseFilterArg(a.filters || [], 'filters'),
      ...parseFilterArg([
        [meta.name, `ifnull(${map.start}, '0001-01-01 00:00:00')`, '<=', a.end],
        [meta.name, `ifnull(${map.end}, '2199-12-31 00:00:00')`, '>=', a.start],
      ], 'filters'),
    ];
    return listInTx(api.dc, meta.name, listQuery({ fields: parseFields([...new Set(fields.filter(Boolean))]), filters, pageLength: 0 }));
  },
});
