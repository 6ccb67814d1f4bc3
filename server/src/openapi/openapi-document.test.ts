import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { operationIdOf } from '../modules/route-spec.ts';
import { appRouter } from '../trpc/app-router.ts';
import { buildOpenApiDocument, restPaths } from './document.ts';

const procedures = Object.keys(appRouter._def.procedures);

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

  it('names each operation once, by the tRPC procedure that does the same', () => {
    const ids = restPaths.map(operationIdOf);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/.test(id))).toEqual([]);
    const named = restPaths.flatMap((r) => (typeof r.procedure === 'string' ? [r.procedure] : []));
    expect(named.length).toBeGreaterThan(90);
    expect(named.filter((name) => !procedures.includes(name))).toEqual([]);
    // A REST-only id that a procedure has since taken must name it as its procedure.
    const restOnly = restPaths.flatMap((r) =>
      typeof r.procedure === 'string' ? [] : [r.procedure.restOnly],
    );
    expect(restOnly.filter((id) => procedures.includes(id))).toEqual([]);
    const doc = buildOpenApiDocument() as any;
    expect(doc.paths['/api/tasks/{id}'].get.operationId).toBe('tasks.get');
    expect(doc.paths['/api/attachments/{taskId}'].post.operationId).toBe('attachments.upload');
  });

  it('tags each operation with its module, and describes every tag', () => {
    const doc = buildOpenApiDocument() as any;
    const described = new Map<string, string>(
      doc.tags.map((t: { name: string; description: string }) => [t.name, t.description]),
    );
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item as object));
    expect(operations.length).toBe(restPaths.length);
    for (const op of operations) {
      expect(op.tags).toEqual([op.operationId.split('.')[0]]);
      expect(described.get(op.tags[0])).toMatch(/\S/);
    }
    expect(doc.paths['/api/tasks/{id}/comments'].post.tags).toEqual(['comments']);
    expect([...described.keys()].filter((tag) => !operations.some((op) => op.tags[0] === tag))).toEqual([]);
  });
});
