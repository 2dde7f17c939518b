import { isEmail } from 'class-validator';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import Papa from 'papaparse';
import { badInput } from '../../shared/errors.js';

/**
 * The import's pure part: bytes → text → rows → each row's fate against the clients already kept. No database here,
 * so the preview, the commit and the benchmark run the very same rules.
 */

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;

export enum ClientImportField {
  NAME = 'NAME',
  FIRST_NAME = 'FIRST_NAME',
  LAST_NAME = 'LAST_NAME',
  EMAIL = 'EMAIL',
  PHONE = 'PHONE',
  ADDRESS = 'ADDRESS',
  NOTES = 'NOTES',
  ACCESS_NOTES = 'ACCESS_NOTES',
  ACTIVE = 'ACTIVE',
}

export enum ClientImportFate {
  CREATE = 'CREATE',
  UPDATE = 'UPDATE',
  UNCHANGED = 'UNCHANGED',
  SKIP = 'SKIP',
  ERROR = 'ERROR',
}

/** What the owner chose for a row that matches a client already kept. */
export enum ClientImportDecision {
  SKIP = 'SKIP',
  UPDATE = 'UPDATE',
  CREATE = 'CREATE',
}

export interface ColumnMapping {
  column: number;
  field: ClientImportField;
}

export const NOT_CSV = 'This file is not a CSV: in your spreadsheet choose Save As → CSV, then upload that file';
export const TOO_BIG = 'The file is over 5 MB: split it into smaller files';
export const NO_NAME_COLUMN = 'No column holds the name: choose the column with the name (or first and last name)';

/**
 * Excel saves "CSV" in Windows-1252 unless told UTF-8, so bytes that are not valid UTF-8 are read as Windows-1252
 * (every byte means something there); a BOM is dropped. A NUL byte means a binary file such as .xlsx.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  if (bytes.length > MAX_IMPORT_BYTES) throw badInput('file', TOO_BIG);
  if (bytes.length === 0 || bytes.includes(0)) throw badInput('file', NOT_CSV);
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

export interface ParsedCsv {
  headers: string[];
  /** Data rows, each padded to the header's width; `line` is the row's number in the file (the header is 1). */
  rows: { line: number; cells: string[] }[];
}

export function parseCsv(text: string): ParsedCsv {
  const result = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' });
  const [header, ...data] = result.data;
  const headers = (header ?? []).map((cell) => cell.trim());
  if (headers.length === 0 || headers.every((cell) => !cell)) throw badInput('file', NOT_CSV);
  if (data.length > MAX_IMPORT_ROWS) {
    throw badInput('file', `The file has ${data.length} rows; at most ${MAX_IMPORT_ROWS} can be imported at once`);
  }
  return {
    headers,
    rows: data.map((cells, index) => ({
      line: index + 2,
      cells: headers.map((_, column) => cells[column] ?? ''),
    })),
  };
}

const HEADER_PATTERNS: [ClientImportField, RegExp][] = [
  [ClientImportField.FIRST_NAME, /^(first|given|fore)[ _-]?name$|^first$/],
  [ClientImportField.LAST_NAME, /^(last|family|sur)[ _-]?name$|^surname$|^last$/],
  [ClientImportField.NAME, /^(full[ _-]?)?name$|^(client|customer|display)[ _-]?name$|^client$|^customer$|^contact$/],
  [ClientImportField.EMAIL, /e-?mail/],
  [ClientImportField.PHONE, /phone|mobile|cell|tel/],
  [ClientImportField.ACCESS_NOTES, /access|entry|gate|key|alarm|code/],
  [ClientImportField.ADDRESS, /address|street|location/],
  [ClientImportField.NOTES, /notes?$|comments?|remarks?/],
  [ClientImportField.ACTIVE, /^active$|^status$|^enabled$/],
];

