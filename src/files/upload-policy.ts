import type { RequestContext } from '../context/request-context.ts';
import { appError } from '../errors/app-error.ts';
import { isGuest } from '../context/principal.ts';

/** The 413 of an upload over the limit, in Frappe's wording. */
export function fileTooLarge(maxBytes: number) {
  return appError('PAYLOAD_TOO_LARGE', `File size exceeded the maximum allowed size of ${(maxBytes / 1024 / 1024).toFixed(1)} MB`);
}

/**
 * Refuses (403) an upload by a Guest unless site config `allow_guests_to_upload_files` is set
 * (frappe/handler.py upload_file). Checked before any byte is read.
 */
export function assertMayUpload(ctx: Pick<RequestContext, 'user' | 'site'>): void {
  if (!isGuest(ctx.user) || ctx.site.config.allow_guests_to_upload_files === 1) return;
  throw appError('PERMISSION_DENIED', 'You must be logged in to upload files', { extra: { _error_message: 'Not permitted' } });
}
