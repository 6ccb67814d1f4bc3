import { describe, expect, it } from 'vitest';
import { checkAgainstOpenApi } from '../../test/openapi-check.ts';

// The drift check itself: it must refuse what the document does not say, or the
// int suite's silence would prove nothing.
const json = 'application/json; charset=utf-8';
const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('checkAgainstOpenApi', () => {
  it('accepts an answer the document describes', () => {
    expect(() =>
      checkAgainstOpenApi(
        'GET',
        `/api/tasks/${id}`,
        404,
        json,
        '{"error":"Task not found","code":"NOT_FOUND"}',
      ),
    ).not.toThrow();
    expect(() => checkAgainstOpenApi('DELETE', `/api/tasks/${id}`, 204, null, '')).not.toThrow();
    expect(() =>
      checkAgainstOpenApi('GET', '/api/tasks/counts', 200, json, '{"todo":1,"doing":0,"done":2}'),
    ).not.toThrow();
  });

  it('names the route when a body does not match its schema', () => {
    expect(() => checkAgainstOpenApi('GET', '/api/tasks/counts', 200, json, '{"todo":1}')).toThrow(
      /GET \/api\/tasks\/counts 200 does not match the document/,
    );
    expect(() => checkAgainstOpenApi('GET', `/api/tasks/${id}`, 200, json, `{"id":"${id}"}`)).toThrow(
      /GET \/api\/tasks\/\{id\} 200/,
    );
  });

  it('refuses an error body of the wrong shape and an undocumented media type', () => {
    expect(() => checkAgainstOpenApi('GET', `/api/tasks/${id}`, 500, json, '{"message":"boom"}')).toThrow(
      /500/,
    );
    expect(() => checkAgainstOpenApi('GET', '/api/tasks/counts', 200, 'text/html', '<p>')).toThrow(
      /text\/html/,
    );
  });

  it('leaves tRPC and the static apps alone', () => {
    expect(() => checkAgainstOpenApi('GET', '/trpc/tasks.list', 200, json, '{"anything":1}')).not.toThrow();
    expect(() => checkAgainstOpenApi('GET', '/app', 200, 'text/html', '<p>')).not.toThrow();
  });
});
