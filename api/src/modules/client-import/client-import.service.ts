import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { conflict, notFound } from '../../shared/errors.js';
import type { Viewer } from '../../shared/policy.js';
import { Client } from '../client/client.entity.js';
import { flushClientEmail } from '../client/client.service.js';
import { Helper } from '../helper/helper.entity.js';
import { flushHelperEmail } from '../helper/helper.service.js';
import { User } from '../user/user.entity.js';
import type { AccessNotes } from '../visit/job-page.data.js';
import { ClientImport, type ClientImportOutcome } from './client-import.entity.js';
import {
  CLIENT_IMPORT,
  type ClientImportDecision,
  ClientImportFate,
  type ColumnMapping,
  decodeCsv,
  type ExistingClient,
  type ExistingHelper,
  type ExistingRecord,
  guessMapping,
  HELPER_IMPORT,
  ImportTarget,
  type ImportKind,
  parseCsv,
  type ParsedCsv,
  planImport,
  type PlannedRow,
  type RowValues,
} from './client-import.plan.js';
import { clientImportPolicy } from './client-import.policy.js';

/** An upload waits a day for its commit; older ones are removed when the next file arrives. */
const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface ClientImportPreview {
  upload: ClientImport;
  parsed: ParsedCsv;
  mapping: ColumnMapping[];
  rows: PlannedRow[];
}

const KINDS: Record<ImportTarget, ImportKind<ExistingRecord, RowValues>> = {
  clients: CLIENT_IMPORT as unknown as ImportKind<ExistingRecord, RowValues>,
  helpers: HELPER_IMPORT as unknown as ImportKind<ExistingRecord, RowValues>,
};

export interface ClientImportResult extends ClientImportOutcome {
  /** True when this upload had been committed before: nothing changed this time. */
  alreadyImported: boolean;
}

/** Every client, as the import matches against them: one query, whatever the number of rows. */
export async function existingClients(em: EntityManager): Promise<ExistingClient[]> {
  const rows = await em.getConnection().execute<
    {
      id: string;
      display_name: string;
      email: string | null;
      phone: string | null;
      address: string | null;
      notes: string | null;
      access_notes: string | null;
      active: boolean;
      user_id: string | null;
    }[]
  >(
    `select id, display_name, email, phone, address, notes, access_notes->>'notes' as access_notes, active, user_id
       from clients`,
  );
  return rows.map((row) => ({
    id: row.id,
    displayName: row.display_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    notes: row.notes,
    accessNotes: row.access_notes,
    active: row.active,
    linked: row.user_id !== null,
  }));
}

/**
 * Every helper, as the helper import matches against them: a linked helper's name and email are their account's.
 * One query, whatever the number of rows.
 */
export async function existingHelpers(em: EntityManager): Promise<ExistingHelper[]> {
  const rows = await em.getConnection().execute<
    {
      id: string;
      display_name: string;
      first_name: string | null;
      last_name: string | null;
      email: string | null;
      phone: string | null;
      notes: string | null;
      hourly_rate_cents: number;
      active: boolean;
      user_id: string | null;
    }[]
  >(
    `select h.id, h.first_name, h.last_name, coalesce(u.email, h.email) as email, h.phone, h.notes, h.hourly_rate_cents,
            h.active, h.user_id,
            coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''),
                     nullif(trim(concat_ws(' ', h.first_name, h.last_name)), ''),
                     'Helper ' || left(h.id::text, 8)) as display_name
       from helpers h left join users u on u.id = h.user_id`,
  );
  return rows.map((row) => ({
    id: row.id,
    displayName: row.display_name,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    notes: row.notes,
    hourlyRateCents: row.hourly_rate_cents,
    active: row.active,
    linked: row.user_id !== null,
  }));
}

const existingOf = (em: EntityManager, target: ImportTarget): Promise<ExistingRecord[]> =>
  target === ImportTarget.HELPERS ? existingHelpers(em) : existingClients(em);

