import { appError } from '../../../../src/errors/app-error.ts';
import type { DocController } from '../../../../src/model/controller.ts';

/**
 * Email Unsubscribe (frappe/email/doctype/email_unsubscribe), as Frappe's validate: one about a
 * document needs the document, and an address unsubscribes once per document (or once globally).
 * Mails about the document (or, global, every mail that honours unsubscribes) skip the address.
 */
const controller: DocController = {
  events: {
    async validate(dc, doc) {
      const global = Number(doc.global_unsubscribe) === 1;
      if (!global && !(doc.reference_doctype && doc.reference_name)) throw appError('MANDATORY', 'Reference DocType and Reference Name are required');
      const table = dc.site.meta.get('Email Unsubscribe')!.tableName;
      let q = dc.tx.builder.selectFrom(table).select('name').where('email', '=', String(doc.email)).where('name', '!=', String(doc.name ?? ''));
      q = global ? q.where('global_unsubscribe', '=', 1) : q.where('reference_doctype', '=', String(doc.reference_doctype)).where('reference_name', '=', String(doc.reference_name));
      if (await dc.tx.first(q)) {
        throw appError('DUPLICATE_ENTRY', global ? `${String(doc.email)} already unsubscribed` : `${String(doc.email)} already unsubscribed for ${String(doc.reference_doctype)} ${String(doc.reference_name)}`);
      }
    },
  },
};

export default controller;
