import { inject, type App, type InjectionKey } from 'vue';
import { createApi, type Api } from './api';
import type { Boot } from './boot';
import type { DocTypeDef } from './meta';

export interface Desk {
  boot: Boot;
  api: Api;
  /** A DocType's definition and its child tables', loaded once per page load. */
  meta(doctype: string): Promise<DocTypeDef>;
  /** Forgets cached definitions (after a DocType is saved). */
  forgetMeta(doctype?: string): void;
  /**
   * The DocType a route names: its name, or Frappe's slug of it (/app/email-account for Email
   * Account, slugOf); null when no DocType the user may list has that slug.
   */
  doctypeOfSlug(slug: string): Promise<string | null>;
}

/** Frappe's route segment for a DocType: lower case, spaces as hyphens. */
export function slugOf(doctype: string): string {
  return doctype.toLowerCase().replace(/ /g, '-');
}

const KEY: InjectionKey<Desk> = Symbol('desk');

export function createDesk(boot: Boot): Desk {
  const api = createApi(boot);
  const metas = new Map<string, Promise<DocTypeDef>>();
  let names: Promise<string[]> | null = null;
  const desk: Desk = {
    boot,
    api,
    meta(doctype) {
      let hit = metas.get(doctype);
      if (!hit) {
        hit = api.call('frappe.desk.form.load.getdoctype', { doctype }, 'GET').then((res: { docs: DocTypeDef[] }) => {
          for (const d of res.docs) if (d.name !== doctype) metas.set(d.name, Promise.resolve(d));
          return res.docs.find((d) => d.name === doctype) ?? res.docs[0];
        });
        hit.catch(() => metas.delete(doctype));
        metas.set(doctype, hit);
      }
      return hit;
    },
    forgetMeta(doctype) {
      if (doctype) metas.delete(doctype);
      else metas.clear();
      names = null;
    },
    async doctypeOfSlug(slug) {
      names ??= api.list('DocType', { fields: ['name'], limit_page_length: 0 }).then((rows: Array<{ name: string }>) => rows.map((r) => r.name));
      try {
        const all = await names;
        return all.find((n) => n === slug) ?? all.find((n) => slugOf(n) === slug) ?? null;
      } catch {
        names = null;
        return null;
      }
    },
  };
  return desk;
}

export function installDesk(app: App, desk: Desk): void {
  app.provide(KEY, desk);
}

export function useDesk(): Desk {
  const desk = inject(KEY);
  if (!desk) throw new Error('useDesk outside the desk app');
  return desk;
}

/** Client-side paths of the desk's views. */
export const routes = {
  list: (doctype: string) => ({ name: 'list', params: { doctype } }),
  form: (doctype: string, name: string) => ({ name: 'form', params: { doctype, name } }),
  newDoc: (doctype: string) => ({ name: 'new', params: { doctype } }),
  customize: (doctype: string) => ({ name: 'customize-form', query: { doctype } }),
};
