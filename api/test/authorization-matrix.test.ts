import {
  getNamedType,
  type GraphQLField,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLSchema,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
} from 'graphql';
import { type EntityClass, wrap } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../src/auth/role.enum.js';
import { entities } from '../src/db/entities.js';
import { toGlobalId } from '../src/graphql/relay/global-id.js';
import { buildAppSchema } from '../src/graphql/schema.js';
import { BookingLead, Coupon, CouponKind, LeadStep, ServiceAreaZip } from '../src/modules/booking/booking.entities.js';
import { InvoiceItem } from '../src/modules/invoice/invoice-item.entity.js';
import { ClientCard } from '../src/modules/card-payment/card-payment.entities.js';
import { InvoiceStatus } from '../src/modules/invoice/invoice.enums.js';
import { Message } from '../src/modules/message/message.entity.js';
import { Helper } from '../src/modules/helper/helper.entity.js';
import { Notification } from '../src/modules/notification/notification.entity.js';
import { NotificationCategory } from '../src/modules/notification/notification.enums.js';
import { policiesByType } from '../src/modules/policies.js';
import { ServiceRequestStatus, ServiceType } from '../src/modules/service-request/service-request.enums.js';
import { Visit } from '../src/modules/visit/visit.entity.js';
import { ChecklistTemplate } from '../src/modules/visit/checklist-template.entity.js';
import { Client } from '../src/modules/client/client.entity.js';
import { AuditEvent } from '../src/modules/audit/audit-event.entity.js';
import { VisitStatus } from '../src/modules/visit/visit.enums.js';
import { VisitPhoto } from '../src/modules/visit-photo/visit-photo.entity.js';
import { VisitPhotoKind } from '../src/modules/visit-photo/visit-photo.enums.js';
import { VisitChangeRequest, VisitChangeStatus } from '../src/modules/visit-change/visit-change-request.entity.js';
import { TimeOffRequest, TimeOffStatus } from '../src/modules/time-off/time-off-request.entity.js';
import { BaseEntity } from '../src/shared/base.entity.js';
import { addDays } from '../src/shared/calendar-date.js';
import { createTestApp, errorCode, gql, type GraphQLResult, type TestApp } from './harness.js';
import { DEFAULT_PRICE_LIST } from '../src/modules/pricing/pricing.js';
import { priceListInput } from './pricing-input.js';

/*
 * The authorization matrix: for every type `node(id:)` can reach, what each of eight viewers (signed out, two
 * clients, two helpers, the admin, the admin's read-only API token, a deactivated helper) gets through node(id:), through every query that returns it, and through every field of
 * another object that leads to it; and every mutation refused to the roles its gate leaves out and to the wrong
 * owner. The tables are checked against the schema: a new Node type, a new query or nested field reaching one, or
 * a new mutation without an entry here fails the test.
 */

// Sunday 22 November 2026, 10:00 in Naples.
const NOW = new Date('2026-11-22T15:00:00Z');
const TODAY = '2026-11-22';
const WEEK_END = addDays(TODAY, 7);

const VIEWERS = ['anonymous', 'clientA', 'clientB', 'helperA', 'helperB', 'admin', 'tokenReader', 'helperOff'] as const;
type ViewerKey = (typeof VIEWERS)[number];
const ROLE_OF: Record<ViewerKey, Role | null> = {
  anonymous: null,
  clientA: Role.CLIENT,
  clientB: Role.CLIENT,
  helperA: Role.HELPER,
  helperB: Role.HELPER,
  admin: Role.ADMIN,
  // The admin's read-only API token: the admin's business data, never an account secret, and no mutation at all.
  tokenReader: Role.ADMIN,
  // A helper whose record the owner deactivated (signed in again afterwards): refused everything a helper could do.
  helperOff: Role.HELPER,
};
/** What a viewer gets from every operation that is not public, whatever its role gate says. */
const REFUSED_EVERYTHING: Partial<Record<ViewerKey, string>> = { anonymous: 'UNAUTHENTICATED', helperOff: 'FORBIDDEN' };
/** The world's account secrets: emails with takeover links, the API tokens themselves. No token reads them. */
const ACCOUNT_SECRETS = ['oReset', 'token', 'readerToken'];

/** Who sees what: per readable type, the world's objects (by key) each viewer may read. */
type Sees = Record<ViewerKey, string[]>;
const nobodyBut = (sees: Partial<Sees>): Sees => ({
  anonymous: [],
  clientA: [],
  clientB: [],
  helperA: [],
  helperB: [],
  admin: [],
  tokenReader: [],
  helperOff: [],
  ...sees,
});
const everyone = (keys: string[]): Sees => Object.fromEntries(VIEWERS.map((viewer) => [viewer, keys])) as Sees;

const SEES: Record<string, Sees> = {
  User: nobodyBut({
    clientA: ['uCA'],
    clientB: ['uCB'],
    helperA: ['uHA'],
    helperB: ['uHB'],
    admin: ['uAdmin', 'uCA', 'uCB', 'uHA', 'uHB', 'uHOff'],
    // Only through the public `viewer` query: node(id:) and every other read are refused.
    helperOff: ['uHOff'],
  }),
  Client: nobodyBut({ clientA: ['cA'], clientB: ['cB'], admin: ['cA', 'cB'] }),
  Closure: nobodyBut({
    clientA: ['closure'],
    clientB: ['closure'],
    helperA: ['closure'],
    helperB: ['closure'],
    admin: ['closure'],
  }),
  VisitChangeRequest: nobodyBut({ clientA: ['chA'], clientB: ['chB'], admin: ['chA', 'chB'] }),
  TimeOffRequest: nobodyBut({ helperA: ['toA'], helperB: ['toB'], admin: ['toA', 'toB'] }),
  Helper: nobodyBut({ helperA: ['hA'], helperB: ['hB'], admin: ['hA', 'hB', 'hOff'] }),
  ServiceRequest: nobodyBut({
    clientA: ['rA', 'rC'],
    clientB: ['rB', 'rP'],
    helperA: ['rA'],
    helperB: ['rB'],
    admin: ['rA', 'rB', 'rC', 'rP'],
  }),
  Visit: nobodyBut({ clientA: ['vA', 'vC'], clientB: ['vB'], helperA: ['vA'], helperB: ['vB'], admin: ['vA', 'vB', 'vC'] }),
  Invoice: nobodyBut({ clientA: ['iA'], clientB: ['iB'], admin: ['iA', 'iADraft', 'iB'] }),
  InvoiceItem: nobodyBut({ clientA: ['liA'], clientB: ['liB'], admin: ['liA', 'liADraft', 'liB'] }),
  // mBiz is client A's message to the business: no recipient, so the owner reads it.
  Message: nobodyBut({ clientA: ['mA', 'mBiz'], clientB: ['mB'], helperA: ['mHA'], admin: ['mA', 'mB', 'mHA', 'mBiz'] }),
  Conversation: nobodyBut({ clientA: ['cvA'], helperA: ['cvHA'], admin: ['cvA', 'cvHA'] }),
  // Each person's own, the owner included; nAMail is email-only (a reset link), in nobody's center.
  Notification: nobodyBut({ clientA: ['nA'], clientB: ['nB'], helperA: ['nHA'], helperB: ['nHB'], admin: ['nAdmin'] }),
  OutboxEmail: nobodyBut({ admin: ['oA', 'oReset'] }),
  RoleRequest: nobodyBut({ clientA: ['rrA'], clientB: ['rrB'], admin: ['rrA', 'rrB'] }),
  TimeEntry: nobodyBut({ helperA: ['teA'], helperB: ['teB'], admin: ['teA', 'teB'] }),
  PayPeriod: nobodyBut({ helperA: ['ppA'], helperB: ['ppB'], admin: ['ppA', 'ppB'] }),
  ApiToken: nobodyBut({ admin: ['token', 'readerToken'] }),
  BusinessSettings: nobodyBut({ admin: ['settings'] }),
  // Online booking's owner side: visitors learn of ZIPs and coupons only through checkZip and bookOnline's answers.
  ServiceAreaZip: nobodyBut({ admin: ['zip'] }),
  Coupon: nobodyBut({ admin: ['coupon'] }),
  BookingLead: nobodyBut({ admin: ['lead'] }),
  PublicService: everyone(['publicService']),
  Testimonial: everyone(['testimonial']),
  GalleryPhoto: everyone(['galleryPhoto']),
  // Neither world visit is completed: no client sees a photo yet (visit-photo.test.ts proves the after ones then).
  VisitPhoto: nobodyBut({ helperA: ['pA'], helperB: ['pB'], admin: ['pA', 'pB'] }),
};

