import { appError } from '../../../errors/app-error.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';

/** One enabled Client Script of a DocType, as getdoctype and the desk's script module read it. */
export interface ClientScriptRow {
  readonly name: string;
  readonly view: string;
  readonly script: string | null;
}

/**
 * The enabled Client Scripts of a DocType, oldest first (Frappe's add_custom_script order). Read
 * with system rights: which scripts a form runs is decided by the DocType the caller may read,
 * not by read access to Client Script (a System Manager's DocType).
 */
export async function enabledClientScripts(dc: DocContext, doctype: string): Promise<ClientScriptRow[]> {
  const meta = dc.site.meta.get('Client Script');
  if (!meta) return [];
  return dc.tx.all<ClientScriptRow>(
    dc.tx.builder.selectFrom(meta.tableName).select(['name', 'view', 'script']).where('dt', '=', doctype).where('enabled', '=', 1).orderBy('creation', 'asc').orderBy('name', 'asc'),
  );
}

/** A name as it may stand in a `//` comment: a line break would end the comment. */
const oneLine = (text: string) => text.replace(/[\r\n\u2028\u2029]+/g, ' ');

/** Frappe's scrub: lower case, spaces and hyphens as underscores. */
const scrub = (name: string) => name.toLowerCase().replace(/[ -]/g, '_');

/**
 * getdoctype's `__custom_js` and `__custom_list_js`, built as Frappe's meta builds them: each
 * script after a comment naming it, and a sourceURL line, so Frappe's own desk can run them.
 */
export function customScriptFields(doctype: string, rows: readonly ClientScriptRow[]): { __custom_js: string; __custom_list_js: string } {
  let form = '';
  let list = '';
  for (const row of rows) {
    if (!row.script) continue;
    const part = `\n// ${oneLine(row.name)}\n${row.script}\n\n`;
    if (row.view === 'List') list += part;
    else if (row.view === 'Form') form += part;
  }
  return {
    __custom_js: `${form}\n\n//# sourceURL=${scrub(doctype)}__custom_js`,
    __custom_list_js: `${list}\n\n//# sourceURL=${scrub(doctype)}__custom_list_js`,
  };
}

/**
 * The desk's JavaScript module of a DocType's enabled Form scripts (docs/DECISIONS.md D122): its
 * default export takes the desk's `frappe`, `__` and `locals` and runs each script with them, so the
 * scripts' `frappe.ui.form.on(...)` calls register with the form that imported it. The server
 * only serves the text; it never runs it. Only a caller who may read the DocType gets it (403).
 */
export async function clientScriptModule(dc: DocContext, doctype: string): Promise<string> {
  const meta = requireDocType(dc, doctype);
  if (!accessFor(meta, dc.user, dc.site.controllers).has('read')) throw appError('PERMISSION_DENIED', `No permission to read ${meta.name}`);
  const scripts = (await enabledClientScripts(dc, meta.name)).filter((row) => row.view === 'Form' && row.script);
  const bodies = scripts.map((row) => `// Client Script ${oneLine(row.name)}\n${row.script}\n`);
  return `// The enabled Client Scripts of ${oneLine(meta.name)} (Form), ${scripts.length} in all.\nexport default function (frappe, __, locals) {\n${bodies.join('\n')}}\n`;
}
