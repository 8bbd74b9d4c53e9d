import { serializeErrorV2 } from '../errors/serialize-v2.ts';
import type { BatchOp } from './batch-ops.ts';
import type { ItemOutcome } from './batch-run.ts';

/** One item's result in /api/v2/batch's answer: `{status, data}` or `{status, errors}`, as its single request would have answered. */
export type BatchItemResult = Record<string, unknown> & { status: number };

/** The items' results, in order, whether the batch ran in the request or as a job. */
export function batchItemResults(outcomes: ReadonlyArray<ItemOutcome<unknown>>, ops: readonly BatchOp[], developerMode: boolean): BatchItemResult[] {
  return outcomes.map((outcome, i) => {
    if (outcome.ok) return ops[i].op === 'delete' ? { status: 202, data: outcome.value } : { status: 200, data: outcome.value ?? null };
    const { status, body } = serializeErrorV2(outcome.error, developerMode);
    return { status, ...body };
  });
}