// The read-only token reads what the admin reads, bar the account secrets.
for (const sees of Object.values(SEES)) {
  if (sees.tokenReader.length === 0) sees.tokenReader = sees.admin.filter((key) => !ACCOUNT_SECRETS.includes(key));
}

/** A lean read that stands for a Node type: the calendar's rows are visits. */
const STANDS_FOR: Record<string, string> = { CalendarVisit: 'Visit' };

/**
 * Every query that returns (or leads through plain objects to) a readable type: its arguments, and where the list
 * is narrower than the viewer's scope by design, the world objects it can show at most.
 */
interface ListEntry {
  args?: string;
  /** Ask once per world object of this type, passing its global id as `$id`. */
  each?: string;
  narrow?: Partial<Record<ViewerKey, string[]>>;
  /** Refused to these viewers beyond the role gate (an API token where only a person may ask). */
  refusedTo?: Partial<Record<ViewerKey, string>>;
}
/** A query's narrowing for a viewer: the admin's token is narrowed as the admin is. */
const narrowOf = (entry: ListEntry, viewer: ViewerKey) =>
  entry.narrow?.[viewer] ?? (viewer === 'tokenReader' ? entry.narrow?.admin : undefined);
const LISTS: Record<string, ListEntry> = {
  viewer: { narrow: { admin: ['uAdmin'] } },
  users: { args: '(first: 100)' },
  clients: { args: '(first: 100)' },
  billableClients: { args: '(first: 50)' },
  helpers: { args: '(first: 100)' },
  serviceRequests: { args: '(first: 100)' },
  invoices: { args: '(first: 100)' },
  invoice: { args: '(id: $id)', each: 'Invoice' },
  myMessages: { args: '(first: 100)', narrow: { admin: [], clientA: ['mA'] } },
  sentMessages: { args: '(first: 100)', narrow: { admin: ['mA', 'mB', 'mHA'] } },
  conversations: { args: '(first: 100)' },
  conversationWithUser: { args: '(userId: $id)', each: 'User' },
  myConversation: {},
  notifications: { args: '(first: 100)' },
  outbox: { args: '(first: 100)' },
  myRoleRequest: {},
  roleRequests: { args: '(first: 100)' },
  myClock: {},
  myPayPeriods: { args: '(count: 1)' },
  // The deactivated helper has no hours: the payroll lists active helpers and those with hours.
  payroll: { narrow: { admin: ['hA', 'hB', 'teA', 'teB', 'ppA', 'ppB'] } },
  helperPayPeriod: { args: `(input: { helperId: $id, periodStart: "${TODAY}" })`, each: 'Helper' },
  apiTokens: { refusedTo: { tokenReader: 'FORBIDDEN' } },
  businessSettings: {},
  publicSite: {},
  visits: { args: `(from: "${TODAY}", to: "${WEEK_END}", first: 100)` },
  upcomingVisits: { args: '(limit: 50)' },
  // No world visit is completed when the lists are read.
  myCompletedVisits: { args: '(limit: 20)', narrow: { clientA: [], clientB: [] } },
  myJobs: { args: `(from: "${TODAY}", to: "${WEEK_END}")` },
  todaysJobs: {},
  nextVisitOfRequest: { args: '(requestId: $id)', each: 'ServiceRequest' },
  unassignedVisits: { args: '(days: 14)', narrow: { admin: ['vC'] } },
  // The world's visits are today's and tomorrow's: none is past.
  pastVisitsToConfirm: { args: '(limit: 50)', narrow: { admin: [] } },
  closures: {},
  closuresBetween: { args: `(from: "${TODAY}", to: "${WEEK_END}")` },
  closurePreview: { args: `(startDate: "${TODAY}", endDate: "${addDays(TODAY, 1)}")` },
  visitChangeRequests: { args: '(first: 100)' },
  timeOffRequests: { args: '(first: 100)' },
  myHelper: {},
  // Helper A's time off covers today, when vA is theirs; helper B's is later, with no visit of theirs.
  timeOffPreview: { args: '(id: $id)', each: 'TimeOffRequest', narrow: { admin: ['vA'] } },
  // No card charge has failed and no Stripe event is kept in the world.
  declinedPayments: { narrow: { admin: [] } },
  cardPaymentsToReview: { narrow: { admin: [] } },
  // The world's visits are scheduled, not completed: nothing to bill.
  invoiceRunPreview: { args: `(from: "${TODAY}", through: "${WEEK_END}")`, narrow: { admin: [] } },
  serviceAreaZips: {},
  coupons: {},
  bookingLeads: {},
  // Money owed lists the sent invoices with a balance (the draft owes nothing yet).
  reports: { args: '(period: { preset: THIS_MONTH })', narrow: { admin: ['iA', 'iB'] } },
};

/**
 * Every field of a readable object that leads to another: what it points at in the world (a key, a list of keys
 * or null), and the roles a field gate admits when it has one.
 */
