import { appError } from '../../../../src/errors/app-error.ts';
import type { DocTypeMeta } from '../../../../src/meta/doctype-meta.ts';
import type { DocContext } from '../../../../src/model/doc-context.ts';
import type { DocDict } from '../../../../src/rpc/method-def.ts';
import { comparable } from './customize-target.ts';

/**
 * Refuses making a field mandatory while stored records have no value in it and the field has no
 * default (docs/DECISIONS.md D120): each of them could no longer be saved as it is. `meta` is the
 * DocType as it is now, whose column the field has.
 */
export async function checkMandatoryHasValues(dc: DocContext, meta: DocTypeMeta, row: DocDict): Promise<void> {
  if (comparable('Text', row.default) !== '') return;
  const field = meta.fieldMap.get(String(row.fieldname));
  if (!field?.column) return;
  const column = field.fieldname;
  const textual = field.column === 'varchar' || field.column === 'text';
  let query = dc.tx.builder.selectFrom(meta.tableName).select((eb) => eb.fn.countAll().as('n'));
  query = textual ? query.where((eb) => eb.or([eb(column, 'is', null), eb(column, '=', '')])) : query.where(column, 'is', null);
  const found = await dc.tx.first<{ n: unknown }>(query);
  const count = Number(found?.n ?? 0);
  if (count > 0) {
    throw appError('VALIDATION', `Field ${String(row.label ?? column)} cannot be made mandatory: ${count} ${meta.name} record(s) have no value in it. Set a default or fill them first.`);
  }
}
