import { z } from 'zod';

/**
 * Malformed and hostile inputs derived from an endpoint's own zod schema, for the sweep
 * that calls every REST path and tRPC procedure (http/malformed-input.int.test.ts).
 * Each case keeps the rest of the input plausible and breaks one part, so a refusal
 * has to come from the check of that part, not from a missing field.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: Json[];
  const?: Json;
  minLength?: number;
  minimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Ids of rows that exist, so a case reaches the code behind the "not found" check. */
export interface KnownIds {
  task: string;
  comment: string;
  checklistItem: string;
  label: string;
}

const NOT_FOUND_ID = '00000000-0000-4000-8000-000000000000';
const deep = (levels: number): Json => {
  let value: Json = 'bottom';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

/** Values no field of this API accepts as valid (booleans stay out: they may be valid). */
const HOSTILE_VALUES: readonly Json[] = [
  null,
  -1,
  1e308,
  '',
  '\u0000',
  '\ud800',
  '\u202etxt.exe',
  '9999-99-99',
  '2026-02-30T25:61:00Z',
  '99999999999999999999999999',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  'x'.repeat(70_000),
  [],
  {},
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}}'),
  deep(2_000),
];

/** Strings for path parameters and query values (sent percent-encoded as they are). */
export const HOSTILE_PARAMS: readonly string[] = [
  NOT_FOUND_ID,
  'not-a-uuid',
  '%00',
  '%ED%A0%80',
  '%',
  '%E2%80%AE',
  '..%2F..%2Fetc%2Fpasswd',
  '9'.repeat(400),
  'x'.repeat(5_000),
  '-1',
];

function uuidFor(key: string, ids: KnownIds): string {
  if (/comment/i.test(key)) return ids.comment;
  if (/item/i.test(key)) return ids.checklistItem;
  if (/label/i.test(key)) return ids.label;
  // Any other id (a task's, a user's, a webhook's) gets the task's: for a user or a webhook
  // that is an id of nothing, so no sweep call can act on an account.
  return ids.task;
}

/** A plausible value of a schema: the base every case breaks one part of. */
function plausible(schema: JsonSchema, key: string, ids: KnownIds, depth = 0): Json {
  if (depth > 6) return null;
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return plausible(choice, key, ids, depth + 1);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0]!;
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return uuidFor(key, ids);
      if (schema.format === 'email') return 'sweep@example.com';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      if (schema.format === 'uri') return 'https://example.com/sweep';
      return 'sweep'.padEnd(schema.minLength ?? 0, 'x');
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return false;
    case 'array':
      return schema.minItems && schema.items
        ? Array.from({ length: schema.minItems }, () => plausible(schema.items!, key, ids, depth + 1))
        : [];
    case 'object': {
      const out: Record<string, Json> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        if (property) out[name] = plausible(property, name, ids, depth + 1);
      }
      return out;
    }
    default:
      return null;
  }
}

function toJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
}

/**
 * Inputs for one endpoint's body (or tRPC input): whole-value garbage, then each property
 * (top level and one level down) replaced by every hostile value in a plausible base.
 */
export function hostileBodies(schema: z.ZodType | undefined, ids: KnownIds): Json[] {
  const cases: Json[] = [...HOSTILE_VALUES, 'just a string', 42, [1, 2, 3]];
  if (!schema) return cases;
  const json = toJsonSchema(schema);
  const root = json.anyOf?.[0] ?? json;
  const base = plausible(root, '', ids);
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return cases;
  for (const [name, property] of Object.entries(root.properties ?? {})) {
    for (const value of HOSTILE_VALUES) cases.push({ ...base, [name]: value });
    for (const inner of Object.keys(property.properties ?? {})) {
      const innerBase = plausible(property, name, ids);
      if (innerBase === null || typeof innerBase !== 'object' || Array.isArray(innerBase)) continue;
      for (const value of [null, '\ud800', '\u0000', -1, {}, []] as Json[]) {
        cases.push({ ...base, [name]: { ...innerBase, [inner]: value } });
      }
    }
  }
  // Unknown keys, and one that looks like an object's own machinery.
  const withOwnProto = Object.assign(JSON.parse('{"__proto__": {"isAdmin": true}}'), base);
  cases.push({ ...base, unexpected: 'x' }, withOwnProto);
  return cases;
}

/** Query strings for a path: each documented parameter given every hostile form. */
export function hostileQueries(query: z.ZodObject | undefined): string[] {
  const names = query ? Object.keys(query.shape) : ['q'];
  const cases: string[] = [];
  for (const name of names) {
    for (const value of HOSTILE_PARAMS) cases.push(`${name}=${value}`);
    cases.push(`${name}=1&${name}=2`, `${name}[a]=1`, `${name}[]=x`, `${name}`);
  }
  return cases;
}

/** A plausible, valid-looking input of a schema, its ids those of `ids` (the scope matrix's base call). */
export function plausibleInput(schema: z.ZodType | undefined, ids: KnownIds): Json {
  if (!schema) return null;
  const json = toJsonSchema(schema);
  return plausible(json.anyOf?.[0] ?? json, '', ids);
}
