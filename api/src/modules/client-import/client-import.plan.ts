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
  /** Helpers only: dollars an hour. */
  HOURLY_RATE = 'HOURLY_RATE',
}

export enum ClientImportFate {
  CREATE = 'CREATE',
  UPDATE = 'UPDATE',
  UNCHANGED = 'UNCHANGED',
  SKIP = 'SKIP',
  ERROR = 'ERROR',
}

/** What an upload's rows become. */
export enum ImportTarget {
  CLIENTS = 'clients',
  HELPERS = 'helpers',
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
  [ClientImportField.HOURLY_RATE, /rate|wage|pay/],
];

/** The mapping a person would most likely pick, from the header words; each field at most once. */
export function guessMapping(headers: readonly string[], fields: readonly ClientImportField[] = CLIENT_FIELDS): ColumnMapping[] {
  const taken = new Set<ClientImportField>(Object.values(ClientImportField).filter((field) => !fields.includes(field)));
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

export function checkMapping(
  headers: readonly string[],
  mapping: readonly ColumnMapping[],
  fields: readonly ClientImportField[] = CLIENT_FIELDS,
  noun = 'client',
): void {
  const seen = new Set<ClientImportField>();
  for (const { column, field } of mapping) {
    if (!fields.includes(field)) throw badInput('mapping', `${FIELD_LABELS[field]} is not a ${noun} field`);
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

/** The fields each import fills. */
export const CLIENT_FIELDS: readonly ClientImportField[] = [
  ClientImportField.NAME,
  ClientImportField.FIRST_NAME,
  ClientImportField.LAST_NAME,
  ClientImportField.EMAIL,
  ClientImportField.PHONE,
  ClientImportField.ADDRESS,
  ClientImportField.NOTES,
  ClientImportField.ACCESS_NOTES,
  ClientImportField.ACTIVE,
];
export const HELPER_FIELDS: readonly ClientImportField[] = [
  ClientImportField.NAME,
  ClientImportField.FIRST_NAME,
  ClientImportField.LAST_NAME,
  ClientImportField.EMAIL,
  ClientImportField.PHONE,
  ClientImportField.NOTES,
  ClientImportField.HOURLY_RATE,
  ClientImportField.ACTIVE,
];

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
  HOURLY_RATE: 'Hourly rate',
};

/** A record already kept (a client or a helper), as far as matching needs it. */
export interface ExistingRecord {
  id: string;
  /** The name as the owner reads it (a client's display name, a helper's first and last names). */
  displayName: string;
  email: string | null;
  phone: string | null;
  active: boolean;
  /** Has its own account: its email is the account's and stays. */
  linked: boolean;
}

/** A client already kept, as far as matching and updating need it. */
export interface ExistingClient extends ExistingRecord {
  address: string | null;
  notes: string | null;
  /** The `notes` of the client's access notes (how to get in), the field the import's access column fills. */
  accessNotes: string | null;
}

/** A helper already kept: the name is their own, or their account's when linked. */
export interface ExistingHelper extends ExistingRecord {
  firstName: string | null;
  lastName: string | null;
  notes: string | null;
  hourlyRateCents: number;
}

/** What every row of either import has: a name to show, and what it is matched by. */
export interface RowValues {
  displayName: string;
  email: string | null;
  phone: string | null;
  /** Null when the file does not say (a new record is active). */
  active: boolean | null;
}

export interface ClientValues extends RowValues {
  address: string | null;
  notes: string | null;
  /** Goes into `Client.accessNotes.notes`, beside the entry, codes, parking and pets the owner keeps there. */
  accessNotes: string | null;
}

export interface HelperValues extends RowValues {
  firstName: string | null;
  lastName: string | null;
  notes: string | null;
  /** Null when the file has no rate column (a new helper then starts at 0, set later on the Helpers screen). */
  hourlyRateCents: number | null;
}

export interface PlannedRow<E extends ExistingRecord = ExistingRecord, V extends RowValues = RowValues> {
  line: number;
  fate: ClientImportFate;
  reason: string | null;
  values: V | null;
  match: { record: E; by: 'email' | 'phone' | 'name' } | null;
  /** The choices this match allows (none without a match). */
  choices: ClientImportDecision[];
  decision: ClientImportDecision | null;
  /** What the update changes (fields of the existing record), empty otherwise. */
  changes: Partial<V>;
  cells: string[];
}

/** What tells the two imports apart: the fields, the words, how a row reads and what an update changes. */
export interface ImportKind<E extends ExistingRecord, V extends RowValues> {
  noun: 'client' | 'helper';
  fields: readonly ClientImportField[];
  valuesOf(cell: (field: ClientImportField) => string | null): V;
  changesOf(record: E, values: V): Partial<V>;
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

/** A row's own fault, named in the preview (the row is an error; the others go on). */
export class RowError extends Error {}

const clean = (value: string | null) => value?.replace(/\s+/g, ' ').trim() || null;

/** The name, the email and the phone, read as both imports read them. */
function contactOf(cell: (field: ClientImportField) => string | null, nameMax: number) {
  const first = clean(cell(ClientImportField.FIRST_NAME));
  const last = clean(cell(ClientImportField.LAST_NAME));
  const name = clean(cell(ClientImportField.NAME)) ?? clean([first, last].filter(Boolean).join(' '));
  if (!name) throw new RowError('Name is missing');
  if (name.length > nameMax) throw new RowError(`Name is longer than ${nameMax} characters`);

  const rawEmail = cell(ClientImportField.EMAIL)?.toLowerCase() ?? null;
  if (rawEmail && (rawEmail.length > 254 || !isEmail(rawEmail))) throw new RowError(`Email is not valid: ${rawEmail}`);

  const rawPhone = cell(ClientImportField.PHONE);
  let phone: string | null = null;
  if (rawPhone) {
    const parsed = parsePhoneNumberFromString(rawPhone, 'US');
    if (!parsed?.isPossible()) throw new RowError(`Phone is not valid: ${rawPhone}`);
    phone = parsed.number;
  }

  const rawActive = cell(ClientImportField.ACTIVE);
  let active: boolean | null = null;
  if (rawActive) {
    active = ACTIVE_WORDS[rawActive.toLowerCase()] ?? null;
    if (active === null) throw new RowError(`Active must be yes or no, not ${rawActive}`);
  }
  return { name, first, last, email: rawEmail, phone, active };
}

export const CLIENT_IMPORT: ImportKind<ExistingClient, ClientValues> = {
  noun: 'client',
  fields: CLIENT_FIELDS,
  valuesOf(cell) {
    const { name, email, phone, active } = contactOf(cell, 100);
    const address = cell(ClientImportField.ADDRESS);
    if (address && address.length > 300) throw new RowError('Address is longer than 300 characters');
    const notes = cell(ClientImportField.NOTES);
    const accessNotes = cell(ClientImportField.ACCESS_NOTES);
    // The same limits as the client form (CLIENT_NOTES_MAX) and the access notes form (ACCESS_TEXT_MAX).
    if (notes && notes.length > 2000) throw new RowError('Notes are longer than 2000 characters');
    if (accessNotes && accessNotes.length > 1000) throw new RowError('Access notes are longer than 1000 characters');
    return { displayName: name, email, phone, address, notes, accessNotes, active };
  },
  changesOf(client, values) {
    const changes: Partial<ClientValues> = {};
    if (values.displayName !== client.displayName) changes.displayName = values.displayName;
    for (const key of ['email', 'phone', 'address', 'notes', 'accessNotes'] as const) {
      if (values[key] !== null && values[key] !== client[key]) changes[key] = values[key];
    }
    if (values.active !== null && values.active !== client.active) changes.active = values.active;
    return changes;
  },
};

/** "$25.50", "25.5" or "25" an hour, in cents. */
function rateCents(raw: string): number {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(raw.replace(/,/g, '').trim());
  if (!match) throw new RowError(`Hourly rate is not an amount in dollars: ${raw}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** A helper's name in the two fields the helper record keeps (60 characters each, as the helper form). */
function helperNameParts(
  name: string,
  first: string | null,
  last: string | null,
): { firstName: string; lastName: string | null } {
  if (first || last) return { firstName: first ?? last!, lastName: first ? last : null };
  const space = name.lastIndexOf(' ');
  return space < 0 ? { firstName: name, lastName: null } : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

export const HELPER_IMPORT: ImportKind<ExistingHelper, HelperValues> = {
  noun: 'helper',
  fields: HELPER_FIELDS,
  valuesOf(cell) {
    const { name, first, last, email, phone, active } = contactOf(cell, 121);
    const { firstName, lastName } = helperNameParts(name, first, last);
    if (firstName.length > 60 || (lastName?.length ?? 0) > 60) {
      throw new RowError('First and last name can be at most 60 characters each');
    }
    const notes = cell(ClientImportField.NOTES);
    if (notes && notes.length > 2000) throw new RowError('Notes are longer than 2000 characters');
    const rawRate = cell(ClientImportField.HOURLY_RATE);
    const hourlyRateCents = rawRate ? rateCents(rawRate) : null;
    return { displayName: name, firstName, lastName, email, phone, notes, hourlyRateCents, active };
  },
  changesOf(helper, values) {
    const changes: Partial<HelperValues> = {};
    // A linked helper's name is their account's: the import leaves it.
    if (!helper.linked && (values.firstName !== helper.firstName || values.lastName !== helper.lastName)) {
      changes.firstName = values.firstName;
      changes.lastName = values.lastName;
      changes.displayName = values.displayName;
    }
    for (const key of ['email', 'phone', 'notes'] as const) {
      if (values[key] !== null && values[key] !== helper[key]) changes[key] = values[key];
    }
    if (values.hourlyRateCents !== null && values.hourlyRateCents !== helper.hourlyRateCents) {
      changes.hourlyRateCents = values.hourlyRateCents;
    }
    if (values.active !== null && values.active !== helper.active) changes.active = values.active;
    return changes;
  },
};

/** Several records may share a phone or a name; the one that also has the row's name is the likeliest. */
function pick<E extends ExistingRecord>(candidates: E[] | undefined, name: string): E | undefined {
  if (!candidates?.length) return undefined;
  const lower = name.toLowerCase();
  return candidates.find((c) => c.displayName.toLowerCase() === lower) ?? candidates.find((c) => c.active) ?? candidates[0];
}

function push<K, E>(map: Map<K, E[]>, key: K, record: E) {
  const list = map.get(key);
  if (list) list.push(record);
  else map.set(key, [record]);
}

/**
 * Every row's fate. A row matches a kept record by email, else by phone (E.164), else (having neither) by name, so
 * importing the same file again finds every row it created and changes nothing. A later row with the email or phone
 * of an earlier row is skipped as a duplicate within the file.
 */
export function planImport<E extends ExistingRecord, V extends RowValues>(
  parsed: ParsedCsv,
  mapping: readonly ColumnMapping[],
  existing: readonly E[],
  decisions: ReadonlyMap<number, ClientImportDecision> = new Map(),
  kind: ImportKind<E, V> = CLIENT_IMPORT as unknown as ImportKind<E, V>,
): PlannedRow<E, V>[] {
  const { noun } = kind;
  checkMapping(parsed.headers, mapping, kind.fields, noun);
  const columns = new Map(mapping.map((m) => [m.field, m.column]));
  const byEmail = new Map<string, E[]>();
  const byPhone = new Map<string, E[]>();
  const byName = new Map<string, E[]>();
  const activeEmail = new Map<string, E>();
  for (const record of existing) {
    if (record.email) push(byEmail, record.email, record);
    if (record.email && record.active) activeEmail.set(record.email, record);
    if (record.phone) push(byPhone, record.phone, record);
    push(byName, record.displayName.toLowerCase(), record);
  }
  const fileEmails = new Map<string, number>();
  const filePhones = new Map<string, number>();
  const fileNames = new Map<string, number>();

  return parsed.rows.map(({ line, cells }): PlannedRow<E, V> => {
    const row: PlannedRow<E, V> = {
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
    let values: V;
    try {
      values = kind.valuesOf((field) => {
        const column = columns.get(field);
        return column === undefined ? null : text(cells[column]);
      });
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
    row.match = { record: matched, by };
    const holder = values.email ? activeEmail.get(values.email) : undefined;
    // Two active records of a kind cannot share an email (the outbox, and the next import, must know whom it means).
    const createAllowed = !(holder && values.active !== false);
    row.choices = [
      ClientImportDecision.SKIP,
      ClientImportDecision.UPDATE,
      ...(createAllowed ? [ClientImportDecision.CREATE] : []),
    ];
    const decision = decisions.get(line) ?? ClientImportDecision.UPDATE;
    if (!row.choices.includes(decision)) {
      throw badInput('decisions', `Row ${line}: another active ${noun} already has this email, so choose Skip or Update`);
    }
    row.decision = decision;
    const label = `${matched.displayName} (same ${by})`;

    if (decision === ClientImportDecision.SKIP) {
      row.fate = ClientImportFate.SKIP;
      row.reason = `Already a ${noun}: ${label}`;
      return row;
    }
    if (decision === ClientImportDecision.CREATE) {
      row.fate = ClientImportFate.CREATE;
      row.reason = `Created beside ${label}`;
      return row;
    }
    const changes = kind.changesOf(matched, values);
    if (changes.email !== undefined && matched.linked) {
      row.fate = ClientImportFate.ERROR;
      row.reason = `${matched.displayName} signs in with their own account, so their email cannot be changed here`;
      return row;
    }
    const resultActive = changes.active ?? matched.active;
    const emailHolder = changes.email ? activeEmail.get(changes.email) : undefined;
    if (resultActive && emailHolder && emailHolder.id !== matched.id) {
      row.fate = ClientImportFate.ERROR;
      row.reason = `Another active ${noun} (${emailHolder.displayName}) already has this email`;
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

/** The helper import's sample: name, email, phone, rate and notes. */
export const HELPER_SAMPLE_CSV =
  'First name,Last name,Email,Phone,Hourly rate,Notes,Active\r\n' +
  'Rosa,Diaz,rosa@example.com,(239) 555-0144,$22.00,Speaks Spanish and English,yes\r\n' +
  'José,Álvarez,jose.alvarez@example.com,239-555-0177,20,,yes\r\n';
