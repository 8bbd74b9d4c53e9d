import type { DocTypeMeta, FieldMeta } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import { escapeHtml } from '../util/html.ts';
import { formatValue, valueHtml } from './format-value.ts';
import type { PrintSettings } from './print-settings.ts';

type Row = Record<string, unknown>;

/** Field types that print nothing of their own: layout, buttons, secrets, raw markup. */
const UNPRINTED = new Set(['Section Break', 'Column Break', 'Tab Break', 'Button', 'Password', 'HTML', 'Fold', 'Heading', 'Image', 'Geolocation', 'Signature']);

/** Frappe's `print_hide` (a field the standard print leaves out) from the DocType's definition. */
function printHidden(meta: DocTypeMeta): Set<string> {
  const raw = Array.isArray(meta.source.fields) ? (meta.source.fields as Row[]) : [];
  return new Set(raw.filter((f) => Number(f.print_hide) === 1).map((f) => String(f.fieldname)));
}

/** Whether `field` appears in a print of a document read by someone reading `levels`. */
function printable(field: FieldMeta, hidden: Set<string>, levels: ReadonlySet<number>): boolean {
  return !field.hidden && !hidden.has(field.fieldname) && levels.has(field.permlevel) && !UNPRINTED.has(field.fieldtype);
}

const empty = (v: unknown) => v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);

/** A layout of sections, each of columns, each of fields, as the DocType's breaks draw it. */
function sectionsOf(meta: DocTypeMeta): Array<{ label: string; columns: FieldMeta[][] }> {
  const sections: Array<{ label: string; columns: FieldMeta[][] }> = [{ label: '', columns: [[]] }];
  for (const field of meta.fields) {
    if (field.fieldtype === 'Section Break' || field.fieldtype === 'Tab Break') sections.push({ label: field.label, columns: [[]] });
    else if (field.fieldtype === 'Column Break') sections.at(-1)!.columns.push([]);
    else sections.at(-1)!.columns.at(-1)!.push(field);
  }
  return sections;
}

/** The columns of a child table's print: its list-view fields, else every printable field. */
function tableColumns(child: DocTypeMeta, levels: ReadonlySet<number>): FieldMeta[] {
  const hidden = printHidden(child);
  const fields = child.fields.filter((f) => printable(f, hidden, levels) && !f.isTable);
  const listed = fields.filter((f) => f.inListView);
  return listed.length > 0 ? listed : fields;
}

function tableHtml(field: FieldMeta, rows: Row[], registry: MetaRegistry, settings: PrintSettings, levels: ReadonlySet<number>): string {
  const child = field.options ? registry.get(field.options) : undefined;
  if (!child) return '';
  const columns = tableColumns(child, levels);
  const head = columns.map((c) => `<th data-fieldname="${escapeHtml(c.fieldname)}">${escapeHtml(c.label)}</th>`).join('');
  const body = rows.map((row, i) => {
    const cells = columns.map((c) => `<td data-fieldname="${escapeHtml(c.fieldname)}" data-fieldtype="${escapeHtml(c.fieldtype)}">${valueHtml(c, formatValue(c, row[c.fieldname], row, settings))}</td>`).join('');
    return `<tr><td class="sr">${i + 1}</td>${cells}</tr>`;
  }).join('');
  return `<div class="field table-field" data-fieldname="${escapeHtml(field.fieldname)}"><label>${escapeHtml(field.label)}</label>`
    + `<table class="table"><thead><tr><th class="sr">Sr</th>${head}</tr></thead><tbody>${body}</tbody></table></div>`;
}

/**
 * Frappe's Standard print format drawn from the DocType (docs/DECISIONS.md D125): a heading of the
 * DocType and the name, then each section with its columns, each field with a value as label and
 * formatted value (System Settings' number and date formats), child tables as tables. Hidden
 * fields, `print_hide` ones, fields of permission levels the reader cannot read, and empty ones are
 * left out; every value is escaped but Text Editor's, which is sanitized when saved.
 */
export function standardFormatHtml(meta: DocTypeMeta, doc: Row, registry: MetaRegistry, settings: PrintSettings, levels: ReadonlySet<number>): string {
  const hidden = printHidden(meta);
  const parts: string[] = [`<div class="print-heading"><h2>${escapeHtml(meta.name)}<br><small>${escapeHtml(String(doc.name ?? ''))}</small></h2></div>`];
  for (const section of sectionsOf(meta)) {
    const columns = section.columns.map((fields) => fields.filter((f) => printable(f, hidden, levels) && !empty(doc[f.fieldname])).map((f) => {
      if (f.isTable) return tableHtml(f, Array.isArray(doc[f.fieldname]) ? (doc[f.fieldname] as Row[]) : [], registry, settings, levels);
      const text = formatValue(f, doc[f.fieldname], doc, settings);
      return `<div class="field" data-fieldname="${escapeHtml(f.fieldname)}" data-fieldtype="${escapeHtml(f.fieldtype)}"><label>${escapeHtml(f.label)}</label><div class="value">${valueHtml(f, text)}</div></div>`;
    }));
    if (columns.every((c) => c.length === 0)) continue;
    const heading = section.label ? `<h4 class="section-label">${escapeHtml(section.label)}</h4>` : '';
    parts.push(`<div class="section-break">${heading}<div class="row">${columns.map((c) => `<div class="column-break">${c.join('')}</div>`).join('')}</div></div>`);
  }
  return parts.join('\n');
}

/** Every field of `doc` (and of its child rows) formatted as the standard print shows it: a template's `doc.formatted`. */
export function withFormatted(meta: DocTypeMeta, doc: Row, registry: MetaRegistry, settings: PrintSettings): Row {
  const formatted: Record<string, string> = {};
  const out: Row = { ...doc, formatted };
  for (const field of meta.fields) {
    if (field.isTable) {
      const child = field.options ? registry.get(field.options) : undefined;
      const rows = Array.isArray(doc[field.fieldname]) ? (doc[field.fieldname] as Row[]) : [];
      out[field.fieldname] = child ? rows.map((r) => withFormatted(child, r, registry, settings)) : rows;
    } else if (field.column) formatted[field.fieldname] = formatValue(field, doc[field.fieldname], doc, settings);
  }
  return out;
}
