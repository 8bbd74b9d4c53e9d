import type { DocumentApi } from '../../document-api.ts';

/** The name of `user`'s Document Follow of this document, or null (Frappe's is_document_followed). */
export async function followOf(system: DocumentApi, doctype: string, name: string, user: string): Promise<string | null> {
  const rows = (await system.list('Document Follow', {
    fields: ['name'], filters: [['ref_doctype', '=', doctype], ['ref_docname', '=', name], ['user', '=', user]], limit_page_length: 1,
  })) as Array<{ name: string }>;
  return rows[0]?.name ?? null;
}
