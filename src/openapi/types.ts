/**
 * The parts of an OpenAPI 3.1 document svc writes (https://spec.openapis.org/oas/v3.1.0). Schemas
 * are JSON Schema 2020-12 objects, kept loose: the generator builds them from metadata and the
 * tests validate the whole document with an OpenAPI validator.
 */
export type Schema = Record<string, unknown>;

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema: Schema;
}

export interface MediaType {
  schema: Schema;
}

export interface RequestBody {
  required?: boolean;
  description?: string;
  content: Record<string, MediaType>;
}

export interface Response {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, MediaType>;
}

export type Reference = { $ref: string };

export type SecurityRequirement = Record<string, string[]>;

export interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: ReadonlyArray<Parameter | Reference>;
  requestBody?: RequestBody;
  responses: Record<string, Response | Reference>;
  security?: SecurityRequirement[];
}

export type Verb = 'get' | 'put' | 'post' | 'delete' | 'patch' | 'head' | 'options';

export type PathItem = { parameters?: ReadonlyArray<Parameter | Reference> } & Partial<Record<Verb, Operation>>;

export interface Tag {
  name: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description?: string };
  jsonSchemaDialect?: string;
  servers: Array<{ url: string; description?: string }>;
  tags: Tag[];
  paths: Record<string, PathItem>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Parameter>;
    responses: Record<string, Response>;
    securitySchemes: Record<string, Record<string, unknown>>;
  };
  security: SecurityRequirement[];
}

/** A `$ref` to a component. */
export const ref = (kind: 'schemas' | 'parameters' | 'responses', name: string): Reference => ({ $ref: `#/components/${kind}/${name}` });
