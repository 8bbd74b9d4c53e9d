import { appError } from '../../../errors/app-error.ts';
import { isPlainObject } from '../../../util/json.ts';
import { coerceArgs } from '../../coerce-args.ts';
import { DEFAULT_VERBS, whitelist, type HttpVerb, type MethodDef } from '../../method-def.ts';
import type { MethodRegistry } from '../../registry.ts';

/**
 * frappe.model.mapper.make_mapped_doc: the desk's "Create" buttons. Runs the app method `method`
 * (a whitelisted function of an installed app, which answers the new document, unsaved; apps
 * build it with `getMappedDoc` of svc/app-api) with `source_name`, and with `selected_children`
 * and `args` where it declares them (Frappe passes these in `frappe.flags`). A path that is no
 * app's whitelisted method is 403, as Frappe refuses a function it has not whitelisted; the
 * method's own verbs and Guest rule apply as to a direct call.
 */
export function makeMappedDoc(registry: MethodRegistry): MethodDef {
  return whitelist({
    path: 'model.mapper.make_mapped_doc',
    params: [
      { name: 'method', type: 'str', required: true },
      { name: 'source_name', type: 'str', required: true },
      { name: 'selected_children', type: 'json' },
      { name: 'args', type: 'json' },
    ],
    handler: (api, a) => {
      const path = String(a.method);
      const def = path.startsWith('svc.') || path.startsWith('frappe.') ? undefined : registry.resolve(path);
      if (!def || !(def.methods ?? DEFAULT_VERBS).includes(api.verb as HttpVerb)) throw appError('PERMISSION_DENIED', `${path.slice(0, 200)} is not a whitelisted mapper`);
      if (a.selected_children !== null && a.selected_children !== undefined && !isPlainObject(a.selected_children)) throw appError('VALIDATION', '`selected_children` must be a JSON object of row names by table field');
      if (a.args !== null && a.args !== undefined && !isPlainObject(a.args)) throw appError('VALIDATION', '`args` must be a JSON object');
      return def.handler(api, coerceArgs(def, { source_name: a.source_name, selected_children: a.selected_children ?? undefined, args: a.args ?? undefined }));
    },
  });
}
