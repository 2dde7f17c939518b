import type { EmailContent } from '../../mail/render.js';
import {
  dayWords,
  enumWords,
  longDayWords,
  moneyWords,
  RECURRING_LABELS,
  scheduleWords,
  TIME_SLOT_LABELS,
} from '../describe/words.js';
import type { CustomDays, Recurrence, ServiceType, TimeSlot } from '../service-request/service-request.enums.js';
import { SERVICE_NAMES } from '../service-request/service-names.js';
import { NotificationCategory } from './notification.enums.js';

/**
 * Every notification the app raises, by name. Other modules raise them through `notifications.raise(em, { event,
 * recipientUserId, data, dedupeKey })` inside their own transaction; each event says who may turn its email off
 * (its category), whether it shows in the notification center, its in-app summary and its email. Templates return
 * plain text only (EmailContent); the renderer escapes all of it.
 */

// The words live in one place (describe/words.ts), shared with the activity log and a visit's history.
export { TIME_SLOT_LABELS };
export const longDate = longDayWords;
const shortDate = dayWords;
const money = moneyWords;

/** A request's schedule in words ('every week on Wednesdays'); stored data of any age reads as a word, never a value. */
const repeatsWords = (data: Pick<RequestData, 'date' | 'recurring' | 'customDays'>) =>
  data.recurring in RECURRING_LABELS
    ? scheduleWords({ start: data.date, recurring: data.recurring as Recurrence, customDays: data.customDays ?? null })
    : enumWords(data.recurring);
const timeOf = (slot: TimeSlot, startTime?: string | null) =>
  startTime ? `${startTime} (${TIME_SLOT_LABELS[slot]})` : TIME_SLOT_LABELS[slot];

/** What a template may use beyond the event's data. */
export interface TemplateContext {
  recipientName: string;
  businessName: string;
  businessPhone: string | null;
  /** An absolute URL of a path in the app. */
  url(path: string): string;
  /** The single-use link of an account token (reset, verification): secret, blanked from the stored copy once sent. */
  secretUrl(path: string, purpose: string, tokenId: string): string;
}

export interface Summary {
  title: string;
  body: string;
  link: string | null;
}

interface EventDefinition<D> {
  category: NotificationCategory;
  /** Shown in the notification center (false: mail only, e.g. a reset link). */
  inApp: boolean;
  summary(data: D): Summary;
  email(data: D, context: TemplateContext): EmailContent;
  /** Files to attach, built when the mail is sent (the invoice PDF). */
  attachment?: 'invoice-pdf';
}

const define = <D>(definition: EventDefinition<D>) => definition;

export interface TokenData {
  tokenId: string;
}
export interface RequestData {
  requestId: string;
  clientName: string;
  service: ServiceType;
  date: string;
  time: TimeSlot;
  recurring: string;
  /** The weekdays of a custom schedule (written since issue 22). */
  customDays?: CustomDays | null;
  address: string;
  notes: string | null;
}
/** A booking's itemized price, as the confirmation email lists it. */
export interface BookingLinesData {
  service: string;
  date: string;
  time: TimeSlot;
  recurring: string;
  lines: { label: string; amountCents: number }[];
  totalCents: number;
  /** Each later visit's total, for a series. */
  laterTotalCents: number | null;
}
export interface BookingConfirmData extends TokenData {
  booking: BookingLinesData;
}
export interface BookingAttemptData {
  service: ServiceType;
  date: string;
  time: TimeSlot;
}
export interface LeadReminderData {
  outsideArea: boolean;
  summary: string | null;
  totalCents: number | null;
  zip: string | null;
}
export interface DecisionData {
  requestId: string;
  service: ServiceType;
  date: string;
  time: TimeSlot;
  feedback: string | null;
}
export interface VisitData {
  visitId: string;
  date: string;
  timeSlot: TimeSlot;
  startTime?: string | null;
  address: string;
  service: ServiceType;
  clientName?: string;
  /** How many visits the change covers (assigning "this and future visits" of a series). */
  visitCount?: number;
}
/** "On my way" or "Running late" from a helper on the visit's day. */
export interface OnMyWayData extends VisitData {
  helperName: string;
  /** Running late by this many minutes; absent: on the way. */
  lateMinutes?: number | null;
}
/** A visit completed by its helper: what was done, for the client. */
export interface VisitCompletedData extends VisitData {
  tasksDone: string[];
  totalTasks: number;
  /** How many after photos the helpers took (they are in the portal's Recently completed). */
  afterPhotos?: number;
}
export interface VisitMovedData extends VisitData {
  previousDate: string;
  previousTimeSlot: TimeSlot;
  reason?: string | null;
}
export interface VisitCanceledData extends VisitData {
  reason?: string | null;
}
export interface AgendaData {
  date: string;
  visits: { timeSlot: TimeSlot; startTime?: string | null; clientName: string; address: string; service: ServiceType }[];
}
export interface InvoiceData {
  invoiceId: string;
  invoiceNumber: string;
  totalCents: number;
  dueDate: string;
  /** The overdue reminder's number, 1 to the settings' most. */
  reminder?: number;
  /** What is left to pay (overdue reminders); below the total when the invoice is partly paid. */
  balanceCents?: number;
}
/** The client's future visits are held until they pay (the payment-aware hold). */
export interface PaymentHoldData {
  /** Why, in the client's words ("Invoice INV-0007 is 20 days overdue"). */
  reason: string;
  /** The invoice to pay first, with its balance. */
  invoiceId: string;
  invoiceNumber: string;
  balanceCents: number;
  /** How many upcoming visits are held. */
  heldVisits: number;
}
export interface CardDeclinedData {
  invoiceId: string;
  invoiceNumber: string;
  amountCents: number;
  /** Declined, or the bank wants the cardholder to confirm (authentication_required). */
  needsAuthentication: boolean;
}
/** A payment received: what the receipt lists. */
export interface PaymentReceiptData {
  paymentId: string;
  amountCents: number;
  /** The method in words ("Check"). */
  method: string;
  receivedOn: string;
  reference: string | null;
  invoices: { invoiceId: string; invoiceNumber: string; appliedCents: number; balanceCents: number }[];
  /** What stayed unapplied, as credit. */
  creditCents: number;
  tipCents: number;
}
export interface MessageData {
  messageId: string;
  senderName: string;
  subject: string;
  body: string;
  /** Where the reply is written: the owner's inbox or the person's own thread. */
  replyPath: string;
  /** The number to text the message itself to (the person last wrote by text). */
  textTo?: string;
}
export interface PasswordChangedData {
  how: 'changed' | 'reset';
}
export interface ApiTokenReviewData {
  /** The owner's live tokens at the reset: each a name and the prefix the Settings page shows. */
  tokens: { name: string; prefix: string }[];
}
export interface TwoFactorChangedData {
  enabled: boolean;
}

