import { appError } from '../../errors/app-error.ts';
import type { DocTypeMeta } from '../../meta/doctype-meta.ts';
import { base32HexPad, randomBase32Hex, uuidv7 } from '../../util/random.ts';
import { selectColumns } from '../../storage/repository.ts';
import type { DocContext } from '../doc-context.ts';
import type { Doc } from '../document.ts';
import { expandDottedPattern, expandFormat } from './series-pattern.ts';

/** Frappe's hash name: 4 characters of time in deciseconds then 6 random, base32hex (naming.py). */
export function hashName(nowMicros: number): string {
  const deciseconds = Math.floor(nowMicros / 100_000) % 32 ** 4;
  return base32HexPad(deciseconds, 4) + randomBase32Hex(6);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Names a new document in Frappe's order (frappe/model/naming.py set_new_name): autoincrement and
 * UUID names first, then an amendment's name, then the controller's autoname, then the DocType's
 * rule. A client-sent name is kept only for `prompt` and UUID.
 */
export async function setNewName(dc: DocContext, meta: DocTypeMeta, doc: Doc, clientName: unknown): Promise<void> {
  doc.name = validateName(meta, await newName(dc, meta, doc, clientName));
}

async function newName(dc: DocContext, meta: DocTypeMeta, doc: Doc, clientName: unknown): Promise<unknown> {
  const rule = meta.naming;
  if (rule.kind === 'autoincrement') return dc.tx.nextCounter(`__autoincrement:${meta.name}`);
  if (rule.kind === 'uuid') {
    if (typeof clientName !== 'string' || !clientName) return uuidv7(dc.clock.nowMicros() / 1000);
    if (!UUID.test(clientName)) throw appError('INVALID_NAME', `${clientName} is not a valid UUID`);
    return clientName.toLowerCase();
  }
  if (typeof doc.amended_from === 'string' && doc.amended_from) return amendedName(dc, meta, doc.amended_from);
  const controllerName = dc.site.controllers.get(meta.name)?.autoname?.(doc);
  if (controllerName !== undefined) return controllerName;
  const today = dc.now.slice(0, 10);
  const counter = (key: string) => dc.tx.nextCounter(key);
  switch (rule.kind) {
    case 'hash':
      return hashName(dc.clock.nowMicros());
    case 'prompt':
      if (typeof clientName !== 'string' && typeof clientName !== 'number') throw appError('VALIDATION', 'Please set the document name');
      return String(clientName);
    case 'field': {
      const value = doc[rule.fieldname];
      const label = meta.fieldMap.get(rule.fieldname)?.label ?? rule.fieldname;
      if (value === undefined || value === null || String(value).trim() === '') throw appError('MANDATORY', `${label} is required`);
      return String(value).trim();
    }
    case 'naming_series': {
      const options = meta.fieldMap.get('naming_series')?.selectOptions ?? [];
      const series = typeof doc.naming_series === 'string' && doc.naming_series ? doc.naming_series : options.find((o) => o !== '');
      if (!series) throw appError('VALIDATION', 'Naming Series mandatory');
      doc.naming_series = series;
      return expandDottedPattern(series.includes('#') ? series : `${series}.#####`, doc, today, counter);
    }
    case 'pattern':
      return expandDottedPattern(rule.pattern, doc, today, counter);
    case 'format':
      return expandFormat(rule.template, doc, today, counter);
  }
}

async function amendedName(dc: DocContext, meta: DocTypeMeta, amendedFrom: string): Promise<string> {
  const original = meta.fieldMap.has('amended_from') ? await selectColumns(dc.tx, meta, amendedFrom, ['amended_from']) : undefined;
  if (original?.amended_from) {
    const parts = amendedFrom.split('-');
    const n = Number(parts.pop());
    return `${parts.join('-')}-${Number.isInteger(n) ? n + 1 : 1}`;
  }
  return `${amendedFrom}-1`;
}

/** Frappe's final name checks (naming.py validate_name). */
export function validateName(meta: DocTypeMeta, raw: unknown): string | number {
  if (typeof raw === 'number') {
    if (meta.naming.kind !== 'autoincrement') throw appError('NAME_ERROR', `Invalid name type (integer) for varchar name column`);
    return raw;
  }
  const name = String(raw ?? '').trim();
  if (!name) throw appError('VALIDATION', `No Name Specified for ${meta.name}`);
  if (name.startsWith(`New ${meta.name}`)) throw appError('NAME_ERROR', `There were some errors setting the name, please contact the administrator`);
  if (name === meta.name && !meta.issingle) throw appError('NAME_ERROR', `${meta.name} is not a valid name`);
  if (/[<>]/.test(name)) throw appError('NAME_ERROR', "Name cannot contain special characters like '<', '>'");
  if (/[\u0000-\u001f\u007f]/.test(name)) throw appError('NAME_ERROR', 'Name cannot contain control characters');
  if (name.length > 140) throw appError('NAME_ERROR', `Name is too long (${name.length} characters, at most 140)`);
  return name;
}
