import { isGuest, type Principal } from '../context/principal.ts';
import type { DocTypeMeta, Right } from '../meta/doctype-meta.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { ControllerMap, DocMethodDef } from '../model/controller.ts';
import { accessFor } from '../model/permissions.ts';
import { DEFAULT_VERBS, type MethodDef } from '../rpc/method-def.ts';
import type { MethodRegistry } from '../rpc/registry.ts';

/** One DocType as the caller may use it: the rights that decide its paths, the levels that decide its fields. */
export interface VisibleDocType {
  meta: DocTypeMeta;
  /** Rights the caller holds on at least some documents (read, select, create, write, delete). */
  may: ReadonlySet<Right>;
  /** Only `select` (no read): listings show the name and title, nothing else (operations/list-access.ts). */
  selectOnly: boolean;
  readableLevels: ReadonlySet<number>;
  /** Whitelisted document methods of its controller that this caller may run. */
  docMethods: ReadonlyArray<[string, DocMethodDef]>;
}

const PATH_RIGHTS: Right[] = ['read', 'select', 'create', 'write', 'delete'];

/**
 * The DocTypes whose paths the caller may use: those on which they hold read, select or create
 * (the rights model/permissions.ts computes for them, shares included). Child tables are left
 * out: they are read and written through their parents, whose schemas hold them.
 */
export function visibleDocTypes(user: Principal, meta: MetaRegistry, controllers: ControllerMap): VisibleDocType[] {
  const out: VisibleDocType[] = [];
  for (const m of meta.all()) {
    if (m.istable) continue;
    const access = accessFor(m, user, controllers);
    const may = new Set(PATH_RIGHTS.filter((r) => access.has(r)));
    if (!may.has('read') && !may.has('select') && !may.has('create')) continue;
    const guest = isGuest(user);
    const methods = Object.entries(controllers.get(m.name)?.methods ?? {}).filter(([, def]) => !guest || def.allowGuest);
    out.push({ meta: m, may, selectOnly: !may.has('read') && may.has('select'), readableLevels: access.readableLevels, docMethods: may.has('read') ? methods : [] });
  }
  return out.sort((a, b) => a.meta.name.localeCompare(b.meta.name));
}

/** A whitelisted method the caller may call, by the path it answers at. */
export interface VisibleMethod {
  path: string;
  def: MethodDef;
  verbs: readonly string[];
}

/**
 * The registered methods the caller may call (rpc/call-method.ts's first check): every one for a
 * signed-in user, only those with `allowGuest` for Guest. Checks a method makes inside its
 * handler (a role, a document's permission) are not known here and stay the method's.
 */
export function visibleMethods(user: Principal, registry: MethodRegistry): VisibleMethod[] {
  const guest = isGuest(user);
  const out: VisibleMethod[] = [];
  for (const path of registry.paths()) {
    const def = registry.resolve(path)!;
    if (guest && !def.allowGuest) continue;
    out.push({ path, def, verbs: def.methods ?? DEFAULT_VERBS });
  }
  return out;
}
