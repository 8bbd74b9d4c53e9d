// The controller of Library Book: the file beside library_book.json, exporting a DocController by
// default. svc imports it once at start-up; nothing is imported because of a request.
import { docMethod, frappeThrow, type DocController } from 'svc/app-api';

const controller: DocController = {
  events: {
    // validate runs on every insert and save, whoever saves (the REST API, a method, another
    // controller), so rules that must always hold live here rather than in one endpoint.
    validate(dc, doc) {
      if (doc.status === 'Lent') {
        // frappeThrow is Frappe's frappe.throw: 417 ValidationError, the message in
        // _server_messages, and the whole request rolled back.
        if (!doc.borrower) frappeThrow('A lent book needs a borrower');
        doc.lent_on ??= dc.now.slice(0, 10);
      } else {
        doc.borrower = null;
        doc.lent_on = null;
      }
    },
  },
  methods: {
    // A whitelisted document method: POST /api/resource/Library Book/<name> with
    // {"run_method": "return_book"}, or /api/method/run_doc_method. run_method by POST already
    // requires write permission on this book; methods: ['POST'] refuses it by GET, which could
    // not write anyway (GET requests run in a read-only transaction).
    return_book: docMethod({
      methods: ['POST'],
      handler: async (api, book) => {
        if (book.status !== 'Lent') api.throw(`${book.title} is not lent`);
        // `book` is a copy: changing it saves nothing. api.docs saves with the caller's
        // permissions and runs validate, which clears the borrower.
        const saved = await api.docs.update('Library Book', book.name, { status: 'Available' });
        return `${saved.title} is back on the shelf`;
      },
    }),
  },
};

export default controller;
