/**
 * Every error svc answers with: code, HTTP status and the exception type Frappe clients read
 * from `exc_type` (frappe/exceptions.py). Code throws `appError(code, message)`; nothing else
 * picks statuses.
 */
export const errorCatalog = {
  ROUTE_NOT_FOUND: { status: 404, excType: 'DoesNotExistError' },
  SITE_NOT_FOUND: { status: 404, excType: 'DoesNotExistError' },
  DOCTYPE_NOT_FOUND: { status: 404, excType: 'DoesNotExistError' },
  DOC_NOT_FOUND: { status: 404, excType: 'DoesNotExistError' },
  METHOD_NOT_ALLOWED: { status: 405, excType: 'MethodNotAllowed' },
  /** An `If-Match` naming no current version of the document (RFC 9110 §13.1.1); werkzeug's name for 412. */
  PRECONDITION_FAILED: { status: 412, excType: 'PreconditionFailed' },
  /** An `Idempotency-Key` header that is empty, longer than 255 characters or sent twice (draft-ietf-httpapi-idempotency-key-header). */
  IDEMPOTENCY_KEY_INVALID: { status: 400, excType: 'InvalidIdempotencyKeyError' },
  /** The key's first request is still running: retry later. */
  IDEMPOTENCY_KEY_IN_USE: { status: 409, excType: 'IdempotencyKeyInUseError' },
  /** The key was first used with another request (method, URL or body). */
  IDEMPOTENCY_KEY_REUSED: { status: 422, excType: 'IdempotencyKeyReusedError' },
  PERMISSION_DENIED: { status: 403, excType: 'PermissionError' },
  READ_ONLY_REQUEST: { status: 403, excType: 'PermissionError' },
  AUTH_INVALID: { status: 401, excType: 'AuthenticationError' },
  AUTH_TOKEN_MALFORMED: { status: 400, excType: 'InvalidAuthorizationToken' },
  VALIDATION: { status: 417, excType: 'ValidationError' },
  ARGUMENT_TYPE: { status: 417, excType: 'FrappeTypeError' },
  CSRF_INVALID: { status: 400, excType: 'CSRFTokenError' },
  LOGIN_LOCKED: { status: 429, excType: 'SecurityException' },
  TOO_MANY_REQUESTS: { status: 429, excType: 'TooManyRequestsError' },
  RATE_LIMIT_EXCEEDED: { status: 429, excType: 'RateLimitExceededError' },
  // update_password's answer to a used, unknown or expired reset key: Frappe sets 410 and answers the reason.
  LINK_GONE: { status: 410, excType: 'ValidationError' },
  METHOD_FAILED: { status: 500, excType: 'Exception' },
  MANDATORY: { status: 417, excType: 'MandatoryError' },
  LINK_VALIDATION: { status: 417, excType: 'LinkValidationError' },
  CANCELLED_LINK: { status: 417, excType: 'CancelledLinkError' },
  LINK_EXISTS: { status: 417, excType: 'LinkExistsError' },
  DATA_ERROR: { status: 417, excType: 'DataError' },
  NON_NEGATIVE: { status: 417, excType: 'NonNegativeError' },
  /** A workflow action the document's state, the caller's roles or the transition's condition do not offer (frappe.model.workflow). */
  WORKFLOW_TRANSITION: { status: 417, excType: 'WorkflowTransitionError' },
  /** A save that changes a document's workflow state outside the transitions the caller may take. */
  WORKFLOW_PERMISSION: { status: 417, excType: 'WorkflowPermissionError' },
  /** A document of a DocType with an active workflow that has no workflow state. */
  WORKFLOW_STATE: { status: 417, excType: 'WorkflowStateError' },
  NESTED_SET_RECURSION: { status: 417, excType: 'NestedSetRecursionError' },
  NESTED_SET_CHILD_EXISTS: { status: 417, excType: 'NestedSetChildExistsError' },
  TIMESTAMP_MISMATCH: { status: 417, excType: 'TimestampMismatchError' },
  DOCSTATUS_TRANSITION: { status: 417, excType: 'DocstatusTransitionError' },
  UPDATE_AFTER_SUBMIT: { status: 417, excType: 'UpdateAfterSubmitError' },
  CANNOT_CHANGE_CONSTANT: { status: 417, excType: 'CannotChangeConstantError' },
  DOCUMENT_ALREADY_RESTORED: { status: 417, excType: 'DocumentAlreadyRestored' },
  UNIQUE_VALIDATION: { status: 417, excType: 'UniqueValidationError' },
  CHARACTER_LENGTH: { status: 417, excType: 'CharacterLengthExceededError' },
  INVALID_EMAIL: { status: 417, excType: 'InvalidEmailAddressError' },
  INVALID_NAME: { status: 417, excType: 'InvalidNameError' },
  NAME_ERROR: { status: 409, excType: 'NameError' },
  /** A standard DocType (shipped by an app) changed as data: Frappe's answer outside developer mode. */
  CANNOT_CREATE_STANDARD_DOCTYPE: { status: 417, excType: 'CannotCreateStandardDoctypeError' },
  DUPLICATE_ENTRY: { status: 409, excType: 'DuplicateEntryError' },
  /** A request the server could not read as HTTP (werkzeug's name for 400). */
  BAD_REQUEST: { status: 400, excType: 'BadRequest' },
  /** Headers or a body that did not arrive in time (werkzeug's name for 408). */
  REQUEST_TIMEOUT: { status: 408, excType: 'RequestTimeout' },
  PAYLOAD_TOO_LARGE: { status: 413, excType: 'RequestEntityTooLarge' },
  HEADERS_TOO_LARGE: { status: 431, excType: 'RequestHeaderFieldsTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, excType: 'UnsupportedMediaType' },
  DATABASE_UNAVAILABLE: { status: 503, excType: 'DatabaseUnavailableError' },
  /** The Redis of `redis_queue` did not answer: a job could not be enqueued. */
  JOB_QUEUE_UNAVAILABLE: { status: 503, excType: 'JobQueueUnavailableError' },
  SESSION_STOPPED: { status: 503, excType: 'SessionStopped' },
  /** No Chromium where the config's `chromium_path` says: PDFs cannot be made (README "Print formats and PDF"). */
  PDF_UNAVAILABLE: { status: 503, excType: 'PdfUnavailableError' },
  READ_ONLY_MODE: { status: 503, excType: 'InReadOnlyMode' },
  INTERNAL: { status: 500, excType: 'InternalServerError' },
} as const satisfies Record<string, { status: number; excType: string }>;

export type ErrorCode = keyof typeof errorCatalog;

/**
 * The OAuth 2.0 errors (RFC 6749 §4.1.2.1, §5.2; RFC 6750 §3.1; OpenID Connect Core §3.1.2.6 for
 * prompt=none, which only travel in redirects) and their statuses. The OAuth
 * endpoints answer them as `{"error", "error_description"}` (docs/DECISIONS.md D24), not Frappe's envelope.
 */
export const oauthErrorCatalog = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 400,
  unauthorized_client: 400,
  unsupported_grant_type: 400,
  unsupported_response_type: 400,
  invalid_scope: 400,
  access_denied: 403,
  login_required: 400,
  consent_required: 400,
  invalid_token: 401,
} as const satisfies Record<string, number>;

export type OAuthErrorCode = keyof typeof oauthErrorCatalog;