interface NestedEntry {
  truth: Record<string, string | string[] | null>;
  gatedTo?: Role[];
  /** A connection: its arguments and the path to its nodes. */
  connection?: { args: string; path: string[] };
}
const VISIT_REQUESTS = { vA: 'rA', vB: 'rB', vC: 'rC' };
const VISIT_CLIENTS = { vA: 'cA', vB: 'cB', vC: 'cA' };
const VISIT_HELPERS = { entries: { vA: ['hA'], vB: ['hB'], vC: [] }, gatedTo: [Role.ADMIN, Role.HELPER] };
const NESTED: Record<string, NestedEntry> = {
  'User.client': { truth: { uAdmin: null, uCA: 'cA', uCB: 'cB', uHA: null, uHB: null, uHOff: null } },
  'Client.user': { truth: { cA: 'uCA', cB: 'uCB' } },
  'Helper.user': { truth: { hA: 'uHA', hB: 'uHB', hOff: 'uHOff' } },
  'Invoice.client': { truth: { iA: 'cA', iADraft: 'cA', iB: 'cB' } },
  'Invoice.items': { truth: { iA: ['liA'], iADraft: ['liADraft'], iB: ['liB'] } },
  // A draft takes no payment: only the sent ones are open.
  'Client.openInvoices': { truth: { cA: ['iA'], cB: ['iB'] } },
  'RoleRequest.requester': { truth: { rrA: 'uCA', rrB: 'uCB' } },
  'ServiceRequest.client': { truth: { rA: 'cA', rB: 'cB', rC: 'cA', rP: 'cB' } },
  'Visit.request': { truth: VISIT_REQUESTS },
  'Visit.client': { truth: VISIT_CLIENTS },
  'Visit.helpers': { truth: VISIT_HELPERS.entries, gatedTo: VISIT_HELPERS.gatedTo },
  // Nobody has completed a world visit when the fields are read.
  'Visit.photos': { truth: { vA: ['pA'], vB: ['pB'], vC: [] } },
  'Visit.completedBy': { truth: { vA: null, vB: null, vC: null }, gatedTo: [Role.ADMIN] },
  'CalendarVisit.request': { truth: VISIT_REQUESTS },
  'CalendarVisit.client': { truth: VISIT_CLIENTS },
  'CalendarVisit.helpers': { truth: VISIT_HELPERS.entries, gatedTo: VISIT_HELPERS.gatedTo },
  'Conversation.participant': { truth: { cvA: 'uCA', cvHA: 'uHA' } },
  'Conversation.messages': {
    truth: { cvA: ['mBiz'], cvHA: [] },
    connection: { args: '(first: 100)', path: ['edges', 'node'] },
  },
  'Message.recipient': { truth: { mA: 'uCA', mB: 'uCB', mHA: 'uHA', mBiz: null } },
  'OutboxEmail.recipient': { truth: { oA: 'uCA', oReset: 'uCA' } },
  'VisitChangeRequest.visit': { truth: { chA: 'vC', chB: 'vB' } },
  'TimeOffRequest.helper': { truth: { toA: 'hA', toB: 'hB' } },
  // Client A prefers helper A and never wants helper B: the owner's record only.
  'Client.preferredHelpers': { truth: { cA: ['hA'], cB: [] }, gatedTo: [Role.ADMIN] },
  'Client.excludedHelpers': {
    truth: { cA: ['hB'], cB: [] },
    gatedTo: [Role.ADMIN],
    connection: { args: '', path: ['helper'] },
  },
};

/**
 * Every mutation: a type-correct input (aimed at a real object where there is one), and for those whose rules
 * look at the object, who is the wrong owner and who the right one. Public ones (sign-in and -up) refuse nobody.
 */
