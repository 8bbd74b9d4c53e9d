/**
 * The `frappe`, `__` and `locals` one form gives its Client Scripts: the subset of Frappe's
 * client API most scripts use (README "The desk → form API"). Each form makes its own, so the
 * handlers a script registers belong to the form that ran it and go with it.
 */
export type Handler = (frm: any, cdt?: string, cdn?: string) => unknown;
type Events = Record<string, Handler>;

/** What frappe.throw throws: an intended stop (validate refuses the save), shown to the user, not a failure of the script. */
export class ClientScriptStop extends Error {}

/** A message a script shows (frappe.msgprint, frappe.throw), as the form's toast shows it. */
export interface Notice {
  severity: 'info' | 'success' | 'warn' | 'error';
  summary: string;
  detail: string;
}

/** What the runtime needs of the desk: how to show a notice, call a method, and reach the form's rows. */
export interface RuntimeHost {
  notify(notice: Notice): void;
  callMethod(method: string, args: Record<string, unknown>): Promise<any>;
  /** The document (the form's own or one of its child rows) of a DocType and name, or undefined. */
  docOf(cdt: string, cdn: string): Record<string, any> | undefined;
  /** Sets a value of the form's document or of one of its rows, as the form does when typed into. */
  setValue(cdt: string, cdn: string, fieldname: string, value: unknown): void;
}

const SEVERITY: Record<string, Notice['severity']> = { red: 'error', green: 'success', orange: 'warn', yellow: 'warn', blue: 'info' };

/** Frappe's `__`: a text with `{0}`, `{1}`… replaced by the arguments (svc's desk does not translate). */
export function translate(text: string, args: unknown[] = []): string {
  return String(text ?? '').replace(/\{(\d+)\}/g, (whole, i) => (Number(i) < args.length ? String(args[Number(i)]) : whole));
}

function noticeOf(message: unknown, fallback: Notice['severity']): Notice {
  if (message && typeof message === 'object') {
    const m = message as { message?: unknown; title?: unknown; indicator?: unknown };
    return { severity: SEVERITY[String(m.indicator)] ?? fallback, summary: String(m.title ?? 'Message'), detail: stripTags(String(m.message ?? '')) };
  }
  return { severity: fallback, summary: fallback === 'error' ? 'Not done' : 'Message', detail: stripTags(String(message ?? '')) };
}

/** Messages are shown as text: Frappe's msgprint takes HTML, the toast does not render it. */
const stripTags = (html: string) => html.replace(/<[^>]*>/g, '');

export function createScriptRuntime(host: RuntimeHost) {
  const handlers = new Map<string, Events[]>();
  const frappe = {
    /** Set to false by a validate handler, as in Frappe, to stop the save without throwing. */
    validated: true,
    ui: {
      form: {
        on(doctype: string, events: Events | string, handler?: Handler) {
          const set = typeof events === 'string' ? { [events]: handler as Handler } : events;
          if (!set || typeof set !== 'object') return;
          handlers.set(doctype, [...(handlers.get(doctype) ?? []), set]);
        },
      },
    },
    msgprint(message: unknown, title?: string) {
      const notice = noticeOf(message, 'info');
      if (title) notice.summary = title;
      host.notify(notice);
    },
    throw(message: unknown, title?: string): never {
      const notice = noticeOf(message, 'error');
      if (title) notice.summary = title;
      host.notify(notice);
      throw new ClientScriptStop(notice.detail);
    },
    /** Frappe's frappe.call: `{method, args, callback, error}` or `(method, args)`; answers `{message}`. */
    async call(options: string | { method: string; args?: Record<string, unknown>; callback?: (r: any) => void; error?: (e: unknown) => void }, args?: Record<string, unknown>) {
      const opts = typeof options === 'string' ? { method: options, args } : options;
      try {
        const r = { message: await host.callMethod(opts.method, opts.args ?? {}) };
        opts.callback?.(r);
        return r;
      } catch (e) {
        host.notify({ severity: 'error', summary: 'Not done', detail: (e as Error).message });
        opts.error?.(e);
        throw new ClientScriptStop((e as Error).message);
      }
    },
    model: {
      set_value(cdt: string, cdn: string, fieldname: string | Record<string, unknown>, value?: unknown) {
        const values = typeof fieldname === 'string' ? { [fieldname]: value } : fieldname;
        for (const [k, v] of Object.entries(values)) host.setValue(cdt, cdn, k, v);
        return Promise.resolve();
      },
      get_doc: (cdt: string, cdn: string) => host.docOf(cdt, cdn),
    },
    _: (text: string, args?: unknown[]) => translate(text, args),
  };
  /** Frappe's `locals[doctype][name]`: the form's document and its rows. */
  const locals = new Proxy({}, { get: (_t, cdt) => new Proxy({}, { get: (_r, cdn) => host.docOf(String(cdt), String(cdn)) }) });
  return {
    frappe,
    __: (text: string, args?: unknown[]) => translate(text, args),
    locals,
    /** The handlers scripts registered for an event of a DocType, in the order they registered. */
    handlersFor(doctype: string, event: string): Handler[] {
      return (handlers.get(doctype) ?? []).map((set) => set[event]).filter((h): h is Handler => typeof h === 'function');
    },
    hasHandlers: () => handlers.size > 0,
  };
}

export type ScriptRuntime = ReturnType<typeof createScriptRuntime>;
