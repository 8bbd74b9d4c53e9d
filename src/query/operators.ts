import { appError } from '../errors/app-error.ts';
import type { FieldMeta } from '../meta/doctype-meta.ts';
import { parseDate, parseDatetime, parseTime } from '../util/datetime.ts';
import type { ColumnRef, Condition, Scalar } from './ast.ts';
import { periodTimespan, timespanRange } from './timespan.ts';
import { ownValue } from '../util/own.ts';
import { isTreeOperator, type TreeOperator } from './tree-filter.ts';

/** What an operator builder knows about the column it filters. */
export interface OperandInfo {
  ref: ColumnRef;
  field: FieldMeta | null;
  fieldname: string;
  today: string;
}

type Builder = (info: OperandInfo, value: unknown) => Condition;

const compare = (op: '=' | '!=' | '<' | '>' | '<=' | '>='): Builder => (info, value) => ({ kind: 'compare', ref: info.ref, op, value: castScalar(info, value) });
const like = (negate: boolean): Builder => (info, value) => ({ kind: 'like', ref: info.ref, negate, pattern: textValue(info, value) });
const inList = (negate: boolean): Builder => (info, value) => ({ kind: 'in', ref: info.ref, negate, values: listValue(value).map((v) => castScalar(info, v)) });
const isSet = (negate: boolean): Builder => (info) => ({ kind: 'is_set', ref: info.ref, negate });

const timespan: Builder = (info, value) => {
  const range = timespanRange(String(value ?? '').trim().toLowerCase(), info.today);
  if (!range) throw appError('VALIDATION', `Unknown timespan ${JSON.stringify(value)} for ${info.fieldname}`);
  return betweenDates(info, range[0], range[1]);
};

/** Frappe's filter operators (case-insensitive) and the condition each builds. */
export const operators = {
  '=': compare('='),
  '==': compare('='),
  '!=': compare('!='),
  '<>': compare('!='),
  '<': compare('<'),
  '>': compare('>'),
  '<=': compare('<='),
  '=<': compare('<='),
  '>=': compare('>='),
  '=>': compare('>='),
  like: like(false),
  'not like': like(true),
  in: inList(false),
  'not in': inList(true),
  is: (info, value) => {
    const v = String(value ?? '').trim().toLowerCase();
    if (v === 'set') return isSet(false)(info, value);
    if (v === 'not set') return isSet(true)(info, value);
    throw appError('VALIDATION', `Value for operator "is" must be "set" or "not set", not ${JSON.stringify(value)}`);
  },
  'is set': isSet(false),
  'is not set': isSet(true),
  between: (info, value) => {
    const list = listValue(value);
    if (list.length > 2) throw appError('VALIDATION', `between takes two values for ${info.fieldname}`);
    return betweenDates(info, list[0], list[1]);
  },
  timespan,
  previous: (info, value) => timespan(info, periodTimespan('previous', String(value ?? '')) ?? value),
  next: (info, value) => timespan(info, periodTimespan('next', String(value ?? '')) ?? value),
} satisfies Record<string, Builder>;

/** A filter operator, normalised: one that builds a condition on a column, or a tree operator. */
export type FilterOperator = keyof typeof operators | TreeOperator;

/** Reads an operator as Frappe does (any case and spacing; none is `=`); 417 listing the valid ones otherwise. */
export function filterOperator(op: unknown): FilterOperator {
  const key = typeof op === 'string' ? op.trim().toLowerCase().replace(/\s+/g, ' ') : '';
  if (isTreeOperator(key)) return key;
  const name = key === '' ? '=' : key;
  if (!ownValue(operators, name)) throw appError('VALIDATION', `Operator must be one of ${Object.keys(operators).join(', ')}`);
  return name as keyof typeof operators;
}

function isDatetime(info: OperandInfo): boolean {
  return info.field?.value === 'datetime' || (info.field === null && (info.fieldname === 'creation' || info.fieldname === 'modified'));
}

function betweenDates(info: OperandInfo, from: unknown, to: unknown): Condition {
  const today = info.today;
  const fromText = from === undefined || from === null || from === '' ? today : String(from);
  const toText = to === undefined || to === null || to === '' ? today : String(to);
  if (isDatetime(info)) {
    const start = parseDate(fromText) && fromText.trim().length <= 10 ? `${parseDate(fromText)} 00:00:00.000000` : parseDatetime(fromText);
    const end = parseDate(toText) && toText.trim().length <= 10 ? `${parseDate(toText)} 23:59:59.999999` : parseDatetime(toText);
    if (!start || !end) throw appError('VALIDATION', `Invalid dates for between on ${info.fieldname}`);
    return { kind: 'between', ref: info.ref, from: start, to: end };
  }
  if (info.field?.value === 'date') {
    const start = parseDate(fromText);
    const end = parseDate(toText);
    if (!start || !end) throw appError('VALIDATION', `Invalid dates for between on ${info.fieldname}`);
    return { kind: 'between', ref: info.ref, from: start, to: end };
  }
  return { kind: 'between', ref: info.ref, from: castScalar(info, from), to: castScalar(info, to) };
}

function listValue(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined || value === '') return [];
  if (typeof value === 'string') return value.split(',').map((v) => v.trim());
  return [value];
}

function textValue(info: OperandInfo, value: unknown): string {
  if (typeof value === 'string') return noNul(info, value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value === null || value === undefined) return '';
  throw appError('VALIDATION', `Invalid filter value for ${info.fieldname}`);
}

/** Casts a filter value to the column's type (docs/DECISIONS.md F4). */
export function castScalar(info: OperandInfo, value: unknown): Scalar {
  if (value === null || value === undefined) return null;
  if (typeof value === 'object') throw appError('VALIDATION', `Invalid filter value for ${info.fieldname}`);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (info.ref.type === 'number') {
    if (value === '') return 0;
    const n = Number(value);
    if (!Number.isFinite(n)) throw appError('VALIDATION', `Filter value for ${info.fieldname} must be a number`);
    return n;
  }
  const text = noNul(info, String(value));
  if (text === '') return info.ref.empty !== undefined ? null : '';
  if (info.field?.value === 'date') return parseDate(text) ?? invalid(info, text);
  if (isDatetime(info)) return parseDatetime(text) ?? invalid(info, text);
  if (info.field?.value === 'time') return parseTime(text) ?? invalid(info, text);
  return text;
}

/** A NUL character is no valid text value (PostgreSQL refuses it): 417, never a database error. */
function noNul(info: OperandInfo, text: string): string {
  if (text.includes('\u0000')) throw appError('VALIDATION', `Filter value for ${info.fieldname} holds a NUL character`);
  return text;
}

function invalid(info: OperandInfo, text: string): never {
  throw appError('VALIDATION', `Filter value ${JSON.stringify(text.slice(0, 40))} is not a valid ${info.field?.fieldtype ?? 'Datetime'} for ${info.fieldname}`);
}