type World = (key: string) => string;
interface WriteEntry {
  public?: true;
  input?: (id: World) => Record<string, unknown>;
  owner?: {
    wrong: ViewerKey[];
    right: ViewerKey;
    unchanged: (t: TestApp, id: World) => Promise<void>;
    /** What the wrong owner gets: FORBIDDEN, or NOT_FOUND where even the object's existence is not theirs. */
    refusal?: 'FORBIDDEN' | 'NOT_FOUND';
  };
}
const PERIOD = { periodStart: TODAY };
const WRITES: Record<string, WriteEntry> = {
  signUp: { public: true },
  signIn: { public: true },
  signOut: { public: true },
  verifyTwoFactorSignIn: { public: true },
  beginSignInTwoFactorSetup: { public: true },
  confirmSignInTwoFactorSetup: { public: true },
  changePassword: { input: () => ({ currentPassword: 'not-the-password', newPassword: 'another-password-1' }) },
  beginTwoFactorSetup: { input: () => ({ password: 'not-the-password' }) },
  confirmTwoFactorSetup: { input: () => ({ code: '123456' }) },
  disableTwoFactor: { input: () => ({ password: 'not-the-password' }) },
  regenerateRecoveryCodes: { input: () => ({ password: 'not-the-password' }) },
  resetUserTwoFactor: { input: (id) => ({ userId: id('uCA') }) },
  setAdminTwoFactorRequirement: { input: () => ({ required: true, password: 'not-the-password' }) },
  updateMyProfile: { input: () => ({ firstName: 'Re', lastName: 'Named' }) },
  completeProfile: { input: () => ({ displayName: 'Someone', phone: '239-555-0100' }) },
  requestHelperAccess: { input: () => ({ phone: '239-555-0100' }) },
  markPortalSeen: { input: () => ({}) },
  createServiceRequest: {
    input: () => ({
      service: 'STANDARD',
      date: WEEK_END,
      time: 'MORNING',
      address: '1 Bay Rd',
      phoneNumber: '239-555-0100',
      recurring: 'ONETIME',
    }),
  },
  approveServiceRequest: { input: (id) => ({ id: id('rP') }) },
  declineServiceRequest: { input: (id) => ({ id: id('rP') }) },
  assignHelpers: { input: (id) => ({ visitId: id('vC'), helperIds: [id('hA')] }) },
  startVisit: {
    input: (id) => ({ id: id('vA') }),
    owner: {
      wrong: ['helperB'],
      right: 'helperA',
      unchanged: async (t, id) => expect((await t.em().findOneOrFail(Visit, id('vA'))).status).toBe(VisitStatus.SCHEDULED),
    },
  },
  completeVisit: {
    input: (id) => ({ id: id('vA') }),
    owner: {
      wrong: ['helperB'],
      right: 'helperA',
      unchanged: async (t, id) => expect((await t.em().findOneOrFail(Visit, id('vA'))).status).toBe(VisitStatus.IN_PROGRESS),
    },
  },
  markVisitCompleted: { input: (id) => ({ id: id('vB') }) },
  undoVisitCompletion: { input: (id) => ({ id: id('vB') }) },
  completeVisits: { input: () => ({ through: TODAY }) },
  createClient: { input: () => ({ displayName: 'New Client' }) },
  completeSetupStep: { input: () => ({ step: 'BUSINESS' }) },
  commitClientImport: {
    input: () => ({ uploadId: '00000000-0000-4000-8000-000000000000', mapping: [{ column: 0, field: 'NAME' }] }),
  },
  updateClient: { input: (id) => ({ id: id('cA'), notes: 'changed' }) },
  deactivateClient: { input: (id) => ({ id: id('cA') }) },
  reactivateClient: { input: (id) => ({ id: id('cA') }) },
  linkClientAccount: { input: (id) => ({ clientId: id('cA'), userId: id('uCB') }) },
  createHelper: { input: () => ({ hourlyRateCents: 2000 }) },
  updateHelper: { input: (id) => ({ id: id('hA'), notes: 'changed' }) },
  deactivateHelper: { input: (id) => ({ id: id('hA') }) },
  reactivateHelper: { input: (id) => ({ id: id('hA') }) },
  linkHelperAccount: { input: (id) => ({ helperId: id('hA'), userId: id('uHB') }) },
  createInvoice: { input: (id) => ({ clientId: id('cA') }) },
  createInvoiceFromRequest: { input: (id) => ({ requestId: id('rA') }) },
  updateInvoice: { input: (id) => ({ id: id('iA'), notes: 'changed' }) },
  deleteInvoice: { input: (id) => ({ id: id('iA') }) },
  recordPayment: { input: (id) => ({ clientId: id('cA'), method: 'CASH', amountCents: 100 }) },
  refundPayment: {
    input: () => ({ paymentId: toGlobalId('Payment', '00000000-0000-4000-8000-000000000000'), amountCents: 100, reason: 'x' }),
  },
  applyCredit: { input: (id) => ({ clientId: id('cA') }) },
  writeOffBalance: { input: (id) => ({ invoiceId: id('iA'), reason: 'Small balance' }) },
  createInvoiceRun: { input: () => ({ from: TODAY, through: WEEK_END }) },
  sendMessage: { input: (id) => ({ toUserId: id('uCA'), body: 'Hello' }) },
  sendMessageToBusiness: { input: () => ({ body: 'Hello' }) },
  replyToConversation: { input: (id) => ({ conversationId: id('cvA'), body: 'Hello' }) },
  markConversationRead: {
    input: (id) => ({ conversationId: id('cvA') }),
    owner: {
      wrong: ['clientB', 'helperA'],
      right: 'clientA',
      unchanged: async (t, id) => expect((await t.em().findOneOrFail(Message, id('mBiz'))).readAt).toBeNull(),
    },
  },
  markNotificationRead: {
    input: (id) => ({ id: id('nA') }),
    owner: {
      // The owner sees the Outbox, not anyone's notifications.
      wrong: ['clientB', 'helperA', 'admin'],
      right: 'clientA',
      unchanged: async (t, id) => expect((await t.em().findOneOrFail(Notification, id('nA'))).readAt).toBeNull(),
    },
  },
  markAllNotificationsRead: { input: () => ({}) },
  updateNotificationPreference: { input: () => ({ category: 'SCHEDULE', emailEnabled: false }) },
  updateMyTextPreferences: { input: () => ({ categories: [], consent: false }) },
  updateClientTextPreferences: { input: (id) => ({ clientId: id('cA'), categories: [], consent: false }) },
  linkTextNumberToClient: { input: (id) => ({ phone: '+12395550999', clientId: id('cA') }) },
  replyToTextNumber: { input: () => ({ phone: '+12395550999', body: 'Hello' }) },
  keepTextNumberAsLead: { input: () => ({ phone: '+12395550999', name: 'Maria' }) },
  retryOutboxEmail: { input: (id) => ({ id: id('oA') }) },
  requestPasswordReset: { public: true },
  resetPassword: { public: true },
  verifyEmail: { public: true },
  resendVerificationEmail: { input: () => ({}) },
  resetCalendarFeed: { input: () => ({}) },
  markMessageRead: {
    input: (id) => ({ id: id('mA') }),
    owner: {
      // The sender (the admin) reads the message but does not mark it read for the recipient.
      wrong: ['clientB', 'helperA', 'admin'],
      right: 'clientA',
      unchanged: async (t, id) => expect((await t.em().findOneOrFail(Message, id('mA'))).readAt).toBeNull(),
    },
  },
  approveRoleRequest: { input: (id) => ({ id: id('rrA') }) },
  declineRoleRequest: { input: (id) => ({ id: id('rrA') }) },
  clockIn: { input: () => ({}) },
  clockOut: { input: () => ({}) },
  addTimeEntry: {
    input: (id) => ({ helperId: id('hA'), clockInAt: '2026-11-20T13:00:00Z', clockOutAt: '2026-11-20T15:00:00Z', note: 'x' }),
  },
  adjustTimeEntry: {
    input: (id) => ({ id: id('teA'), clockInAt: '2026-11-22T13:00:00Z', clockOutAt: '2026-11-22T14:00:00Z', note: 'x' }),
  },
  setPayPeriodBonus: { input: (id) => ({ helperId: id('hA'), ...PERIOD, bonusCents: 100 }) },
  approvePayPeriod: { input: (id) => ({ helperId: id('hA'), ...PERIOD }) },
  createApiToken: { input: () => ({ name: 'Sync' }) },
  revokeApiToken: { input: (id) => ({ id: id('token') }) },
  updateBusinessSettings: { input: () => ({ businessName: 'Taken Over' }) },
  updatePriceList: { input: () => priceListInput({ ...DEFAULT_PRICE_LIST, minimumCents: 1 }) },
  savePublicService: {
    input: (id) => ({ id: id('publicService'), title: 'T', description: 'D', features: [], color: '#0EA5E9', popular: false }),
  },
  deletePublicService: { input: (id) => ({ id: id('publicService') }) },
  saveTestimonial: { input: (id) => ({ id: id('testimonial'), name: 'N', text: 'T', rating: 5, yearsOfService: 1 }) },
  deleteTestimonial: { input: (id) => ({ id: id('testimonial') }) },
  updateGalleryPhoto: { input: (id) => ({ id: id('galleryPhoto'), caption: 'C' }) },
  deleteGalleryPhoto: { input: (id) => ({ id: id('galleryPhoto') }) },
  cancelVisit: { input: (id) => ({ id: id('vC'), reason: 'x' }) },
  skipVisit: { input: (id) => ({ id: id('vC') }) },
  restoreVisit: { input: (id) => ({ id: id('vC') }) },
  rescheduleVisit: { input: (id) => ({ id: id('vC'), date: WEEK_END, timeSlot: 'MORNING' }) },
  updateSeries: { input: (id) => ({ visitId: id('vC'), scope: 'THIS_VISIT', service: 'DEEP' }) },
  pauseSeries: { input: (id) => ({ requestId: id('rC'), from: TODAY, until: WEEK_END }) },
  endSeries: { input: (id) => ({ requestId: id('rC'), from: WEEK_END }) },
  createClosure: { input: () => ({ startDate: TODAY, endDate: TODAY, reason: 'Taken over', action: 'SKIP' }) },
  deleteClosure: { input: (id) => ({ id: id('closure') }) },
  requestVisitChange: {
    input: (id) => ({ visitId: id('vC'), kind: 'SKIP' }),
    owner: {
      // Another client's visit is not theirs to know of.
      wrong: ['clientB'],
      right: 'clientA',
      refusal: 'NOT_FOUND',
      unchanged: async (t, id) => expect(await t.em().count(VisitChangeRequest, { visit: id('vC') })).toBe(1),
    },
  },
  deleteVisitPhoto: {
    input: (id) => ({ id: id('pA') }),
    owner: {
      // A helper off the job does not learn the photo exists.
      wrong: ['helperB'],
      right: 'helperA',
      refusal: 'NOT_FOUND',
      unchanged: async (t, id) => expect(await t.em().count(VisitPhoto, { id: id('pA') })).toBe(1),
    },
  },
  decideVisitChange: { input: (id) => ({ id: id('chA'), approve: false, reason: 'No' }) },
  setHelperAvailability: {
    input: (id) => ({ helperId: id('hA'), days: [] }),
    owner: {
      wrong: ['helperB'],
      right: 'helperA',
      unchanged: async (t, id) => expect((await t.em().findOneOrFail(Helper, id('hA'))).weeklyAvailability).toBeNull(),
    },
  },
  requestTimeOff: { input: () => ({ startDate: WEEK_END, endDate: WEEK_END }) },
  cancelTimeOffRequest: {
    input: (id) => ({ id: id('toA') }),
    owner: {
      wrong: ['helperB'],
      right: 'helperA',
      unchanged: async (t, id) =>
        expect((await t.em().findOneOrFail(TimeOffRequest, id('toA'))).status).toBe(TimeOffStatus.PENDING),
    },
  },
  decideTimeOff: { input: (id) => ({ id: id('toA'), approve: false, note: 'No' }) },
  setClientHelperPreferences: {
    input: (id) => ({ clientId: id('cA'), preferredHelperIds: [], excluded: [], sameHelpers: false }),
  },
  bookOnline: { public: true },
  saveBookingLead: { public: true },
  updateBookingSettings: { input: () => ({ acceptAtOnce: true }) },
  saveServiceAreaZip: { input: (id) => ({ id: id('zip'), zip: '34101', tripChargeCents: 100 }) },
  deleteServiceAreaZip: { input: (id) => ({ id: id('zip') }) },
  saveCoupon: { input: (id) => ({ id: id('coupon'), code: 'TAKEN', kind: 'PERCENT', amount: 10000 }) },
  deactivateCoupon: { input: (id) => ({ id: id('coupon') }) },
  sendLeadReminder: { input: (id) => ({ id: id('lead') }) },
  createInvoicePaymentSession: { input: (id) => ({ invoiceId: id('iA') }) },
  createCardSetupSession: { input: () => ({ consentToChargesWhenAbsent: true }) },
  removeSavedCard: { input: (id) => ({ clientId: id('cA') }) },
  setChargeAfterVisit: {
    input: (id) => ({ clientId: id('cA'), enabled: false }),
    owner: {
      wrong: ['clientB'],
      right: 'clientA',
      unchanged: async (t, id) => expect(await t.em().count(ClientCard, { client: id('cA') })).toBe(0),
    },
  },
  chargeInvoice: { input: (id) => ({ invoiceId: id('iA') }) },
  releaseHold: { input: (id) => ({ clientId: id('cA') }) },
  dismissCardPaymentReview: { input: () => ({ eventId: 'evt_matrix' }) },
  updateChecklistTemplate: { input: () => ({ service: 'DEEP', rooms: [{ room: 'Taken', tasks: [{ label: 'Over' }] }] }) },
  updateClientChecklist: { input: (id) => ({ clientId: id('cA'), rooms: [] }) },
  updateClientAccessNotes: { input: (id) => ({ clientId: id('cA'), entry: 'Taken over' }) },
  tickChecklistItem: {
    input: (id) => ({ visitId: id('vA'), itemId: WORLD_TASK, state: 'NOT_APPLICABLE' }),
    owner: {
      wrong: ['helperB'],
      right: 'helperA',
      unchanged: async (t, id) => expect((await t.em().findOneOrFail(Visit, id('vA'))).checklistStates).toEqual({}),
    },
  },
  addVisitNote: {
    input: (id) => ({ visitId: id('vA'), text: 'A note' }),
    owner: {
      wrong: ['helperB'],
      right: 'helperA',
      unchanged: async (t, id) => expect((await t.em().findOneOrFail(Visit, id('vA'))).jobNotes).toEqual([]),
    },
  },
  revealAccessCode: {
    input: (id) => ({ visitId: id('vA'), field: 'ALARM_CODE' }),
    owner: {
      wrong: ['helperB'],
      right: 'helperA',
      unchanged: async (t, id) => {
        const events = await t.em().find(AuditEvent, { subjectId: id('vA') });
        expect(events.filter((event) => event.changes.some((change) => change.field === 'accessCodeRevealed'))).toEqual([]);
      },
    },
  },
  announceOnMyWay: {
    // Client B's visit today: client A's was completed above.
    input: (id) => ({ visitId: id('vB') }),
    owner: {
      wrong: ['helperA'],
      right: 'helperB',
      unchanged: async (t, id) => expect((await t.em().findOneOrFail(Visit, id('vB'))).onMyWayAt).toBeNull(),
    },
  },
};
/** The one task of the world's checklist (the Standard Cleaning's), not required. */
const WORLD_TASK = 'world-task';
/** Words of the world's access notes, which no answer may carry to anyone but whom they are for. */
const ACCESS_MARKS = {
  cA: { entry: 'lockbox-aaa', entryCode: 'code-aaa', alarmCode: 'alarm-aaa' },
  cB: { entry: 'lockbox-bbb', entryCode: 'code-bbb', alarmCode: 'alarm-bbb' },
};

