import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '../../auth/role.enum.js';
import { badInput, conflict, forbidden, notFound } from '../../shared/errors.js';
import { isDatabaseId } from '../../shared/ids.js';
import { businessToday, daysBetween } from '../../shared/calendar-date.js';
import type { Viewer } from '../../shared/policy.js';
import { recordBulkUpdates } from '../audit/audit-bulk.js';
import { Client } from '../client/client.entity.js';
import { clientPolicy } from '../client/client.policy.js';
import { helperName } from '../helper/helper-name.js';
import type { NotificationService } from '../notification/notification.service.js';
import { ServiceType } from '../service-request/service-request.enums.js';
import { nameOf, User } from '../user/user.entity.js';
import { ChecklistTemplate } from './checklist-template.entity.js';
import type { AccessNotes, ChecklistRoomData, ChecklistTick, JobNoteData } from './job-page.data.js';
import {
  AccessCodeField,
  type ChecklistItem,
  type ChecklistRoomInput,
  ChecklistState,
  type CompletionSummary,
  type UpdateClientAccessNotesInput,
  type VisitAccessNotes,
} from './job-page.types.js';
import { addressOfVisit, serviceOfVisit, Visit } from './visit.entity.js';
import { VisitStatus } from './visit.enums.js';
import { visitPolicy } from './visit.policy.js';
import { VisitPhoto } from '../visit-photo/visit-photo.entity.js';
import { VisitPhotoKind } from '../visit-photo/visit-photo.enums.js';

const CODE_WORDS: Record<AccessCodeField, string> = {
  [AccessCodeField.ENTRY_CODE]: 'entry code',
  [AccessCodeField.ALARM_CODE]: 'alarm code',
};

const clean = (value: string | null | undefined): string | null => value?.trim() || null;

/** Rooms as typed, trimmed, blank ones dropped, each task with a stable id (kept when given, else new). */
export function cleanRooms(rooms: readonly ChecklistRoomInput[], field = 'rooms'): ChecklistRoomData[] {
  const seen = new Set<string>();
  return rooms
    .map((room) => ({
      room: room.room.trim(),
      tasks: room.tasks
        .map((task) => ({ id: clean(task.id) ?? randomUUID(), label: task.label.trim(), required: task.required === true }))
        .filter((task) => task.label.length > 0),
    }))
    .filter((room) => {
      if (!room.room && room.tasks.length) throw badInput(field, 'Every room needs a name');
      for (const task of room.tasks) {
        if (seen.has(task.id)) throw badInput(field, 'A task id appears twice');
        seen.add(task.id);
      }
      return room.room.length > 0;
    });
}

/**
 * The job page's rules: access notes (who may read them, and when), the checklist, job notes, "On my way" and the
 * completion summary. Who may touch a visit at all is the visit policy's; the window in days (the day before the visit
 * to the day after, America/New_York) is this service's.
 */
