import fs from 'node:fs';
import path from 'node:path';
import type { FixtureSpec } from '../model/app-hooks.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { serializeDoc } from '../model/serialize-doc.ts';
import { accessFor } from '../model/permissions.ts';
import { parseListParams } from '../query/list-params.ts';
import { listInTx } from './document-list.ts';
import type { OperationRequest } from './operation-request.ts';
import { requireDocType } from './require-doctype.ts';
import { runOperation } from './run-operation.ts';

/** The folder of an app's fixtures (Frappe's `<app>/fixtures`). */
export const FIXTURES_DIR = 'fixtures';

/** Keys Frappe's export_json leaves out of every record: the tree's bounds and who made it when. */
const DROPPED = ['modified_by', 'creation', 'owner', 'idx', 'lft', 'rgt'];
/** And of child rows, which the parent's import numbers and names afresh. */
const DROPPED_IN_ROWS = [...DROPPED, 'docstatus', 'doctype', 'modified', 'name'];

/** The file a DocType's fixtures are written to: Frappe's scrub of its name, `.json`. */
export function fixtureFileName(doctype: string): string {
  return `${doctype.replace(/[ -]/g, '_').toLowerCase()}.json`;
}

export interface ExportedFixture {
  doctype: string;
  file: string;
  records: number;
}

/**
 * `svc export-fixtures` (Frappe's export_fixtures): each fixtures entry's records, read as the
 * caller (the system principal from the command line) with the entry's filters in Frappe's order
 * (`idx`, then `creation`), written to `<app dir>/fixtures/<doctype>.json` in Frappe's shape: a
 * JSON list of whole documents with their child rows, keys sorted, bookkeeping left out. Every
 * entry is read before any file is written, so a bad entry leaves the folder as it was.
 */
export async function exportFixtures(ctx: OperationRequest, appDir: string, specs: readonly FixtureSpec[]): Promise<ExportedFixture[]> {
  const files = await runOperation(ctx, 'read', async (dc) => {
    const out: Array<{ doctype: string; records: Array<Record<string, unknown>> }> = [];
    for (const spec of specs) {
      const meta = requireDocType(dc, spec.doctype);
      let names: string[] = [meta.name];
      if (!meta.issingle) {
        const query = parseListParams({ fields: ['name'], filters: spec.filters, or_filters: spec.orFilters, order_by: 'idx asc, creation asc', limit_page_length: 0 }, { allowLimitAlias: false });
        names = ((await listInTx(dc, meta.name, query)) as Array<{ name: unknown }>).map((r) => String(r.name));
      }
      const access = accessFor(meta, dc.user, dc.site.controllers);
      const records: Array<Record<string, unknown>> = [];
      for (const name of names) records.push(trimmed(serializeDoc(meta, await loadReadableDocument(dc, meta, name), dc.site.meta, { noNulls: false, readableLevels: access.readableLevels })));
      out.push({ doctype: meta.name, records });
    }
    return out;
  });
  const dir = path.join(appDir, FIXTURES_DIR);
  fs.mkdirSync(dir, { recursive: true });
  return files.map(({ doctype, records }) => {
    const file = path.join(dir, fixtureFileName(doctype));
    fs.writeFileSync(file, `${sortedJson(records)}\n`);
    return { doctype, file, records: records.length };
  });
}

function trimmed(doc: Record<string, unknown>): Record<string, unknown> {
  for (const key of DROPPED) delete doc[key];
  for (const value of Object.values(doc)) {
    if (!Array.isArray(value)) continue;
    for (const row of value as Array<Record<string, unknown>>) for (const key of DROPPED_IN_ROWS) delete row[key];
  }
  return doc;
}

/** Frappe's as_json: one-space indents, keys sorted, so an unchanged export is byte for byte the same. */
function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') return Object.fromEntries(Object.keys(v).sort().map((k) => [k, sort((v as Record<string, unknown>)[k])]));
    return v;
  };
  return JSON.stringify(sort(value), null, 1);
}