// ---------------------------------------------------------------------------------------------------------------

let t: TestApp;
let schema: GraphQLSchema;
let nodeTypes: Set<string>;
/** key → the world object's type and database id. */
const world = new Map<string, { type: string; id: string }>();
const agents = new Map<ViewerKey, Parameters<typeof gql>[0]>();

const dbId: World = (key) => {
  const object = world.get(key);
  if (!object) throw new Error(`No world object ${key}`);
  return object.id;
};
const globalId: World = (key) => toGlobalId(world.get(key)!.type, dbId(key));
const keyOf = (type: string, id: string) => [...world].find(([, object]) => object.type === type && object.id === id)?.[0];
const keysOf = (type: string) => [...world].filter(([, object]) => object.type === type).map(([key]) => key);
const ask = (viewer: ViewerKey, query: string, variables?: Record<string, unknown>) => gql(agents.get(viewer)!, query, variables);
const sorted = (keys: Iterable<string>) => [...keys].sort();

/** Every stored row of every entity, as plain data: what a refused write must leave as it was. */
async function everything(): Promise<string> {
  const em = t.em();
  const tables = entities.filter((entity) => entity !== BaseEntity) as EntityClass<object>[];
  const rows = await Promise.all(tables.map((entity) => em.find(entity, {})));
  return JSON.stringify(
    rows.map((table) =>
      table.map((row) => wrap(row).toObject()).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ),
  );
}

/** The roles an operation's `@auth` directive admits, or 'public'. */
function gateOf(field: GraphQLField<unknown, unknown>): Role[] | 'public' {
  const directives = field.astNode?.directives ?? [];
  if (directives.some((directive) => directive.name.value === 'public')) return 'public';
  const requires = directives
    .find((directive) => directive.name.value === 'auth')
    ?.arguments?.find((argument) => argument.name.value === 'requires')?.value;
  const names = requires?.kind === Kind.LIST ? requires.values.map((value) => (value as { value: string }).value) : [];
  return names.map((name) => Role[name as keyof typeof Role]);
}

/** What a gate says to a viewer it does not admit, or null when admitted. */
function refusalFor(gate: Role[] | 'public', viewer: ViewerKey): string | null {
  if (gate === 'public') return null;
  const role = ROLE_OF[viewer];
  if (!role) return 'UNAUTHENTICATED';
  if (REFUSED_EVERYTHING[viewer]) return REFUSED_EVERYTHING[viewer];
  return gate.includes(role) ? null : 'FORBIDDEN';
}

const readableName = (name: string) => (nodeTypes.has(name) ? name : STANDS_FOR[name]);

/** The readable types a type leads to through plain (non-Node) objects, with the path to each: `edges.node` → Client. */
function reaches(type: GraphQLObjectType, seen = new Set<string>()): { path: string[]; type: string }[] {
  const found: { path: string[]; type: string }[] = [];
  for (const field of Object.values(type.getFields())) {
    const target = getNamedType(field.type);
    if (!isObjectType(target)) continue;
    if (readableName(target.name)) found.push({ path: [field.name], type: readableName(target.name) });
    else if (!seen.has(target.name)) {
      seen.add(target.name);
      for (const inner of reaches(target, seen)) found.push({ path: [field.name, ...inner.path], type: inner.type });
    }
  }
  return found;
}

/** A selection of `databaseId` at each path: ['rows', 'helper'] → `rows { helper { databaseId } }`. */
function selectionFor(paths: string[][]): string {
  const tree = new Map<string, string[][]>();
  for (const [head, ...rest] of paths) tree.set(head, [...(tree.get(head) ?? []), rest]);
  return [...tree]
    .map(([head, rests]) => {
      const inner = rests.filter((rest) => rest.length > 0);
      return `${head} { ${inner.length ? selectionFor(inner) + ' ' : ''}${rests.some((rest) => rest.length === 0) ? 'databaseId' : ''} }`;
    })
    .join(' ');
}

