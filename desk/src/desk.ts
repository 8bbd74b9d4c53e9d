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
}

const KEY: InjectionKey<Desk> = Symbol('desk');

export function createDesk(boot: Boot): Desk {
  const api = createApi(boot);
  const metas = new Map<string, Promise<DocTypeDef>>();
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
};