/** The import fills only the free-text `notes` of the access notes; the entry, codes, parking and pets stay. */
function withAccessNotes(kept: AccessNotes | null, notes: string | null): AccessNotes | null {
  if (!kept && !notes) return null;
  return { ...(kept ?? EMPTY_ACCESS_NOTES), notes };
}

const EMPTY_ACCESS_NOTES: AccessNotes = {
  entry: null,
  entryCode: null,
  alarmCode: null,
  parking: null,
  pets: null,
  notes: null,
};

export class ClientImportService {
  constructor(private readonly now: () => Date = () => new Date()) {}

  /** Stores an uploaded CSV once it reads as one; answers the upload with its headers and the guessed mapping. */
  async upload(
    em: EntityManager,
    viewer: Viewer,
    fileName: string,
    bytes: Uint8Array,
    target: ImportTarget = ImportTarget.CLIENTS,
  ) {
    const { text, encoding } = decodeCsv(bytes);
    const parsed = parseCsv(text);
    const upload = em.create(
      ClientImport,
      {
        uploadedBy: em.getReference(User, viewer.id),
        fileName: fileName.slice(0, 255) || 'clients.csv',
        encoding,
        content: text,
        expiresAt: new Date(this.now().getTime() + UPLOAD_LIFETIME_MS),
      },
      { persist: false },
    );
    clientImportPolicy.authorize(viewer, 'upload', upload);
    await em.nativeDelete(ClientImport, { expiresAt: { $lt: this.now() } });
    em.persist(upload);
    await em.flush();
    return { upload, parsed, mapping: guessMapping(parsed.headers, KINDS[target].fields) };
  }

  private async load(em: EntityManager, viewer: Viewer, uploadId: string, lock: boolean): Promise<ClientImport> {
    const upload = await clientImportPolicy.findOne(em, viewer, uploadId, {
      populate: ['content'],
      ...(lock && { lockMode: LockMode.PESSIMISTIC_WRITE }),
    });
    if (!upload || upload.expiresAt < this.now()) throw notFound('Import (upload the file again)');
    return upload;
  }

  /** The dry run: nothing is written. Without a mapping, the one guessed from the headers. */
  async preview(
    em: EntityManager,
    viewer: Viewer,
    uploadId: string,
    mapping: ColumnMapping[] | null | undefined,
    decisions: ReadonlyMap<number, ClientImportDecision>,
    target: ImportTarget = ImportTarget.CLIENTS,
  ): Promise<ClientImportPreview> {
    const upload = await this.load(em, viewer, uploadId, false);
    const parsed = parseCsv(upload.content);
    const kind = KINDS[target];
    const chosen = mapping ?? guessMapping(parsed.headers, kind.fields);
    const rows = planImport(parsed, chosen, await existingOf(em, target), decisions, kind);
    return { upload, parsed, mapping: chosen, rows };
  }

  /**
   * All or nothing in one transaction, under a lock on the upload: the plan is made again against the clients (or
   * helpers) as they are now, then applied. A second commit of the same upload answers the first one's counts and changes nothing.
   */
  commit(
    em: EntityManager,
    viewer: Viewer,
    uploadId: string,
    mapping: ColumnMapping[],
    decisions: ReadonlyMap<number, ClientImportDecision>,
    target: ImportTarget = ImportTarget.CLIENTS,
  ): Promise<ClientImportResult> {
    return em.transactional(async (tx) => {
      const upload = await this.load(tx, viewer, uploadId, true);
      clientImportPolicy.authorize(viewer, 'commit', upload);
      if (upload.committedAt && upload.outcome) {
        // An upload imported as clients is not imported again as helpers (nor the other way round).
        const done = upload.kind ?? ImportTarget.CLIENTS;
        if (done !== target) throw conflict(`This file was already imported as ${done}`);
        return { ...upload.outcome, alreadyImported: true };
      }
      // Marked before the rows are written, so the one flush that writes them records the outcome too.
      upload.committedAt = this.now();
      upload.kind = target;
      const outcome =
        target === ImportTarget.HELPERS
          ? await this.commitHelpers(tx, upload, mapping, decisions)
          : await this.commitClients(tx, upload, mapping, decisions);
      return { ...outcome, alreadyImported: false };
    });
  }