/** The database ids at a path in an answer, lists flattened. */
function idsAt(value: unknown, path: string[]): string[] {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((item) => idsAt(item, path));
  if (path.length === 0) return [(value as { databaseId: string }).databaseId];
  return idsAt((value as Record<string, unknown>)[path[0]], path.slice(1));
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  schema = await buildAppSchema();
  nodeTypes = new Set(schema.getPossibleTypes(schema.getType('Node') as GraphQLInterfaceType).map((type) => type.name));

  const put = (key: string, type: string, id: string) => world.set(key, { type, id });
  const uAdmin = await t.buildUser({ role: Role.ADMIN });
  const uCA = await t.buildUser({ role: Role.CLIENT });
  const uCB = await t.buildUser({ role: Role.CLIENT });
  const uHA = await t.buildUser({ role: Role.HELPER });
  const uHB = await t.buildUser({ role: Role.HELPER });
  const uHOff = await t.buildUser({ role: Role.HELPER });
  const users = { uAdmin, uCA, uCB, uHA, uHB, uHOff };
  for (const [key, user] of Object.entries(users)) put(key, 'User', user.id);
  const [cA, cB, hA, hB] = await Promise.all([t.clientOf(uCA), t.clientOf(uCB), t.helperOf(uHA), t.helperOf(uHB)]);
  put('cA', 'Client', cA.id);
  put('cB', 'Client', cB.id);
  put('hA', 'Helper', hA.id);
  put('hB', 'Helper', hB.id);
  const hOff = await t.helperOf(uHOff);
  put('hOff', 'Helper', hOff.id);
  await t.em().nativeUpdate(Helper, { id: hOff.id }, { active: false });

  // Today's visits, each staffed by one helper; client A's visit tomorrow, unstaffed; client B's pending request.
  const vA = await t.buildVisit({ client: cA, date: TODAY, helpers: [hA] });
  const vB = await t.buildVisit({ client: cB, date: TODAY, helpers: [hB] });
  const vC = await t.buildVisit({ client: cA, date: addDays(TODAY, 1) });
  // Helper A's after photo of today's visit, helper B's before photo of theirs.
  put('pA', 'VisitPhoto', (await t.buildVisitPhoto({ visit: vA, takenBy: uHA })).id);
  put('pB', 'VisitPhoto', (await t.buildVisitPhoto({ visit: vB, takenBy: uHB, kind: VisitPhotoKind.BEFORE })).id);
  const rP = await t.buildServiceRequest({ client: cB, status: ServiceRequestStatus.PENDING });
  for (const [key, visit] of Object.entries({ vA, vB, vC })) {
    put(key, 'Visit', visit.id);
    put(key.replace('v', 'r'), 'ServiceRequest', visit.request.id);
  }
  put('rP', 'ServiceRequest', rP.id);

  const line = { description: 'Standard cleaning', quantity: 1, unitPriceCents: 15_000 };
  const invoices = {
    iA: await t.buildInvoice({ client: cA, status: InvoiceStatus.SENT, items: [line] }),
    iADraft: await t.buildInvoice({ client: cA, status: InvoiceStatus.DRAFT, items: [line] }),
    iB: await t.buildInvoice({ client: cB, status: InvoiceStatus.SENT, items: [line] }),
  };
  for (const [key, invoice] of Object.entries(invoices)) {
    put(key, 'Invoice', invoice.id);
    const [item] = await t.em().find(InvoiceItem, { invoice: invoice.id });
    put(`l${key}`, 'InvoiceItem', item.id);
  }

  put('mA', 'Message', (await t.buildMessage({ sender: uAdmin, recipient: uCA })).id);
  put('mB', 'Message', (await t.buildMessage({ sender: uAdmin, recipient: uCB })).id);
  put('mHA', 'Message', (await t.buildMessage({ sender: uAdmin, recipient: uHA })).id);
  const cvA = await t.buildConversation({ participant: uCA });
  put('cvA', 'Conversation', cvA.id);
  put('cvHA', 'Conversation', (await t.buildConversation({ participant: uHA })).id);
  put('mBiz', 'Message', (await t.buildMessage({ sender: uCA, recipient: null, conversation: cvA })).id);
  const nA = await t.buildNotification({ recipient: uCA });
  put('nA', 'Notification', nA.id);
  put('nB', 'Notification', (await t.buildNotification({ recipient: uCB })).id);
  put('nHA', 'Notification', (await t.buildNotification({ recipient: uHA })).id);
  put('nHB', 'Notification', (await t.buildNotification({ recipient: uHB })).id);
  put('nAdmin', 'Notification', (await t.buildNotification({ recipient: uAdmin })).id);
  const nAMail = await t.buildNotification({
    recipient: uCA,
    inApp: false,
    event: 'account.password-reset',
    category: NotificationCategory.ACCOUNT,
  });
  put('nAMail', 'Notification', nAMail.id);
  put('oA', 'OutboxEmail', (await t.buildOutboxEmail({ notification: nA })).id);
  put('oReset', 'OutboxEmail', (await t.buildOutboxEmail({ notification: nAMail })).id);
  put('rrA', 'RoleRequest', (await t.buildRoleRequest({ user: uCA })).id);
  put('rrB', 'RoleRequest', (await t.buildRoleRequest({ user: uCB })).id);
  // Both helpers are clocked in since 08:00 today.
  put('teA', 'TimeEntry', (await t.buildTimeEntry({ helper: hA, clockInAt: '2026-11-22T13:00:00Z' })).id);
  put('teB', 'TimeEntry', (await t.buildTimeEntry({ helper: hB, clockInAt: '2026-11-22T13:00:00Z' })).id);
  put('ppA', 'PayPeriod', (await t.buildPayPeriod({ helper: hA, periodStart: '2026-11-15' })).id);
  put('ppB', 'PayPeriod', (await t.buildPayPeriod({ helper: hB, periodStart: '2026-11-15' })).id);
  put('token', 'ApiToken', (await t.buildApiToken({ createdBy: uAdmin })).id);
  const reader = await t.services.apiTokens.create(t.em(), uAdmin, { name: 'Reports', readOnly: true });
  put('readerToken', 'ApiToken', reader.apiToken.id);
  put('settings', 'BusinessSettings', (await t.services.settings.get(t.em())).id);
  put('publicService', 'PublicService', (await t.buildPublicService()).id);
  put('testimonial', 'Testimonial', (await t.buildTestimonial()).id);
  put('galleryPhoto', 'GalleryPhoto', (await t.buildGalleryPhoto()).id);
  put('closure', 'Closure', (await t.buildClosure({ startDate: addDays(TODAY, 5) })).id);
  {
    const em = t.em();
    // The migration's demo ZIPs would be rows no world key names.
    await em.nativeDelete(ServiceAreaZip, {});
    const zip = em.create(ServiceAreaZip, { zip: '34101', place: 'Naples' });
    const coupon = em.create(Coupon, { code: 'WORLD', codeKey: 'world', kind: CouponKind.FIXED, amount: 500 });
    const lead = em.create(BookingLead, { email: 'lead@example.com', step: LeadStep.ZIP });
    await em.flush();
    put('zip', 'ServiceAreaZip', zip.id);
    put('coupon', 'Coupon', coupon.id);
    put('lead', 'BookingLead', lead.id);
  }
  // Client A asked to skip tomorrow's visit after this one; client B asked to skip today's.
  put('chA', 'VisitChangeRequest', (await t.buildVisitChangeRequest({ visit: vC, status: VisitChangeStatus.DECLINED })).id);
  put('chB', 'VisitChangeRequest', (await t.buildVisitChangeRequest({ visit: vB })).id);
  put('toA', 'TimeOffRequest', (await t.buildTimeOffRequest({ helper: hA, startDate: TODAY })).id);
  put(
    'toB',
    'TimeOffRequest',
    (await t.buildTimeOffRequest({ helper: hB, startDate: addDays(TODAY, 3), status: TimeOffStatus.APPROVED })).id,
  );
  await t.services.clientPreferences.set(t.em(), { id: uAdmin.id, role: Role.ADMIN }, cA.id, {
    preferredHelperIds: [hA.id],
    excluded: [{ helperId: hB.id, note: 'Client asked' }],
    sameHelpers: true,
  });
  for (const key of ['cA', 'cB'] as const) {
    await t
      .em()
      .nativeUpdate(Client, { id: dbId(key) }, { accessNotes: { parking: null, pets: null, notes: null, ...ACCESS_MARKS[key] } });
  }
  await t.em().insert(ChecklistTemplate, {
    service: ServiceType.STANDARD,
    rooms: [{ room: 'Kitchen', tasks: [{ id: WORLD_TASK, label: 'Wipe counters', required: false }] }],
  });
  // No cutoff, so that client A may ask to change tomorrow's visit.
  await t.updateSettings({ changeCutoffHours: 0 });

  agents.set('anonymous', t.request());
  const signedIn: Record<Exclude<ViewerKey, 'anonymous' | 'tokenReader' | 'helperOff'>, keyof typeof users> = {
    clientA: 'uCA',
    clientB: 'uCB',
    helperA: 'uHA',
    helperB: 'uHB',
    admin: 'uAdmin',
  };
  for (const [viewer, key] of Object.entries(signedIn)) agents.set(viewer as ViewerKey, await t.signIn(users[key]));
  agents.set('helperOff', await t.signIn(uHOff));
  const tokenAgent = t.agent().set('Authorization', `Bearer ${reader.token}`);
  agents.set('tokenReader', tokenAgent);
  // Its first use records lastUsedAt (then not again under the fixed clock): before any "nothing changed" snapshot.
  await gql(tokenAgent, '{ viewer { id } }');
});
afterAll(() => t.close());

