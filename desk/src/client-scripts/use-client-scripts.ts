import { useToast } from 'primevue/usetoast';
import { provide, reactive, toRaw, watch, type Ref } from 'vue';
import { useDesk } from '../desk.ts';
import { LAYOUT_TYPES, TABLE_TYPES, type DocTypeDef } from '../meta.ts';
import { createFrm, type CustomButton } from './frm.ts';
import { LINK_FILTERS } from './link-query.ts';
import { runFormScripts } from './load-module.ts';
import { ClientScriptStop, createScriptRuntime, type Notice } from './script-runtime.ts';

type Values = Record<string, any>;

/** What the form hands to its Client Scripts. */
export interface ScriptedForm {
  doctype: string;
  doc: Ref<Values>;
  meta: Ref<DocTypeDef | null>;
  children: Ref<Record<string, DocTypeDef>>;
  isNew(): boolean;
  save(): Promise<void>;
  reload(): Promise<void>;
}

/** A child row's name for scripts (`cdn`): its saved name, or one given while it is new (never sent: `__` keys are not). */
const cdnOf = (row: Values) => String(row.name ?? row.__cdn ?? '');
const snapshot = (v: unknown) => JSON.stringify(v ?? null);

/**
 * Runs a DocType's enabled Client Scripts in its form (docs/DECISIONS.md D122, D123): loads them
 * once, fires `onload` when a document is first shown, `refresh` after each load, `<fieldname>`
 * when a value changes (by typing or by a script), `<fieldname>(frm, cdt, cdn)` of a child DocType
 * when a row's value changes and `<table>_add` when a row is added, and `validate`/`before_save`/
 * `after_save` around a save. A failing script is shown in a toast and logged, never thrown into
 * the form; frappe.throw is an intended stop, shown and not logged.
 */