  private async commitHelpers(
    tx: EntityManager,
    upload: ClientImport,
    mapping: ColumnMapping[],
    decisions: ReadonlyMap<number, ClientImportDecision>,
  ): Promise<ClientImportOutcome> {
    const rows = planImport(parseCsv(upload.content), mapping, await existingHelpers(tx), decisions, HELPER_IMPORT);
    const updates = rows.filter((row) => row.fate === ClientImportFate.UPDATE);
    const targets = new Map(
      (await tx.find(Helper, { id: { $in: updates.map((row) => row.match!.record.id) } })).map((h) => [h.id, h]),
    );
    const outcome: ClientImportOutcome = { created: 0, updated: 0, skipped: 0, errors: 0 };
    for (const row of rows) {
      if (row.fate === ClientImportFate.CREATE) {
        const { firstName, lastName, email, phone, notes, hourlyRateCents, active } = row.values!;
        tx.create(Helper, {
          firstName,
          lastName,
          email,
          phone,
          notes,
          hourlyRateCents: hourlyRateCents ?? 0,
          active: active ?? true,
        });
        outcome.created += 1;
      } else if (row.fate === ClientImportFate.UPDATE) {
        const helper = targets.get(row.match!.record.id)!;
        const { firstName, lastName, email, phone, notes, active, hourlyRateCents } = row.changes;
        if (firstName !== undefined) helper.firstName = firstName;
        if (lastName !== undefined) helper.lastName = lastName;
        if (email !== undefined) helper.email = email;
        if (phone !== undefined) helper.phone = phone;
        if (notes !== undefined) helper.notes = notes;
        if (hourlyRateCents !== undefined && hourlyRateCents !== null) helper.hourlyRateCents = hourlyRateCents;
        if (active !== undefined && active !== null) helper.active = active;
        outcome.updated += 1;
      } else if (row.fate === ClientImportFate.ERROR) {
        outcome.errors += 1;
      } else {
        outcome.skipped += 1;
      }
    }
    upload.outcome = outcome;
    await flushHelperEmail(tx);
    return outcome;
  }

  private async commitClients(
    tx: EntityManager,
    upload: ClientImport,
    mapping: ColumnMapping[],
    decisions: ReadonlyMap<number, ClientImportDecision>,
  ): Promise<ClientImportOutcome> {
    const rows = planImport(parseCsv(upload.content), mapping, await existingClients(tx), decisions, CLIENT_IMPORT);
    const updates = rows.filter((row) => row.fate === ClientImportFate.UPDATE);
    const targets = new Map(
      (await tx.find(Client, { id: { $in: updates.map((row) => row.match!.record.id) } }, { populate: ['accessNotes'] })).map(
        (c) => [c.id, c],
      ),
    );
    const outcome: ClientImportOutcome = { created: 0, updated: 0, skipped: 0, errors: 0 };
    for (const row of rows) {
      if (row.fate === ClientImportFate.CREATE) {
        const { active, accessNotes, ...values } = row.values!;
        tx.create(Client, { ...values, accessNotes: withAccessNotes(null, accessNotes), active: active ?? true });
        outcome.created += 1;
      } else if (row.fate === ClientImportFate.UPDATE) {
        const client = targets.get(row.match!.record.id)!;
        const { active, accessNotes, ...changes } = row.changes;
        Object.assign(client, changes);
        if (accessNotes !== undefined) client.accessNotes = withAccessNotes(client.accessNotes, accessNotes);
        if (active !== undefined && active !== null) client.active = active;
        outcome.updated += 1;
      } else if (row.fate === ClientImportFate.ERROR) {
        outcome.errors += 1;
      } else {
        outcome.skipped += 1;
      }
    }
    upload.outcome = outcome;
    await flushClientEmail(tx);
    return outcome;
  }
}
