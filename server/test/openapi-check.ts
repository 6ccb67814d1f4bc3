import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openApiDocument } from '../src/openapi/document.ts';

/*
 * With OPENAPI_CHECK=1 (the int project sets it), every answer a TestClient receives
 * from a REST path is checked against /api/openapi.json's description of that path and
 * status: the document and the server cannot drift apart without a test failing.
 */
export const openApiCheckOn = process.env.OPENAPI_CHECK === '1';

type Json = Record<string, any>;
interface Template {
  method: string;
  path: string;
  pattern: RegExp;
  params: number;
}

const validators = new Map<string, ValidateFunction>();
let state: { ajv: Ajv2020; doc: Json; templates: Template[] } | undefined;

function load() {
  if (state) return state;
  const doc = openApiDocument() as Json;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(doc, 'openapi.json');
  const templates: Template[] = [];
  for (const [path, ops] of Object.entries(doc.paths as Json)) {
    const pattern = new RegExp(`^${path.replace(/[.]/g, '\\.').replace(/\{\w+\}/g, '[^/]+')}$`);
    for (const method of Object.keys(ops)) {
      templates.push({
        method: method.toUpperCase(),
        path,
        pattern,
        params: (path.match(/\{/g) ?? []).length,
      });
    }
  }
  // A literal segment wins over a parameter: /api/tasks/counts is not /api/tasks/{id}.
  templates.sort((a, b) => a.params - b.params);
  state = { ajv, doc, templates };
  return state;
}

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** Throws, naming the route, when an answer is not what the document says of it. */
export function checkAgainstOpenApi(
  method: string,
  url: string,
  status: number,
  contentType: string | null,
  text: string,
): void {
  const path = new URL(url, 'http://x').pathname;
  if (!path.startsWith('/api/')) return;
  const { ajv, doc, templates } = load();
  const template = templates.find((t) => t.method === method && t.pattern.test(path));
  // A path the server does not have answers the catch-all's 404, which is an Error.
  const route = template ? `${method} ${template.path}` : `${method} (unknown path ${path})`;
  const responses: Json = template ? doc.paths[template.path][method.toLowerCase()].responses : {};
  const key = String(status) in responses ? String(status) : 'default';
  let response: Json | undefined = template ? responses[key] : { $ref: '#/components/responses/Error' };
  if (!response) throw new Error(`OpenAPI: ${route} answered ${status}, which the document does not list`);
  let refPath = template ? pointer('paths', template.path, method.toLowerCase(), 'responses', key) : '';
  if (response.$ref) {
    refPath = response.$ref.slice(2);
    response = refPath
      .split('/')
      .reduce((o: Json, p: string) => o[p.replaceAll('~1', '/').replaceAll('~0', '~')], doc);
  }
  const content = response!.content as Json | undefined;
  if (!content || !text) {
    if (text && content === undefined)
      throw new Error(`OpenAPI: ${route} ${status} has a body the document does not describe`);
    return;
  }
  const mediaType = (contentType ?? '').split(';')[0]!.trim();
  if (mediaType !== 'application/json') {
    if (!(mediaType in content) && !('*/*' in content))
      throw new Error(
        `OpenAPI: ${route} ${status} answered ${mediaType}; the document lists ${Object.keys(content)}`,
      );
    return;
  }
  if (!content['application/json'])
    throw new Error(`OpenAPI: ${route} ${status} answered JSON; the document lists ${Object.keys(content)}`);
  const ref = `openapi.json#/${refPath}/content/application~1json/schema`;
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  if (!validate(JSON.parse(text))) {
    const errors = (validate.errors ?? []).slice(0, 5).map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new Error(`OpenAPI: ${route} ${status} does not match the document: ${errors.join('; ')}`);
  }
}
