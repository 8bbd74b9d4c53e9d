import { eventApi } from '../../../../src/apps/app-api.ts';
import type { DocEventHandler } from '../../../../src/model/controller.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';
import type { DocTypeMeta } from '../../../../src/meta/doctype-meta.ts';
import { addAssignment } from '../../../../src/rpc/builtin/assign/add-assignment.ts';
import { escapeHtml } from '../../../../src/util/html.ts';
import { setTodoStatus, todosOf } from './document-todos.ts';
import { pickUser, rememberLastUser } from './pick-user.ts';
import { describeAssignment, ruleConditionHolds } from './rule-conditions.ts';
import { rulesOf, type LoadedRule } from './rules-of.ts';

/** DocTypes no rule assigns: ToDo itself and the logs (Frappe's log_types). */
const SKIPPED = new Set(['ToDo', 'Version', 'Scheduled Job Log', 'View Log', 'Notification Log', 'Email Queue', 'DocShare', 'Document Follow']);
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The site's weekday today (Frappe's get_weekday). */
const weekdayOf = (dc: DocContext) => WEEKDAYS[new Date(`${dc.now.slice(0, 10)}T00:00:00Z`).getUTCDay()];

/** Assigns the document by the rule when its assign condition holds (Frappe's apply_assign); true when someone was assigned. */
async function assignByRule(dc: DocContext, meta: DocTypeMeta, rule: LoadedRule, doc: Doc): Promise<boolean> {
  if (!ruleConditionHolds(dc, meta, rule, 'assign_condition', doc)) return false;
  const user = await pickUser(dc, rule, meta.name, doc);
  if (!user) return false;
  const due = rule.due_date_based_on ? doc[String(rule.due_date_based_on)] : null;
  const description = escapeHtml(describeAssignment(rule, doc));
  await addAssignment(eventApi(dc), doc, {
    doctype: meta.name, name: String(doc.name), user, description, logDescription: description, assignmentRule: rule.name, shareNeedsRight: false,
    ...(typeof due === 'string' && due ? { date: due.slice(0, 10) } : {}),
  });
  if (rule.rule !== 'Based on Field') await rememberLastUser(dc, rule, user);
  return true;
}

/**
 * Frappe's assignment_rule.apply, on every save of a document (`apps/svc/hooks.ts`): the enabled
 * rules of its DocType that apply today, highest priority first. While the document has ToDos,
 * the first rule that made one of them and whose unassign condition holds cancels them all; once
 * it has none, the first rule whose assign condition holds and that finds a user assigns it. Then
 * the first rule with a close condition closes the document's open ToDos when the condition
 * holds, or reopens its closed ones when it does not (docs/DECISIONS.md D101).
 */
async function applyRules(dc: DocContext, doc: Doc, meta: DocTypeMeta): Promise<void> {
  const today = weekdayOf(dc);
  const rules = (await rulesOf(dc, meta.name)).filter((rule) => rule.dayList.length === 0 || rule.dayList.includes(today));
  if (rules.length === 0) return;
  const name = String(doc.name);
  const todos = await todosOf(dc, meta.name, name);
  let clear = todos.length === 0;
  if (!clear) {
    const rulesThatMadeOne = rules.filter((rule) => todos.some((todo) => todo.assignment_rule === rule.name));
    const unassigning = rulesThatMadeOne.find((rule) => ruleConditionHolds(dc, meta, rule, 'unassign_condition', doc));
    if (unassigning) clear = await setTodoStatus(dc, meta.name, name, todos, 'Cancelled');
  }
  let assigned = false;
  if (clear) {
    for (const rule of rules) {
      assigned = await assignByRule(dc, meta, rule, doc);
      if (assigned) break;
    }
  }
  const now = await todosOf(dc, meta.name, name);
  if (now.length === 0) return;
  for (const rule of rules) {
    if (!String(rule.close_condition ?? '').trim()) continue;
    if (ruleConditionHolds(dc, meta, rule, 'close_condition', doc)) {
      await setTodoStatus(dc, meta.name, name, now.filter((todo) => todo.status === 'Open'), 'Closed');
      break;
    }
    const closed = now.filter((todo) => todo.status === 'Closed');
    if (!assigned && closed.length > 0) {
      await setTodoStatus(dc, meta.name, name, closed, 'Open');
      break;
    }
  }
}

/**
 * Frappe's assignment_rule.update_due_date: when a field a rule takes the due date from changed,
 * the open ToDos that rule made for the document take the new date.
 */
async function followDueDates(dc: DocContext, doc: Doc, meta: DocTypeMeta, old: Doc | null): Promise<void> {
  if (!old) return;
  for (const rule of await rulesOf(dc, meta.name)) {
    const field = String(rule.due_date_based_on ?? '');
    if (!field || !meta.fieldMap.has(field) || doc[field] === old[field]) continue;
    const todos = (await todosOf(dc, meta.name, String(doc.name))).filter((todo) => todo.status === 'Open' && todo.assignment_rule === rule.name);
    const date = typeof doc[field] === 'string' ? String(doc[field]).slice(0, 10) : null;
    for (const todo of todos) await eventApi(dc).ignoringPermissions().update('ToDo', todo.name, { date });
  }
}

/** The document event handler (on_update, on_update_after_submit and on_cancel, as Frappe's hooks). */
export function applyAssignmentRules(followDates: boolean): DocEventHandler {
  return async (dc, doc, meta, old) => {
    if (meta.istable || meta.issingle || SKIPPED.has(meta.name) || dc.tx.readOnly) return;
    await applyRules(dc, doc, meta);
    if (followDates) await followDueDates(dc, doc, meta, old);
  };
}
