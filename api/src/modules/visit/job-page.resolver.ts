import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, UseMiddleware } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { loaded } from '../../shared/load.js';
import { Idempotent } from '../idempotency/idempotent.middleware.js';
import { Client } from '../client/client.entity.js';
import { visitExtraLabels } from '../pricing/pricing.js';
import { requestToPrice } from '../pricing/quote.service.js';
import { serviceRequestPolicy } from '../service-request/service-request.policy.js';
import {
  AddVisitNoteInput,
  AnnounceOnMyWayInput,
  AnnounceOnMyWayPayload,
  ChecklistItem,
  ChecklistRoom,
  ChecklistTemplateView,
  ClientAccessNotes,
  ClientPayloadOfJobPage,
  CompletionSummary,
  JobNote,
  RevealAccessCodeInput,
  RevealAccessCodePayload,
  TickChecklistItemInput,
  UpdateChecklistTemplateInput,
  UpdateChecklistTemplatePayload,
  UpdateClientAccessNotesInput,
  UpdateClientChecklistInput,
  VisitAccessNotes,
} from './job-page.types.js';
import { VisitPayload } from './job.types.js';
import { Visit } from './visit.entity.js';

const visitId = (id: string) => databaseIdOf(id, 'Visit');
const clientId = (id: string) => databaseIdOf(id, 'Client');

/** The helper's job page: access notes, checklist, notes, "On my way", and the owner's checklists. Thin. */
@Resolver(() => Visit)
export class JobPageResolver {
  // Null for anyone but the owner and the helpers on the visit in its window (the service's rule), so a client, a
  // co-worker or an integration reading the same visit gets nothing.
  @FieldResolver(() => VisitAccessNotes, {
    nullable: true,
    description:
      "The client's access notes: the owner, and the helpers on this visit from the day before it to the day after; null for anyone else.",
  })
  accessNotes(@Root() visit: Visit, @Ctx() { em, services, viewer }: AppContext) {
    return services.jobPage.visitAccessNotes(em, viewer, visit);
  }

  @Authorized(Role.ADMIN, Role.HELPER)
  @FieldResolver(() => [ChecklistItem], { description: "The visit's checklist: the service's tasks and the client's." })
  async checklist(@Root() visit: Visit, @Ctx() { em, services }: AppContext) {
    return services.jobPage.checklist(em, await loaded(visit));
  }

  @FieldResolver(() => CompletionSummary, { nullable: true, description: 'What was done, once the visit is completed.' })
  async completionSummary(@Root() visit: Visit, @Ctx() { em, services }: AppContext) {
    return services.jobPage.completionSummary(em, await loaded(visit));
  }

  @Authorized(Role.ADMIN, Role.HELPER)
  @FieldResolver(() => [JobNote], { description: 'Notes on the job, oldest first.' })
  async jobNotes(@Root() visit: Visit): Promise<JobNote[]> {
    return ((await loaded(visit)).jobNotes ?? []).map((note) => ({ ...note, createdAt: new Date(note.at) }));
  }

  @Authorized(Role.ADMIN, Role.HELPER)
  @FieldResolver(() => String, {
    nullable: true,
    description: 'Why the job was completed with required checklist tasks left open.',
  })
  async completionReason(@Root() visit: Visit): Promise<string | null> {
    return (await loaded(visit)).completionReason;
  }

  @Authorized(Role.ADMIN, Role.HELPER)
  @FieldResolver(() => Date, { nullable: true, description: 'When "On my way" was sent.' })
  async onMyWayAt(@Root() visit: Visit): Promise<Date | null> {
    return (await loaded(visit)).onMyWayAt;
  }

  @Authorized(Role.ADMIN, Role.HELPER)
  @FieldResolver(() => Int, { nullable: true, description: 'Minutes late, when "Running late" was sent.' })
  async lateMinutes(@Root() visit: Visit): Promise<number | null> {
    return (await loaded(visit)).lateMinutes;
  }

  // The client's phone is part of the job for whoever works it: the helper reads it here, not the client's record.
  @Authorized(Role.ADMIN, Role.HELPER)
  @FieldResolver(() => String, { nullable: true, description: "The client's phone number." })
  async clientPhone(@Root() visit: Visit): Promise<string | null> {
    return (await loaded((await loaded(visit)).client)).phone;
  }

  // Co-workers' names (only) are part of the job page: a helper reads no other helper's record.
  @Authorized(Role.ADMIN, Role.HELPER)
  @FieldResolver(() => [String], { description: 'The names of the helpers on this visit, in the order assigned.' })
  async helperNames(@Root() visit: Visit, @Ctx() { em, services }: AppContext) {
    return services.jobPage.helperNames(em, await loaded(visit));
  }

