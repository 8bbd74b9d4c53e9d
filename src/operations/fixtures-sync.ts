import fs from 'node:fs';
import path from 'node:path';
import { appError } from '../errors/app-error.ts';
import type { DocContext } from '../model/doc-context.ts';
import type { Doc } from '../model/document.ts';
import { insertDocument } from '../model/lifecycle/insert-document.ts';
import { saveDocument } from '../model/lifecycle/save-document.ts';
import { loadReadableDocument } from '../model/load-document.ts';
import { rowExists } from '../storage/repository.ts';
import { FIXTURES_DIR } from './fixtures-export.ts';
import type { OperationRequest } from './operation-request.ts';
import { runOperation } from './run-operation.ts';

export interface SyncedFixtureFile {
  app: string;
  file: string;
  inserted: number;
  updated: number;
  /** Set when the file's DocType is not on the site (Frappe skips such files, saying so). */
  skipped?: string;
}

/** Keys of a fixture that a save must not take as the caller's: the stored record's own. */
const NOT_WRITTEN = ['doctype', 'modified', 'docstatus'];

/**
 * `svc migrate`'s fixtures step (Frappe's sync_fixtures): every `fixtures/*.json` of every app,
 * in app order and then by file name, each record inserted, or, where one of its name exists,
 * saved over it (its child tables replaced), as the caller (the system principal) with the
 * DocTypes' validation. A file of a DocType the site lacks is skipped. One transaction: a record
 * that fails leaves every fixture as it was (docs/DECISIONS.md D111).
 */
export async function syncFixtures(ctx: OperationRequest, apps: ReadonlyArray<{ app: string; dir: string }>): Promise<SyncedFixtureFile[]> {
  const files = apps.flatMap(({ app, dir }) => fixtureFiles(dir).map((file) => ({ app, file, records: readRecords(file) })));
  if (files.length === 0) return [];
  return runOperation(ctx, 'write', async (dc) => {
    const report: SyncedFixtureFile[] = [];
    for (const { app, file, records } of files) {
      const entry: SyncedFixtureFile = { app, file, inserted: 0, updated: 0 };
      report.push(entry);
      const missing = records.map((r) => String(r.doctype)).find((d) => !dc.site.meta.get(d));
      if (missing !== undefined) {
        entry.skipped = `DocType ${missing} not found`;
        continue;
      }
      for (const record of records) {
        if (await installRecord(dc, record)) entry.updated++;
        else entry.inserted++;
      }
    }
    return report;
  });
}

/** Inserts the record, or saves it over the stored one of its name; true when it was saved over. */
async function installRecord(dc: DocContext, record: Record<string, unknown>): Promise<boolean> {
  const meta = dc.site.meta.get(String(record.doctype))!;
  const input: Record<string, unknown> = { ...record };
  for (const key of NOT_WRITTEN) delete input[key];
  const name = meta.issingle ? meta.name : record.name;
  if (typeof name === 'string' && name && (meta.issingle || (await rowExists(dc.tx, meta, name)))) {
    delete input.name;
    const old: Doc = await loadReadableDocument(dc, meta, name, true);
    await saveDocument(dc, meta, old, input);
    return true;
  }
  if (record.docstatus !== undefined) input.docstatus = record.docstatus;
  await insertDocument(dc, meta, input);
  return false;
}

function fixtureFiles(appDir: string): string[] {
  const dir = path.join(appDir, FIXTURES_DIR);
  if (!fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) return [];
  return fs.readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(dir, f));
}

/** A fixture file's records: a list of documents, or one; each must name its DocType. */
function readRecords(file: string): Array<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw appError('VALIDATION', `Fixture file ${file} is not JSON: ${(err as Error).message}`);
  }
  const records = Array.isArray(value) ? value : [value];
  for (const [i, r] of records.entries()) {
    if (!r || typeof r !== 'object' || Array.isArray(r) || typeof (r as Record<string, unknown>).doctype !== 'string') {
      throw appError('VALIDATION', `Fixture file ${file}: record ${i + 1} is not a document naming its doctype`);
    }
  }
  return records as Array<Record<string, unknown>>;
}
