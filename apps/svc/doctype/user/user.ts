import { AUTOMATIC_ROLES } from '../../../../src/context/principal.ts';
import { appError } from '../../../../src/errors/app-error.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import type { ChildRow } from '../../../../src/model/document.ts';
import { mustColumnRef } from '../../../../src/query/column-ref.ts';

const STANDARD_USERS = ['Administrator', 'Guest'];

/**
 * User (frappe/core/doctype/user): named by the lower-cased e-mail, full name derived, automatic
 * roles never assigned, the standard users hidden from everyone but Administrator, and every
 * change dropping cached credentials on all processes.
 */
const controller: DocController = {
  autoname(doc) {
    return typeof doc.email === 'string' ? doc.email.trim().toLowerCase() : undefined;
  },
  permissionCondition(meta, user) {
    return { kind: 'in', ref: mustColumnRef(meta, 'name'), negate: true, values: STANDARD_USERS };
  },
  events: {
    async validate(dc, doc) {
      if (typeof doc.email === 'string') doc.email = doc.email.trim().toLowerCase();
      doc.full_name = [doc.first_name, doc.middle_name, doc.last_name].filter((p) => typeof p === 'string' && p.trim()).join(' ');
      const seen = new Set<string>();
      const roles = ((doc.roles as ChildRow[] | undefined) ?? []).filter((r) => {
        const role = String(r.role ?? '');
        if (AUTOMATIC_ROLES.has(role) || seen.has(role)) return false;
        seen.add(role);
        return true;
      });
      doc.roles = roles;
      if (STANDARD_USERS.includes(String(doc.name))) {
        // Frappe (user.py check_enable_disable): Administrator and Guest cannot be disabled.
        if (Number(doc.enabled) === 0) throw appError('VALIDATION', `User ${String(doc.name)} cannot be disabled`);
        return;
      }
      const names = roles.map((r) => String(r.role));
      const desk = names.length === 0 ? [] : await dc.tx.all<{ name: string }>(
        dc.tx.builder.selectFrom('tabRole').select('name').where('name', 'in', names).where('desk_access', '=', 1).where('disabled', '=', 0),
      );
      doc.user_type = desk.length > 0 ? 'System User' : 'Website User';
    },
    async on_update(dc) {
      await dc.site.db.notify(dc.tx, 'auth');
    },
    async on_trash(dc, doc) {
      if (STANDARD_USERS.includes(String(doc.name))) throw appError('PERMISSION_DENIED', `User ${String(doc.name)} cannot be deleted`);
      await dc.site.db.notify(dc.tx, 'auth');
    },
  },
};

export default controller;
