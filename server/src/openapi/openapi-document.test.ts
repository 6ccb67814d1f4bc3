import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from './document.ts';
import { restPaths } from './paths/index.ts';

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const result = await new Validator().validate(
      buildOpenApiDocument() as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists each path once, with both security schemes and the error shape', () => {
    const keys = restPaths.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const doc = buildOpenApiDocument() as any;
    expect(Object.keys(doc.components.securitySchemes)).toEqual([
      'bearerToken',
      'sessionCookie',
      'antiForgery',
    ]);
    expect(doc.paths['/api/tasks/{id}'].patch.responses['404']).toEqual({
      $ref: '#/components/responses/E404',
    });
    expect(doc.components.schemas.Error.required).toEqual(['error', 'code']);
    // The upload is multipart with its file field.
    expect(
      doc.paths['/api/attachments/{taskId}'].post.requestBody.content['multipart/form-data'].schema.required,
    ).toEqual(['file']);
  });

  it('describes request bodies with the schemas the server parses them with', () => {
    const doc = buildOpenApiDocument() as any;
    const create = doc.paths['/api/tokens'].post.requestBody.content['application/json'].schema;
    expect(create.properties.scope.enum).toEqual(['read', 'read+write']);
    expect(doc.paths['/api/tasks/urgent'].get.parameters.map((p: { name: string }) => p.name)).toContain(
      'cursor',
    );
  });
});
