import { enqueueFlush } from '../../../../src/email/enqueue-send.ts';
import { appError } from '../../../../src/errors/app-error.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { Doc } from '../../../../src/model/document.ts';

const on = (v: unknown) => Number(v) === 1;

/** Frappe's EmailAccount.on_update for default_outgoing: the one default, every other account stops being it. */
async function keepOneDefault(dc: DocContext, doc: Doc): Promise<void> {
  if (!on(doc.default_outgoing)) return;
  const table = dc.site.meta.get('Email Account')!.tableName;
  await dc.tx.run(dc.tx.builder.updateTable(table).set({ default_outgoing: 0 }).where('name', '!=', String(doc.name)).where('default_outgoing', '=', 1));
}

/**
 * Email Account (frappe/email/doctype/email_account), outgoing only: svc sends through SMTP and
 * receives no mail. As Frappe's validate: the name defaults to the address, a different login
 * needs its login id, an outgoing account needs its SMTP server, and "Default Outgoing" needs
 * "Enable Outgoing". Frappe also tries the SMTP login on save; svc does not (the first send
 * reports what the server says, on the Email Queue record). Saving an outgoing account flushes
 * the queue, so mail that waited for one goes out.
 */
const controller: DocController = {
  autoname: (doc) => (doc.email_account_name ? undefined : String(doc.email_id ?? '') || undefined),
  events: {
    validate: (_dc, doc) => {
      doc.email_account_name ||= doc.email_id;
      if (on(doc.login_id_is_different)) {
        if (!doc.login_id) throw appError('VALIDATION', 'Login Id is required');
      } else doc.login_id = null;
      if (!on(doc.enable_outgoing)) doc.default_outgoing = 0;
      if (on(doc.enable_outgoing) && !doc.smtp_server) throw appError('VALIDATION', 'SMTP Server is required');
      if (on(doc.use_tls) && on(doc.use_ssl_for_outgoing)) throw appError('VALIDATION', 'Use either TLS (STARTTLS) or SSL for outgoing mail, not both');
      if (doc.smtp_port && !/^\d{1,5}$/.test(String(doc.smtp_port).trim())) throw appError('VALIDATION', `Port ${String(doc.smtp_port).slice(0, 20)} is not a number`);
      doc.enable_incoming = 0;
    },
    async on_update(dc, doc) {
      await keepOneDefault(dc, doc);
      if (on(doc.enable_outgoing)) await enqueueFlush(dc);
    },
  },
};

export default controller;