/** A series (a recurring request) that ends or pauses: what the client is told. */
export interface SeriesData {
  requestId: string;
  service: ServiceType;
  address: string;
  /** Ended: the first day without visits. Paused: the first day of the pause. */
  from: string;
  /** Paused: the last day of the pause. */
  until?: string;
  /** The scheduled visits it takes off the schedule. */
  visitCount: number;
}
/** A helper taken off several visits of one client at once (a series ended, paused or changed). */
export interface VisitsRemovedData {
  requestId: string;
  clientName: string;
  address: string;
  service: ServiceType;
  why: 'ended' | 'paused' | 'changed';
  visits: { date: string; timeSlot: TimeSlot }[];
}
/** "This visit" or "this and following" changed the date, time slot or address of a series' visits. */
export interface SeriesChangedData {
  requestId: string;
  service: ServiceType;
  address: string;
  timeSlot: TimeSlot;
  /** The changed visits' dates, in order (the first few are listed). */
  dates: string[];
  /** Set for a helper (whose visit it is). */
  clientName?: string;
  previousAddress?: string;
  previousTimeSlot?: TimeSlot;
  /** Only this visit changed (not the ones after it). */
  thisVisitOnly: boolean;
}
/** A helper's time off, for the owner (asked) and the helper (decided). */
export interface TimeOffData {
  requestId: string;
  helperName: string;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  reason: string | null;
  approved?: boolean;
  note?: string | null;
}
const timeOffWhen = (data: TimeOffData) =>
  (data.startDate === data.endDate ? shortDate(data.startDate) : `${shortDate(data.startDate)} to ${shortDate(data.endDate)}`) +
  (data.startTime && data.endTime ? `, ${data.startTime}–${data.endTime}` : '');

export type ChangeKindName = 'skip' | 'move' | 'end-plan';
/** A client's change request on a visit, for the owner (asked) and the client (decided). */
export interface VisitChangeData {
  changeId: string;
  visitId: string | null;
  kind: ChangeKindName;
  visitDate: string;
  timeSlot: TimeSlot;
  service: ServiceType;
  address: string;
  proposedDate?: string | null;
  proposedTimeSlot?: TimeSlot | null;
  note?: string | null;
  /** Asked: set for the owner. */
  clientName?: string;
  /** Asked: approved at once by the auto-approve setting. */
  applied?: boolean;
  /** Decided: approved (applied) or declined with `reason`. */
  approved?: boolean;
  reason?: string | null;
}

const visitDetails = (data: VisitData): [string, string][] => [
  ['Date', longDate(data.date)],
  ['Time', timeOf(data.timeSlot, data.startTime)],
  ['Service', SERVICE_NAMES[data.service]],
  ...(data.clientName ? ([['Client', data.clientName]] as [string, string][]) : []),
  ['Address', data.address],
];

const LISTED = 8;
/** A list of dates, the first few in full and a count of the rest. */
const datesList = (dates: readonly string[]) =>
  dates.length > LISTED
    ? `${dates.slice(0, LISTED).map(shortDate).join('; ')} and ${dates.length - LISTED} more`
    : dates.map(shortDate).join('; ');
const visitsWord = (count: number) => `${count} ${count === 1 ? 'visit' : 'visits'}`;

const CHANGE_KIND: Record<ChangeKindName, string> = {
  skip: 'Skip this visit',
  move: 'Move this visit',
  'end-plan': 'End the plan',
};
const changeDetails = (data: VisitChangeData): [string, string][] => [
  ['Change', CHANGE_KIND[data.kind]],
  ...(data.clientName ? ([['Client', data.clientName]] as [string, string][]) : []),
  ['Visit', `${longDate(data.visitDate)}, ${TIME_SLOT_LABELS[data.timeSlot]}`],
  ...(data.kind === 'move' && data.proposedDate && data.proposedTimeSlot
    ? ([['Proposed', `${longDate(data.proposedDate)}, ${TIME_SLOT_LABELS[data.proposedTimeSlot]}`]] as [string, string][])
    : []),
  ['Service', SERVICE_NAMES[data.service]],
  ['Address', data.address],
];
const REMOVED_WHY: Record<VisitsRemovedData['why'], string> = {
  ended: "The client's plan ends, so these visits are off the schedule:",
  paused: "The client's plan is paused, so these visits will not take place:",
  changed: 'The series changed and you were not free at the new time, so you are off these visits:',
};

const tokenList = (data: ApiTokenReviewData) => data.tokens.map((token) => `${token.name} (${token.prefix}…)`).join(', ');

const securityNote = (context: TemplateContext) =>
  `If this wasn't you, reset your password now and contact ${context.businessName}${context.businessPhone ? ` at ${context.businessPhone}` : ''}.`;

