import { whitelist } from '../../method-def.ts';

/**
 * frappe.automation.doctype.auto_repeat.auto_repeat.make_auto_repeat: a new Auto Repeat for a
 * document (Daily from today unless told), saved with the caller's rights, so every check of
 * the Auto Repeat's validation applies (README "Auto Repeat"). Answers the Auto Repeat.
 */
export const makeAutoRepeat = whitelist({
  path: 'automation.doctype.auto_repeat.auto_repeat.make_auto_repeat',
  methods: ['POST', 'PUT'],
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'docname', type: 'str', required: true },
    { name: 'frequency', type: 'str', default: 'Daily' },
    { name: 'start_date', type: 'str' },
    { name: 'end_date', type: 'str' },
  ],
  handler: (api, a) =>
    api.docs.insert({
      doctype: 'Auto Repeat', reference_doctype: a.doctype, reference_document: a.docname, frequency: a.frequency || 'Daily',
      start_date: a.start_date || api.dc.now.slice(0, 10), ...(a.end_date ? { end_date: a.end_date } : {}),
    }),
});
