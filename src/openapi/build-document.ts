import { isGuest, type Principal } from '../context/principal.ts';
import type { MetaRegistry } from '../meta/meta-registry.ts';
import type { ControllerMap } from '../model/controller.ts';
import type { MethodRegistry } from '../rpc/registry.ts';
import { visibleDocTypes, visibleMethods } from './caller-view.ts';
import { ComponentNames } from './component-names.ts';
import { DocTypeSchemas } from './doctype-schemas.ts';
import { METHOD_TAG, methodPaths, SESSION_TAG, sessionAndFilePaths, v2MethodPaths } from './method-paths.ts';
import { resourcePaths } from './resource-paths.ts';
import { anyScheme, securitySchemes } from './security.ts';
import { sharedComponents } from './shared-components.ts';
import { ref, type OpenApiDocument, type PathItem, type Tag } from './types.ts';
import { v2DocumentPaths } from './v2-paths.ts';
import { IDEMPOTENCY_KEY, v2GlobalPaths } from './v2-global-paths.ts';

/** What the document is made from: the caller, the site's metadata and methods, where it answers. */
export interface OpenApiInput {
  user: Principal;
  meta: MetaRegistry;
  controllers: ControllerMap;
  methods: MethodRegistry;
  /** The site's base URL (oauth/issuer.ts): the server of every path and of the OAuth endpoints. */
  baseUrl: string;
  siteName: string;
  version: string;
  /** Site config allow_guests_to_upload_files. */
  guestUploads: boolean;
}

/**
 * The OpenAPI 3.1 document of the API as one caller may use it, made anew from the metadata on
 * each request: the DocTypes they may read (or create) with their v1 and v2 paths and a schema
 * holding only the fields they may read, the whitelisted methods they may call (Guest: only
 * allow_guest ones), and the authentication schemes. Nothing the caller cannot see is named.
 */
export function buildOpenApiDocument(input: OpenApiInput): OpenApiDocument {
  const guest = isGuest(input.user);
  const security = anyScheme();
  const shared = sharedComponents();
  const schemas = new DocTypeSchemas(input.meta, new ComponentNames(Object.keys(shared.schemas)));
  const doctypes = visibleDocTypes(input.user, input.meta, input.controllers);
  const methods = visibleMethods(input.user, input.methods);

  const resources: Record<string, PathItem> = {};
  const v2: Record<string, PathItem> = {};
  const tags: Tag[] = [];
  for (const view of doctypes) {
    // The component name is unique in the document, so it also keys the DocType's operationIds.
    const key = schemas.componentName(view);
    const doc = ref('schemas', key);
    Object.assign(resources, resourcePaths(view, doc, key));
    Object.assign(v2, v2DocumentPaths(view, doc, key, guest));
    tags.push({ name: view.meta.name, description: `${view.meta.issingle ? 'Single DocType' : 'DocType'} of module ${view.meta.module}` });
  }
  const paths = { ...resources, ...sessionAndFilePaths(guest, input.guestUploads, security), ...methodPaths(methods, security), ...v2, ...v2MethodPaths(methods, doctypes, guest, security), ...v2GlobalPaths(doctypes, guest) };
  tags.push({ name: SESSION_TAG, description: 'login, logout, upload_file' }, { name: METHOD_TAG, description: 'Whitelisted methods' });
  if (!guest) tags.push({ name: 'Batch', description: 'Many writes in one request' }, { name: 'Realtime', description: 'Server-Sent Events (socket.io is served at /socket.io)' });

  return {
    openapi: '3.1.0',
    info: {
      title: `${input.siteName} API`,
      version: input.version,
      description: `The Frappe-compatible REST and RPC API of svc as ${input.user.name} may use it: v1 at /api/resource and /api/method, v2 at /api/v2.`,
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [{ url: input.baseUrl }],
    tags,
    paths,
    components: {
      schemas: { ...shared.schemas, ...schemas.schemas },
      parameters: { ...shared.parameters, idempotency_key: IDEMPOTENCY_KEY },
      responses: shared.responses,
      securitySchemes: securitySchemes(input.baseUrl),
    },
    security,
  };
}