export const NOTIFICATION_EVENTS = {
  'account.verify-email': define<TokenData>({
    category: NotificationCategory.ACCOUNT,
    inApp: false,
    summary: () => ({
      title: 'Verify your email address',
      body: 'We sent you a link to confirm your email address.',
      link: null,
    }),
    email: (data, context) => ({
      subject: `Confirm your email address for ${context.businessName}`,
      preheader: 'One click confirms your address so you can book cleanings.',
      heading: `Welcome, ${context.recipientName}`,
      paragraphs: ['Please confirm this is your email address. Once it is confirmed you can book cleanings.'],
      button: { label: 'Verify email address', url: context.secretUrl('/verify-email', 'email-verification', data.tokenId) },
      note: "The link works once and expires in 7 days. If you didn't create an account, ignore this email.",
    }),
  }),
  'account.password-reset': define<TokenData>({
    category: NotificationCategory.ACCOUNT,
    inApp: false,
    summary: () => ({ title: 'Reset your password', body: 'We sent you a link to choose a new password.', link: null }),
    email: (data, context) => ({
      subject: `Reset your ${context.businessName} password`,
      preheader: 'Choose a new password with this link, valid for one hour.',
      heading: 'Reset your password',
      paragraphs: [`Hi ${context.recipientName},`, 'Someone asked to reset the password of your account. Choose a new one here:'],
      button: { label: 'Choose a new password', url: context.secretUrl('/reset-password', 'password-reset', data.tokenId) },
      note: "The link works once and expires in 1 hour. If you didn't ask for it, ignore this email: your password stays as it is.",
    }),
  }),
  'account.password-changed': define<PasswordChangedData>({
    category: NotificationCategory.ACCOUNT,
    inApp: true,
    summary: (data) => ({
      title: 'Your password was changed',
      body: data.how === 'reset' ? 'Your password was reset with an emailed link.' : 'Your password was changed.',
      link: '/account-settings',
    }),
    email: (data, context) => ({
      subject: 'Your password was changed',
      preheader: 'Every other session was signed out.',
      heading: 'Your password was changed',
      paragraphs: [
        `Hi ${context.recipientName},`,
        data.how === 'reset'
          ? 'The password of your account was just reset with a link we emailed you. Every session was signed out.'
          : 'The password of your account was just changed. Every other session was signed out.',
      ],
      note: securityNote(context),
    }),
  }),
  // A sign-up with an address that has an account: the answer said nothing, so its owner is told here.
  'account.sign-up-attempt': define<Record<string, never>>({
    category: NotificationCategory.ACCOUNT,
    inApp: false,
    summary: () => ({
      title: 'Someone tried to sign up with your email address',
      body: 'An account already exists for this address.',
      link: '/signin',
    }),
    email: (_data, context) => ({
      subject: `You already have a ${context.businessName} account`,
      preheader: 'Someone tried to sign up with your email address.',
      heading: 'You already have an account',
      paragraphs: [
        `Hi ${context.recipientName},`,
        'Someone just tried to create an account with this email address, which already has one. No new account was made.',
        'If it was you, sign in instead. Forgot your password? The sign-in page can email you a link to set a new one.',
      ],
      button: { label: 'Sign in', url: context.url('/signin') },
      note: "If it wasn't you, you can ignore this email: nothing changed on your account.",
    }),
  }),
  // A new account made while booking online: the verification link, with the booking's itemized price.
  'booking.confirm-email': define<BookingConfirmData>({
    category: NotificationCategory.ACCOUNT,
    inApp: false,
    summary: () => ({
      title: 'Confirm your email address',
      body: 'We sent you a link to confirm your address and your booking.',
      link: null,
    }),
    email: (data, context) => ({
      subject: `Confirm your booking with ${context.businessName}`,
      preheader: `${data.booking.service} on ${shortDate(data.booking.date)}: one click confirms your email address.`,
      heading: `Thank you, ${context.recipientName}`,
      paragraphs: [
        `We have your booking: ${data.booking.service} on ${longDate(data.booking.date)}, ${TIME_SLOT_LABELS[data.booking.time]}. We will confirm it soon.`,
        'Please confirm this is your email address, so we can send you the confirmation and reminders.',
      ],
      details: [
        ...data.booking.lines.map((line): [string, string] => [line.label, money(line.amountCents)]),
        ['Total', money(data.booking.totalCents)],
        ...(data.booking.laterTotalCents !== null
          ? [['Each later visit', money(data.booking.laterTotalCents)] as [string, string]]
          : []),
      ],
      button: { label: 'Confirm my email address', url: context.secretUrl('/verify-email', 'email-verification', data.tokenId) },
      note: "The link works once and expires in 7 days. If you didn't book with us, ignore this email.",
    }),
  }),
  // A booking that asked for a new account with an address that has one: the answer said nothing, its owner is told.
  'booking.account-exists': define<BookingAttemptData>({
    category: NotificationCategory.ACCOUNT,
    inApp: false,
    summary: () => ({
      title: 'Someone tried to book with your email address',
      body: 'An account already exists for this address.',
      link: '/signin',
    }),
    email: (data, context) => ({
      subject: `Finish your booking with ${context.businessName}`,
      preheader: 'You already have an account: sign in to book.',
      heading: 'You already have an account',
      paragraphs: [
        `Hi ${context.recipientName},`,
        `Someone just tried to book ${SERVICE_NAMES[data.service]} on ${longDate(data.date)} (${TIME_SLOT_LABELS[data.time]}) with this email address, and asked for a new account. This address already has one, so nothing was booked.`,
        'If it was you, book again and choose "I have an account", or sign in first. Forgot your password? The sign-in page can email you a link.',
      ],
      button: { label: 'Book online', url: context.url('/book') },
      note: "If it wasn't you, you can ignore this email: nothing changed on your account.",
    }),
  }),
  // The owner's one-click reminder to a visitor who left the booking flow after giving an email.
  'booking.lead-reminder': define<LeadReminderData>({
    category: NotificationCategory.ACCOUNT,
    inApp: false,
    summary: () => ({ title: 'Finish your booking', body: 'A reminder to finish booking online.', link: null }),
    email: (data, context) => ({
      subject: data.outsideArea
        ? `${context.businessName}: about your cleaning`
        : `Your cleaning with ${context.businessName} is one step away`,
      preheader: data.outsideArea ? 'Thank you for your interest.' : 'Pick up where you left off.',
      heading: data.outsideArea ? 'Thank you for your interest' : 'Ready when you are',
      paragraphs: data.outsideArea
        ? [
            `Hi ${context.recipientName},`,
            `You asked about a cleaning in ${data.zip ?? 'your area'}. Call or text us and we will see what we can do.`,
          ]
        : [
            `Hi ${context.recipientName},`,
            'You started booking a cleaning with us and did not finish. It takes two minutes, and the price is shown as you go.',
          ],
      ...(data.summary && data.totalCents !== null
        ? { details: [[data.summary, money(data.totalCents)] as [string, string]] }
        : {}),
      button: { label: 'Book online', url: context.url('/book') },
      note: `${context.businessName}${context.businessPhone ? `, ${context.businessPhone}` : ''}. You left this address in our booking form.`,
    }),
  }),
  // After the owner's password was reset (someone may have had the account): the tokens that still act for them.
  'account.review-api-tokens': define<ApiTokenReviewData>({
    category: NotificationCategory.ACCOUNT,
    inApp: true,
    summary: (data) => ({
      title: 'Review your API tokens',
      body: `Your password was reset. These API tokens can still act for you: ${tokenList(data)}. Revoke any you do not recognise in Settings.`,
      link: '/settings',
    }),
    email: (data, context) => ({
      subject: 'Review your API tokens',
      preheader: 'Your password was reset; your API tokens still work.',
      heading: 'Review your API tokens',
      paragraphs: [
        `Hi ${context.recipientName},`,
        'Your password was just reset. A password reset does not revoke API tokens, and these can still act for you:',
        tokenList(data),
        'Revoke any you do not recognise in Settings.',
      ],
      button: { label: 'Review API tokens', url: context.url('/settings') },
      note: securityNote(context),
    }),
  }),
  'account.two-factor-changed': define<TwoFactorChangedData>({
    category: NotificationCategory.ACCOUNT,
    inApp: true,
    summary: (data) => ({
      title: data.enabled ? 'Two-factor sign-in turned on' : 'Two-factor sign-in turned off',
      body: data.enabled ? 'Signing in now also asks for a code.' : 'Signing in no longer asks for a code.',
      link: '/account-settings',
    }),
    email: (data, context) => ({
      subject: data.enabled ? 'Two-factor sign-in is on' : 'Two-factor sign-in is off',
      preheader: 'A change to how you sign in.',
      heading: data.enabled ? 'Two-factor sign-in is on' : 'Two-factor sign-in is off',
      paragraphs: [
        `Hi ${context.recipientName},`,
        data.enabled
          ? 'Signing in to your account now asks for a code from your authenticator app after your password.'
          : 'Signing in to your account no longer asks for a code after your password.',
      ],
      note: securityNote(context),
    }),
  }),
  'request.created': define<RequestData>({
    category: NotificationCategory.REQUESTS,
    inApp: true,
    summary: (data) => ({
      title: `New request from ${data.clientName}`,
      body: `${SERVICE_NAMES[data.service]} on ${shortDate(data.date)}, ${TIME_SLOT_LABELS[data.time]}`,
      link: `/admin?request=${data.requestId}`,
    }),
    email: (data, context) => ({
      subject: `New service request from ${data.clientName}`,
      preheader: `${SERVICE_NAMES[data.service]} on ${shortDate(data.date)}`,
      heading: 'A new service request is waiting',
      paragraphs: [`${data.clientName} asked for a cleaning. Approve or decline it on your dashboard.`],
      details: [
        ['Service', SERVICE_NAMES[data.service]],
        ['Date', longDate(data.date)],
        ['Time', TIME_SLOT_LABELS[data.time]],
        ['Repeats', repeatsWords(data)],
        ['Address', data.address],
      ],
      ...(data.notes ? { quote: data.notes } : {}),
      button: { label: 'Review the request', url: context.url(`/admin?request=${data.requestId}`) },
    }),
  }),
  'request.approved': define<DecisionData>({
    category: NotificationCategory.REQUESTS,
    inApp: true,
    summary: (data) => ({
      title: 'Your request was approved',
      body: `${SERVICE_NAMES[data.service]} on ${shortDate(data.date)} is on the schedule.`,
      link: '/portal',
    }),
    email: (data, context) => ({
      subject: `Your cleaning on ${shortDate(data.date)} is confirmed`,
      preheader: 'Your request was approved.',
      heading: 'Your request was approved',
      paragraphs: [`Hi ${context.recipientName},`, `Good news: ${context.businessName} approved your request.`],
      details: [
        ['Service', SERVICE_NAMES[data.service]],
        ['Date', longDate(data.date)],
        ['Time', TIME_SLOT_LABELS[data.time]],
      ],
      ...(data.feedback ? { quote: data.feedback } : {}),
      button: { label: 'See your cleanings', url: context.url('/portal') },
    }),
  }),
  'request.declined': define<DecisionData>({
    category: NotificationCategory.REQUESTS,
    inApp: true,
    summary: (data) => ({
      title: 'Your request was declined',
      body: data.feedback ?? `${SERVICE_NAMES[data.service]} on ${shortDate(data.date)}`,
      link: '/portal',
    }),
    email: (data, context) => ({
      subject: `About your request for ${shortDate(data.date)}`,
      preheader: 'Your request was declined.',
      heading: 'Your request was declined',
      paragraphs: [
        `Hi ${context.recipientName},`,
        `${context.businessName} could not take your request for ${SERVICE_NAMES[data.service]} on ${longDate(data.date)}.`,
      ],
      ...(data.feedback ? { quote: data.feedback } : {}),
      button: { label: 'Request another date', url: context.url('/request-service') },
    }),
  }),
  'visit.reminder': define<VisitData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: 'Your cleaning is tomorrow',
      body: `${SERVICE_NAMES[data.service]}, ${timeOf(data.timeSlot, data.startTime)}, at ${data.address}`,
      link: '/portal',
    }),
    email: (data, context) => ({
      subject: `Reminder: your cleaning is tomorrow, ${shortDate(data.date)}`,
      preheader: `${timeOf(data.timeSlot, data.startTime)} at ${data.address}`,
      heading: 'See you tomorrow',
      paragraphs: [`Hi ${context.recipientName},`, `A reminder that ${context.businessName} is coming tomorrow.`],
      details: visitDetails(data),
      button: { label: 'See your cleanings', url: context.url('/portal') },
      note: context.businessPhone ? `Need to change something? Call or text ${context.businessPhone}.` : undefined,
    }),
  }),
  'visit.on-my-way': define<OnMyWayData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: data.lateMinutes ? `${data.helperName} is running late` : `${data.helperName} is on the way`,
      body: data.lateMinutes
        ? `About ${data.lateMinutes} minutes late for ${shortDate(data.date)}, ${timeOf(data.timeSlot, data.startTime)}, at ${data.address}`
        : `On the way to ${data.address} for ${shortDate(data.date)}, ${timeOf(data.timeSlot, data.startTime)}`,
      link: '/portal',
    }),
    email: (data, context) => ({
      subject: data.lateMinutes
        ? `Running late: about ${data.lateMinutes} minutes (${shortDate(data.date)})`
        : `On the way: your cleaning today, ${shortDate(data.date)}`,
      preheader: `${data.helperName}, ${data.address}`,
      heading: data.lateMinutes ? 'Running a little late' : 'On the way',
      paragraphs: [
        `Hi ${context.recipientName},`,
        data.lateMinutes
          ? `${data.helperName} from ${context.businessName} is running about ${data.lateMinutes} minutes late.`
          : `${data.helperName} from ${context.businessName} is on the way.`,
      ],
      details: visitDetails(data),
      note: context.businessPhone ? `Questions? Call or text ${context.businessPhone}.` : undefined,
    }),
  }),
  'visit.completed': define<VisitCompletedData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: 'Your cleaning is done',
      body: data.totalTasks
        ? `${SERVICE_NAMES[data.service]} on ${shortDate(data.date)}: ${data.tasksDone.length} of ${data.totalTasks} tasks done`
        : `${SERVICE_NAMES[data.service]} on ${shortDate(data.date)}`,
      link: '/portal#completed-visits',
    }),
    email: (data, context) => ({
      subject: `Your cleaning is done (${shortDate(data.date)})`,
      preheader: `${SERVICE_NAMES[data.service]} at ${data.address}`,
      heading: 'Your cleaning is done',
      paragraphs: [
        `Hi ${context.recipientName},`,
        `${context.businessName} finished your cleaning.`,
        ...(data.totalTasks
          ? [`Tasks done (${data.tasksDone.length} of ${data.totalTasks}): ${data.tasksDone.join('; ')}.`]
          : []),
        ...(data.afterPhotos
          ? [
              data.afterPhotos === 1
                ? 'See the after photo your cleaner took in your portal.'
                : `See the ${data.afterPhotos} after photos your cleaners took in your portal.`,
            ]
          : []),
      ],
      details: visitDetails(data),
      // The portal's Recently completed: what was done and the after photos.
      button: { label: 'See the summary', url: context.url('/portal#completed-visits') },
    }),
  }),
  'visit.assigned': define<VisitData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: data.visitCount && data.visitCount > 1 ? `You were assigned ${data.visitCount} visits` : 'You were assigned a visit',
      body: `${shortDate(data.date)}, ${TIME_SLOT_LABELS[data.timeSlot]}: ${data.clientName ?? ''} at ${data.address}`,
      link: '/my-jobs',
    }),
    email: (data, context) => ({
      subject: `New job: ${shortDate(data.date)}, ${TIME_SLOT_LABELS[data.timeSlot]}`,
      preheader: `${data.clientName ?? ''} at ${data.address}`,
      heading: 'You were assigned a visit',
      paragraphs: [
        `Hi ${context.recipientName},`,
        data.visitCount && data.visitCount > 1
          ? `You are now on this visit and the ${data.visitCount - 1} after it in the series.`
          : 'You are now on this visit.',
      ],
      details: visitDetails(data),
      button: { label: 'Open My Jobs', url: context.url('/my-jobs') },
    }),
  }),
  'visit.unassigned': define<VisitData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: 'You were taken off a visit',
      body: `${shortDate(data.date)}, ${TIME_SLOT_LABELS[data.timeSlot]}: ${data.clientName ?? ''} at ${data.address}`,
      link: '/my-jobs',
    }),
    email: (data, context) => ({
      subject: `Removed from a job: ${shortDate(data.date)}`,
      preheader: `${data.clientName ?? ''} at ${data.address}`,
      heading: 'You were taken off a visit',
      paragraphs: [
        `Hi ${context.recipientName},`,
        data.visitCount && data.visitCount > 1
          ? `You are no longer on this visit and the ${data.visitCount - 1} after it in the series.`
          : 'You are no longer on this visit.',
      ],
      details: visitDetails(data),
      button: { label: 'Open My Jobs', url: context.url('/my-jobs') },
    }),
  }),
  'visit.rescheduled': define<VisitMovedData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: 'A visit was moved',
      body: `From ${shortDate(data.previousDate)} to ${shortDate(data.date)}, ${TIME_SLOT_LABELS[data.timeSlot]}`,
      link: data.clientName ? '/my-jobs' : '/portal',
    }),
    email: (data, context) => ({
      subject: `Visit moved to ${shortDate(data.date)}`,
      preheader: `It was on ${shortDate(data.previousDate)}, ${TIME_SLOT_LABELS[data.previousTimeSlot]}.`,
      heading: 'A visit was moved',
      paragraphs: [
        `Hi ${context.recipientName},`,
        `The visit of ${longDate(data.previousDate)} (${TIME_SLOT_LABELS[data.previousTimeSlot]}) moved to:`,
      ],
      details: visitDetails(data),
      ...(data.reason ? { quote: data.reason } : {}),
      button: { label: 'See the schedule', url: context.url(data.clientName ? '/my-jobs' : '/portal') },
    }),
  }),
  'visit.canceled': define<VisitCanceledData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: 'A visit was cancelled',
      body: `${shortDate(data.date)}, ${TIME_SLOT_LABELS[data.timeSlot]} at ${data.address}`,
      link: data.clientName ? '/my-jobs' : '/portal',
    }),
    email: (data, context) => ({
      subject: `Visit cancelled: ${shortDate(data.date)}`,
      preheader: `${TIME_SLOT_LABELS[data.timeSlot]} at ${data.address}`,
      heading: 'A visit was cancelled',
      paragraphs: [`Hi ${context.recipientName},`, 'This visit will not take place:'],
      details: visitDetails(data),
      ...(data.reason ? { quote: data.reason } : {}),
      button: { label: 'See the schedule', url: context.url(data.clientName ? '/my-jobs' : '/portal') },
    }),
  }),
  'visit.restored': define<VisitData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: 'A visit is back on the schedule',
      body: `${shortDate(data.date)}, ${TIME_SLOT_LABELS[data.timeSlot]} at ${data.address}`,
      link: data.clientName ? '/my-jobs' : '/portal',
    }),
    email: (data, context) => ({
      subject: `Visit back on: ${shortDate(data.date)}`,
      preheader: `${TIME_SLOT_LABELS[data.timeSlot]} at ${data.address}`,
      heading: 'A visit is back on the schedule',
      paragraphs: [`Hi ${context.recipientName},`, 'This visit was cancelled or skipped, and now takes place after all:'],
      details: visitDetails(data),
      button: { label: 'See the schedule', url: context.url(data.clientName ? '/my-jobs' : '/portal') },
    }),
  }),
  'series.ended': define<SeriesData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: `Your plan ends on ${shortDate(data.from)}`,
      body: `${SERVICE_NAMES[data.service]} at ${data.address}: no visits from ${shortDate(data.from)} on.`,
      link: '/portal',
    }),
    email: (data, context) => ({
      subject: `Your plan ends on ${shortDate(data.from)}`,
      preheader: `No more visits from ${shortDate(data.from)} on.`,
      heading: 'Your plan ends',
      paragraphs: [
        `Hi ${context.recipientName},`,
        `Your repeating cleaning ends on ${longDate(data.from)}: there are no visits from that day on` +
          (data.visitCount ? ` (${visitsWord(data.visitCount)} came off the schedule).` : '.') +
          ' Your past visits stay as they were.',
      ],
      details: [
        ['Service', SERVICE_NAMES[data.service]],
        ['Address', data.address],
      ],
      button: { label: 'See your cleanings', url: context.url('/portal') },
      note: `Thank you for choosing ${context.businessName}. You can book again at any time.`,
    }),
  }),
  'series.paused': define<SeriesData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: `Your plan is paused from ${shortDate(data.from)} to ${shortDate(data.until ?? data.from)}`,
      body: `${SERVICE_NAMES[data.service]} at ${data.address}`,
      link: '/portal',
    }),
    email: (data, context) => ({
      subject: `Your plan is paused from ${shortDate(data.from)} to ${shortDate(data.until ?? data.from)}`,
      preheader: 'Your cleanings pick up again after the pause.',
      heading: 'Your plan is paused',
      paragraphs: [
        `Hi ${context.recipientName},`,
        `Your repeating cleaning is paused from ${longDate(data.from)} to ${longDate(data.until ?? data.from)}` +
          (data.visitCount ? ` (${visitsWord(data.visitCount)} skipped).` : '.') +
          ' Your visits pick up again after it, as before.',
      ],
      details: [
        ['Service', SERVICE_NAMES[data.service]],
        ['Address', data.address],
      ],
      button: { label: 'See your cleanings', url: context.url('/portal') },
    }),
  }),
  'visits.removed': define<VisitsRemovedData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: `You were taken off ${visitsWord(data.visits.length)}`,
      body: `${data.clientName} at ${data.address}: ${datesList(data.visits.map((visit) => visit.date))}`,
      link: '/my-jobs',
    }),
    email: (data, context) => ({
      subject: `Removed from ${visitsWord(data.visits.length)} for ${data.clientName}`,
      preheader: `${data.clientName} at ${data.address}`,
      heading: `You were taken off ${visitsWord(data.visits.length)}`,
      paragraphs: [`Hi ${context.recipientName},`, REMOVED_WHY[data.why]],
      details: [
        ['Client', data.clientName],
        ['Address', data.address],
        ['Service', SERVICE_NAMES[data.service]],
        ...data.visits
          .slice(0, LISTED)
          .map((visit): [string, string] => [shortDate(visit.date), TIME_SLOT_LABELS[visit.timeSlot]]),
        ...(data.visits.length > LISTED ? ([['And', `${data.visits.length - LISTED} more`]] as [string, string][]) : []),
      ],
      button: { label: 'Open My Jobs', url: context.url('/my-jobs') },
    }),
  }),
  'series.changed': define<SeriesChangedData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: data.thisVisitOnly ? 'A visit changed' : `${visitsWord(data.dates.length)} changed`,
      body: `From ${shortDate(data.dates[0])}: ${TIME_SLOT_LABELS[data.timeSlot]} at ${data.address}`,
      link: data.clientName ? '/my-jobs' : '/portal',
    }),
    email: (data, context) => ({
      subject: data.thisVisitOnly
        ? `Your visit on ${shortDate(data.dates[0])} changed`
        : `Your visits from ${shortDate(data.dates[0])} changed`,
      preheader: `${TIME_SLOT_LABELS[data.timeSlot]} at ${data.address}`,
      heading: data.thisVisitOnly ? 'A visit changed' : `${visitsWord(data.dates.length)} changed`,
      paragraphs: [
        `Hi ${context.recipientName},`,
        data.thisVisitOnly
          ? `The visit of ${longDate(data.dates[0])} changed. It is now:`
          : `The visits from ${longDate(data.dates[0])} on changed. They are now:`,
      ],
      details: [
        ['Dates', datesList(data.dates)],
        ['Time', TIME_SLOT_LABELS[data.timeSlot]],
        ...(data.previousTimeSlot && data.previousTimeSlot !== data.timeSlot
          ? ([['Was', TIME_SLOT_LABELS[data.previousTimeSlot]]] as [string, string][])
          : []),
        ['Service', SERVICE_NAMES[data.service]],
        ...(data.clientName ? ([['Client', data.clientName]] as [string, string][]) : []),
        ['Address', data.address],
        ...(data.previousAddress && data.previousAddress !== data.address
          ? ([['Was at', data.previousAddress]] as [string, string][])
          : []),
      ],
      button: { label: 'See the schedule', url: context.url(data.clientName ? '/my-jobs' : '/portal') },
    }),
  }),
  'visit-change.requested': define<VisitChangeData>({
    category: NotificationCategory.REQUESTS,
    inApp: true,
    summary: (data) => ({
      title: data.applied
        ? `Skip applied for ${data.clientName ?? 'a client'}`
        : `Change requested by ${data.clientName ?? 'a client'}`,
      body: `${CHANGE_KIND[data.kind]}: ${shortDate(data.visitDate)}, ${TIME_SLOT_LABELS[data.timeSlot]}`,
      link: '/admin',
    }),
    email: (data, context) => ({
      subject: data.applied
        ? `Skip applied: ${data.clientName ?? 'a client'}, ${shortDate(data.visitDate)}`
        : `Change requested: ${data.clientName ?? 'a client'}, ${shortDate(data.visitDate)}`,
      preheader: CHANGE_KIND[data.kind],
      heading: data.applied ? 'A skip was applied' : 'Change requested',
      paragraphs: [
        data.applied
          ? `${data.clientName ?? 'A client'} skipped a visit before the cutoff. Your settings approve such skips at once, so it is already off the schedule.`
          : `${data.clientName ?? 'A client'} asked to change a visit. Approve or decline it on your dashboard.`,
      ],
      details: changeDetails(data),
      ...(data.note ? { quote: data.note } : {}),
      button: { label: data.applied ? 'See the dashboard' : 'Review the change', url: context.url('/admin') },
    }),
  }),
  'visit-change.decided': define<VisitChangeData>({
    category: NotificationCategory.REQUESTS,
    inApp: true,
    summary: (data) => ({
      title: data.approved ? 'Your change was approved' : 'Your change was declined',
      body: data.approved
        ? `${CHANGE_KIND[data.kind]}: ${shortDate(data.visitDate)}`
        : (data.reason ?? `${CHANGE_KIND[data.kind]}: ${shortDate(data.visitDate)}`),
      link: '/portal',
    }),
    email: (data, context) => ({
      subject: data.approved
        ? `Your change to ${shortDate(data.visitDate)} was approved`
        : `About your change to ${shortDate(data.visitDate)}`,
      preheader: data.approved ? 'The schedule is updated.' : 'Your change was declined.',
      heading: data.approved ? 'Your change was approved' : 'Your change was declined',
      paragraphs: [
        `Hi ${context.recipientName},`,
        data.approved
          ? `${context.businessName} approved your change, and the schedule is updated.`
          : `${context.businessName} could not make this change; your visit stays as it was.`,
      ],
      details: changeDetails(data),
      ...(data.reason ? { quote: data.reason } : {}),
      button: { label: 'See your cleanings', url: context.url('/portal') },
      note: !data.approved && context.businessPhone ? `Questions? Call or text ${context.businessPhone}.` : undefined,
    }),
  }),
  'time-off.requested': define<TimeOffData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: `Time off requested by ${data.helperName}`,
      body: timeOffWhen(data),
      link: '/helpers/time-off',
    }),
    email: (data, context) => ({
      subject: `Time off requested: ${data.helperName}, ${timeOffWhen(data)}`,
      preheader: timeOffWhen(data),
      heading: 'Time off requested',
      paragraphs: [`${data.helperName} asked for time off. Approve or decline it under Helpers → Time off.`],
      details: [['When', timeOffWhen(data)]],
      ...(data.reason ? { quote: data.reason } : {}),
      button: { label: 'Review the request', url: context.url('/helpers/time-off') },
    }),
  }),
  'time-off.decided': define<TimeOffData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: data.approved ? 'Your time off was approved' : 'Your time off was declined',
      body: data.note ? `${timeOffWhen(data)}: ${data.note}` : timeOffWhen(data),
      link: '/availability',
    }),
    email: (data, context) => ({
      subject: data.approved ? `Your time off is approved: ${timeOffWhen(data)}` : `About your time off: ${timeOffWhen(data)}`,
      preheader: data.approved ? 'Enjoy your time off.' : 'Your time off was declined.',
      heading: data.approved ? 'Your time off was approved' : 'Your time off was declined',
      paragraphs: [
        `Hi ${context.recipientName},`,
        data.approved
          ? `${context.businessName} approved your time off.`
          : `${context.businessName} could not approve this time off.`,
      ],
      details: [['When', timeOffWhen(data)]],
      ...(data.note ? { quote: data.note } : {}),
      button: { label: 'See your availability', url: context.url('/availability') },
    }),
  }),
  'schedule.daily-agenda': define<AgendaData>({
    category: NotificationCategory.SCHEDULE,
    inApp: true,
    summary: (data) => ({
      title: `Today: ${data.visits.length} ${data.visits.length === 1 ? 'visit' : 'visits'}`,
      body: data.visits.map((visit) => `${TIME_SLOT_LABELS[visit.timeSlot]}: ${visit.clientName}`).join('; '),
      link: '/today',
    }),
    email: (data, context) => ({
      subject: `Your day, ${shortDate(data.date)}: ${data.visits.length} ${data.visits.length === 1 ? 'visit' : 'visits'}`,
      preheader: data.visits.map((visit) => visit.clientName).join(', '),
      heading: `Your day, ${longDate(data.date)}`,
      paragraphs: [`Good morning ${context.recipientName}, here is where you are going today.`],
      details: data.visits.map((visit) => [
        timeOf(visit.timeSlot, visit.startTime),
        `${visit.clientName}, ${SERVICE_NAMES[visit.service]}\n${visit.address}`,
      ]),
      button: { label: "Open Today's Jobs", url: context.url('/today') },
    }),
  }),
  'invoice.sent': define<InvoiceData>({
    category: NotificationCategory.INVOICES,
    inApp: true,
    attachment: 'invoice-pdf',
    summary: (data) => ({
      title: `Invoice ${data.invoiceNumber}`,
      body: `${money(data.totalCents)}, due ${shortDate(data.dueDate)}`,
      link: `/invoices/${data.invoiceId}/print`,
    }),
    email: (data, context) => ({
      subject: `Invoice ${data.invoiceNumber} from ${context.businessName}`,
      preheader: `${money(data.totalCents)}, due ${shortDate(data.dueDate)}`,
      heading: `Invoice ${data.invoiceNumber}`,
      paragraphs: [`Hi ${context.recipientName},`, 'Thank you for your business. Your invoice is attached as a PDF.'],
      details: [
        ['Amount due', money(data.totalCents)],
        ['Due date', longDate(data.dueDate)],
      ],
      button: { label: 'View and pay', url: context.url(`/invoices/${data.invoiceId}/print`) },
    }),
  }),
  'invoice.overdue': define<InvoiceData>({
    category: NotificationCategory.INVOICES,
    inApp: true,
    summary: (data) => ({
      title: `Invoice ${data.invoiceNumber} is overdue`,
      body: `${money(data.balanceCents ?? data.totalCents)} was due ${shortDate(data.dueDate)}`,
      link: `/invoices/${data.invoiceId}/print`,
    }),
    email: (data, context) => ({
      subject: `Reminder: invoice ${data.invoiceNumber} is overdue`,
      preheader: `${money(data.balanceCents ?? data.totalCents)} was due ${shortDate(data.dueDate)}`,
      heading: `Invoice ${data.invoiceNumber} is overdue`,
      paragraphs: [
        `Hi ${context.recipientName},`,
        data.balanceCents != null && data.balanceCents < data.totalCents
          ? `Thank you for your payment on invoice ${data.invoiceNumber}. ${money(data.balanceCents)} of ${money(data.totalCents)} is left to pay.`
          : `Our records show invoice ${data.invoiceNumber} is still open. If you have already paid, thank you, and please ignore this reminder.`,
      ],
      details: [
        ['Amount due', money(data.balanceCents ?? data.totalCents)],
        ['Was due', longDate(data.dueDate)],
      ],
      button: { label: 'View and pay', url: context.url(`/invoices/${data.invoiceId}/print`) },
    }),
  }),
  'payment.card-declined': define<CardDeclinedData>({
    category: NotificationCategory.INVOICES,
    inApp: true,
    summary: (data) => ({
      title: `We could not charge your card for invoice ${data.invoiceNumber}`,
      body: `${money(data.amountCents)} is still open. Pay now or update your card.`,
      link: `/invoices/${data.invoiceId}/print?pay=1`,
    }),
    email: (data, context) => ({
      subject: `Payment needed: invoice ${data.invoiceNumber}`,
      preheader: `We could not charge your card for ${money(data.amountCents)}.`,
      heading: 'We could not charge your card',
      paragraphs: [
        `Hi ${context.recipientName},`,
        data.needsAuthentication
          ? `Your bank asked you to confirm the charge of ${money(data.amountCents)} for invoice ${data.invoiceNumber}, so it did not go through.`
          : `Your card was declined for the charge of ${money(data.amountCents)} for invoice ${data.invoiceNumber}.`,
        'You can pay the invoice now with a card of your choice, or save a different card for future visits.',
      ],
      details: [
        ['Invoice', data.invoiceNumber],
        ['Amount due', money(data.amountCents)],
      ],
      button: { label: 'Pay now', url: context.url(`/invoices/${data.invoiceId}/print?pay=1`) },
      note: `To update your card, open ${context.url('/portal')}.`,
    }),
  }),
  'payment.hold': define<PaymentHoldData>({
    category: NotificationCategory.INVOICES,
    inApp: true,
    summary: (data) => ({
      title: 'Your upcoming visits are on hold: unpaid',
      body: `${data.reason}. Pay ${money(data.balanceCents)} to keep your visits.`,
      link: `/invoices/${data.invoiceId}/print?pay=1`,
    }),
    email: (data, context) => ({
      subject: `Your visits are on hold: invoice ${data.invoiceNumber} is unpaid`,
      preheader: `${data.reason}. Pay ${money(data.balanceCents)} to keep your visits.`,
      heading: 'Your upcoming visits are on hold',
      paragraphs: [
        `Hi ${context.recipientName},`,
        `${data.reason}, so ${data.heldVisits === 1 ? 'your next visit is' : `your next ${data.heldVisits} visits are`} on hold until it is paid.`,
        'Pay the invoice now and the hold lifts at once; your visits stay on the schedule.',
      ],
      details: [
        ['Invoice', data.invoiceNumber],
        ['Amount due', money(data.balanceCents)],
      ],
      button: { label: 'Pay now', url: context.url(`/invoices/${data.invoiceId}/print?pay=1`) },
      note: `To update your card, open ${context.url('/portal')}.`,
    }),
  }),
  'payment.receipt': define<PaymentReceiptData>({
    category: NotificationCategory.INVOICES,
    inApp: true,
    summary: (data) => ({
      title: `Payment received: ${money(data.amountCents)}`,
      body:
        data.invoices.length > 0
          ? `Applied to ${data.invoices.map((invoice) => invoice.invoiceNumber).join(', ')}`
          : 'Kept as credit on your account',
      link: data.invoices.length === 1 ? `/invoices/${data.invoices[0].invoiceId}/print` : '/client-invoices',
    }),
    email: (data, context) => ({
      subject: `Receipt: ${money(data.amountCents)} received by ${context.businessName}`,
      preheader: `${money(data.amountCents)} received ${shortDate(data.receivedOn)}. Thank you.`,
      heading: 'Payment received',
      paragraphs: [
        `Hi ${context.recipientName},`,
        'Thank you: we received your payment.',
        ...data.invoices.map(
          (invoice) =>
            `${money(invoice.appliedCents)} paid on invoice ${invoice.invoiceNumber}` +
            (invoice.balanceCents > 0 ? `; ${money(invoice.balanceCents)} still due.` : '; it is now paid in full.'),
        ),
        ...(data.creditCents > 0 ? [`${money(data.creditCents)} is kept as credit toward your next invoice.`] : []),
      ],
      details: [
        ['Amount', money(data.amountCents)],
        ['Received', longDate(data.receivedOn)],
        ['Method', data.method],
        ...(data.reference ? ([['Reference', data.reference]] as [string, string][]) : []),
        ...(data.tipCents > 0 ? ([['Tip for your cleaners', money(data.tipCents)]] as [string, string][]) : []),
      ],
      button: { label: 'View your invoices', url: context.url('/client-invoices') },
    }),
  }),
  'message.received': define<MessageData>({
    category: NotificationCategory.MESSAGES,
    inApp: true,
    summary: (data) => ({
      title: `New message from ${data.senderName}`,
      body: data.body.length > 140 ? `${data.body.slice(0, 139)}…` : data.body,
      link: data.replyPath,
    }),
    email: (data, context) => ({
      subject: data.subject ? `${data.subject} (from ${data.senderName})` : `New message from ${data.senderName}`,
      preheader: data.body.slice(0, 120),
      heading: `New message from ${data.senderName}`,
      paragraphs: [`Hi ${context.recipientName},`],
      quote: data.body,
      button: { label: 'Reply', url: context.url(data.replyPath) },
    }),
  }),
} as const;

export type NotificationEvent = keyof typeof NOTIFICATION_EVENTS;
export type EventData<E extends NotificationEvent> = Parameters<(typeof NOTIFICATION_EVENTS)[E]['summary']>[0];
export const NOTIFICATION_EVENT_NAMES = Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[];

/** An event's definition by name, for code that holds its data untyped (the worker reading a stored row). */
export function eventDefinition(event: string): EventDefinition<Record<string, unknown>> | undefined {
  return (NOTIFICATION_EVENTS as unknown as Record<string, EventDefinition<Record<string, unknown>>>)[event];
}
