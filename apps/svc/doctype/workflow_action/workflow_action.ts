import { allOf, anyOf, fieldCondition, type Condition, type DocController } from '../../../../src/apps/app-api.ts';

/** The child table of the roles an action is open to, and the Workflow Action field holding it. */
const ROLES_TABLE = { doctype: 'Workflow Action Permitted Role', field: 'permitted_roles' } as const;

/**
 * Workflow Action (frappe/workflow/doctype/workflow_action): a pending action on a document, made
 * and closed by the document events (hooks.ts, `src/rpc/builtin/workflow/workflow-actions.ts`). A
 * user sees the Open ones permitted to one of their roles or addressed to them, as Frappe's
 * permission query conditions; Administrator sees every one.
 */
const controller: DocController = {
  permissionCondition(meta, user): Condition | null {
    if (user.name === 'Administrator') return null;
    const byRole: Condition = {
      kind: 'child_exists',
      childTable: `tab${ROLES_TABLE.doctype}`,
      parentType: meta.name,
      parentField: ROLES_TABLE.field,
      where: { kind: 'in', ref: { table: 't', column: 'role', type: 'text', nullAsEmpty: true }, negate: false, values: [...user.roles] },
    };
    return allOf([anyOf([fieldCondition(meta, 'user', '=', user.name), byRole]), fieldCondition(meta, 'status', '=', 'Open')]);
  },
};

export default controller;
