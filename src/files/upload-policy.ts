import type { SiteConfig } from '../config/site-config.ts';
import type { RequestContext } from '../context/request-context.ts';
import { appError } from '../errors/app-error.ts';
import { isGuest } from '../context/principal.ts';

/** Frappe's default upload limit: 25 MiB. */
export const DEFAULT_MAX_FILE_SIZE = 25 * 1024 * 1024;

/** The largest upload a site accepts, in bytes: site config `max_file_size`, else 25 MiB. */
export function maxUploadBytes(config: SiteConfig): number {
  const configured = Number(config.max_file_size);
  return Number.isFinite(configured) && configured > 0 ? Math.floor(configured) : DEFAULT_MAX_FILE_SIZE;
}

/** The 413 of an upload over the limit, in Frappe's wording. */
export function fileTooLarge(maxBytes: number) {
  return appError('PAYLOAD_TOO_LARGE', `File size exceeded the maximum allowed size of ${(maxBytes / 1024 / 1024).toFixed(1)} MB`);
}

/** Whether site config `allow_guests_to_upload_files` lets Guests upload (also what the OpenAPI document says). */
export function guestUploadsAllowed(config: SiteConfig): boolean {
  const allowed = config.allow_guests_to_upload_files;
  return allowed === true || Number(allowed) === 1;
}

/**
 * Refuses (403) an upload by a Guest unless site config `allow_guests_to_upload_files` is set
 * (frappe/handler.py upload_file). Checked before any byte is read.
 */
export function assertMayUpload(ctx: Pick<RequestContext, 'user' | 'site'>): void {
  if (!isGuest(ctx.user) || guestUploadsAllowed(ctx.site.config)) return;
  throw appError('PERMISSION_DENIED', 'You must be logged in to upload files', { extra: { _error_message: 'Not permitted' } });
}
