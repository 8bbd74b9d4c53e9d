import { whitelist } from '../../method-def.ts';

/**
 * frappe.automation.doctype.auto_repeat.auto_repeat.get_auto_repeat_doctypes: the Auto Repeat
 * form's query for its Reference Document Type, every DocType that allows Auto Repeat as `[[name]]`
 * (svc has no Property Setter, so the DocTypes' own flag decides). As Frappe, `txt` and paging
 * are accepted and the whole list answered.
 */
export const getAutoRepeatDoctypes = whitelist({
  path: 'automation.doctype.auto_repeat.auto_repeat.get_auto_repeat_doctypes',
  params: [
    { name: 'doctype', type: 'str' },
    { name: 'txt', type: 'str' },
    { name: 'searchfield', type: 'str' },
    { name: 'start', type: 'int' },
    { name: 'page_len', type: 'int' },
    { name: 'filters', type: 'any' },
  ],
  handler: (api) =>
    api.dc.site.meta.all()
      .filter((meta) => Number(meta.source.allow_auto_repeat ?? 0) === 1)
      .map((meta) => [meta.name])
      .sort((x, y) => x[0]!.localeCompare(y[0]!)),
});
