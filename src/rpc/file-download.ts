/**
 * What a whitelisted method answers to send a file instead of `{"message": ...}` (Frappe's
 * `frappe.response.type = "binary"` / `"download"` with `filename` and `filecontent`): the HTTP
 * layer sends the bytes with their type and an attachment disposition.
 */
export class FileDownload {
  constructor(
    readonly filename: string,
    readonly contentType: string,
    readonly content: Buffer,
  ) {}
}