/** The mapping a person would most likely pick, from the header words; each field at most once. */
export function guessMapping(headers: readonly string[]): ColumnMapping[] {
  const taken = new Set<ClientImportField>();
  const mapping: ColumnMapping[] = [];
  headers.forEach((header, column) => {
    const words = header.toLowerCase().trim();
    const match = HEADER_PATTERNS.find(([field, pattern]) => !taken.has(field) && pattern.test(words));
    if (match) {
      taken.add(match[0]);
      mapping.push({ column, field: match[0] });
    }
  });
  // A full name column wins over first/last guesses only when neither of those exists.
  return mapping;
}

export function checkMapping(headers: readonly string[], mapping: readonly ColumnMapping[]): void {
  const seen = new Set<ClientImportField>();
  for (const { column, field } of mapping) {
    if (!Number.isInteger(column) || column < 0 || column >= headers.length) {
      throw badInput('mapping', `Column ${column + 1} is not in the file`);
    }
    if (seen.has(field)) throw badInput('mapping', `Only one column can be ${FIELD_LABELS[field]}`);
    seen.add(field);
  }
  if (!seen.has(ClientImportField.NAME) && !seen.has(ClientImportField.FIRST_NAME) && !seen.has(ClientImportField.LAST_NAME)) {
    throw badInput('mapping', NO_NAME_COLUMN);
  }
}

export const FIELD_LABELS: Record<ClientImportField, string> = {
  NAME: 'Name',
  FIRST_NAME: 'First name',
  LAST_NAME: 'Last name',
  EMAIL: 'Email',
  PHONE: 'Phone',
  ADDRESS: 'Address',
  NOTES: 'Notes',
  ACCESS_NOTES: 'Access notes',
  ACTIVE: 'Active',
};

/** A client already kept, as far as matching and updating need it. */
export interface ExistingClient {
  id: string;
  displayName: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
  /** The `notes` of the client's access notes (how to get in), the field the import's access column fills. */
  accessNotes: string | null;
  active: boolean;
  /** Has its own account: its email is the account's and stays. */
  linked: boolean;
}

export interface ClientValues {
  displayName: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  notes: string | null;
  /** Goes into `Client.accessNotes.notes`, beside the entry, codes, parking and pets the owner keeps there. */
  accessNotes: string | null;
  /** Null when the file does not say (a new client is active). */
  active: boolean | null;
}

export interface PlannedRow {
  line: number;
  fate: ClientImportFate;
  reason: string | null;
  values: ClientValues | null;
  match: { client: ExistingClient; by: 'email' | 'phone' | 'name' } | null;
  /** The choices this match allows (none without a match). */
  choices: ClientImportDecision[];
  decision: ClientImportDecision | null;
  /** What the update changes (fields of the existing client), empty otherwise. */
  changes: Partial<ClientValues>;
  cells: string[];
}

/** Our own error export neutralises formulas with a leading quote; reading that file back drops it again. */
const unquote = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);
const text = (cell: string | undefined) => unquote(cell ?? '').trim() || null;

const ACTIVE_WORDS: Record<string, boolean> = {
  yes: true,
  y: true,
  true: true,
  '1': true,
  active: true,
  no: false,
  n: false,
  false: false,
  '0': false,
  inactive: false,
};

class RowError extends Error {}

