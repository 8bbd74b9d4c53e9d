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
 * Names a new document (frappe/model/naming.py set_new_name): controller autoname, then an
 * amendment name, then the DocType's rule. A client-sent name is kept only for `prompt` and UUID.
 */
export async function setNewName(dc: DocContext, meta: DocTypeMeta, doc: Doc, clientName: unknown): Promise<void> {
  const today = dc.now.slice(0, 10);
  const counter = (key: string) => dc.tx.nextCounter(key);
  const controllerName = dc.site.controllers.get(meta.name)?.autoname?.(doc);
  let name: unknown;
  if (controllerName !== undefined) name = controllerName;
  else if (typeof doc.amended_from === 'string' && doc.amended_from) name = await amendedName(dc, meta, doc.amended_from);
  else {
    const rule = meta.naming;
    switch (rule.kind) {
      case 'hash':
        name = hashName(dc.clock.nowMicros());
        break;
      case 'autoincrement':
        name = await dc.tx.nextCounter(`__autoincrement:${meta.name}`);
        break;
      case 'uuid':
        if (typeof clientName === 'string' && clientName) {
          if (!UUID.test(clientName)) throw appError('INVALID_NAME', `${clientName} is not a valid UUID`);
          name = clientName.toLowerCase();
        } else name = uuidv7(dc.clock.nowMicros() / 1000);
        break;
      case 'prompt':
        if (typeof clientName !== 'string' && typeof clientName !== 'number') throw appError('VALIDATION', 'Please set the document name');
        name = String(clientName);
        break;
      case 'field': {
        const value = doc[rule.fieldname];
        const label = meta.fieldMap.get(rule.fieldname)?.label ?? rule.fieldname;
        if (value === undefined || value === null || String(value).trim() === '') throw appError('MANDATORY', `${label} is required`);
        name = String(value).trim();
        break;
      }
      case 'naming_series': {
        const options = meta.fieldMap.get('naming_series')?.selectOptions ?? [];
        const series = typeof doc.naming_series === 'string' && doc.naming_series ? doc.naming_series : options.find((o) => o !== '');
        if (!series) throw appError('VALIDATION', 'Naming Series mandatory');
        doc.naming_series = series;
        name = await expandDottedPattern(series.includes('#') ? series : `${series}.#####`, doc, today, counter);
        break;
      }
      case 'pattern':
        name = await expandDottedPattern(rule.pattern, doc, today, counter);
        break;
      case 'format':
        name = await expandFormat(rule.template, doc, today, counter);
        break;
    }
  }
  doc.name = validateName(meta, name);
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
