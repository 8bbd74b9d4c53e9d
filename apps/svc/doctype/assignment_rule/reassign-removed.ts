import { eventApi } from '../../../../src/apps/app-api.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { ChildRow, Doc } from '../../../../src/model/document.ts';
import { addAssignment } from '../../../../src/rpc/builtin/assign/add-assignment.ts';
import { setTodoStatus, type DocTodo } from './document-todos.ts';
import { pickUser, rememberLastUser } from './pick-user.ts';
import type { LoadedRule } from './rules-of.ts';

const valuesOf = (rows: unknown, key: string): string[] => (Array.isArray(rows) ? (rows as ChildRow[]).map((row) => String(row[key] ?? '')).filter(Boolean) : []);

/** The saved rule as applying it needs it. */
export function loadedRule(rule: Doc): LoadedRule {
  return { ...rule, name: String(rule.name), userList: valuesOf(rule.users, 'user'), dayList: valuesOf(rule.assignment_days, 'day') };
}

/**
 * A user taken off a Round Robin or Load Balancing rule hands on the open ToDos the rule gave
 * them: each is cancelled and its document assigned again by the rule among the users left
 * (docs/DECISIONS.md D103). A disabled rule, or one left with no users, leaves them be.
 */
export async function reassignRemovedUsers(dc: DocContext, rule: Doc, old: Doc | null): Promise<void> {
  if (!old || rule.disabled || rule.rule === 'Based on Field') return;
  const now = loadedRule(rule);
  const removed = valuesOf(old.users, 'user').filter((user) => !now.userList.includes(user));
  if (removed.length === 0 || now.userList.length === 0) return;
  const todos = await dc.tx.all<DocTodo & { reference_type: string; reference_name: string; description: string | null }>(
    dc.tx.builder.selectFrom('tabToDo').select(['name', 'status', 'allocated_to', 'assigned_by', 'assignment_rule', 'reference_type', 'reference_name', 'description'])
      .where('assignment_rule', '=', now.name).where('status', '=', 'Open').where('allocated_to', 'in', removed).orderBy('creation').orderBy('name'),
  );
  const api = eventApi(dc);
  for (const todo of todos) {
    const meta = dc.site.meta.get(todo.reference_type);
    if (!meta || !(await api.asSystem().exists(todo.reference_type, todo.reference_name))) continue;
    await setTodoStatus(dc, todo.reference_type, todo.reference_name, [todo], 'Cancelled');
    const doc = await api.asSystem().get(todo.reference_type, todo.reference_name) as Doc;
    const user = await pickUser(dc, now, meta.name, doc);
    if (!user) continue;
    const description = String(todo.description ?? '');
    await addAssignment(api, doc, { doctype: meta.name, name: todo.reference_name, user, description, logDescription: description, assignmentRule: now.name, shareNeedsRight: false });
    await rememberLastUser(dc, now, user);
  }
}
