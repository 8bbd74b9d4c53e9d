import type { ModelRequest } from '../model/controller.ts';
import { appError } from '../errors/app-error.ts';
import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import { accessFor, type DocAccess } from '../model/permissions.ts';
import { permissionDenied } from '../model/steps/check-permission.ts';
import { TRUE, type Condition } from '../query/ast.ts';
import type { ListAccess } from '../query/list-query.ts';
import type { ResolvedColumn } from '../query/resolve-field.ts';

/**
 * What the caller may see of a listing of `meta` (frappe/permissions.py): the row rule AND-ed into
 * its WHERE and which columns they may read. Child-table rows are listed through their parent
 * (`parent`), whose read rule they inherit; select-only access shows names and titles. 403 when
 * the caller may list none of it.
 */
export function listAccess(ctx: ModelRequest, meta: DocTypeMeta, parent: string | null): ListAccess {
  const { access, rowRule } = governingAccess(ctx, meta, parent);
  const readOnlySelect = !access.has('read');
  const readable = (r: ResolvedColumn): boolean => {
    if (r.source.kind === 'link') {
      const target = accessFor(r.owner, ctx.user, ctx.site.controllers);
      return target.has('read') && target.condition('read') === TRUE && (r.field === null || target.readableLevels.has(r.field.permlevel));
    }
    if (readOnlySelect && r.source.kind === 'main' && r.fieldname !== 'name' && r.fieldname !== meta.titleField) return false;
    if (r.source.kind === 'child' && !access.readableLevels.has(r.source.tableField.permlevel)) return false;
    return r.field === null || access.readableLevels.has(r.field.permlevel);
  };
  return { rowRule, readable };
}

/** The access that governs a listing and the row rule AND-ed into it; child tables go through their parent. */
function governingAccess(ctx: ModelRequest, meta: DocTypeMeta, parent: string | null): { access: DocAccess; rowRule: Condition } {
  const { user, site } = ctx;
  if (meta.istable) {
    const parentMeta = parent ? site.meta.get(parent) : undefined;
    if (!parentMeta || !parentMeta.tableFields.some((f) => f.options === meta.name)) {
      throw appError('PERMISSION_DENIED', `Please specify a valid parent DocType for ${meta.name}`);
    }
    const parentAccess = accessFor(parentMeta, user, site.controllers);
    if (!parentAccess.has('read')) throw permissionDenied(parentMeta.name, user, 'read');
    const rowRule: Condition = { kind: 'parent_exists', parentTable: parentMeta.tableName, parentType: parentMeta.name, where: parentAccess.condition('read') };
    return { access: parentAccess, rowRule };
  }
  const access = accessFor(meta, user, site.controllers);
  if (!access.has('read') && !access.has('select')) throw permissionDenied(meta.name, user, 'read');
  const rowRule = access.has('read') ? access.condition('read') : access.condition('select');
  return { access, rowRule };
}
