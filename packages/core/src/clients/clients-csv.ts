import Papa from 'papaparse';
import { stripForbiddenChars } from '../shared/control-chars.js';
import { clientsCsvMessages as m } from './clients-csv.messages.js';
import { clientCreateSchema, type ClientCreate, type ClientDto } from './client.schemas.js';
import { foldClientText } from './client-list.js';

export const CLIENTS_CSV_MAX_BYTES = 5 * 1024 * 1024;

type Field = keyof ClientCreate;

export type ClientsCsvRow = { line: number; input: ClientCreate | null; errors: string[] };
export type ClientsCsvParse = {
  fatal: string | null;
  columns: Array<{ header: string; field: Field | null }>;
  rows: ClientsCsvRow[];
};

/**
 * The text of an uploaded file: UTF-8 (with or without the BOM Excel writes), UTF-16 when it starts with
 * its BOM (Excel's 'Texte Unicode'), otherwise Windows-1252 (what French Excel writes for 'CSV (séparateur:
 * point-virgule)'), chosen when the bytes are not valid UTF-8.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Node's decoder reads 0x80-0x9F as Latin-1 control characters; browsers map them (€, ’, œ...).
    return new TextDecoder('windows-1252')
      .decode(bytes)
      .replace(/[\u0080-\u009F]/g, (c) => CP1252_HIGH[c.charCodeAt(0) - 0x80] || c);
  }
}

/** Windows-1252's characters for the bytes 0x80-0x9F ('' where the code page has none). */
const CP1252_HIGH = [
  '€',
  '',
  '‚',
  'ƒ',
  '„',
  '…',
  '†',
  '‡',
  'ˆ',
  '‰',
  'Š',
  '‹',
  'Œ',
  '',
  'Ž',
  '',
  '',
  '‘',
  '’',
  '“',
  '”',
  '•',
  '–',
  '—',
  '˜',
  '™',
  'š',
  '›',
  'œ',
  '',
  'ž',
  'Ÿ',
];

