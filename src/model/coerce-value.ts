import { appError } from '../errors/app-error.ts';
import type { FieldMeta } from '../meta/doctype-meta.ts';
import { parseDate, parseDatetime, parseTime } from '../util/datetime.ts';
import { isPlainObject } from '../util/json.ts';
import { MAX_DOCUMENT_DEPTH, parseJsonWithin } from '../util/json-depth.ts';

const MAX_INT = 2 ** 53 - 1;

/**
 * Turns a client value into the stored form of `field` (numbers, 0/1, normalised date text,
 * compact JSON text); throws a 417 naming the field when the value cannot be that type.
 */
export function coerceValue(field: FieldMeta, raw: unknown, rowLabel = ''): unknown {
  const bad = (what: string): never => {
    throw appError('VALIDATION', `${rowLabel}${field.label}: ${describe(raw)} is not ${what}`);
  };
  if (raw === undefined || raw === null) return null;
  switch (field.value) {
    case 'string':
    case 'password': {
      if (typeof raw === 'string') return raw.includes('\u0000') ? bad('text (it holds a NUL character)') : raw;
      if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
      return bad('text');
    }
    case 'int': {
      if (raw === '') return null;
      const n = typeof raw === 'boolean' ? Number(raw) : typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*[-+]?\d+(\.0*)?\s*$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isInteger(n) || Math.abs(n) > MAX_INT) return bad('a whole number');
      return n;
    }
    case 'float': {
      if (raw === '') return null;
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i.test(raw) ? Number(raw) : NaN;
      if (!Number.isFinite(n)) return bad('a number');
      if (Math.abs(n) >= 1e12) return bad('a number below 1000000000000');
      if (field.fieldtype === 'Rating') return Math.min(1, Math.max(0, n));
      // Columns hold 9 decimals (Frappe's decimal(21,9)); rounding here makes every dialect answer alike.
      return roundTo(n, field.precision ?? 9);
    }
    case 'check': {
      if (raw === true || raw === 1 || raw === '1' || raw === 'true' || raw === 'True') return 1;
      if (raw === false || raw === 0 || raw === '0' || raw === 'false' || raw === 'False' || raw === '') return 0;
      return bad('0 or 1');
    }
    case 'date': {
      if (raw === '') return null;
      return (typeof raw === 'string' && parseDate(raw)) || bad('a valid date (YYYY-MM-DD)');
    }
    case 'datetime': {
      if (raw === '') return null;
      return (typeof raw === 'string' && parseDatetime(raw)) || bad('a valid datetime (YYYY-MM-DD HH:MM:SS)');
    }
    case 'time': {
      if (raw === '') return null;
      return (typeof raw === 'string' && parseTime(raw)) || bad('a valid time (HH:MM:SS)');
    }
    case 'json': {
      if (raw === '') return null;
      if (isPlainObject(raw) || Array.isArray(raw)) return JSON.stringify(raw);
      if (typeof raw === 'string') {
        const parsed = parseJsonWithin(raw, MAX_DOCUMENT_DEPTH);
        if (!parsed.ok) return bad(parsed.tooDeep ? `JSON nested at most ${MAX_DOCUMENT_DEPTH} levels deep` : 'valid JSON');
        return JSON.stringify(parsed.value);
      }
      return JSON.stringify(raw);
    }
  }
}

function roundTo(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

function describe(raw: unknown): string {
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
  return `'${(text ?? '').slice(0, 60)}'`;
}
