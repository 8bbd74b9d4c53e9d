import { appError } from '../../../errors/app-error.ts';
import { accessFor } from '../../../model/permissions.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import { renderTemplate } from '../../../templates/index.ts';
import { whitelist } from '../../method-def.ts';

/**
 * frappe.automation.doctype.auto_repeat.auto_repeat.generate_message_preview: the Auto Repeat
 * form's Preview Message, the message and subject rendered over the reference document. Needs
 * write on Auto Repeat (403) and read on the document (404 when it cannot be read, docs/DECISIONS.md
 * D32); a template that does not parse is a 417.
 */
export const generateMessagePreview = whitelist({
  path: 'automation.doctype.auto_repeat.auto_repeat.generate_message_preview',
  params: [
    { name: 'reference_dt', type: 'str', required: true },
    { name: 'reference_doc', type: 'str', required: true },
    { name: 'message', type: 'str' },
    { name: 'subject', type: 'str' },
  ],
  handler: async (api, a) => {
    if (!accessFor(requireDocType(api.dc, 'Auto Repeat'), api.user, api.dc.site.controllers).has('write')) {
      throw appError('PERMISSION_DENIED', 'No permission for Auto Repeat');
    }
    const doc = await api.docs.get(a.reference_dt, a.reference_doc);
    const context = { doc };
    return {
      message: renderTemplate(a.message ?? '', context, 'Message'),
      subject: a.subject ? renderTemplate(a.subject, context, 'Subject') : 'Please add a subject to your email',
    };
  },
});
