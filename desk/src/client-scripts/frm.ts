import type { DocField, DocTypeDef } from '../meta.ts';

/** A button a script added to the form (frm.add_custom_button), under its group when it has one. */
export interface CustomButton {
  label: string;
  group: string;
  action: () => unknown;
}

/** What a form gives its `frm`: its document, its own copy of the DocType (scripts change its fields' properties), and its actions. */
export interface FrmHost {
  doctype: string;
  doc(): Record<string, any>;
  meta(): DocTypeDef | null;
  children(): Record<string, DocTypeDef>;
  isNew(): boolean;
  save(): Promise<void>;
  reload(): Promise<void>;
  buttons: CustomButton[];
  /** `frm.set_query`'s functions by `<DocType>:<fieldname>`. */
  queries: Map<string, (doc: any, cdt?: string, cdn?: string) => unknown>;
  /** Runs a handler of the runtime for a button; its failure is shown, never thrown. */
  guard(run: () => unknown): void;
}

const listOf = (fields: string | string[]) => (Array.isArray(fields) ? fields : [fields]);

/** The subset of Frappe's `frm` (frappe.ui.form.Form) most Client Scripts use (README "The desk → form API"). */
export function createFrm(host: FrmHost) {
  const field = (fieldname: string): DocField | undefined => host.meta()?.fields.find((f) => f.fieldname === fieldname);
  const setProperty = (fieldname: string, property: string, value: unknown) => {
    const f = field(fieldname);
    if (f) (f as unknown as Record<string, unknown>)[property] = value;
  };
  const frm = {
    get doc() {
      return host.doc();
    },
    get doctype() {
      return host.doctype;
    },
    get docname() {
      return host.doc().name;
    },
    get meta() {
      return host.meta();
    },
    /** Fields by name, with their `df` (the form's copy of the DocField). */
    get fields_dict() {
      return Object.fromEntries((host.meta()?.fields ?? []).map((f) => [f.fieldname, { df: f }]));
    },
    is_new: () => host.isNew(),
    set_value(fieldname: string | Record<string, unknown>, value?: unknown): Promise<void> {
      const values = typeof fieldname === 'string' ? { [fieldname]: value } : fieldname;
      const doc = host.doc();
      for (const [k, v] of Object.entries(values)) doc[k] = v;
      return Promise.resolve();
    },
    /** `set_query(field, fn)` or, for a field of a child table, `set_query(field, tableField, fn)`. */
    set_query(fieldname: string, tableOrFn: string | ((doc: any) => unknown), fn?: (doc: any, cdt?: string, cdn?: string) => unknown) {
      if (typeof tableOrFn === 'function') host.queries.set(`${host.doctype}:${fieldname}`, tableOrFn);
      else if (fn) host.queries.set(`${host.children()[tableOrFn]?.name ?? tableOrFn}:${fieldname}`, fn);
    },
    set_df_property(fieldname: string, property: string, value: unknown) {
      setProperty(fieldname, property, value);
    },
    toggle_display(fields: string | string[], show: unknown) {
      for (const f of listOf(fields)) setProperty(f, 'hidden', show ? 0 : 1);
    },
    toggle_reqd(fields: string | string[], mandatory: unknown) {
      for (const f of listOf(fields)) setProperty(f, 'reqd', mandatory ? 1 : 0);
    },
    toggle_enable(fields: string | string[], enable: unknown) {
      for (const f of listOf(fields)) setProperty(f, 'read_only', enable ? 0 : 1);
    },
    add_custom_button(label: string, action: () => unknown, group?: string) {
      const at = host.buttons.findIndex((b) => b.label === label && b.group === (group ?? ''));
      const button = { label, group: group ?? '', action: () => host.guard(action) };
      if (at >= 0) host.buttons.splice(at, 1, button);
      else host.buttons.push(button);
      return button;
    },
    remove_custom_button(label: string, group?: string) {
      const at = host.buttons.findIndex((b) => b.label === label && b.group === (group ?? ''));
      if (at >= 0) host.buttons.splice(at, 1);
    },
    clear_custom_buttons() {
      host.buttons.splice(0);
    },
    /** The form re-renders what changes by itself: these are kept for the scripts that call them. */
    refresh_field() {},
    refresh_fields() {},
    refresh: () => host.reload(),
    save: () => host.save(),
  };
  return frm;
}

export type Frm = ReturnType<typeof createFrm>;
