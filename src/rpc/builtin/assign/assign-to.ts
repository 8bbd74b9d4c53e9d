import { appError } from '../../../errors/app-error.ts';
import type { DocContext } from '../../../model/doc-context.ts';
import type { Doc } from '../../../model/document.ts';
import { loadReadableDocument } from '../../../model/load-document.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { escapeHtml } from '../../../util/html.ts';
import { MAX_DOCUMENT_DEPTH, parseJsonWithin, tooDeepMessage } from '../../../util/json-depth.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';
import { addAssignment } from './add-assignment.ts';
import { notifyAssignment } from '../notifications/assignment-logs.ts';

/** The open assignments of a document (Frappe's assign_to.get: at most 5, `allocated_to as owner`). */
async function openAssignments(api: MethodContext, doctype: string, name: string): Promise<unknown[]> {
  return api.asSystem().list('ToDo', {
    fields: ['allocated_to as owner', 'name'],
    filters: [['reference_type', '=', doctype], ['reference_name', '=', name], ['status', 'not in', ['Cancelled', 'Closed']]],
    order_by: 'creation asc',
    limit_page_length: 5,
  });
}

/** The caller must be able to read the document (Frappe's doc.check_permission()); answers it. */
async function readableDoc(dc: DocContext, doctype: string, name: string): Promise<Doc> {
  return loadReadableDocument(dc, requireDocType(dc, doctype), name);
}

/** The user names of `assign_to`: a JSON list, a list, or one name. */
function assignees(value: unknown): string[] {
  let list = value;
  if (typeof value === 'string' && value.trim().startsWith('[')) {
    const parsed = parseJsonWithin(value, MAX_DOCUMENT_DEPTH);
    if (!parsed.ok) throw appError('VALIDATION', parsed.tooDeep ? tooDeepMessage('assign_to', MAX_DOCUMENT_DEPTH) : 'assign_to must be a list of users');
    list = parsed.value;
  } else if (typeof value === 'string') list = [value];
  if (!Array.isArray(list) || list.length === 0 || !list.every((u) => typeof u === 'string' && u)) throw appError('VALIDATION', 'assign_to must be a list of users');
  return [...new Set(list as string[])];
}

/**
 * frappe.desk.form.assign_to.add: a ToDo per user allocated to them and referencing the document
 * (`_assign` follows), unless they already have an open one; an assignee who cannot read the
 * document gets it shared for reading, which needs the caller's `share` right (with System
 * Settings' `disable_document_sharing`, the call is refused instead). Answers the document's open
 * assignments.
 */
export const assignAdd = whitelist({
  path: 'desk.form.assign_to.add',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'assign_to', type: 'any', required: true },
    { name: 'doctype', type: 'str', required: true },
    { name: 'name', type: 'str', required: true },
    { name: 'description', type: 'str' },
    { name: 'priority', type: 'str', default: 'Medium' },
    { name: 'date', type: 'str' },
  ],
  handler: async (api, a) => {
    const doc = await readableDoc(api.dc, a.doctype, a.name);
    const duplicates: string[] = [];
    const shared: string[] = [];
    for (const user of assignees(a.assign_to)) {
      const outcome = await addAssignment(api, doc, {
        doctype: a.doctype, name: a.name, user, priority: a.priority, date: a.date, shareNeedsRight: true,
        description: escapeHtml(a.description ?? `Assignment for ${a.doctype} ${a.name}`), logDescription: a.description ? escapeHtml(a.description) : null,
      });
      if (outcome === 'duplicate') duplicates.push(user);
      else if (outcome === 'shared') shared.push(user);
    }
    if (shared.length > 0) api.msgprint(`Shared with the following Users with Read access:${listHtml(shared)}`);
    if (duplicates.length > 0) api.msgprint(`Already in the following Users ToDo list:${listHtml(duplicates)}`);
    return openAssignments(api, a.doctype, a.name);
  },
});

function listHtml(users: string[]): string {
  return `<br><br><ul><li>${users.map(escapeHtml).join('</li><li>')}</li></ul>`;
}

/** Sets the status of `user`'s assignment of a document (Frappe's set_status); answers the open assignments. */
async function setAssignmentStatus(api: MethodContext, doctype: string, name: string, user: string, status: 'Cancelled' | 'Closed'): Promise<unknown[]> {
  await readableDoc(api.dc, doctype, name);
  const todo = await api.asSystem().list('ToDo', {
    fields: ['name', 'assigned_by'],
    filters: [['reference_type', '=', doctype], ['reference_name', '=', name], ['allocated_to', '=', user], ['status', '!=', status]],
    limit_page_length: 1,
  }) as Array<{ name: string; assigned_by: string | null }>;
  // In the caller's name, as Frappe's save(ignore_permissions=True): the timeline says who removed it.
  if (todo.length > 0) {
    await api.ignoringPermissions().update('ToDo', todo[0].name, { status });
    await notifyAssignment(api, { assignedBy: String(todo[0].assigned_by ?? ''), allocatedTo: user, doctype, name, action: 'close' });
  }
  return openAssignments(api, doctype, name);
}

const TARGET_PARAMS = [
  { name: 'doctype', type: 'str', required: true },
  { name: 'name', type: 'str', required: true },
] as const;

/** frappe.desk.form.assign_to.remove: cancels a user's assignment of a document. */
export const assignRemove = whitelist({
  path: 'desk.form.assign_to.remove',
  methods: ['POST', 'PUT', 'DELETE'],
  params: [...TARGET_PARAMS, { name: 'assign_to', type: 'str', required: true }],
  handler: (api, a) => setAssignmentStatus(api, a.doctype, a.name, a.assign_to, 'Cancelled'),
});

/** frappe.desk.form.assign_to.close: the assignee marks their own assignment done. */
export const assignClose = whitelist({
  path: 'desk.form.assign_to.close',
  methods: ['POST', 'PUT'],
  params: [...TARGET_PARAMS, { name: 'assign_to', type: 'str', required: true }],
  handler: (api, a) => {
    if (a.assign_to !== api.user.name) throw appError('VALIDATION', 'Only the assignee can complete this to-do.');
    return setAssignmentStatus(api, a.doctype, a.name, a.assign_to, 'Closed');
  },
});

/** frappe.desk.form.assign_to.get: the open assignments of a document the caller may read. */
export const assignGet = whitelist({
  path: 'desk.form.assign_to.get',
  params: [...TARGET_PARAMS],
  handler: async (api, a) => {
    await readableDoc(api.dc, a.doctype, a.name);
    return openAssignments(api, a.doctype, a.name);
  },
});

