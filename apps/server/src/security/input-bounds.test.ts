import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JsonSchema } from '../test/schema-sample.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

type Operation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema & { maxItems?: number } }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
};

/** Paths of the strings a schema accepts with no maximum length (an enum or a constant is bounded). */
function unboundedStrings(schema: (JsonSchema & { maxItems?: number }) | undefined, path: string): string[] {
  if (!schema) return [];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options) return [...new Set(options.flatMap((o) => unboundedStrings(o, path)))];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const out: string[] = [];
  if (types.includes('string') && schema.maxLength === undefined && !schema.enum && !('const' in schema)) {
    out.push(path);
  }
  for (const [key, s] of Object.entries(schema.properties ?? {}))
    out.push(...unboundedStrings(s, `${path}.${key}`));
  if (schema.items) out.push(...unboundedStrings(schema.items, `${path}[]`));
  return out;
}

/*
 * Issue 10, item 6: an 8 KB login e-mail gave a 500 on PostgreSQL. Every string the API accepts, in the
 * URL, the query or the JSON body, has a maximum length, read from the OpenAPI document the server
 * publishes (so a new route is checked without edits).
 */
describe('input strings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('all have a maximum length', () => {
    const doc = t.app.swagger() as { paths?: Record<string, Record<string, Operation>> };
    const unbounded: string[] = [];
    for (const [route, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${route}`;
        for (const p of op.parameters ?? [])
          unbounded.push(...unboundedStrings(p.schema, `${where} ${p.in}:${p.name}`));
        const body = op.requestBody?.content?.['application/json']?.schema;
        unbounded.push(...unboundedStrings(body, `${where} body`));
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('an 8 KB login e-mail or password is a French 400 naming the field (the e-mail was a 500)', async () => {
    const huge = 'a'.repeat(8 * 1024);
    for (const [field, payload, message] of [
      [
        'email',
        { email: `${huge}@example.fr`, password: 'x' },
        'L’adresse e-mail ne doit pas dépasser 255 caractères.',
      ],
      [
        'password',
        { email: 'a@example.fr', password: huge },
        'Le mot de passe ne doit pas dépasser 200 caractères.',
      ],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation', fields: { [field]: message } });
    }
  });
});
