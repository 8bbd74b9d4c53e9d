import type { DocController } from '../../../../src/model/controller.ts';

/**
 * Letter Head (frappe/printing/doctype/letter_head), as Frappe v15: one default at most, so
 * marking one default clears the mark on the others; a disabled one cannot be the default.
 */
const controller: DocController = {
  events: {
    validate(_dc, doc) {
      if (Number(doc.disabled) === 1) doc.is_default = 0;
    },
    async on_update(dc, doc) {
      if (Number(doc.is_default) !== 1) return;
      const meta = dc.site.meta.get('Letter Head')!;
      await dc.tx.run(dc.tx.builder.updateTable(meta.tableName).set({ is_default: 0 }).where('name', '!=', String(doc.name)).where('is_default', '=', 1));
    },
  },
};

export default controller;
