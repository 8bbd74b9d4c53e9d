import { appError } from '../../../errors/app-error.ts';
import { renderTemplate } from '../../../templates/index.ts';
import { whitelist } from '../../method-def.ts';

/** The template's names: the document's fields, and `doc` for the whole document (docs/DECISIONS.md F38). */
function contextOf(doc: Record<string, unknown>): Record<string, unknown> {
  return Object.hasOwn(doc, 'doc') ? doc : { ...doc, doc };
}

/** An Email Template's subject and message rendered over a document, as Frappe v15's get_formatted_email. */
export function formatEmail(template: Record<string, unknown>, doc: Record<string, unknown>): { subject: string; message: string } {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const context = contextOf(doc);
  return {
    subject: renderTemplate(text(template.subject), context, 'Subject'),
    message: renderTemplate(text(template.use_html ? template.response_html : template.response), context, 'Response'),
  };
}

/**
 * frappe.email.doctype.email_template.email_template.get_email_template: the desk's mail composer
 * fills subject and message from a template. The template is read with the caller's rights (404
 * when missing, 403 without read on Email Template); `doc` is the form's document, JSON text or an
 * object.
 */
export const getEmailTemplate = whitelist({
  path: 'email.doctype.email_template.email_template.get_email_template',
  params: [
    { name: 'template_name', type: 'str', required: true },
    { name: 'doc', type: 'json', required: true },
  ],
  handler: async (api, a) => {
    const doc: unknown = a.doc;
    if (typeof doc !== 'object' || doc === null || Array.isArray(doc)) throw appError('VALIDATION', 'doc must be a JSON object');
    const template = await api.docs.get('Email Template', a.template_name);
    return formatEmail(template, doc as Record<string, unknown>);
  },
});