describe('the tables cover the schema', () => {
  it('has a policy, a row of who sees what, and world objects for every Node type, and nothing else', () => {
    expect(sorted(Object.keys(SEES))).toEqual(sorted(nodeTypes));
    expect(sorted(Object.keys(policiesByType))).toEqual(sorted(nodeTypes));
    for (const type of nodeTypes) expect(keysOf(type).length, type).toBeGreaterThan(0);
  });

  it('has an entry for every query that reaches a readable type', () => {
    const queries = Object.values(schema.getQueryType()!.getFields()).filter((field) => {
      const type = getNamedType(field.type);
      return field.name !== 'node' && isObjectType(type) && (readableName(type.name) || reaches(type).length > 0);
    });
    expect(sorted(Object.keys(LISTS))).toEqual(sorted(queries.map((field) => field.name)));
  });

  it('has an entry for every field of a readable object that leads to another', () => {
    const edges = [...nodeTypes, ...Object.keys(STANDS_FOR)].flatMap((name) =>
      Object.values((schema.getType(name) as GraphQLObjectType).getFields())
        .filter((field) => {
          const target = getNamedType(field.type);
          return isObjectType(target) && (readableName(target.name) || reaches(target).length > 0);
        })
        .map((field) => `${name}.${field.name}`),
    );
    expect(sorted(Object.keys(NESTED))).toEqual(sorted(edges));
  });

  it('has an entry for every mutation', () => {
    expect(sorted(Object.keys(WRITES))).toEqual(sorted(Object.keys(schema.getMutationType()!.getFields())));
  });
});

describe('reading through node(id:)', () => {
  it.each(VIEWERS)('gives %s exactly the objects its scope holds, of every type', async (viewer) => {
    const NODE = 'query($id: ID!) { node(id: $id) { __typename databaseId } }';
    for (const [key, { type }] of world) {
      const result = await ask(viewer, NODE, { id: globalId(key) });
      if (REFUSED_EVERYTHING[viewer]) {
        expect(errorCode(result), key).toBe(REFUSED_EVERYTHING[viewer]);
        continue;
      }
      expect(result.errors, key).toBeUndefined();
      const expected = SEES[type][viewer].includes(key) ? { __typename: type, databaseId: dbId(key) } : null;
      expect(result.data.node, `${viewer} reading ${key}`).toEqual(expected);
    }
  });
});

describe('reading through queries', () => {
  it.each(VIEWERS)(
    'gives %s, through every query, its scope (narrowed by what the query is for), or the gate',
    async (viewer) => {
      for (const [name, entry] of Object.entries(LISTS)) {
        const field = schema.getQueryType()!.getFields()[name];
        const type = getNamedType(field.type) as GraphQLObjectType;
        const targets = readableName(type.name) ? [{ path: [] as string[], type: readableName(type.name) }] : reaches(type);
        const paths = targets.map((target) => target.path);
        const body = paths.some((path) => path.length === 0) ? 'databaseId' : selectionFor(paths);
        const query = `${entry.each ? 'query($id: ID!)' : 'query'} { ${name}${entry.args ?? ''} { ${body} } }`;
        const results: GraphQLResult[] = entry.each
          ? await Promise.all(keysOf(entry.each).map((key) => ask(viewer, query, { id: globalId(key) })))
          : [await ask(viewer, query)];
        const refusal = entry.refusedTo?.[viewer] ?? refusalFor(gateOf(field), viewer);
        for (const result of results) {
          if (refusal) {
            expect(errorCode(result), `${viewer} on ${name}`).toBe(refusal);
            continue;
          }
          expect(result.errors, `${viewer} on ${name}`).toBeUndefined();
        }
        if (refusal) continue;
        for (const target of targets) {
          const ids = results.flatMap((result) => idsAt(result.data[name], target.path));
          const known = ids.map((id) => keyOf(target.type, id));
          const expected = SEES[target.type][viewer].filter((key) => narrowOf(entry, viewer)?.includes(key) ?? true);
          expect(sorted(new Set(known.filter(Boolean) as string[])), `${viewer} on ${name} → ${target.type}`).toEqual(
            sorted(expected),
          );
          // Beyond the world's objects, only public content may appear (the app's own starter cards, say).
          if (SEES[target.type].anonymous.length === 0)
            expect(known, `${viewer} on ${name}: unknown rows`).not.toContain(undefined);
        }
      }
    },
  );
});

