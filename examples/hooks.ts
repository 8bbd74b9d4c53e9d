// The examples app's hooks (Frappe's hooks.py): svc imports this file once at start-up, checks it
// (an unknown key, event or a handler that is not a function stops the start with the reason)
// and composes it into every site's controllers, so a request pays nothing for it.
import { afterCommit, defineHooks, docMethod, eventApi, fieldCondition, frappeThrow, type DocEventHandler } from 'svc/app-api';

/** Log-like DocTypes the audit leaves alone (its own entries among them). */
const UNAUDITED = new Set(['Audit Entry', 'Version', 'Comment', 'Deleted Document']);

/**
 * An audit entry for every saved or deleted document of every DocType ("*": built-in ones, the
 * apps' and custom ones made at run time alike). It is written in the save's own transaction, so
 * a save that fails later leaves no entry; the log line waits for the commit.
 */
const audit = (action: 'Saved' | 'Deleted'): DocEventHandler => async (dc, doc, meta) => {
  if (UNAUDITED.has(meta.name)) return;
  // asSystem: the audit is written whatever the user may do with Audit Entry (a read-only DocType).
  await eventApi(dc).asSystem().insert({ doctype: 'Audit Entry', ref_doctype: meta.name, ref_name: doc.name, action, user: dc.user.name });
  afterCommit(dc, () => dc.log.info({ doctype: meta.name, name: doc.name, action }, 'audited change committed'));
};

export default defineHooks({
  doc_events: {
    // After the controller's own validate (library_book.ts), as in Frappe.
    'Library Book': {
      validate(_dc, doc) {
        const digits = String(doc.isbn ?? '').replaceAll('-', '');
        if (digits && !/^(\d{9}[\dX]|\d{13})$/.test(digits)) frappeThrow(`${String(doc.isbn)} is not an ISBN`);
      },
    },
    '*': { on_update: audit('Saved'), on_trash: audit('Deleted') },
  },
  // Extends the built-in Note: titles are trimmed after its own validate, and a Note gains the
  // whitelisted document method word_count.
  override_doctype_class: {
    Note: (base) => ({
      ...base,
      events: {
        ...base.events,
        async validate(dc, doc, meta, old) {
          await base.events?.validate?.(dc, doc, meta, old);
          doc.title = String(doc.title ?? '').trim();
        },
      },
      methods: {
        ...base.methods,
        word_count: docMethod({ handler: (_api, doc) => String(doc.content ?? '').replace(/<[^>]*>/g, ' ').split(/\s+/).filter(Boolean).length }),
      },
    }),
  },
  // A restricted book is listed, counted and read only by System Managers: the rule is compiled
  // into every query on Library Book (listings, counts, reports, reads, api.docs), never a filter
  // applied to rows afterwards.
  permission_query_conditions: {
    'Library Book': (meta, user) => (user.roles.has('System Manager') ? null : fieldCondition(meta, 'restricted', '=', 0)),
  },
  // The app's tile on the apps screen (frappe.apps.get_apps), shown to those who run the library.
  add_to_apps_screen: [
    { title: 'Library', route: '/app/library-book', logo: '/assets/examples/library.svg', has_permission: (user) => user.roles.has('System Manager') },
  ],
});
