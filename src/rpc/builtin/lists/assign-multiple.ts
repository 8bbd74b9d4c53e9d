import { appError } from '../../../errors/app-error.ts';
import { whitelist } from '../../method-def.ts';
import { assignAdd, assignGet, assignRemove } from '../assign/assign-to.ts';
import { documentNames } from './each-document.ts';

/** Most documents one bulk call assigns or unassigns, as add_tags allows. */
const MAX_DOCS = 500;

/** The distinct names of a bulk call's list argument, at most MAX_DOCS. */
function docNames(arg: string, raw: unknown): string[] {
  const names = [...new Set(documentNames(arg, raw))];
  if (names.length > MAX_DOCS) throw appError('VALIDATION', `At most ${MAX_DOCS} documents at once`);
  return names;
}

/**
 * frappe.desk.form.assign_to.add_multiple: assign_to.add for each document of `name` (a JSON
 * list), with the same users, description, priority and date: each document must be readable by
 * the caller, and an assignee who cannot read it gets it shared, which needs the caller's share
 * right; a refusal on one document refuses the whole call (docs/DECISIONS.md D47). Answers null.
 */
export const assignAddMultiple = whitelist({
  path: 'desk.form.assign_to.add_multiple',
  methods: ['POST', 'PUT'],
  // `name` is a list here, given as JSON text (the desk's form) or natively.
  params: assignAdd.params.map((p) => (p.name === 'name' ? { ...p, type: 'any' as const } : p)),
  handler: async (api, a) => {
    for (const name of docNames('name', a.name)) await assignAdd.handler(api, { ...a, name });
    return null;
  },
});

/**
 * frappe.desk.form.assign_to.remove_multiple: cancels the open assignments (the first five, as
 * assign_to.get lists them) of each document of `names`, as assign_to.remove does one by one. The
 * caller must be able to read each document; Frappe's `ignore_permissions` is never taken from a
 * request (docs/DECISIONS.md D47). Answers null.
 */
export const assignRemoveMultiple = whitelist({
  path: 'desk.form.assign_to.remove_multiple',
  methods: ['POST', 'PUT', 'DELETE'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'names', type: 'any', required: true },
  ],
  handler: async (api, a) => {
    for (const name of docNames('names', a.names)) {
      const open = (await assignGet.handler(api, { doctype: a.doctype, name })) as Array<{ owner: string }>;
      for (const { owner } of open) await assignRemove.handler(api, { doctype: a.doctype, name, assign_to: owner });
    }
    return null;
  },
});