describe('reading through nested fields', () => {
  it.each(VIEWERS.filter((viewer) => !REFUSED_EVERYTHING[viewer]))(
    'gives %s, from every object it reads, only the related objects their own scope holds',
    async (viewer) => {
      for (const [edge, entry] of Object.entries(NESTED)) {
        const [parentType, fieldName] = edge.split('.');
        const field = (schema.getType(parentType) as GraphQLObjectType).getFields()[fieldName];
        const childType = readableName(
          entry.connection ? nodeTypeAt(field, entry.connection.path) : getNamedType(field.type).name,
        );
        const selection = entry.connection
          ? `${fieldName}${entry.connection.args} { ${selectionFor([entry.connection.path])} }`
          : `${fieldName} { databaseId }`;
        const role = ROLE_OF[viewer]!;
        /** What the viewer should get for one parent: ids, null, or a refusal. */
        const expectedFor = (parentKey: string): string[] | string | null | { error: string } => {
          if (entry.gatedTo && !entry.gatedTo.includes(role)) return { error: 'FORBIDDEN' };
          const truth = entry.truth[parentKey];
          const readable = (key: string) => SEES[childType][viewer].includes(key);
          if (Array.isArray(truth)) return sorted(truth.filter(readable));
          if (truth === null) return null;
          if (readable(truth)) return truth;
          return isNonNullType(field.type) ? { error: 'FORBIDDEN' } : null;
        };
        const actual = (value: unknown) =>
          entry.connection
            ? sorted(idsAt(value, entry.connection.path).map((id) => keyOf(childType, id)!))
            : isListType(getNullable(field.type))
              ? sorted(idsAt(value, []).map((id) => keyOf(childType, id)!))
              : value === null
                ? null
                : keyOf(childType, (value as { databaseId: string }).databaseId);

        if (STANDS_FOR[parentType]) {
          const refusal = refusalFor(gateOf(schema.getQueryType()!.getFields().visits), viewer);
          if (refusal) continue;
          const result = await ask(
            viewer,
            `{ visits${LISTS.visits.args} { edges { node { databaseId ${fieldName} { databaseId } } } } }`,
          );
          const parents = Object.keys(entry.truth).filter((key) => SEES.Visit[viewer].includes(key));
          const expectations = parents.map(expectedFor);
          if (expectations.some((expected) => typeof expected === 'object' && expected !== null && 'error' in expected)) {
            expect(errorCode(result), `${viewer} on ${edge}`).toBe('FORBIDDEN');
            continue;
          }
          for (const [i, parentKey] of parents.entries()) {
            const row = result.data.visits.edges.find(
              (e: { node: { databaseId: string } }) => e.node.databaseId === dbId(parentKey),
            );
            expect(actual(row.node[fieldName]), `${viewer} on ${edge} of ${parentKey}`).toEqual(expectations[i]);
          }
          continue;
        }

        for (const parentKey of Object.keys(entry.truth)) {
          if (!SEES[parentType][viewer].includes(parentKey)) continue;
          const result = await ask(
            viewer,
            `query($id: ID!) { node(id: $id) { ... on ${parentType} { databaseId ${selection} } } }`,
            { id: globalId(parentKey) },
          );
          const expected = expectedFor(parentKey);
          if (typeof expected === 'object' && expected !== null && 'error' in expected) {
            expect(errorCode(result), `${viewer} on ${edge} of ${parentKey}`).toBe(expected.error);
            continue;
          }
          expect(result.errors, `${viewer} on ${edge} of ${parentKey}`).toBeUndefined();
          expect(actual(result.data.node[fieldName]), `${viewer} on ${edge} of ${parentKey}`).toEqual(expected);
        }
      }
    },
  );
});

describe("the clients' access notes", () => {
  // The world's visits are today's (vA, vB) and tomorrow's (vC): all in the window of the day before to the day after.
  const ACCESS_SEES: Record<ViewerKey, string[]> = {
    anonymous: [],
    clientA: [],
    clientB: [],
    helperA: ['vA'],
    helperB: ['vB'],
    admin: ['vA', 'vB', 'vC'],
    // An integration never reads how to get into a home.
    tokenReader: [],
    helperOff: [],
  };
  const marks = Object.values(ACCESS_MARKS).flatMap((mark) => Object.values(mark));
  const codes = Object.values(ACCESS_MARKS).flatMap((mark) => [mark.entryCode, mark.alarmCode]);

  it.each(VIEWERS)('reach %s in GraphQL only on its own visits in the window, codes never in a read', async (viewer) => {
    const seen: string[] = [];
    for (const key of ['vA', 'vB', 'vC']) {
      const result = await ask(
        viewer,
        `query($id: ID!) { node(id: $id) { ... on Visit { accessNotes { entry hasEntryCode hasAlarmCode parking pets notes } } } }`,
        { id: globalId(key) },
      );
      const notes = result.data?.node?.accessNotes;
      if (notes) {
        seen.push(key);
        expect(notes).toMatchObject({ hasEntryCode: true, hasAlarmCode: true });
      }
      for (const code of codes) expect(JSON.stringify(result), `${viewer} reading ${key}`).not.toContain(code);
    }
    expect(seen.sort()).toEqual(ACCESS_SEES[viewer]);

    // The client record's own field: the owner's, codes included; nobody else, the client itself included.
    for (const key of ['cA', 'cB'] as const) {
      const result = await ask(
        viewer,
        'query($id: ID!) { node(id: $id) { ... on Client { accessNotes { entryCode alarmCode } } } }',
        {
          id: globalId(key),
        },
      );
      const text = JSON.stringify(result);
      if (viewer === 'admin') expect(result.data.node.accessNotes.alarmCode).toBe(ACCESS_MARKS[key].alarmCode);
      else for (const mark of marks) expect(text, `${viewer} reading ${key}`).not.toContain(mark);
    }
    // The lists and the job queries carry none of them.
    const lists = await ask(
      viewer,
      `{ clients(first: 100) { edges { node { id notes } } } myJobs(from: "${TODAY}", to: "${WEEK_END}") { id } upcomingVisits { id } }`,
    );
    for (const mark of marks) expect(JSON.stringify(lists)).not.toContain(mark);
  });

  it.each(VIEWERS)('never reach %s through a REST answer', async (viewer) => {
    const paths = ['/api/auth/user', '/api/clients', '/api/helpers', '/api/service-requests', '/api/invoices', '/api/messages'];
    for (const path of paths) {
      for (const key of ['cA', 'cB']) {
        for (const url of [path, `${path}/${dbId(key)}`]) {
          const response = await agents.get(viewer)!.get(url);
          expect(response.status, `${viewer} GET ${url}`).toBeLessThan(500);
          for (const mark of marks) expect(response.text, `${viewer} GET ${url}`).not.toContain(mark);
        }
      }
    }
  });
});

describe('writing', () => {
  const documentFor = (name: string) => {
    const field = schema.getMutationType()!.getFields()[name];
    const input = field.args.find((argument) => argument.name === 'input');
    return input
      ? `mutation($input: ${input.type.toString()}) { ${name}(input: $input) { __typename } }`
      : `mutation { ${name} { __typename } }`;
  };

  it.each(VIEWERS)('refuses %s every mutation its role may not call, changing nothing', async (viewer) => {
    const before = await everything();
    for (const [name, entry] of Object.entries(WRITES)) {
      if (viewer === 'tokenReader') {
        // Read-only: every mutation is refused before it runs, the public ones (sign-in, reset) included.
        const result = await ask(viewer, documentFor(name), entry.input ? { input: entry.input(globalId) } : {});
        expect(errorCode(result), `${viewer} calling ${name}`).toBe('FORBIDDEN');
        continue;
      }
      const refusal = refusalFor(gateOf(schema.getMutationType()!.getFields()[name]), viewer);
      if (entry.public) {
        expect(refusal, name).toBeNull();
        continue;
      }
      if (!refusal) continue;
      const result = await ask(viewer, documentFor(name), { input: entry.input!(globalId) });
      expect(errorCode(result), `${viewer} calling ${name}`).toBe(refusal);
      expect(result.data ?? null, `${viewer} calling ${name}`).toBeNull();
    }
    expect(await everything()).toBe(before);
  });

  it('refuses the wrong owner where a rule looks at the object, and lets the right one', async () => {
    for (const [name, entry] of Object.entries(WRITES)) {
      if (!entry.owner) continue;
      const document = documentFor(name);
      const variables = { input: entry.input!(globalId) };
      for (const viewer of entry.owner.wrong) {
        expect(errorCode(await ask(viewer, document, variables)), `${viewer} calling ${name}`).toBe(
          entry.owner.refusal ?? 'FORBIDDEN',
        );
      }
      await entry.owner.unchanged(t, dbId);
      const allowed = await ask(entry.owner.right, document, variables);
      expect(allowed.errors, `${entry.owner.right} calling ${name}`).toBeUndefined();
    }
  });
});

/** The name of the type at a path below a field: a connection's `edges.node`. */
function nodeTypeAt(field: GraphQLField<unknown, unknown>, path: string[]): string {
  let type = getNamedType(field.type) as GraphQLObjectType;
  for (const name of path) type = getNamedType(type.getFields()[name].type) as GraphQLObjectType;
  return type.name;
}

function getNullable(type: GraphQLField<unknown, unknown>['type']) {
  return isNonNullType(type) ? type.ofType : type;
}
