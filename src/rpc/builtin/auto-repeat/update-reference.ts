import { whitelist } from '../../method-def.ts';

/**
 * frappe.automation.doctype.auto_repeat.auto_repeat.update_reference: points an Auto Repeat at
 * another document (the desk calls it when a repeated document is amended). The Auto Repeat is
 * saved with the caller's rights, so it needs write on it and passes its validation again, where
 * Frappe writes the field without either (docs/DECISIONS.md D97). Answers "success", as Frappe.
 */
export const updateReference = whitelist({
  path: 'automation.doctype.auto_repeat.auto_repeat.update_reference',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'docname', type: 'str', required: true },
    { name: 'reference', type: 'str', required: true },
  ],
  handler: async (api, a) => {
    await api.docs.update('Auto Repeat', a.docname, { reference_document: a.reference });
    return 'success';
  },
});
