import { describe, expect, it } from 'vitest';
import { clientMessages } from './client.messages.js';
import type { ClientDto } from './client.schemas.js';
import { CLIENTS_CSV_MAX_BYTES, clientsToCsv, decodeCsvBytes, parseClientsCsv } from './clients-csv.js';
import { clientsCsvMessages as m } from './clients-csv.messages.js';

const client = (over: Partial<ClientDto>): ClientDto => ({
  id: 'c1',
  type: 'client pro',
  civilite: '',
  nom: 'Durand',
  prenom: 'Sophie',
  nomSociete: '',
  email: '',
  telPortable: '',
  telFixe: '',
  telTravail: '',
  adresse: '',
  complementAdresse: '',
  cpVille: '',
  dateNaissance: null,
  infoComp: '',
  createdAt: '2026-01-02T10:00:00.000Z',
  ...over,
});

describe('decodeCsvBytes', () => {
  const utf8 = new TextEncoder().encode('Nom;Prénom\r\nÉmond;Chloé\r\n');
  it('reads UTF-8 with or without the BOM', () => {
    expect(decodeCsvBytes(utf8)).toBe('Nom;Prénom\r\nÉmond;Chloé\r\n');
    expect(decodeCsvBytes(new Uint8Array([0xef, 0xbb, 0xbf, ...utf8]))).toBe('Nom;Prénom\r\nÉmond;Chloé\r\n');
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8 (French Excel)', () => {
    // 'Prénom;Émond;€' in Windows-1252: é = E9, É = C9, € = 80.
    const bytes = new Uint8Array([
      0x50, 0x72, 0xe9, 0x6e, 0x6f, 0x6d, 0x3b, 0xc9, 0x6d, 0x6f, 0x6e, 0x64, 0x3b, 0x80,
    ]);
    expect(decodeCsvBytes(bytes)).toBe('Prénom;Émond;€');
  });

  it('reads UTF-16 with its BOM (Excel’s Unicode text)', () => {
    const text = 'Nom\tPrénom';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let i = 0; i < text.length; i++) bytes[2 + i * 2] = text.charCodeAt(i);
    expect(decodeCsvBytes(bytes)).toBe(text);
  });
});

describe('parseClientsCsv', () => {
  it('reads French Excel: ";", BOM, headers with accents, quoted fields, French dates, postcode + town', () => {
    const csv =
      '\uFEFFCivilité;NOM;Prénom;Courriel;Téléphone portable;Code postal;Ville;Date de naissance;Notes;Fidélité\r\n' +
      'Mme;Émond;Chloé;Chloe@Example.fr;+33 6 12 34 56 78;75011;Paris;17/05/1990;"Aime le thé; pas le café\r\nallergie";oui\r\n' +
      '\r\n' +
      'M.;"Durand ""le grand""";Bruno;;0711223344;;;;;\r\n';
    const r = parseClientsCsv(csv);
    expect(r.fatal).toBeNull();
    expect(r.columns.map((c) => c.field)).toEqual([
      'civilite',
      'nom',
      'prenom',
      'email',
      'telPortable',
      'cpVille',
      'cpVille',
      'dateNaissance',
      'infoComp',
      null,
    ]);
    expect(r.rows).toHaveLength(2);
    expect(r.rows[0]).toMatchObject({
      line: 2,
      errors: [],
      input: {
        civilite: 'Mme',
        nom: 'Émond',
        prenom: 'Chloé',
        email: 'chloe@example.fr',
        telPortable: '06 12 34 56 78',
        cpVille: '75011 Paris',
        dateNaissance: '1990-05-17',
        infoComp: 'Aime le thé; pas le café\r\nallergie',
      },
    });
    expect(r.rows[1]!.input).toMatchObject({
      nom: 'Durand "le grand"',
      prenom: 'Bruno',
      telPortable: '07 11 22 33 44',
    });
  });

  it('reads "," and tab separators and headers without accents or in other words', () => {
    const comma = parseClientsCsv(
      'nom,prenom,E-mail,Mobile,CP Ville\nPetit,Lou,lou@example.fr,0612345678,"13001 Marseille"\n',
    );
    expect(comma.rows[0]!.input).toMatchObject({
      nom: 'Petit',
      prenom: 'Lou',
      email: 'lou@example.fr',
      telPortable: '06 12 34 56 78',
      cpVille: '13001 Marseille',
    });
    const tab = parseClientsCsv('Nom de famille\tPrenom\tEmail\nFabre\tLéa\tlea@example.fr\n');
    expect(tab.rows[0]!.input).toMatchObject({ nom: 'Fabre', prenom: 'Léa', email: 'lea@example.fr' });
  });

  it('gives each invalid row its errors naming the column, in French', () => {
    const r = parseClientsCsv(
      'Nom;Prénom;E-mail;Portable;Date de naissance\n;Lou;pas-un-mail;01 23 45 67 89;31/02/1990\nPetit;Lou;;;\n',
    );
    expect(r.fatal).toBeNull();
    expect(r.rows[0]).toEqual({
      line: 2,
      input: null,
      errors: [
        m.cell('Nom', clientMessages.nomRequired),
        m.cell('E-mail', clientMessages.emailInvalid),
        m.cell('Portable', clientMessages.telPortableInvalid),
        m.cell('Date de naissance', clientMessages.dateNaissanceInvalid),
      ],
    });
    expect(r.rows[1]).toMatchObject({ line: 3, errors: [] });
  });

  it('names a missing column by its field when the file has none', () => {
    const r = parseClientsCsv('Nom;E-mail\nPetit;\n');
    expect(r.rows[0]!.errors).toEqual([m.cell('prenom', clientMessages.prenomRequired)]);
  });

  it('is fatal for an empty file, no Nom column, broken quotes and more than 5 MB', () => {
    expect(parseClientsCsv('').fatal).toBe(m.empty);
    expect(parseClientsCsv('\uFEFF\r\n \r\n').fatal).toBe(m.empty);
    expect(parseClientsCsv('Prénom;E-mail\nLou;lou@example.fr\n').fatal).toBe(m.noNomColumn);
    expect(parseClientsCsv('Nom;Prénom\n').fatal).toBe(m.noRows);
    expect(parseClientsCsv('Nom;Prénom\nPetit;"Lou\nFabre;Léa\n').fatal).toBe(m.brokenQuotes(2));
    const big = `Nom;Prénom\n${'Petit;Lou\n'.repeat(CLIENTS_CSV_MAX_BYTES / 10)}x`;
    const r = parseClientsCsv(big);
    expect(r).toEqual({ fatal: m.tooLarge, columns: [], rows: [] });
    // Characters outside ASCII count as the bytes they take.
    expect(parseClientsCsv(`Nom;Prénom\n${'é'.repeat(CLIENTS_CSV_MAX_BYTES / 2)}`).fatal).toBe(m.tooLarge);
  });

  it('drops control characters a database would refuse', () => {
    expect(parseClientsCsv('Nom;Prénom\nPe\u0000tit;Lou\n').rows[0]!.input).toMatchObject({ nom: 'Petit' });
  });
});

