import { appError } from '../../../../src/errors/app-error.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';

const STANDARD_ROLES = ['Administrator', 'Guest', 'All', 'System Manager', 'Desk User'];
/** Frappe's list of roles a rename refuses (role.py STANDARD_ROLES) adds Script Manager to svc's standard roles. */
const UNRENAMABLE_ROLES = new Set([...STANDARD_ROLES, 'Script Manager']);

/**
 * The first DocType shipped by an app whose permissions name `role`. Those rules come from the
 * app's JSON, which a rename cannot rewrite: renamed, the role would silently lose them.
 */
function appDocTypeGranting(dc: DocContext, role: string): string | undefined {
  return dc.site.meta.all().find((meta) => dc.site.meta.isStandard(meta.name) && meta.permissions.some((rule) => rule.role === role))?.name;
}

/**
 * Role (frappe/core/doctype/role): standard roles stay; a change reaches every process's credential
 * cache. A rename moves the role's Has Role rows and DocPerm rules with it (they link to it) and
 * reloads the DocTypes, whose permissions name it.
 */
const controller: DocController = {
  events: {
    async on_update(dc) {
      await dc.site.db.notify(dc.tx, 'auth');
    },
    async on_trash(dc, doc) {
      if (STANDARD_ROLES.includes(String(doc.name))) throw appError('PERMISSION_DENIED', `Role ${String(doc.name)} is a standard role and cannot be deleted`);
      await dc.site.db.notify(dc.tx, 'auth');
    },
  },
  rename: {
    before(dc, doc) {
      const role = String(doc.name);
      if (UNRENAMABLE_ROLES.has(role)) throw appError('VALIDATION', 'Standard roles cannot be renamed');
      const granting = appDocTypeGranting(dc, role);
      if (granting) throw appError('VALIDATION', `Role ${role} grants permissions in ${granting}, which an app defines: it cannot be renamed`);
    },
    async after(dc) {
      await dc.site.db.notify(dc.tx, 'auth');
      await dc.site.db.notify(dc.tx, 'meta');
    },
  },
};

export default controller;
