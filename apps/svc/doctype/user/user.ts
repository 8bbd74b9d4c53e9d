import { AUTOMATIC_ROLES } from '../../../../src/context/principal.ts';
import { appError } from '../../../../src/errors/app-error.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { ChildRow } from '../../../../src/model/document.ts';
import { validateValue } from '../../../../src/model/validate-value.ts';
import { mustColumnRef } from '../../../../src/query/column-ref.ts';
import { impossiblePrefixes } from '../../../../src/util/address-prefixes.ts';
import { sendWelcomeMail } from '../../../../src/rpc/builtin/account/welcome-mail.ts';

const STANDARD_USERS = ['Administrator', 'Guest'];

/**
 * Every document's `owner` and `modified_by` that name `from` name `to` instead, in every table
 * (Frappe's User.after_rename); tables and columns come from the DocTypes' metadata.
 */
async function reassignAuthorship(dc: DocContext, from: string, to: string): Promise<void> {
  const b = dc.tx.builder;
  for (const meta of dc.site.meta.all()) {
    if (meta.issingle || meta.isVirtual) continue;
    for (const column of ['owner', 'modified_by'] as const) {
      await dc.tx.run(b.updateTable(b.dynamic.table(meta.tableName).as('t')).set({ [column]: to }).where(`t.${column}`, '=', from));
    }
  }
}

/**
 * The User's own security fields hold values svc can apply (Frappe takes any): login hours are
 * hours of the day, a session limit is not negative, and every `restrict_ip` entry can start an
 * address (`10.0.0.0/8` or a host name never would, and would lock the user out unseen).
 */
function validateSecurityFields(doc: Record<string, unknown>): void {
  for (const [field, label] of [['login_after', 'Login After'], ['login_before', 'Login Before']] as const) {
    const hour = Number(doc[field] ?? 0);
    if (hour < 0 || hour > 24) throw appError('VALIDATION', `${label} must be an hour from 0 to 24 (0: not set)`);
  }
  if (Number(doc.simultaneous_sessions ?? 0) < 0) throw appError('VALIDATION', 'Simultaneous Sessions must not be negative');
  const impossible = impossiblePrefixes(doc.restrict_ip);
  if (impossible.length > 0) {
    throw appError('VALIDATION', `Restrict IP: ${impossible.join(', ')} cannot start an IP address; list address prefixes such as 192.168.1. or 2001:db8:, separated by commas`);
  }
}

/**
 * User (frappe/core/doctype/user): named by the lower-cased e-mail, full name derived, automatic
 * roles never assigned, the standard users hidden from everyone but Administrator, the security
 * fields checked, and every change dropping cached credentials on all processes (so a new
 * `enabled`, `restrict_ip` or session limit applies from the next request on). A rename (allowed
 * but for Administrator and Guest, to a valid address, lower-cased) carries the name into every
 * document's owner and modified_by, sets the e-mail to it and ends the user's sessions, under
 * either name.
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
      validateSecurityFields(doc);
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
    async after_insert(dc, doc) {
      // Frappe's send_welcome_mail_to_user: the link to set (or reset) the password, valid once.
      if (Number(doc.send_welcome_email) === 1) await sendWelcomeMail(dc, String(doc.name));
    },
    async on_trash(dc, doc) {
      if (STANDARD_USERS.includes(String(doc.name))) throw appError('PERMISSION_DENIED', `User ${String(doc.name)} cannot be deleted`);
      await dc.site.db.notify(dc.tx, 'auth');
    },
  },
  rename: {
    before(dc, doc, to) {
      if (STANDARD_USERS.includes(String(doc.name))) throw appError('VALIDATION', `User ${String(doc.name)} cannot be renamed`);
      const email = dc.site.meta.get('User')?.fieldMap.get('email');
      if (email) validateValue(email, to.trim());
      // Named as a new user is (autoname): by the lower-cased address, which login looks up.
      return to.trim().toLowerCase();
    },
    async after(dc, from, to) {
      await reassignAuthorship(dc, from, to);
      await dc.tx.run(dc.tx.builder.updateTable('tabUser').set({ email: to }).where('name', '=', to));
      // The API key now answers for the new name, and the old name's cached principal must go.
      await dc.site.db.notify(dc.tx, 'auth');
      dc.tx.afterCommit(() => {
        // A session under the old name fails on its next request anyway (no such user): this clears the store.
        dc.site.sessions.endUsers([from, to]).catch((err: unknown) => dc.log.warn({ err }, 'ending the sessions of a renamed user failed'));
      });
    },
  },
};

export default controller;
