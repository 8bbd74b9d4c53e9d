import { eventApi } from '../../../../src/apps/app-api.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import { notifyAssignment } from '../../../../src/rpc/builtin/notifications/assignment-logs.ts';

/** A ToDo of a document, as the rules look at it. */
export interface DocTodo {
  readonly name: string;
  readonly status: string;
  readonly allocated_to: string | null;
  readonly assigned_by: string | null;
  readonly assignment_rule: string | null;
}

/** The document's ToDos but the cancelled ones (Frappe's get_assignments: a closed one counts). */
export function todosOf(dc: DocContext, doctype: string, name: string): Promise<DocTodo[]> {
  return dc.tx.all<DocTodo>(
    dc.tx.builder.selectFrom('tabToDo').select(['name', 'status', 'allocated_to', 'assigned_by', 'assignment_rule'])
      .where('reference_type', '=', doctype).where('reference_name', '=', name).where('status', '!=', 'Cancelled').orderBy('creation').orderBy('name'),
  );
}

/**
 * Sets the status of these ToDos, each saved as the desk's assign_to does (so `_assign` and the
 * timeline follow), the assignee told when one is cancelled or closed. Answers whether there were any.
 */
export async function setTodoStatus(dc: DocContext, doctype: string, name: string, todos: readonly DocTodo[], status: 'Open' | 'Closed' | 'Cancelled'): Promise<boolean> {
  const api = eventApi(dc);
  for (const todo of todos) {
    if (todo.status === status) continue;
    await api.ignoringPermissions().update('ToDo', todo.name, { status });
    if (status !== 'Open' && todo.allocated_to) {
      await notifyAssignment(api, { assignedBy: String(todo.assigned_by ?? ''), allocatedTo: todo.allocated_to, doctype, name, action: 'close' });
    }
  }
  return todos.length > 0;
}