export function useClientScripts(form: ScriptedForm) {
  const desk = useDesk();
  const toast = useToast();
  const buttons = reactive<CustomButton[]>([]);
  const queries = new Map<string, (doc: any, cdt?: string, cdn?: string) => unknown>();
  let ownCopy: { source: DocTypeDef; copy: DocTypeDef } | null = null;
  let loading: Promise<void> | null = null;
  let onloadOf: string | null = null;
  let seenDoc: Values | null = null;
  let seen = new Map<string, string>();
  let nextRow = 0;

  const notify = (n: Notice) => toast.add({ ...n, life: n.severity === 'error' ? 8000 : 4000 });
  function failed(e: unknown) {
    if (e instanceof ClientScriptStop) return;
    console.error('Client Script error', e);
    toast.add({ severity: 'error', summary: `Client Script error (${form.doctype})`, detail: (e as Error)?.message ?? String(e), life: 8000 });
  }

  const tables = () => (form.meta.value?.fields ?? []).filter((f) => TABLE_TYPES.has(f.fieldtype) && form.children.value[f.fieldname]);
  function docOf(cdt: string, cdn: string): Values | undefined {
    const doc = form.doc.value;
    if (cdt === form.doctype && (cdn === String(doc.name ?? '') || cdn === '')) return doc;
    for (const f of tables()) {
      if (form.children.value[f.fieldname].name !== cdt) continue;
      const row = (doc[f.fieldname] as Values[] | undefined)?.find((r) => cdnOf(r) === cdn);
      if (row) return row;
    }
    return undefined;
  }

  const runtime = createScriptRuntime({
    notify,
    callMethod: (method, args) => desk.api.call(method, args),
    docOf,
    setValue(cdt, cdn, fieldname, value) {
      const target = docOf(cdt, cdn);
      if (target) target[fieldname] = value;
    },
  });
  const frm = createFrm({
    doctype: form.doctype,
    doc: () => form.doc.value,
    meta: () => form.meta.value,
    children: () => form.children.value,
    isNew: () => form.isNew(),
    save: () => form.save(),
    reload: () => form.reload(),
    buttons,
    queries,
    guard(run) {
      void Promise.resolve().then(run).catch(failed);
    },
  });

  /** Runs an event's handlers in order; false when one stopped it (frappe.throw, `frappe.validated = false`) or failed. */
  async function trigger(event: string, doctype = form.doctype, cdt?: string, cdn?: string): Promise<boolean> {
    for (const handler of runtime.handlersFor(doctype, event)) {
      try {
        await handler(frm, cdt, cdn);
      } catch (e) {
        failed(e);
        return false;
      }
    }
    return true;
  }

  /** The values as the last look saw them: a field's, and each row's field as `<table>|<cdn>|<field>`. */
  function look(doc: Values): Map<string, string> {
    const now = new Map<string, string>();
    for (const f of form.meta.value?.fields ?? []) {
      if (LAYOUT_TYPES.has(f.fieldtype)) continue;
      const child = form.children.value[f.fieldname];
      if (!TABLE_TYPES.has(f.fieldtype) || !child) {
        now.set(f.fieldname, snapshot(doc[f.fieldname]));
        continue;
      }
      for (const row of (doc[f.fieldname] as Values[] | undefined) ?? []) {
        if (!row.name && !row.__cdn) row.__cdn = `new-${child.name.toLowerCase().replace(/ /g, '-')}-${++nextRow}`;
        now.set(`${f.fieldname}|${cdnOf(row)}|`, '');
        for (const c of child.fields) if (!LAYOUT_TYPES.has(c.fieldtype)) now.set(`${f.fieldname}|${cdnOf(row)}|${c.fieldname}`, snapshot(row[c.fieldname]));
      }
    }
    return now;
  }

  async function changed(before: Map<string, string>, now: Map<string, string>) {
    for (const [key, value] of now) {
      if (before.get(key) === value) continue;
      const [table, cdn, fieldname] = key.split('|');
      if (cdn === undefined) await trigger(table);
      else {
        const cdt = form.children.value[table]?.name ?? '';
        await trigger(fieldname === '' ? `${table}_add` : fieldname, cdt, cdt, cdn);
      }
    }
  }

  function remember() {
    seenDoc = form.doc.value;
    seen = look(seenDoc);
  }

  watch(() => form.doc.value, (doc) => {
    if (!runtime.hasHandlers()) return;
    if (doc !== seenDoc) return remember();
    const before = seen;
    seen = look(doc);
    void changed(before, seen);
  }, { deep: true });

  provide(LINK_FILTERS, (doctype, fieldname, doc) => {
    const query = queries.get(`${doctype}:${fieldname}`);
    if (!query) return undefined;
    try {
      const asked = query(form.doc.value, doctype, doc && doc !== form.doc.value ? cdnOf(doc) : String(form.doc.value.name ?? '')) as { filters?: unknown } | undefined;
      return asked?.filters;
    } catch (e) {
      failed(e);
      return undefined;
    }
  });

  return {
    buttons,
    /** The form's own copy of a loaded DocType: scripts change its fields' properties, not the desk's cached one. */
    ownMeta(loaded: DocTypeDef): DocTypeDef {
      const source = toRaw(loaded);
      if (ownCopy?.source !== source) ownCopy = { source, copy: structuredClone(source) };
      return ownCopy.copy;
    },
    /** After each load of the form: the scripts once, `onload` for a document shown the first time, then `refresh`. */
    async loaded(): Promise<void> {
      const meta = form.meta.value;
      if (!meta) return;
      loading ??= runFormScripts(form.doctype, (meta as unknown as Values).__custom_js, runtime).catch(failed);
      await loading;
      if (!runtime.hasHandlers()) return;
      remember();
      const key = String(form.doc.value.name ?? '');
      if (onloadOf !== key) {
        onloadOf = key;
        await trigger('onload');
      }
      buttons.splice(0);
      await trigger('refresh');
    },
    /** Before a save: `validate`, then `before_save`; false when the save must not go on. */
    async beforeSave(): Promise<boolean> {
      if (!runtime.hasHandlers()) return true;
      runtime.frappe.validated = true;
      if (!(await trigger('validate')) || !runtime.frappe.validated) return false;
      return trigger('before_save');
    },
    async afterSave(): Promise<void> {
      if (runtime.hasHandlers()) await trigger('after_save');
    },
  };
}
