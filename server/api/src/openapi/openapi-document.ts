import { errorBodySchema, needsSignedInUser } from '@allas/core';
import { z } from 'zod';
import type { RouteDefinition } from '../http/route.ts';

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request (malformed JSON, bad query or path parameter)',
  401: 'Not signed in',
  403: 'Not allowed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body too large',
  415: 'Unsupported content type',
  419: 'Missing or wrong X-XSRF-TOKEN',
  422: 'Validation failed; `fields` names each field',
  429: 'Rate limited; see Retry-After',
  503: 'Unavailable',
};

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  return rest;
};

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** OpenAPI 3.1 for every mounted route, generated from the same zod schemas that validate them. */
export function openApiDocument(routes: RouteDefinition[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = route.path.replace(/:(\w+)/g, '{$1}');
    const responses: Record<string, unknown> = {};
    const status = String(route.status ?? 200);
    responses[status] = route.raw
      ? {
          description: 'File',
          content: {
            [route.raw.contentType]: {
              schema: { type: 'string', contentMediaType: route.raw.contentType },
            },
          },
        }
      : status === '204'
        ? { description: 'No content' }
        : {
            description: 'Success',
            content: { 'application/json': { schema: toSchema(route.response, 'output') } },
          };
    const errorStatuses = new Set([...route.errors, 500]);
    if (route.params || route.query) errorStatuses.add(400);
    if (route.body) errorStatuses.add(422);
    if (route.method !== 'get') errorStatuses.add(413);
    for (const code of [...errorStatuses].sort()) {
      responses[String(code)] = {
        description: STATUS_TEXT[code] ?? 'Unexpected error',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
      };
    }
    const operation: Record<string, unknown> = {
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      operationId: `${route.method}${path.replace(/[{}]/g, '').replace(/[^a-zA-Z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      parameters: [
        ...parametersOf(route.params, 'path'),
        ...parametersOf(route.query, 'query'),
        { name: 'locale', in: 'query', required: false, schema: { enum: ['hu', 'ro', 'en'] } },
        ...(route.method !== 'get' && route.csrf !== false
          ? [{ name: 'X-XSRF-TOKEN', in: 'header', required: true, schema: { type: 'string' } }]
          : []),
      ],
      responses,
      ...(needsSignedInUser(route.access) ? { security: [{ bearer: [] }] } : {}),
      ...(route.access === 'optional-user' ? { security: [{}, { bearer: [] }] } : {}),
    };
    if (route.body && route.method !== 'get') {
      const type = route.multipart ? 'multipart/form-data' : 'application/json';
      const schema = toSchema(route.body, 'input') as { properties?: Record<string, unknown> };
      if (route.multipart) {
        schema.properties = {
          ...schema.properties,
          ...Object.fromEntries(
            Object.keys(route.multipart.fileLimits).map((name) => [
              name,
              { type: 'string', contentMediaType: 'application/octet-stream' },
            ]),
          ),
        };
      }
      operation.requestBody = { required: true, content: { [type]: { schema } } };
    }
    paths[path] = { ...paths[path], [route.method]: operation };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'allas api',
      version: '0.1.0',
      description:
        'REST backend of allas. Errors are `{ error: { code, message, fields? } }` in the language of the `locale` query or Accept-Language. State-changing calls need the X-XSRF-TOKEN header matching the allas_session cookie from GET /auth/csrf-cookie.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ErrorBody: toSchema(errorBodySchema, 'output') },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
    },
  };
}
