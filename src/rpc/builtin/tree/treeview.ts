import { appError } from '../../../errors/app-error.ts';
import type { DocTypeMeta } from '../../../meta/doctype-meta.ts';
import { requireDocType } from '../../../operations/require-doctype.ts';
import type { MethodContext } from '../../method-context.ts';
import { whitelist } from '../../method-def.ts';

/** A tree DocType named by a call (its `parent_<doctype>` field is what the methods work on). */
function treeDocType(api: MethodContext, doctype: unknown): DocTypeMeta & { tree: NonNullable<DocTypeMeta['tree']> } {
  if (typeof doctype !== 'string' || !doctype) throw appError('ARGUMENT_TYPE', "Argument 'doctype' is required", { exceptionText: "missing required argument 'doctype'" });
  const meta = requireDocType(api.dc, doctype);
  if (!meta.tree) throw appError('VALIDATION', `${meta.name} is not a tree DocType`);
  return meta as DocTypeMeta & { tree: NonNullable<DocTypeMeta['tree']> };
}

/**
 * frappe.desk.treeview.get_children: the nodes directly under `parent` (the roots when it is
 * empty) that the caller may list, not cancelled, by name: `[{value, title, expandable}]`, the
 * title from the DocType's title field. Other arguments (`is_root`, the desk's filters) are
 * accepted and, as in Frappe v15, not applied.
 */
export const getChildren = whitelist({
  path: 'desk.treeview.get_children',
  params: [
    { name: 'doctype', type: 'str', required: true },
    { name: 'parent', type: 'str', default: '' },
  ],
  extraArgs: true,
  handler: (api, a) => {
    const meta = treeDocType(api, a.doctype);
    const title = meta.titleField ?? 'name';
    return api.docs.list(meta.name, {
      fields: ['name as value', `${title} as title`, 'is_group as expandable'],
      filters: [[`ifnull(${meta.tree.parentField}, '')`, '=', a.parent ?? ''], ['docstatus', '<', 2]],
      order_by: 'name asc',
      limit_page_length: 0,
    });
  },
});

/**
 * frappe.desk.treeview.add_node: inserts a node from the form's fields (the caller's create
 * right applies), under `parent` (or the `parent_<doctype>` given). `is_root` may be "true" or
 * "false", as the desk sends it. Answers nothing, as Frappe v15.
 */
export const addNode = whitelist({
  path: 'desk.treeview.add_node',
  methods: ['POST', 'PUT'],
  params: [],
  extraArgs: true,
  handler: async (api, a) => {
    const meta = treeDocType(api, a.doctype);
    const { doctype: _dt, cmd: _cmd, parent, is_root: isRoot, ...fields } = a;
    const parentValue = parent || fields[meta.tree.parentField] || null;
    await api.docs.insert({ ...fields, doctype: meta.name, [meta.tree.parentField]: parentValue, ...(isRoot === undefined ? {} : { is_root: isRoot === 'true' || isRoot === true ? 1 : 0 }) });
    return null;
  },
});
