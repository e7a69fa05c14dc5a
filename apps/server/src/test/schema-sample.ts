import { addDays, utcToZoned } from '@quickrdv/core';

/** The subset of JSON Schema (as the OpenAPI document gives it) the walk knows how to fill. */
export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

export interface SampleContext {
  /** Table names -> ids of the rows aimed at. */
  ids: Map<string, string[]>;
  /** Tables an id-like field is most likely about (e.g. the route's resource), tried when its name says nothing. */
  fallbackTables: string[];
  tablesForName(name: string): string[];
}

const isIdName = (name: string) => /^ids?$|[a-z0-9]Ids?$|_ids?$/.test(name);

/**
 * A value that passes a JSON schema as far as cheaply possible, guessing from field names what refinements
 * the schema cannot express (days, times, amounts), with the aimed-at rows' ids in every id-like field.
 */
export function sampleFromSchema(schema: JsonSchema | undefined, name: string, ctx: SampleContext): unknown {
  if (!schema) return undefined;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return sampleFromSchema(options.find((o) => o.type !== 'null') ?? options[0], name, ctx);
  if (schema.allOf?.length) return sampleFromSchema(Object.assign({}, ...schema.allOf), name, ctx);
  if ('const' in schema) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(
      Object.entries(schema.properties ?? {}).map(([key, s]) => [key, sampleFromSchema(s, key, ctx)]),
    );
  }
  if (type === 'array') return [sampleFromSchema(schema.items, name, ctx)];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') {
    const wanted = /minutes|duration/i.test(name) ? 30 : 1;
    return Math.min(Math.max(schema.minimum ?? wanted, wanted), schema.maximum ?? wanted);
  }
  if (type === 'null') return null;
  return sampleString(schema, name, ctx);
}

function sampleString(schema: JsonSchema, name: string, ctx: SampleContext): string {
  if (schema.format === 'email' || /e-?mail/i.test(name)) return 'walker@example.fr';
  if (schema.format === 'date-time') return new Date(Date.now() + 7 * 86_400_000).toISOString();
  if (schema.format === 'uuid' || isIdName(name)) {
    const tables = [...ctx.tablesForName(name), ...ctx.fallbackTables].filter((t) => ctx.ids.has(t));
    return ctx.ids.get(tables[0] ?? '')?.[0] ?? ctx.ids.values().next().value?.[0] ?? '';
  }
  const hinted = fromName(name);
  if (hinted !== undefined && (!schema.pattern || new RegExp(schema.pattern).test(hinted))) return hinted;
  if (schema.pattern) {
    const re = new RegExp(schema.pattern);
    const found = [hinted, '10:00', futureDay(), 'ffffff', '#ffffff', '0612345678', '75001', 'walker'].find(
      (s) => s !== undefined && re.test(s),
    );
    if (found) return found;
  }
  const text = 'Valeur de test du parcours';
  return text.slice(0, schema.maxLength ?? text.length).padEnd(schema.minLength ?? 0, 'x');
}

/**
 * Bodies for a route: the fullest sample, then, for each optional field holding an aimed-at id, the
 * required fields plus that one alone (so `{ ids: [...] }` is tried even when `days` and `ids` exclude
 * each other).
 */
export function sampleBodies(schema: JsonSchema, ctx: SampleContext): object[] {
  const full = sampleFromSchema(schema, 'body', ctx);
  if (!full || typeof full !== 'object' || Array.isArray(full)) return [Object(full)];
  const ids = new Set([...ctx.ids.values()].flat());
  const required = new Set(schema.required ?? []);
  const base = Object.fromEntries(Object.entries(full).filter(([k]) => required.has(k)));
  const single = Object.entries(full)
    .filter(
      ([k, v]) =>
        !required.has(k) &&
        JSON.stringify(v)
          .match(/[0-9a-f-]{36}/g)
          ?.some((id) => ids.has(id)),
    )
    .map(([k, v]) => ({ ...base, [k]: v }));
  return [full, ...single];
}

/** A weekday a week from now, as 'YYYY-MM-DD' in Paris. */
function futureDay(): string {
  return addDays(utcToZoned(new Date(), 'Europe/Paris').day, 7);
}

function fromName(name: string): string | undefined {
  if (/days?$|date$|^from$|^to$|^until$/i.test(name)) return futureDay();
  if (/month/i.test(name)) return futureDay().slice(0, 7);
  if (/^(end|ends|close|closes|endTime)$/i.test(name)) return '11:00';
  if (/^(start|starts|open|opens|startTime|time)$/i.test(name)) return '10:00';
  if (/amount|price|prix|montant/i.test(name)) return '25';
  if (/duration|minutes|duree/i.test(name)) return '30';
  if (/^tel|phone|portable|fixe/i.test(name)) return '0612345678';
  if (/postal|zip/i.test(name)) return '75001';
  if (/colou?r|couleur/i.test(name)) return 'ffffff';
  if (/url|site/i.test(name)) return 'https://example.fr';
  return undefined;
}