function valuesOf(cells: string[], mapping: readonly ColumnMapping[]): ClientValues {
  const cell = (field: ClientImportField) => {
    const entry = mapping.find((m) => m.field === field);
    return entry ? text(cells[entry.column]) : null;
  };
  const name = (
    cell(ClientImportField.NAME) ??
    [cell(ClientImportField.FIRST_NAME), cell(ClientImportField.LAST_NAME)].filter(Boolean).join(' ')
  )
    .replace(/\s+/g, ' ')
    .trim();
  if (!name) throw new RowError('Name is missing');
  if (name.length > 100) throw new RowError('Name is longer than 100 characters');

  const rawEmail = cell(ClientImportField.EMAIL)?.toLowerCase() ?? null;
  if (rawEmail && (rawEmail.length > 254 || !isEmail(rawEmail))) throw new RowError(`Email is not valid: ${rawEmail}`);

  const rawPhone = cell(ClientImportField.PHONE);
  let phone: string | null = null;
  if (rawPhone) {
    const parsed = parsePhoneNumberFromString(rawPhone, 'US');
    if (!parsed?.isPossible()) throw new RowError(`Phone is not valid: ${rawPhone}`);
    phone = parsed.number;
  }

  const address = cell(ClientImportField.ADDRESS);
  if (address && address.length > 300) throw new RowError('Address is longer than 300 characters');

  const notes = cell(ClientImportField.NOTES);
  const accessNotes = cell(ClientImportField.ACCESS_NOTES);
  // The same limits as the client form (CLIENT_NOTES_MAX) and the access notes form (ACCESS_TEXT_MAX).
  if (notes && notes.length > 2000) throw new RowError('Notes are longer than 2000 characters');
  if (accessNotes && accessNotes.length > 1000) throw new RowError('Access notes are longer than 1000 characters');

  const rawActive = cell(ClientImportField.ACTIVE);
  let active: boolean | null = null;
  if (rawActive) {
    active = ACTIVE_WORDS[rawActive.toLowerCase()] ?? null;
    if (active === null) throw new RowError(`Active must be yes or no, not ${rawActive}`);
  }
  return { displayName: name, email: rawEmail, phone, address, notes, accessNotes, active };
}

/** Several clients may share a phone or a name; the one that also has the row's name is the likeliest. */
function pick(candidates: ExistingClient[] | undefined, name: string): ExistingClient | undefined {
  if (!candidates?.length) return undefined;
  const lower = name.toLowerCase();
  return candidates.find((c) => c.displayName.toLowerCase() === lower) ?? candidates.find((c) => c.active) ?? candidates[0];
}

function push<K>(map: Map<K, ExistingClient[]>, key: K, client: ExistingClient) {
  const list = map.get(key);
  if (list) list.push(client);
  else map.set(key, [client]);
}

function changesOf(client: ExistingClient, values: ClientValues): Partial<ClientValues> {
  const changes: Partial<ClientValues> = {};
  if (values.displayName !== client.displayName) changes.displayName = values.displayName;
  for (const key of ['email', 'phone', 'address', 'notes', 'accessNotes'] as const) {
    if (values[key] !== null && values[key] !== client[key]) changes[key] = values[key];
  }
  if (values.active !== null && values.active !== client.active) changes.active = values.active;
  return changes;
}

/**
 * Every row's fate. A row matches a kept client by email, else by phone (E.164), else (having neither) by name, so
 * importing the same file again finds every row it created and changes nothing. A later row with the email or phone
 * of an earlier row is skipped as a duplicate within the file.
 */