/** Header names people use, folded (lower case, no accents, punctuation as spaces), per field. */
const HEADERS: Record<Field, string[]> = {
  civilite: ['civilite', 'titre', 'genre'],
  nom: ['nom', 'nom de famille', 'last name', 'lastname', 'surname'],
  prenom: ['prenom', 'prenoms', 'first name', 'firstname'],
  nomSociete: [
    'societe',
    'nom societe',
    'nom de la societe',
    'entreprise',
    'raison sociale',
    'nomsocieteclient',
  ],
  email: ['email', 'e mail', 'mail', 'courriel', 'adresse email', 'adresse e mail', 'adresse mail'],
  telPortable: [
    'telephone portable',
    'tel portable',
    'portable',
    'mobile',
    'telephone mobile',
    'tel mobile',
    'telportable',
    'telephone',
    'tel',
    'gsm',
  ],
  telFixe: ['telephone fixe', 'tel fixe', 'fixe', 'telfixe', 'telephone domicile', 'tel domicile'],
  telTravail: [
    'telephone professionnel',
    'tel professionnel',
    'telephone travail',
    'tel travail',
    'teltravail',
    'tel pro',
    'telephone pro',
    'telephone bureau',
  ],
  adresse: ['adresse', 'adresse postale', 'rue'],
  complementAdresse: [
    'complement',
    'complement adresse',
    'complement d adresse',
    'complementadresse',
    'cpadresse',
    'adresse 2',
  ],
  // 'Code postal' and 'Ville' in two columns are joined into the one field.
  cpVille: [
    'cp ville',
    'code postal ville',
    'code postal et ville',
    'cpville',
    'code postal',
    'cp',
    'ville',
    'commune',
  ],
  dateNaissance: [
    'date de naissance',
    'date naissance',
    'naissance',
    'datenaissance',
    'anniversaire',
    'ne le',
    'nee le',
  ],
  infoComp: [
    'notes',
    'note',
    'informations',
    'informations complementaires',
    'infocomp',
    'commentaire',
    'commentaires',
    'remarques',
    'observations',
  ],
};
const FIELD_OF = new Map<string, Field>(
  (Object.entries(HEADERS) as Array<[Field, string[]]>).flatMap(([field, names]) =>
    names.map((n) => [n, field] as const),
  ),
);
const headerField = (header: string): Field | null =>
  FIELD_OF.get(
    foldClientText(header)
      .replace(/[^a-z0-9 ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ) ?? null;

/**
 * The separator, from the header line: the one of ';', ',', tab and '|' it holds most (Excel FR writes ';').
 * Papaparse's own guess needs several lines with the same count and picks ',' for a one-column file.
 */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  const counts = [';', ',', '\t', '|'].map((d) => [d, header.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

/** 'JJ/MM/AAAA' (or with - or .) to ISO; ISO kept; anything else as typed, for the schema to refuse. */
function isoBirthDate(value: string): string | null {
  if (!value) return null;
  const fr = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (fr) return `${fr[3]}-${fr[2]!.padStart(2, '0')}-${fr[1]!.padStart(2, '0')}`;
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/.exec(value);
  return iso ? iso[1]! : value;
}

const byteLength = (text: string) =>
  // Most text is ASCII: only count bytes when the characters alone do not settle it.
  text.length * 3 <= CLIENTS_CSV_MAX_BYTES ? text.length : new TextEncoder().encode(text).byteLength;

/**
 * Reads a clients file as French users have it (Excel's ';', ',' or tab, detected; quoted fields; header
 * names in French with or without accents). Each row is checked with the rules of the client form; its
 * errors name the column. `fatal` is set (and no row returned) when the file cannot be read as a whole.
 * `line` is the row's position in the file, the header being line 1.
 */
export function parseClientsCsv(text: string): ClientsCsvParse {
  const fail = (fatal: string, columns: ClientsCsvParse['columns'] = []): ClientsCsvParse => ({
    fatal,
    columns,
    rows: [],
  });
  if (byteLength(text) > CLIENTS_CSV_MAX_BYTES) return fail(m.tooLarge);
  const body = text.replace(/^\uFEFF/, '');
  if (!body.trim()) return fail(m.empty);

  const parsed = Papa.parse<string[]>(body, {
    header: false,
    skipEmptyLines: false,
    delimiter: delimiterOf(body),
  });
  const quoteError = parsed.errors.find((e) => e.type === 'Quotes');
  if (quoteError) return fail(m.brokenQuotes((quoteError.row ?? 0) + 1));

  const records = parsed.data;
  const headerIndex = records.findIndex((r) => r.some((cell) => cell.trim() !== ''));
  const headerRow = records[headerIndex] ?? [];
  const columns = headerRow.map((h) => {
    const header = stripForbiddenChars(h).trim();
    return { header, field: headerField(header) };
  });
  if (!columns.some((c) => c.field === 'nom')) return fail(m.noNomColumn, columns);

  const rows: ClientsCsvRow[] = [];
  for (let i = headerIndex + 1; i < records.length; i++) {
    const cells = records[i]!.map((cell) => stripForbiddenChars(cell).trim());
    if (cells.every((cell) => cell === '')) continue;
    rows.push(readRow(columns, cells, i + 1));
  }
  if (!rows.length) return fail(m.noRows, columns);
  return { fatal: null, columns, rows };
}

function readRow(columns: ClientsCsvParse['columns'], cells: string[], line: number): ClientsCsvRow {
  const values: Partial<Record<Field, string>> = {};
  const headerOf: Partial<Record<Field, string>> = {};
  columns.forEach(({ header, field }, i) => {
    const cell = cells[i] ?? '';
    if (!field) return;
    headerOf[field] ??= header;
    if (!cell) return;
    // Postcode and town in two columns make one 'cpVille'; another repeated column keeps its first value.
    if (field === 'cpVille' && values.cpVille) values.cpVille = `${values.cpVille} ${cell}`;
    else values[field] ??= cell;
  });
  const result = clientCreateSchema.safeParse({
    ...values,
    dateNaissance: isoBirthDate(values.dateNaissance ?? ''),
  });
  if (result.success) return { line, input: result.data, errors: [] };
  const errors = [
    ...new Set(
      result.error.issues.map((issue) => {
        const field = issue.path[0] as Field;
        return m.cell(headerOf[field] ?? field, issue.message);
      }),
    ),
  ];
  return { line, input: null, errors };
}

/** Columns of the export, in French, read back by the import. */
const EXPORT_COLUMNS: Array<[string, (c: ClientDto) => string]> = [
  ['Civilité', (c) => c.civilite],
  ['Nom', (c) => c.nom],
  ['Prénom', (c) => c.prenom],
  ['Société', (c) => c.nomSociete],
  ['E-mail', (c) => c.email],
  ['Téléphone portable', (c) => c.telPortable],
  ['Téléphone fixe', (c) => c.telFixe],
  ['Téléphone professionnel', (c) => c.telTravail],
  ['Adresse', (c) => c.adresse],
  ['Complément d’adresse', (c) => c.complementAdresse],
  ['Code postal et ville', (c) => c.cpVille],
  ['Date de naissance', (c) => (c.dateNaissance ? c.dateNaissance.split('-').reverse().join('/') : '')],
  ['Informations', (c) => c.infoComp],
  ['Type', (c) => c.type],
  ['Créé le', (c) => c.createdAt.slice(0, 10).split('-').reverse().join('/')],
];

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return first) gets a
 * leading apostrophe (OWASP's advice). Done here rather than by papaparse's escapeFormulae, whose pattern
 * misses a formula followed by a line break.
 */
const neutralize = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell);

/** Every client and every field, for French Excel: UTF-8 BOM, ';' separator, CRLF line ends. */
export function clientsToCsv(clients: ClientDto[]): string {
  const data = [
    EXPORT_COLUMNS.map(([h]) => h),
    ...clients.map((c) => EXPORT_COLUMNS.map(([, get]) => neutralize(get(c)))),
  ];
  return `\uFEFF${Papa.unparse(data, { delimiter: ';', newline: '\r\n', quotes: false })}\r\n`;
}
