import type { FastifyInstance } from 'fastify';
import { sampleBodies, sampleFromSchema, type JsonSchema, type SampleContext } from './schema-sample.js';

/** One request the authorisation walk makes on a professional route. */
export interface WalkCall {
  method: string;
  url: string;
  query?: Record<string, string>;
  payload?: object;
  /** True when the URL names another professional's row: the answer must then never be 2xx. */
  targetsOtherPro: boolean;
}

/** What the walk knows about the professional whose data it aims at. */
export interface Victim {
  /** Row ids by table (snake_case table names). */
  ids: Map<string, string[]>;
  slug: string;
}

type Operation = {
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
};

/** Tables a name points at: serviceId -> services, categoryId -> service_categories, 'service-categories' itself. */
export function tablesForName(name: string, tables: Iterable<string>): string[] {
  const all = [...tables];
  const snake = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();
  if (all.includes(snake)) return [snake];
  const base = name
    .replace(/Ids?$|_ids?$/, '')
    .replace(/s$/, '')
    .toLowerCase();
  if (!base || base === 'id') return [];
  const singular = (word: string) => word.replace(/ies$/, 'y').replace(/s$/, '');
  return all.filter((t) => singular(t.replace(/_/g, '')) === base || singular(t.split('_').at(-1)!) === base);
}

/**
 * Candidate values for a URL parameter: ids of the victim's rows of the table it names (or, for a bare
 * `:id`, of the table the path segment before it names), then one id of every other kind.
 */
function paramCandidates(
  name: string,
  segment: string,
  victim: Victim,
): { value: string; victims: boolean }[] {
  const byName = tablesForName(name, victim.ids.keys());
  const mapped = byName.length ? byName : tablesForName(segment, victim.ids.keys());
  const out: { value: string; victims: boolean }[] = [];
  for (const table of mapped) {
    const ids = victim.ids.get(table)!;
    for (const id of new Set([ids[0]!, ids[Math.floor(ids.length / 2)]!, ids.at(-1)!])) {
      out.push({ value: id, victims: true });
    }
  }
  for (const [table, ids] of victim.ids)
    if (!mapped.includes(table)) out.push({ value: ids[0]!, victims: true });
  if (/slug/i.test(name)) out.unshift({ value: victim.slug, victims: true });
  // Values that are not ids (a weekday, a page number) exercise the route without aiming at anyone.
  out.push({ value: '1', victims: false });
  return out;
}

/** The OpenAPI operation of a route, from the document the server itself publishes. */
function operationOf(app: FastifyInstance, method: string, url: string): Operation | undefined {
  const doc = app.swagger() as { paths?: Record<string, Record<string, Operation>> };
  const path = url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const item = doc.paths?.[path] ?? doc.paths?.[`${path}/`] ?? doc.paths?.[path.replace(/\/$/, '')];
  return item?.[method.toLowerCase()];
}

/** Every call the walk makes on one route: each parameter aimed at each kind of the victim's rows, several bodies. */
export function callsFor(
  app: FastifyInstance,
  route: { method: string; url: string },
  victim: Victim,
): WalkCall[] {
  const op = operationOf(app, route.method, route.url);
  // Each parameter with the static path segment before it: /services/:id -> ['id', 'services'].
  const params = [...route.url.matchAll(/([^/:]*)\/:([A-Za-z0-9_]+)/g)].map((m) => ({
    name: m[2]!,
    segment: m[1]!,
  }));
  const candidates = new Map(params.map((p) => [p.name, paramCandidates(p.name, p.segment, victim)]));
  const fill = (values: Record<string, string>) =>
    route.url.replace(/:([A-Za-z0-9_]+)/g, (_, p: string) => values[p]!);
  const firsts = Object.fromEntries(params.map((p) => [p.name, candidates.get(p.name)![0]!.value]));
  const urls: { url: string; targetsOtherPro: boolean }[] = params.length
    ? []
    : [{ url: route.url, targetsOtherPro: false }];
  for (const p of params) {
    for (const c of candidates.get(p.name)!) {
      urls.push({
        url: fill({ ...firsts, [p.name]: c.value }),
        targetsOtherPro: c.victims || params.length > 1,
      });
    }
  }

  // The resource the route is about (/api/v1/availabilities/bulk-delete -> availabilities) for bare `ids`.
  const resource = route.url.replace(/^\/api\/v\d+\//, '').split('/')[0] ?? '';
  const ctx: SampleContext = {
    ids: victim.ids,
    fallbackTables: tablesForName(resource, victim.ids.keys()),
    tablesForName: (name) => tablesForName(name, victim.ids.keys()),
  };
  const bodySchema = op?.requestBody?.content?.['application/json']?.schema;
  const queryParams = (op?.parameters ?? []).filter((p) => p.in === 'query');
  const query = queryParams.length
    ? Object.fromEntries(
        queryParams.map((p) => [p.name, String(sampleFromSchema(p.schema, p.name, ctx) ?? '')]),
      )
    : undefined;
  const variants: Pick<WalkCall, 'query' | 'payload'>[] =
    route.method === 'GET'
      ? [{}, ...(query ? [{ query }] : [])]
      : [
          { payload: {} },
          ...(bodySchema ? sampleBodies(bodySchema, ctx).map((payload) => ({ payload, query })) : []),
        ];
  return urls.flatMap((u) => variants.map((v) => ({ method: route.method, ...u, ...v })));
}
