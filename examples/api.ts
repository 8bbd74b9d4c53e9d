// Whitelisted functions of the examples app. Every export made with whitelist() is reachable at
// /api/method/examples.api.<name>; other exports (helpers) are not.
import { whitelist } from 'svc/app-api';

/**
 * GET /api/method/examples.api.book_summary?name=<book>: reads through api.docs, which checks the
 * caller's permissions, so a book the caller may not read is 404 exactly as on /api/resource.
 */
export const book_summary = whitelist({
  params: [{ name: 'name', type: 'str', required: true }],
  handler: async (api, { name }) => {
    const book = await api.docs.get('Library Book', name);
    return { title: book.title, author: book.author, available: book.status === 'Available', borrower: book.borrower };
  },
});

/**
 * POST /api/method/examples.api.lend_book {"name": <book>}: any signed-in user may borrow an
 * available book, though only a System Manager may edit books. The function checks what the
 * rule needs (the caller can read the book, the book is available) and then writes with
 * explicit system rights. It declares POST because it writes: as GET it would be refused.
 */
export const lend_book = whitelist({
  methods: ['POST'],
  params: [{ name: 'name', type: 'str', required: true }],
  handler: async (api, { name }) => {
    const book = await api.docs.get('Library Book', name);
    if (book.status !== 'Available') api.throw(`${book.title} is already lent`);
    const lent = await api.asSystem().update('Library Book', name, { status: 'Lent', borrower: api.user.name });
    api.msgprint(`Enjoy ${lent.title}`);
    return { status: lent.status, borrower: lent.borrower, lent_on: lent.lent_on };
  },
});
