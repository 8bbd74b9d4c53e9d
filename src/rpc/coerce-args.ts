import { appError } from '../errors/app-error.ts';
import { isPlainObject } from '../util/json.ts';
import { MAX_DOCUMENT_DEPTH, parseJsonWithin, tooDeepMessage } from '../util/json-depth.ts';
import type { MethodDef, ParamSpec } from './method-def.ts';

/** Keys Frappe never passes to a method (frappe/handler.py). */
const NEVER_PASSED = new Set(['cmd', 'sid', 'csrf_token', 'ignore_permissions', 'flags', 'data_only']);

/**
 * Picks a method's arguments from the form dict and coerces them to the declared types; a value
 * that cannot be coerced, or a missing required one, is 417 naming the argument.
 */
export function coerceArgs(def: MethodDef, form: Record<string, unknown>): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const spec of def.params) {
    const raw = form[spec.name];
    if (raw === undefined || raw === null || raw === '') {
      if (spec.required && raw === undefined) throw missingArgument(spec.name);
      args[spec.name] = raw === undefined ? spec.default : spec.type === 'str' || spec.type === 'any' ? raw : spec.default ?? null;
      continue;
    }
    args[spec.name] = coerceOne(spec, raw);
  }
  if (def.extraArgs) for (const [k, v] of Object.entries(form)) if (!(k in args) && !NEVER_PASSED.has(k)) args[k] = v;
  return args;
}

/** 417 FrappeTypeError for a required argument the call left out. */
export function missingArgument(name: string) {
  return appError('ARGUMENT_TYPE', `Argument '${name}' is required`, { exceptionText: `missing required argument '${name}'` });
}

function coerceOne(spec: ParamSpec, raw: unknown): unknown {
  const bad = (): never => {
    const got = Array.isArray(raw) ? 'list' : isPlainObject(raw) ? 'dict' : typeof raw === 'string' ? 'str' : typeof raw;
    throw appError('ARGUMENT_TYPE', `Argument '${spec.name}' should be of type '${spec.type}' but got '${got}' instead.`);
  };
  switch (spec.type) {
    case 'any':
      return raw;
    case 'str':
      if (typeof raw === 'string') return raw;
      if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
      return bad();
    case 'int': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*[-+]?\d+\s*$/.test(raw) ? Number(raw) : typeof raw === 'boolean' ? Number(raw) : NaN;
      return Number.isSafeInteger(n) ? n : bad();
    }
    case 'float': {
      const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
      return Number.isFinite(n) ? n : bad();
    }
    case 'bool': {
      if (typeof raw === 'boolean') return raw;
      if (raw === 1 || raw === 0) return raw === 1;
      const t = String(raw).trim().toLowerCase();
      if (['1', 'true', 'yes', 'on', 'y', 't'].includes(t)) return true;
      if (['0', 'false', 'no', 'off', 'n', 'f'].includes(t)) return false;
      return bad();
    }
    case 'json': {
      if (typeof raw !== 'string') return raw;
      const parsed = parseJsonWithin(raw, MAX_DOCUMENT_DEPTH);
      if (!parsed.ok && parsed.tooDeep) throw appError('VALIDATION', tooDeepMessage(`Argument '${spec.name}'`, MAX_DOCUMENT_DEPTH));
      // Frappe's parse_json leaves text that is not JSON as text (a name instead of filters, say).
      return parsed.ok ? parsed.value : raw;
    }
  }
}