  // The work agreed (oven, fridge...) is part of the visit, like its service: read by whoever reads the visit.
  @FieldResolver(() => [String], {
    description: "The extras agreed for this visit, as labels: first-visit-only extras on a series' first visit only.",
  })
  async extras(@Root() visit: Visit, @Ctx() { loaders }: AppContext): Promise<string[]> {
    const request = await loaders.readRequired(serviceRequestPolicy, visit.request.id);
    return visitExtraLabels(requestToPrice(request), visit);
  }

  @Auth(Role.ADMIN, Role.HELPER)
  @Mutation(() => VisitPayload, { description: 'Ticks a checklist task: done, not applicable, or open again.' })
  @UseMiddleware(Idempotent)
  async tickChecklistItem(
    @Arg('input', () => TickChecklistItemInput) input: TickChecklistItemInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { visit: await services.jobPage.tick(em, viewer!, visitId(input.visitId), input) };
  }

  @Auth(Role.ADMIN, Role.HELPER)
  @Mutation(() => VisitPayload, { description: 'Adds a note to the job.' })
  @UseMiddleware(Idempotent)
  async addVisitNote(
    @Arg('input', () => AddVisitNoteInput) input: AddVisitNoteInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { visit: await services.jobPage.addNote(em, viewer!, visitId(input.visitId), input.text) };
  }

  @Auth(Role.ADMIN, Role.HELPER)
  @Mutation(() => RevealAccessCodePayload, { description: 'Shows one access code of the visit, and logs that it was shown.' })
  async revealAccessCode(
    @Arg('input', () => RevealAccessCodeInput) input: RevealAccessCodeInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { field: input.field, value: await services.jobPage.revealCode(em, viewer!, visitId(input.visitId), input.field) };
  }

  @Auth(Role.HELPER)
  @Mutation(() => AnnounceOnMyWayPayload, {
    description: 'On my way (or Running late, with minutes): tells the client and the office, once per visit each.',
  })
  announceOnMyWay(
    @Arg('input', () => AnnounceOnMyWayInput) input: AnnounceOnMyWayInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.jobPage.announce(em, viewer!, visitId(input.visitId), input.lateMinutes);
  }

  @Auth(Role.CLIENT)
  @Query(() => [Visit], { description: "The signed-in client's completed visits, newest first (their summaries)." })
  myCompletedVisits(@Arg('limit', () => Int, { defaultValue: 3 }) limit: number, @Ctx() { em, services, viewer }: AppContext) {
    return services.jobPage.completedVisits(em, viewer!, Math.min(Math.max(limit, 1), 20));
  }

  @Auth(Role.ADMIN)
  @Query(() => [ChecklistTemplateView], { description: "Every service's checklist (Settings)." })
  checklistTemplates(@Ctx() { em, services, viewer }: AppContext) {
    return services.jobPage.templates(em, viewer!);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => UpdateChecklistTemplatePayload, { description: "Replaces a service's checklist." })
  async updateChecklistTemplate(
    @Arg('input', () => UpdateChecklistTemplateInput) input: UpdateChecklistTemplateInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { template: await services.jobPage.updateTemplate(em, viewer!, input.service, input.rooms) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ClientPayloadOfJobPage, { description: "Sets a client's access notes (entry, codes, parking, pets, notes)." })
  async updateClientAccessNotes(
    @Arg('input', () => UpdateClientAccessNotesInput) input: UpdateClientAccessNotesInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { client: await services.jobPage.updateAccessNotes(em, viewer!, clientId(input.clientId), input) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ClientPayloadOfJobPage, { description: "Replaces the client's own additions to every visit's checklist." })
  async updateClientChecklist(
    @Arg('input', () => UpdateClientChecklistInput) input: UpdateClientChecklistInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { client: await services.jobPage.updateClientChecklist(em, viewer!, clientId(input.clientId), input.rooms) };
  }
}

/** The owner's side of a client record: its access notes and checklist additions. */
@Resolver(() => Client)
export class ClientJobPageResolver {
  @Authorized(Role.ADMIN)
  @FieldResolver(() => ClientAccessNotes, {
    nullable: true,
    description: "How to get in, codes included: the owner's alone (never an integration's token).",
  })
  accessNotes(@Root() client: Client, @Ctx() { em, services, viewer }: AppContext) {
    return services.jobPage.clientAccessNotes(em, viewer, client);
  }

  @Authorized(Role.ADMIN)
  @FieldResolver(() => [ChecklistRoom], { description: "Tasks added to every visit's checklist at this client." })
  async checklistAdditions(@Root() client: Client, @Ctx() { em }: AppContext) {
    const found = await em.findOne(Client, client.id, { fields: ['id', 'checklistAdditions'] });
    return found?.checklistAdditions ?? [];
  }
}
