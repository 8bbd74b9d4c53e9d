import type { DocContext } from '../model/doc-context.ts';

/** Bookkeeping a method that reads asks to have written (who saw a document: docs/DECISIONS.md D60). */
export type AfterRead = (dc: DocContext) => Promise<void>;

/**
 * A method's answer with keys beside `message` (Frappe's `frappe.response[key]`), for built-ins
 * whose Frappe answer has them, such as run_doc_method's `docs`. `callMethod` unwraps it into
 * `CallResult.extra`; the route merges those keys into the body. `afterRead` runs in the call's
 * transaction when it writes, and in a short write transaction of its own after a GET.
 */
export class MethodResponse {
  constructor(
    readonly value: unknown,
    readonly extra: Record<string, unknown>,
    readonly afterRead?: AfterRead,
  ) {}
}
