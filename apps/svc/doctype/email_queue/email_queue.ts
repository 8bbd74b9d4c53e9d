import { enqueueSend } from '../../../../src/email/enqueue-send.ts';
import { appError } from '../../../../src/errors/app-error.ts';
import type { DocController } from '../../../../src/model/controller.ts';
import { docMethod } from '../../../../src/rpc/method-def.ts';

/**
 * Email Queue (frappe/email/doctype/email_queue): written by sendmail and the send job, read by
 * System Managers. As Frappe: only Administrator deletes one, and `retry_sending` puts a mail in
 * Error back to Not Sent (with its retry count reset here, so the send job has its retries again)
 * and hands it to a send job.
 */
const controller: DocController = {
  events: {
    on_trash(dc) {
      if (dc.user.name !== 'Administrator') throw appError('VALIDATION', 'Only Administrator can delete Email Queue');
    },
  },
  methods: {
    retry_sending: docMethod({
      methods: ['POST', 'PUT'],
      handler: async (api, doc) => {
        if (doc.status !== 'Error') return null;
        const dc = api.dc;
        const table = dc.site.meta.get('Email Queue')!.tableName;
        await dc.tx.run(dc.tx.builder.updateTable(table).set({ status: 'Not Sent', retry: 0, error: null, modified: dc.now }).where('name', '=', String(doc.name)).where('status', '=', 'Error'));
        await enqueueSend(api.dc, String(doc.name));
        return null;
      },
    }),
  },
};

export default controller;
