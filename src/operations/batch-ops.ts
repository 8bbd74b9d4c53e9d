import { appError } from '../errors/app-error.ts';
import { isPlainObject } from '../util/json.ts';
import { MAX_DOCUMENT_DEPTH, parseJsonWithin, tooDeepMessage } from '../util/json-depth.ts';
import { MAX_BATCH_ITEMS } from './batch-run.ts';

/** One operation of a batch (POST /api/v2/batch), each the body of the single request it stands for. */
export type BatchOp =
  | { op: 'create'; doctype: string; doc: Record<string, unknown> }
  | { op: 'update'; doctype: string; name: string; doc: Record<string, unknown> }
  | { op: 'delete'; doctype: string; name: string }
  | { op: 'method'; method: string; args: Record<string, unknown> };

/** The keys each operation takes; anything else is refused, so a typo never passes silently. */
const SHAPES: Record<BatchOp['op'], { required: string[]; optional: string[] }> = {
  create: { required: ['doctype', 'doc'], optional: [] },
  update: { required: ['doctype', 'name', 'doc'], optional: [] },
  delete: { required: ['doctype', 'name'], optional: [] },
  method: { required: ['method'], optional: ['args'] },
};

/**
 * Reads a batch's `operations` (a list, or its JSON text from a form) into typed operations, all
 * before anything runs: a malformed list, an unknown `op`, a missing or mistyped key, or more than
 * MAX_BATCH_ITEMS items is a 417 naming the item, and nothing is written.
 */
export function parseBatchOps(raw: unknown): BatchOp[] {
  const list = typeof raw === 'string' ? parseJson(raw) : raw;
  if (!Array.isArray(list)) throw appError('VALIDATION', "'operations' must be a list of operations");
  if (list.length === 0) throw appError('VALIDATION', "'operations' is empty: send at least one operation");
  if (list.length > MAX_BATCH_ITEMS) throw appError('VALIDATION', `Only ${MAX_BATCH_ITEMS} operations allowed in one batch, got ${list.length}`);
  return list.map((item, i) => parseOp(item, i));
}

function parseOp(item: unknown, i: number): BatchOp {
  const bad = (why: string) => appError('VALIDATION', `Operation ${i}: ${why}`);
  if (!isPlainObject(item)) throw bad('must be an object like {"op": "create", "doctype": ..., "doc": {...}}');
  const op = item.op;
  if (typeof op !== 'string' || !Object.hasOwn(SHAPES, op)) throw bad(`unknown op ${JSON.stringify(op ?? null).slice(0, 40)}; use create, update, delete or method`);
  const shape = SHAPES[op as BatchOp['op']];
  for (const key of Object.keys(item)) if (key !== 'op' && !shape.required.includes(key) && !shape.optional.includes(key)) throw bad(`${op} takes no key ${key.slice(0, 40)}`);
  for (const key of shape.required) if (!(key in item)) throw bad(`${op} needs ${key}`);
  const text = (key: string) => {
    const v = item[key];
    if (typeof v === 'number' && Number.isFinite(v)) return String(v);
    if (typeof v !== 'string' || !v) throw bad(`${key} must be a non-empty string`);
    return v;
  };
  const object = (key: string) => {
    const v = item[key] ?? {};
    if (!isPlainObject(v)) throw bad(`${key} must be an object`);
    return v;
  };
  switch (op as BatchOp['op']) {
    case 'create': {
      const { doctype: _d, ...doc } = object('doc');
      return { op: 'create', doctype: text('doctype'), doc };
    }
    case 'update': {
      const { doctype: _d, flags: _f, ...doc } = object('doc');
      return { op: 'update', doctype: text('doctype'), name: text('name'), doc };
    }
    case 'delete':
      return { op: 'delete', doctype: text('doctype'), name: text('name') };
    case 'method':
      return { op: 'method', method: text('method'), args: object('args') };
  }
}

function parseJson(text: string): unknown {
  const parsed = parseJsonWithin(text, MAX_DOCUMENT_DEPTH);
  if (!parsed.ok) throw appError('VALIDATION', parsed.tooDeep ? tooDeepMessage("'operations'", MAX_DOCUMENT_DEPTH) : "'operations' is not valid JSON");
  return parsed.value;
}
