import { sqlFoldExpression } from '@quickrdv/core';
import { PostgresAdapter, sql, type Kysely } from 'kysely';

/**
 * The directory's search index, one row per professional: whether the directory lists them, the folded
 * business name (the sort key), the slug (tie-break, public) and the words of name, profession, type of
 * establishment, city and postcode, matched by prefix (visitors search 'coiffeur lyon'). A search reads the index and then only the page's professionals.
 *
 * Triggers on `pros` and `services` keep it current, so every write path (sign-up, business details,
 * onboarding, a first service, demo copies, the showcase seed, account deletion, a fix made by hand in SQL)
 * updates it without the app having to. Folding therefore runs in SQL: nested replace() of the accented
 * letters core folds (sqlFoldExpression), as neither SQLite nor PostgreSQL without the unaccent extension
 * (superuser, often absent on managed servers) has one. Changing that list or the listing rule below needs
 * a new migration recreating the triggers and refreshing the rows.
 *
 * - SQLite: an FTS5 table over the words (external content on `pro_search`, unicode61 tokenizer, prefix
 *   indexes for 2- and 3-letter starts), `MATCH '"lyon"* "69"*'`.
 * - PostgreSQL: a tsvector of exactly the [a-z0-9] words (array_to_tsvector: no text-search parser guessing
 *   at e-mails or URLs), GIN index, `@@ to_tsquery('simple', 'lyon:* & 69:*')`. No extension needed.
 * Both: a (listed, sort_key, slug) btree for the alphabetical order and keyset pagination; "C" collation on
 * PostgreSQL so both databases order alike.
 */
const fold = (column: string) => sqlFoldExpression(column);
const words = (p: string) =>
  fold(
    `${p}.nom_societe || ' ' || coalesce(${p}.profession, '') || ' ' ||
    coalesce((select t.name from establishment_types t where t.id = ${p}.establishment_type_id), '') || ' ' ||
    coalesce(${p}.ville, '') || ' ' || replace(coalesce(${p}.code_postal, ''), ' ', '')`,
  );
/**
 * Listed in the directory: not a visitor's demo copy (the showcase is a demo without expiry), no deletion
 * requested, and either done with onboarding or offering at least one service. 1 or 0.
 */
const listed = (p: string) => `case when (${p}.is_demo = 0 or ${p}.demo_expires_at is null)
    and ${p}.deletion_requested_at is null
    and (${p}.onboarding_done = 1 or exists (select 1 from services x where x.pro_id = ${p}.id))
  then 1 else 0 end`;
// coalesce: a service deleted with its professional (cascade) finds no row in pros.
const relisted = (proId: string) =>
  `update pro_search set listed = coalesce((select ${listed('p')} from pros p where p.id = ${proId}), 0) where pro_id = ${proId}`;
/** The columns of `pros` the index reads. */
const watched =
  'nom_societe, profession, establishment_type_id, ville, code_postal, slug, is_demo, demo_expires_at, deletion_requested_at, onboarding_done';

export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return upPostgres(db);
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`create table pro_search (
    id integer primary key, -- a stable rowid for the FTS5 external content
    pro_id text not null unique,
    listed integer not null,
    slug text not null,
    sort_key text not null,
    body text not null
  )`);
  await run(`create index pro_search_order on pro_search (listed, sort_key, slug)`);
  await run(`create virtual table pro_search_fts using fts5(
    body, content = 'pro_search', content_rowid = 'id',
    tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
  )`);
  await run(`create trigger pro_search_fts_insert after insert on pro_search begin
    insert into pro_search_fts (rowid, body) values (new.id, new.body);
  end`);
  await run(`create trigger pro_search_fts_delete after delete on pro_search begin
    insert into pro_search_fts (pro_search_fts, rowid, body) values ('delete', old.id, old.body);
  end`);
  await run(`create trigger pro_search_fts_update after update of body on pro_search begin
    insert into pro_search_fts (pro_search_fts, rowid, body) values ('delete', old.id, old.body);
    insert into pro_search_fts (rowid, body) values (new.id, new.body);
  end`);
  await run(`create trigger pros_search_insert after insert on pros begin
    insert into pro_search (pro_id, listed, slug, sort_key, body)
    values (new.id, ${listed('new')}, new.slug, ${fold('new.nom_societe')}, ${words('new')});
  end`);
  await run(`create trigger pros_search_update after update of ${watched} on pros begin
    update pro_search
    set listed = ${listed('new')}, slug = new.slug, sort_key = ${fold('new.nom_societe')}, body = ${words('new')}
    where pro_id = new.id;
  end`);
  await run(`create trigger pros_search_delete after delete on pros begin
    delete from pro_search where pro_id = old.id;
  end`);
  await run(`create trigger services_search_insert after insert on services begin
    ${relisted('new.pro_id')};
  end`);
  await run(`create trigger services_search_delete after delete on services begin
    ${relisted('old.pro_id')};
  end`);
  await run(`insert into pro_search (pro_id, listed, slug, sort_key, body)
    select p.id, ${listed('p')}, p.slug, ${fold('p.nom_societe')}, ${words('p')} from pros p`);
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  const terms = (p: string) =>
    `array_to_tsvector(array_remove(regexp_split_to_array(${words(p)}, '[^a-z0-9]+'), ''))`;
  await run(`create table pro_search (
    pro_id text primary key references pros (id) on delete cascade,
    listed integer not null,
    slug text collate "C" not null,
    sort_key text collate "C" not null,
    terms tsvector not null
  )`);
  await run(`create index pro_search_order on pro_search (listed, sort_key, slug)`);
  await run(`create index pro_search_terms on pro_search using gin (terms)`);
  await run(`create function pro_search_sync() returns trigger language plpgsql as $$
  begin
    insert into pro_search (pro_id, listed, slug, sort_key, terms)
    values (new.id, ${listed('new')}, new.slug, ${fold('new.nom_societe')}, ${terms('new')})
    on conflict (pro_id) do update
      set listed = excluded.listed, slug = excluded.slug, sort_key = excluded.sort_key, terms = excluded.terms;
    return null;
  end $$`);
  await run(`create trigger pros_search_sync after insert or update of ${watched}
    on pros for each row execute function pro_search_sync()`);
  await run(`create function pro_search_relist() returns trigger language plpgsql as $$
  declare
    target text;
  begin
    if tg_op = 'DELETE' then target := old.pro_id; else target := new.pro_id; end if;
    ${relisted('target')};
    return null;
  end $$`);
  await run(`create trigger services_search_relist after insert or delete
    on services for each row execute function pro_search_relist()`);
  await run(`insert into pro_search (pro_id, listed, slug, sort_key, terms)
    select p.id, ${listed('p')}, p.slug, ${fold('p.nom_societe')}, ${terms('p')} from pros p`);
}

export async function down(db: Kysely<any>): Promise<void> {
  const run = (text: string) => sql.raw(text).execute(db);
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await run('drop trigger if exists services_search_relist on services');
    await run('drop trigger if exists pros_search_sync on pros');
    await run('drop function if exists pro_search_relist()');
    await run('drop function if exists pro_search_sync()');
    await run('drop table if exists pro_search');
    return;
  }
  for (const t of [
    'services_search_insert',
    'services_search_delete',
    'pros_search_insert',
    'pros_search_update',
    'pros_search_delete',
  ])
    await run(`drop trigger if exists ${t}`);
  await run('drop table if exists pro_search_fts');
  await run('drop table if exists pro_search');
}
