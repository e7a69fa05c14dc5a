import { clientsCsvMessages as csv, clientMessages as m } from '@quickrdv/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signedUpPro, type TestClient } from '../../test/test-client.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ JOBS_POLL_MS: '0' });
});
afterAll(() => t.close());

const C = '/api/v1/clients';
const upload = (c: TestClient, body: string | Buffer, query = '', type = 'text/csv') =>
  c.request({ method: 'POST', url: `${C}/import${query}`, payload: body, headers: { 'content-type': type } });
const rows = (proId: string) =>
  t.database.db.selectFrom('clients').selectAll().where('proId', '=', proId).orderBy('nomKey').execute();

const EXCEL =
  '\uFEFFNom;Prénom;E-mail;Téléphone portable;Code postal;Ville\r\n' +
  'Émond;Chloé;chloe@example.fr;06 12 34 56 78;75011;Paris\r\n' +
  '"Le Gall";"Anne; Sophie";;+33 7 11 22 33 44;;\r\n';

describe('POST /clients/import', () => {
  it('imports a French Excel file (";", BOM, accents) and finds the clients afterwards', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const preview = await upload(client, EXCEL, '?dryRun=true');
    expect(preview.json()).toEqual({ fatal: null, rows: 2, valid: 2, invalid: 0, duplicates: 0 });
    expect(await rows(pro.id)).toEqual([]);
    const res = await upload(client, EXCEL, '', 'application/vnd.ms-excel');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ added: 2, merged: 0, skipped: 0, invalid: 0 });
    expect(await rows(pro.id)).toMatchObject([
      {
        nom: 'Émond',
        prenom: 'Chloé',
        telPortable: '06 12 34 56 78',
        cpVille: '75011 Paris',
        type: 'client pro',
      },
      { nom: 'Le Gall', prenom: 'Anne; Sophie', telPortable: '07 11 22 33 44' },
    ]);
    const found = (await client.get(`${C}?q=0711`)).json().clients;
    expect(found.map((c: { nom: string }) => c.nom)).toEqual(['Le Gall']);
  });

  it('reads Windows-1252 and "," files', async () => {
    const { client, pro } = await signedUpPro(t.app);
    // Latin-1 bytes: what French Excel writes ('é' is one byte, 0xE9, not valid UTF-8).
    const bytes = Buffer.from('Nom,Prenom,Email\r\nFabre,Léa,lea@example.fr\r\n', 'latin1');
    const res = await upload(client, bytes, '', 'application/octet-stream');
    expect(res.json()).toMatchObject({ added: 1 });
    expect((await rows(pro.id))[0]).toMatchObject({ nom: 'Fabre', prenom: 'Léa', email: 'lea@example.fr' });
  });

  it('merges duplicates by phone or e-mail into empty fields only, or skips them', async () => {
    const file =
      'Nom;Prénom;E-mail;Mobile;CP Ville;Notes\n' +
      'Emond;Chloe;chloe@example.fr;+33612345678;75011 Paris;\n' + // same phone: fills the e-mail only
      'Fabre;Léa;LEA@example.fr;0711223344;;VIP\n' + // same e-mail
      'Petit;Lou;lou@example.fr;;;\n' +
      'Petit;Louise;lou@example.fr;0799887766;;\n' + // same e-mail as the row above
      ';Sans nom;;;;\n';
    const setUp = async () => {
      const s = await signedUpPro(t.app);
      await s.client.post(C, { nom: 'Émond', prenom: 'Chloé', telPortable: '0612345678', cpVille: 'Lyon' });
      await s.client.post(C, { nom: 'Fabre', prenom: 'Léa', email: 'lea@example.fr' });
      return s;
    };
    const merge = await setUp();
    expect((await upload(merge.client, file, '?dryRun=true&duplicates=merge')).json()).toEqual({
      fatal: null,
      rows: 5,
      valid: 4,
      invalid: 1,
      duplicates: 3,
    });
    expect((await upload(merge.client, file, '?duplicates=merge')).json()).toEqual({
      added: 1,
      merged: 3,
      skipped: 0,
      invalid: 1,
    });
    const after = await rows(merge.pro.id);
    expect(after.map((r) => [r.nom, r.prenom, r.email, r.telPortable, r.cpVille, r.infoComp])).toEqual([
      ['Émond', 'Chloé', 'chloe@example.fr', '06 12 34 56 78', 'Lyon', ''],
      ['Fabre', 'Léa', 'lea@example.fr', '07 11 22 33 44', '', 'VIP'],
      ['Petit', 'Lou', 'lou@example.fr', '07 99 88 77 66', '', ''],
    ]);
    // What a merge filled is searchable at once.
    expect((await merge.client.get(`${C}?q=chloe@`)).json().clients).toHaveLength(1);
    expect((await merge.client.get(`${C}?q=0711`)).json().clients).toHaveLength(1);

    const skip = await setUp();
    expect((await upload(skip.client, file, '?duplicates=skip')).json()).toEqual({
      added: 1,
      merged: 0,
      skipped: 3,
      invalid: 1,
    });
    expect((await rows(skip.pro.id)).map((r) => [r.nom, r.prenom, r.email, r.telPortable])).toEqual([
      ['Émond', 'Chloé', '', '06 12 34 56 78'],
      ['Fabre', 'Léa', 'lea@example.fr', ''],
      ['Petit', 'Lou', 'lou@example.fr', ''],
    ]);
  });

  it('imports nothing from a file it cannot read, with a French message each', async () => {
    const { client, pro } = await signedUpPro(t.app);
    for (const [body, message, status] of [
      ['Nom;Prénom\nPetit;"Lou\nFabre;Léa\n', csv.brokenQuotes(2), 400],
      ['Prénom;E-mail\nLou;lou@example.fr\n', csv.noNomColumn, 400],
      ['\uFEFF\r\n', csv.empty, 400],
      [Buffer.alloc(5 * 1024 * 1024 + 10, 'a'), m.importTooLarge, 413],
      [Buffer.alloc(7 * 1024 * 1024, 'a'), m.importTooLarge, 413],
    ] as const) {
      const res = await upload(client, body);
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    const json = await client.post(`${C}/import`, { nom: 'Petit' });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(m.importWrongType);
    expect((await upload(client, 'Nom;Prénom\nPetit;"Lou\n', '?dryRun=true')).json()).toMatchObject({
      fatal: csv.brokenQuotes(2),
      rows: 0,
    });
    expect(await rows(pro.id)).toEqual([]);
  });

  it('writes nothing when the database fails after the first batches', async () => {
    const { client, pro } = await signedUpPro(t.app);
    const file = `Nom;Prénom\n${Array.from({ length: 1200 }, (_, i) => `Client${i};Test`).join('\n')}\n`;
    // The audit entry is the import's last write: make the database refuse it, for real.
    const run = (q: string) => sql.raw(q).execute(t.database.db);
    if (t.database.dialect === 'postgres') {
      await run(`create function refuse_audit() returns trigger language plpgsql as $$
        begin raise exception 'refused'; end $$`);
      await run(
        'create trigger refuse_audit before insert on client_audit for each row execute function refuse_audit()',
      );
    } else {
      await run(
        `create trigger refuse_audit before insert on client_audit begin select raise(abort, 'refused'); end`,
      );
    }
    try {
      expect((await upload(client, file)).statusCode).toBe(500);
    } finally {
      await run(
        t.database.dialect === 'postgres'
          ? 'drop trigger refuse_audit on client_audit'
          : 'drop trigger refuse_audit',
      );
      if (t.database.dialect === 'postgres') await run('drop function refuse_audit()');
    }
    expect(await rows(pro.id)).toEqual([]);
    expect(
      await t.database.db.selectFrom('clientSearchKeys').select('key').where('proId', '=', pro.id).execute(),
    ).toEqual([]);
    expect((await upload(client, file)).json()).toMatchObject({ added: 1200 });
    expect((await client.get(`${C}?q=client119`)).json().matching).toBe(11);
  });

  it('refuses an unknown duplicates choice', async () => {
    const { client } = await signedUpPro(t.app);
    expect((await upload(client, EXCEL, '?duplicates=overwrite')).statusCode).toBe(400);
  });
});

describe('GET /clients/export.csv', () => {
  it('exports every client for French Excel with formula cells neutralised', async () => {
    const { client } = await signedUpPro(t.app);
    await client.post(C, { nom: '=HYPERLINK("http://evil")', prenom: '@SUM(A1)', infoComp: '-2+3' });
    await client.post(C, {
      nom: 'Émond',
      prenom: 'Chloé',
      email: 'chloe@example.fr',
      dateNaissance: '1990-05-17',
    });
    const other = await signedUpPro(t.app);
    await other.client.post(C, { nom: 'Autre', prenom: 'Salon' });
    const res = await client.get(`${C}/export.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.body;
    expect(text.startsWith('\uFEFFCivilité;Nom;Prénom;')).toBe(true);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(4); // header, 2 clients, final CRLF
    expect(lines[1]).toContain(`;"'=HYPERLINK(""http://evil"")";'@SUM(A1);`);
    expect(lines[1]).toContain(";'-2+3;");
    expect(lines[2]).toContain(';Émond;Chloé;;chloe@example.fr;');
    expect(lines[2]).toContain(';17/05/1990;');
    expect(text).not.toContain('Autre');
  });
});