describe('clientsToCsv', () => {
  it('writes every field for French Excel: BOM, ";", CRLF, French headers, dates JJ/MM/AAAA', () => {
    const csv = clientsToCsv([
      client({
        civilite: 'Mme',
        email: 'sophie@example.fr',
        telPortable: '06 12 34 56 78',
        cpVille: '75011 Paris',
        adresse: '3 rue des Lilas; bât. B',
        dateNaissance: '1990-05-17',
        infoComp: 'ligne 1\nligne 2',
      }),
    ]);
    expect(csv.startsWith('\uFEFFCivilité;Nom;Prénom;Société;E-mail;Téléphone portable;')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe(
      'Mme;Durand;Sophie;;sophie@example.fr;06 12 34 56 78;;;"3 rue des Lilas; bât. B";;75011 Paris;17/05/1990;"ligne 1\nligne 2";client pro;02/01/2026',
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('neutralises formula cells, even one followed by a line break', () => {
    const csv = clientsToCsv([
      client({
        nom: '=HYPERLINK("http://x")',
        prenom: '+1',
        email: '@SUM(A1)',
        infoComp: '=1+1\nsuite',
        adresse: '-2',
      }),
    ]);
    const row = parseClientsCsv(csv.replace(/^\uFEFF/, '')).columns.length && csv.split('\r\n')[1]!;
    expect(row).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(row).toContain(";'+1;");
    expect(row).toContain("'@SUM(A1)");
    expect(row).toContain(`"'=1+1\nsuite"`);
    expect(row).toContain(";'-2;");
  });

  it('is read back by the import', () => {
    const c = client({
      email: 'sophie@example.fr',
      telPortable: '06 12 34 56 78',
      dateNaissance: '1990-05-17',
      cpVille: '75011 Paris',
    });
    const back = parseClientsCsv(decodeCsvBytes(new TextEncoder().encode(clientsToCsv([c]))));
    expect(back.rows[0]!.input).toMatchObject({
      nom: 'Durand',
      prenom: 'Sophie',
      email: 'sophie@example.fr',
      telPortable: '06 12 34 56 78',
      cpVille: '75011 Paris',
      dateNaissance: '1990-05-17',
    });
  });
});