export class JobPageService {
  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly notifications?: NotificationService,
  ) {}

  today(): string {
    return businessToday(this.now());
  }

  /** True from the day before the visit to the day after. */
  inWindow(visit: Pick<Visit, 'date'>): boolean {
    return Math.abs(daysBetween(this.today(), visit.date)) <= 1;
  }

  /**
   * Whether this viewer may read this visit's access notes: the owner (a person, never an integration's token), or a
   * helper assigned to it in its window. Everyone else: no.
   */
  mayReadAccess(viewer: Viewer | null, visit: Visit): boolean {
    if (!viewer || viewer.viaApiToken) return false;
    if (!visitPolicy.can(viewer, 'readAccess', visit)) return false;
    return viewer.role === Role.ADMIN || this.inWindow(visit);
  }

  /** A visit with what the rules read (helpers and client), or NOT_FOUND / FORBIDDEN as its policy says. */
  private async load(em: EntityManager, viewer: Viewer, action: 'readAccess' | 'work' | 'announce', id: string) {
    return visitPolicy.load(em, viewer, action, id, { populate: ['helpers.user', 'client', 'request'] });
  }

  /** Refuses a helper outside the window, in words that say nothing of what the visit holds. */
  private assertWindow(viewer: Viewer, visit: Visit, what: string): void {
    if (viewer.role !== Role.ADMIN && !this.inWindow(visit)) {
      throw forbidden(`${what} is open from the day before the visit to the day after`);
    }
  }

  private async accessOf(em: EntityManager, clientId: string): Promise<AccessNotes | null> {
    const client = await em.findOneOrFail(Client, clientId, { populate: ['accessNotes'], fields: ['id', 'accessNotes'] });
    return client.accessNotes ?? null;
  }

  /** `Visit.accessNotes`: null for anyone who may not read them now, and when the client has none. */
  async visitAccessNotes(em: EntityManager, viewer: Viewer | null, visit: Visit): Promise<VisitAccessNotes | null> {
    await em.populate(visit, ['helpers.user', 'client']);
    if (!this.mayReadAccess(viewer, visit)) return null;
    const notes = await this.accessOf(em, visit.client.id);
    if (!notes) return null;
    return {
      entry: notes.entry ?? null,
      hasEntryCode: Boolean(notes.entryCode),
      hasAlarmCode: Boolean(notes.alarmCode),
      parking: notes.parking ?? null,
      pets: notes.pets ?? null,
      notes: notes.notes ?? null,
    };
  }

  /** `Client.accessNotes`: the owner's own reading of the record, codes included (a person only, not a token). */
  async clientAccessNotes(em: EntityManager, viewer: Viewer | null, client: { id: string }): Promise<AccessNotes | null> {
    if (!viewer || viewer.viaApiToken || viewer.role !== Role.ADMIN) return null;
    return this.accessOf(em, client.id);
  }

  async updateAccessNotes(em: EntityManager, viewer: Viewer, clientId: string, input: UpdateClientAccessNotesInput) {
    const client = await clientPolicy.load(em, viewer, 'update', clientId, { populate: ['accessNotes'] });
    const notes: AccessNotes = {
      entry: clean(input.entry),
      entryCode: clean(input.entryCode),
      alarmCode: clean(input.alarmCode),
      parking: clean(input.parking),
      pets: clean(input.pets),
      notes: clean(input.notes),
    };
    client.accessNotes = Object.values(notes).some((value) => value !== null) ? notes : null;
    await em.flush();
    return client;
  }

  /**
   * Shows one code of the visit's access notes to whoever may read them now, and writes in the activity log who
   * revealed which code of which visit (never the code).
   */
  async revealCode(em: EntityManager, viewer: Viewer, visitId: string, field: AccessCodeField): Promise<string | null> {
    if (viewer.viaApiToken) throw forbidden('Access codes are revealed to a person, not an integration');
    const visit = await this.load(em, viewer, 'readAccess', visitId);
    this.assertWindow(viewer, visit, 'Reading the access notes');
    const value = (await this.accessOf(em, visit.client.id))?.[field] ?? null;
    await em.transactional(async (tx) => {
      await recordBulkUpdates(tx, 'Visit', [
        {
          subjectId: visit.id,
          label: `Visit on ${visit.date}`,
          parent: { type: 'ServiceRequest', id: visit.request.id },
          changes: [{ field: 'accessCodeRevealed', to: CODE_WORDS[field] }],
        },
      ]);
    });
    return value;
  }

  /** The service's checklist and the client's additions, as one list of rooms. */
  private async roomsOf(em: EntityManager, visit: Visit): Promise<ChecklistRoomData[]> {
    await em.populate(visit, ['request', 'client']);
    const template = await em.findOne(ChecklistTemplate, { service: serviceOfVisit(visit, visit.request) });
    return [...(template?.rooms ?? []), ...(visit.client.checklistAdditions ?? [])];
  }

  async checklist(em: EntityManager, visit: Visit): Promise<ChecklistItem[]> {
    const rooms = await this.roomsOf(em, visit);
    const ticks = visit.checklistStates ?? {};
    return rooms.flatMap((room) =>
      room.tasks.map((task) => ({
        id: task.id,
        room: room.room,
        label: task.label,
        required: task.required,
        state: (ticks[task.id]?.state as ChecklistState | undefined) ?? ChecklistState.OPEN,
        note: ticks[task.id]?.note ?? null,
      })),
    );
  }

  /** What the client sees of a completed visit: the tasks done. Null until it is completed. */
  async completionSummary(em: EntityManager, visit: Visit): Promise<CompletionSummary | null> {
    if (visit.status !== VisitStatus.COMPLETED) return null;
    const items = await this.checklist(em, visit);
    const applied = items.filter((item) => item.state !== ChecklistState.NOT_APPLICABLE);
    const done = applied.filter((item) => item.state === ChecklistState.DONE);
    return {
      doneCount: done.length,
      totalCount: applied.length,
      tasksDone: done.map((item) => `${item.room}: ${item.label}`),
    };
  }

  /** Ticks one task (done, not applicable, open again), with an optional note, under the visit's row lock. */
  async tick(
    em: EntityManager,
    viewer: Viewer,
    visitId: string,
    input: { itemId: string; state: ChecklistState; note?: string | null },
  ): Promise<Visit> {
    return this.changeLocked(em, viewer, 'work', visitId, async (visit, tx) => {
      this.assertWindow(viewer, visit, 'The checklist');
      if (visit.status === VisitStatus.CANCELED || visit.status === VisitStatus.SKIPPED) {
        throw conflict(`This visit is ${visit.status}; its checklist is closed`);
      }
      const items = await this.checklist(tx, visit);
      if (!items.some((item) => item.id === input.itemId)) throw badInput('itemId', 'No such task on this checklist');
      const tick: ChecklistTick = { state: input.state as ChecklistTick['state'], note: clean(input.note) };
      visit.checklistStates = { ...visit.checklistStates, [input.itemId]: tick };
    });
  }

  async addNote(em: EntityManager, viewer: Viewer, visitId: string, text: string): Promise<Visit> {
    const body = text.trim();
    if (!body) throw badInput('text', 'Write the note first');
    return this.changeLocked(em, viewer, 'work', visitId, async (visit, tx) => {
      this.assertWindow(viewer, visit, 'Adding notes');
      const author = await tx.findOneOrFail(User, viewer.id);
      const note: JobNoteData = { id: randomUUID(), text: body, authorName: nameOf(author), at: this.now().toISOString() };
      visit.jobNotes = [...(visit.jobNotes ?? []), note];
    });
  }

  /**
   * "On my way" (or "Running late", with minutes): the client (in the app and by email) and the owner hear it, once
   * per visit each; a second tap changes nothing and says so. Only the helper on the visit, on its day.
   */
  async announce(
    em: EntityManager,
    viewer: Viewer,
    visitId: string,
    lateMinutes: number | null | undefined,
  ): Promise<{ visit: Visit; alreadySent: boolean; message: string }> {
    const late = lateMinutes ?? null;
    let alreadySent = false;
    const visit = await this.changeLocked(em, viewer, 'announce', visitId, async (locked, tx) => {
      if (locked.date !== this.today()) throw badInput('visitId', 'On my way is for the visit\u2019s own day');
      if (locked.status !== VisitStatus.SCHEDULED && locked.status !== VisitStatus.IN_PROGRESS) {
        throw conflict(`This visit is ${locked.status}`);
      }
      const sentAt = late ? locked.runningLateAt : locked.onMyWayAt;
      if (sentAt) {
        alreadySent = true;
        return;
      }
      if (late) {
        locked.runningLateAt = this.now();
        locked.lateMinutes = late;
      } else locked.onMyWayAt = this.now();
      await this.notifyOnMyWay(tx, viewer, locked, late);
    });
    const what = late ? `Running late (${late} minutes)` : 'On my way';
    return {
      visit,
      alreadySent,
      message: alreadySent ? `${what} was already sent for this visit` : `${what} sent to the client and the office`,
    };
  }

  private async notifyOnMyWay(tx: EntityManager, viewer: Viewer, visit: Visit, late: number | null): Promise<void> {
    if (!this.notifications) return;
    const helper = await tx.findOneOrFail(User, viewer.id);
    const data = {
      visitId: visit.id,
      date: visit.date,
      timeSlot: visit.timeSlot,
      startTime: visit.startTime,
      address: addressOfVisit(visit, visit.request),
      service: serviceOfVisit(visit, visit.request),
      clientName: visit.client.displayName,
      helperName: nameOf(helper),
      lateMinutes: late,
    };
    const dedupeKey = `${visit.id}:${late ? 'late' : 'on-my-way'}`;
    await this.notifications.raise(tx, { event: 'visit.on-my-way', recipientClientId: visit.client.id, data, dedupeKey });
    const owners = await tx.find(User, { role: Role.ADMIN }, { fields: ['id'] });
    await this.notifications.raiseForEach(
      tx,
      owners.map((owner) => owner.id),
      { event: 'visit.on-my-way', data, dedupeKey },
    );
  }

  /**
   * Before Complete Job: with required tasks still open, a reason is needed (kept for the owner). Returns the reason
   * to keep (null when none is needed or given).
   */
  async completionReason(em: EntityManager, visit: Visit, reason: string | null | undefined): Promise<string | null> {
    const open = (await this.checklist(em, visit)).filter((item) => item.required && item.state === ChecklistState.OPEN);
    const given = clean(reason);
    if (open.length > 0 && !given) {
      throw badInput(
        'reason',
        `${open.length === 1 ? 'A required task is' : `${open.length} required tasks are`} still open: say why to complete the job`,
      );
    }
    return given;
  }

  /** The client hears that the visit is done, with the tasks done, in the completion's transaction. */
  async notifyCompleted(tx: EntityManager, visit: Visit): Promise<void> {
    if (!this.notifications) return;
    await tx.populate(visit, ['request', 'client']);
    const summary = await this.completionSummary(tx, visit);
    await this.notifications.raise(tx, {
      event: 'visit.completed',
      recipientClientId: visit.client.id,
      dedupeKey: visit.id,
      data: {
        visitId: visit.id,
        date: visit.date,
        timeSlot: visit.timeSlot,
        startTime: visit.startTime,
        address: addressOfVisit(visit, visit.request),
        service: serviceOfVisit(visit, visit.request),
        tasksDone: summary?.tasksDone ?? [],
        totalTasks: summary?.totalCount ?? 0,
        afterPhotos: await tx.count(VisitPhoto, { visit: visit.id, kind: VisitPhotoKind.AFTER }),
      },
    });
  }

  /** Every service's checklist, in the services' order (an empty one for a service with none yet). */
  async templates(em: EntityManager, viewer: Viewer): Promise<{ service: ServiceType; rooms: ChecklistRoomData[] }[]> {
    if (viewer.role !== Role.ADMIN) throw forbidden();
    const rows = await em.find(ChecklistTemplate, {});
    return Object.values(ServiceType).map((service) => ({
      service,
      rooms: rows.find((row) => row.service === service)?.rooms ?? [],
    }));
  }

  async updateTemplate(em: EntityManager, viewer: Viewer, service: ServiceType, rooms: readonly ChecklistRoomInput[]) {
    if (viewer.role !== Role.ADMIN) throw forbidden();
    const cleaned = cleanRooms(rooms);
    const existing = await em.findOne(ChecklistTemplate, { service });
    if (existing) existing.rooms = cleaned;
    else em.create(ChecklistTemplate, { service, rooms: cleaned });
    await em.flush();
    return { service, rooms: cleaned };
  }

  async updateClientChecklist(em: EntityManager, viewer: Viewer, clientId: string, rooms: readonly ChecklistRoomInput[]) {
    const client = await clientPolicy.load(em, viewer, 'update', clientId);
    client.checklistAdditions = cleanRooms(rooms);
    await em.flush();
    return client;
  }

  /** The names of a visit's helpers, for the job page: co-workers included, nothing else of their records. */
  async helperNames(em: EntityManager, visit: Visit): Promise<string[]> {
    await em.populate(visit, ['helpers.user']);
    return visit.helpers.getItems().map((helper) => helperName(helper));
  }

  private async changeLocked(
    em: EntityManager,
    viewer: Viewer,
    action: 'work' | 'announce',
    id: string,
    change: (visit: Visit, tx: EntityManager) => Promise<void>,
  ): Promise<Visit> {
    if (!isDatabaseId(id)) throw notFound('Visit');
    await em.transactional(async (tx) => {
      await tx.findOne(Visit, id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const visit = await visitPolicy.load(tx, viewer, action, id, {
        populate: ['helpers.user', 'client', 'request'],
        refresh: true,
      });
      await change(visit, tx);
    });
    return em.findOneOrFail(Visit, id, { refresh: true });
  }
}
