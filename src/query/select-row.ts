import type { DocTypeMeta } from '../meta/doctype-meta.ts';
import type { Row, Tx } from '../storage/database.ts';
import { aliased, cols } from '../storage/repository.ts';
import { fill, SLOT, template } from '../storage/statement-templates.ts';
import { andThen, type Awaitable } from '../util/awaitable.ts';
import { rowBuilder } from '../util/own.ts';
import type { Condition } from './ast.ts';
import { compileCondition } from './compile-condition.ts';

const lockingKeys = new WeakMap<Condition, object>();
function lockingKey(condition: Condition): object {
  let key = lockingKeys.get(condition);
  if (!key) lockingKeys.set(condition, (key = { lock: condition }));
  return key;
}

/** Loads one row by name, only when it meets `condition`; optionally locking it for update. */
export function selectRow(tx: Tx, meta: DocTypeMeta, name: unknown, condition: Condition, forUpdate = false): Awaitable<Row | undefined> {
  const lock = forUpdate && tx.caps.rowLocks;
  // Conditions are cached per (DocType, user), so the condition object itself keys the template;
  // its locking form keys by one object per condition, not a new one per load.
  const t = template(tx.builder, meta, lock ? lockingKey(condition) : condition, () => {
    let q = tx.builder
      .selectFrom(aliased(tx, meta))
      .select(cols(meta).map((c) => `t.${c}`))
      .where('t.name', '=', SLOT)
      .where((eb) => compileCondition(eb, condition, tx.caps));
    if (lock) q = q.forUpdate();
    return q.compile();
  });
  return andThen(tx.allValues(fill(t, [name])), ([values]) => values && rowBuilder(cols(meta))(values));
}
