import type { OperationRequest, OperationSite } from '../operations/operation-request.ts';
import type { FileStore } from './file-store.ts';

/** What uploads and downloads need of a site: the operations' site and its file bytes. */
export interface FileSite extends OperationSite {
  /** The site's file bytes (`public/files`, `private/files`). */
  readonly files: FileStore;
}

/** A request as uploads and downloads serve it. */
export interface FileRequest extends OperationRequest {
  readonly site: FileSite;
}
