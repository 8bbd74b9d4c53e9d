import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { isPlainObject } from '../util/json.ts';

/**
 * A DocType's dashboard (Frappe's `<doctype>_dashboard.py` get_data, in a controller's
 * `dashboard`): which DocTypes' documents the form counts, and how they point at it.
 * - `fieldname`: the field of those DocTypes that holds this document's name;
 * - `non_standard_fieldnames`: that field per DocType where it differs;
 * - `internal_links`: DocTypes this document itself names, by its field (or `[table, field]` for a
 *   field of its child rows); `internal_and_external_links` the same, counted as external links when
 *   the document names none;
 * - `dynamic_links`: per field, `[value, type field]` for a Dynamic Link's type column;
 * - `transactions`: the groups the form shows, each `{label, items: [DocType...]}`.
 */
export interface DashboardData {
  fieldname?: string;
  non_standard_fieldnames?: Record<string, string>;
  internal_links?: Record<string, string | [string, string]>;
  internal_and_external_links?: Record<string, string | [string, string]>;
  dynamic_links?: Record<string, [string, string]>;
  transactions?: Array<{ label?: string; items: string[] }>;
}

/**
 * The dashboard of `meta` as Frappe's Meta.get_dashboard_data builds it: the controller's
 * declaration, then the DocType's own `links` rows (DocType Link: `link_doctype`,
 * `link_fieldname`, `group`, and for a link from a child table `parent_doctype`,
 * `table_fieldname`, `is_child_table`), each added to its group or to a new one.
 */
export function dashboardOf(meta: DocTypeMeta, declared: DashboardData | undefined): DashboardData {
  const data: DashboardData = structuredClone(declared ?? {});
  const transactions = (data.transactions ??= []);
  const nonStandard = (data.non_standard_fieldnames ??= {});
  const internal = (data.internal_links ??= {});
  const rows = Array.isArray(meta.source.links) ? meta.source.links.filter(isPlainObject) : [];
  for (const link of rows) {
    if (Number(link.hidden ?? 0) === 1) continue;
    const linkDoctype = String(link.link_doctype ?? '');
    const linkField = String(link.link_fieldname ?? '');
    if (!linkDoctype) continue;
    const doctype = typeof link.parent_doctype === 'string' && link.parent_doctype ? link.parent_doctype : linkDoctype;
    const group = transactions.find((g) => link.group && g.label === link.group);
    if (group) {
      if (!group.items.includes(doctype)) group.items.push(doctype);
    } else transactions.push({ label: typeof link.group === 'string' ? link.group : undefined, items: [doctype] });
    if (!data.fieldname && linkField) data.fieldname = linkField;
    if (Number(link.is_child_table ?? 0) === 1) internal[doctype] = [String(link.table_fieldname ?? ''), linkField];
    else nonStandard[linkDoctype] = linkField;
  }
  return data;
}