export function planImport(
  parsed: ParsedCsv,
  mapping: readonly ColumnMapping[],
  existing: readonly ExistingClient[],
  decisions: ReadonlyMap<number, ClientImportDecision> = new Map(),
): PlannedRow[] {
  checkMapping(parsed.headers, mapping);
  const byEmail = new Map<string, ExistingClient[]>();
  const byPhone = new Map<string, ExistingClient[]>();
  const byName = new Map<string, ExistingClient[]>();
  const activeEmail = new Map<string, ExistingClient>();
  for (const client of existing) {
    if (client.email) push(byEmail, client.email, client);
    if (client.email && client.active) activeEmail.set(client.email, client);
    if (client.phone) push(byPhone, client.phone, client);
    push(byName, client.displayName.toLowerCase(), client);
  }
  const fileEmails = new Map<string, number>();
  const filePhones = new Map<string, number>();
  const fileNames = new Map<string, number>();

  return parsed.rows.map(({ line, cells }): PlannedRow => {
    const row: PlannedRow = {
      line,
      fate: ClientImportFate.ERROR,
      reason: null,
      values: null,
      match: null,
      choices: [],
      decision: null,
      changes: {},
      cells,
    };
    let values: ClientValues;
    try {
      values = valuesOf(cells, mapping);
    } catch (error) {
      if (!(error instanceof RowError)) throw error;
      row.reason = error.message;
      return row;
    }
    row.values = values;

    const earlier =
      (values.email && fileEmails.get(values.email) && (['email', fileEmails.get(values.email)] as const)) ||
      (values.phone && filePhones.get(values.phone) && (['phone', filePhones.get(values.phone)] as const)) ||
      (!values.email &&
        !values.phone &&
        fileNames.get(values.displayName.toLowerCase()) &&
        (['name', fileNames.get(values.displayName.toLowerCase())] as const));
    if (earlier) {
      row.fate = ClientImportFate.SKIP;
      row.reason = `Same ${earlier[0]} as row ${earlier[1]}`;
      return row;
    }
    if (values.email) fileEmails.set(values.email, line);
    if (values.phone) filePhones.set(values.phone, line);
    if (!values.email && !values.phone) fileNames.set(values.displayName.toLowerCase(), line);

    const emailMatch = values.email ? pick(byEmail.get(values.email), values.displayName) : undefined;
    const phoneMatch = !emailMatch && values.phone ? pick(byPhone.get(values.phone), values.displayName) : undefined;
    const nameMatch =
      !values.email && !values.phone ? pick(byName.get(values.displayName.toLowerCase()), values.displayName) : undefined;
    const matched = emailMatch ?? phoneMatch ?? nameMatch;

    if (!matched) {
      row.fate = ClientImportFate.CREATE;
      return row;
    }
    const by = emailMatch ? 'email' : phoneMatch ? 'phone' : 'name';
    row.match = { client: matched, by };
    const holder = values.email ? activeEmail.get(values.email) : undefined;
    // Two active clients cannot share an email (the outbox must know whom it writes to).
    const createAllowed = !(holder && values.active !== false);
    row.choices = [
      ClientImportDecision.SKIP,
      ClientImportDecision.UPDATE,
      ...(createAllowed ? [ClientImportDecision.CREATE] : []),
    ];
    const decision = decisions.get(line) ?? ClientImportDecision.UPDATE;
    if (!row.choices.includes(decision)) {
      throw badInput('decisions', `Row ${line}: another active client already has this email, so choose Skip or Update`);
    }
    row.decision = decision;
    const label = `${matched.displayName} (same ${by})`;

    if (decision === ClientImportDecision.SKIP) {
      row.fate = ClientImportFate.SKIP;
      row.reason = `Already a client: ${label}`;
      return row;
    }
    if (decision === ClientImportDecision.CREATE) {
      row.fate = ClientImportFate.CREATE;
      row.reason = `Created beside ${label}`;
      return row;
    }
    const changes = changesOf(matched, values);
    if (changes.email !== undefined && matched.linked) {
      row.fate = ClientImportFate.ERROR;
      row.reason = `${matched.displayName} signs in with their own account, so their email cannot be changed here`;
      return row;
    }
    const resultActive = changes.active ?? matched.active;
    const emailHolder = changes.email ? activeEmail.get(changes.email) : undefined;
    if (resultActive && emailHolder && emailHolder.id !== matched.id) {
      row.fate = ClientImportFate.ERROR;
      row.reason = `Another active client (${emailHolder.displayName}) already has this email`;
      return row;
    }
    row.changes = changes;
    row.fate = Object.keys(changes).length ? ClientImportFate.UPDATE : ClientImportFate.UNCHANGED;
    row.reason = row.fate === ClientImportFate.UPDATE ? `Updates ${label}` : `Already up to date: ${label}`;
    return row;
  });
}

export function countFates(rows: readonly PlannedRow[]): Record<ClientImportFate, number> {
  const counts = { CREATE: 0, UPDATE: 0, UNCHANGED: 0, SKIP: 0, ERROR: 0 } as Record<ClientImportFate, number>;
  for (const row of rows) counts[row.fate] += 1;
  return counts;
}

/** The sample offered for download: every field the import reads, with a first/last name pair shown as one name. */
export const SAMPLE_CSV =
  'Name,Email,Phone,Address,Notes,Access notes,Active\r\n' +
  'Jane Henderson,jane@example.com,(239) 555-0123,"12 Palm Ave, Naples, FL 34102",Two dogs,Key under the mat,yes\r\n' +
  'José Álvarez,,239-555-0199,"40 Bay Rd, Naples, FL 34108",,Gate code 1234,yes\r\n';
