import type { InjectionKey } from 'vue';

/**
 * The filters a form's Client Scripts set for a Link field (`frm.set_query`), which the Link
 * input sends to search_link; the DocType is the form's or a child table's, `doc` the document
 * or row the field is on. Undefined when no script set one.
 */
export type LinkFilters = (doctype: string, fieldname: string, doc: Record<string, any> | undefined) => unknown;

export const LINK_FILTERS: InjectionKey<LinkFilters> = Symbol('link-filters');
