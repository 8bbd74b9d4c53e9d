import type { DocContext } from '../../../model/doc-context.ts';
import { runItems, type ItemOutcome } from '../../../operations/batch-run.ts';
import { appError } from '../../../errors/app-error.ts';
import type { MethodContext } from '../../method-context.ts';
import { listArg } from '../client/shared.ts';

/**
 * Runs `work` on one document of a bulk list action in a savepoint of its own, so a document that
 * fails is undone alone and the others go on (docs/DECISIONS.md D45). In a background job
 * (`commit`), what it wrote is then committed, as Frappe's bulk jobs commit after each document.
 */
export async function oneDocument<R>(api: MethodContext, commit: boolean, name: string, work: (dc: DocContext, name: string) => Promise<R>): Promise<ItemOutcome<R>> {
  const [outcome] = await runItems(api.dc, [name], false, work);
  if (outcome.ok && commit) await api.commit();
  return outcome;
}

/** A bulk call's list of names (documents, tags): a JSON list, as text or native; numbers (autoincrement names) become text. */
export function documentNames(arg: string, raw: unknown): string[] {
  const list = listArg(arg, raw);
  if (!list.every((v) => (typeof v === 'string' && v !== '') || typeof v === 'number')) throw appError('VALIDATION', `${arg} must be a list of names`);
  return list.map(String);
}
