import type { FastifyInstance } from 'fastify';
import { sampleFromSchema, type JsonSchema, type SampleContext } from './schema-sample.js';

/** One request of the hostile-text walk: a control character in exactly one field. */
export interface HostileCall {
  method: string;
  url: string;
  query?: Record<string, string>;
  payload?: unknown;
  /** The field the reply must name, as the API names fields ('a.b.0'). */
  field: string;
}

type Operation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
};

/** Paths of the string fields a JSON schema accepts ([] for the value itself), arrays through their first item. */
export function stringPaths(schema: JsonSchema | undefined, path: string[] = []): string[][] {
  if (!schema) return [];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options) return options.flatMap((o) => stringPaths(o, path));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const out: string[][] = [];
  if (types.includes('string') && !('const' in schema)) out.push(path);
  for (const [key, s] of Object.entries(schema.properties ?? {})) out.push(...stringPaths(s, [...path, key]));
  if (schema.items) out.push(...stringPaths(schema.items, [...path, '0']));
  // Several options may name the same field: once is enough.
  return [...new Map(out.map((p) => [p.join('.'), p])).values()];
}

function encodable(text: string): boolean {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

function setAt(target: unknown, path: string[], value: string): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  const container = (target && typeof target === 'object' ? target : /^\d+$/.test(head!) ? [] : {}) as Record<
    string,
    unknown
  >;
  container[head!] = setAt(container[head!], rest, value);
  return container;
}

/**
 * Every call of the walk, from the OpenAPI document the server publishes (so new routes are covered without
 * edits): for each route, each URL parameter, each query parameter and each string field of the JSON body
 * in turn holds `hostile`, the other values being plausible samples.
 */
export function hostileCalls(app: FastifyInstance, ctx: SampleContext, hostile: string): HostileCall[] {
  const doc = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const calls: HostileCall[] = [];
  const inUrl = encodable(hostile);
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const params = (op.parameters ?? []).filter((p) => p.in === 'path');
      const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
      const paramValues = Object.fromEntries(
        params.map((p) => [p.name, String(sampleFromSchema(p.schema, p.name, ctx) ?? 'x')]),
      );
      const fill = (values: Record<string, string>) =>
        route.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x'));
      const query = Object.fromEntries(
        queryParams.map((p) => [p.name, String(sampleFromSchema(p.schema, p.name, ctx) ?? '')]),
      );
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const body = bodySchema ? sampleFromSchema(bodySchema, 'body', ctx) : undefined;
      const base = { method: method.toUpperCase(), url: fill(paramValues), query, payload: body };
      // A lone surrogate has no UTF-8 form, so it can only travel in JSON (as an escape).
      if (inUrl) {
        for (const p of params) {
          calls.push({ ...base, url: fill({ ...paramValues, [p.name]: hostile }), field: p.name });
        }
        for (const p of queryParams) {
          calls.push({ ...base, query: { ...query, [p.name]: hostile }, field: p.name });
        }
      }
      for (const path of stringPaths(bodySchema)) {
        const payload = setAt(structuredClone(body), path, hostile);
        calls.push({ ...base, payload, field: path.join('.') || 'body' });
      }
    }
  }
  return calls;
}
