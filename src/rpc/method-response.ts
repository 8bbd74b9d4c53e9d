/**
 * A method's answer with keys beside `message` (Frappe's `frappe.response[key]`), for built-ins
 * whose Frappe answer has them, such as run_doc_method's `docs`. `callMethod` unwraps it into
 * `CallResult.extra`; the route merges those keys into the body.
 */
export class MethodResponse {
  constructor(
    readonly value: unknown,
    readonly extra: Record<string, unknown>,
  ) {}
}
