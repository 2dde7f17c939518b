/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The access notes that are codes (shown as dots). */
export type AccessCodeField =
  | 'ALARM_CODE'
  | 'ENTRY_CODE';

/** ALL (active and inactive), ACTIVE only, or INACTIVE (deactivated) only. */
export type ActiveStatusFilter =
  | 'ACTIVE'
  | 'ALL'
  | 'INACTIVE';

export type AddTimeEntryInput = {
  clockInAt: string;
  clockOutAt: string;
  helperId: string | number;
  note: string;
};

export type AddVisitNoteInput = {
  text: string;
  visitId: string | number;
};

/** The admin corrects an entry, e.g. a forgotten clock-out. */
export type AdjustTimeEntryInput = {
  clockInAt: string;
  clockOutAt: string;
  id: string | number;
  note: string;
};

export type AgingBucketKey =
  | 'CURRENT'
  | 'DAYS_1_30'
  | 'DAYS_31_60'
  | 'DAYS_61_90'
  | 'OVER_90';

/** On my way (no minutes) or Running late (minutes late). */
export type AnnounceOnMyWayInput = {
  /** Running late by this many minutes (1 to 240). */
  lateMinutes?: number | null | undefined;
  visitId: string | number;
};

export type ApplyCreditInput = {
  clientId: string | number;
  /** One invoice of that client; omitted, its open invoices oldest first. */
  invoiceId?: string | number | null | undefined;
};

export type ApproveServiceRequestInput = {
  /** Helpers to assign in the same step, to the first scheduled visit and every one after it; approval and assignment commit together or not at all. */
  helperIds?: Array<string | number> | null | undefined;
  /** Global id or database id of the request. */
  id: string | number;
  /** Optional note shown to the client (e.g. 'See you at 9'). */
  note?: string | null | undefined;
  /** The owner's price per visit in cents, instead of the quote the request was made at. */
  priceCents?: number | null | undefined;
};

/** Sets the helpers of a visit (an empty list unassigns). Warnings hold it back unless confirmed. */
export type AssignHelpersInput = {
  /** Proceed despite warnings (over max hours, overlaps, availability, time off). */
  confirm?: boolean;
  /** For one visit (THIS_VISIT) of a series whose client wants the same helpers every visit: also give these helpers to the series' later scheduled visits that have none. Omitted: yes for such a client, no otherwise. */
  fillSeries?: boolean | null | undefined;
  helperIds: Array<string | number>;
  /** Why a helper the client asked never to send goes anyway: required to confirm one; logged. */
  overrideReason?: string | null | undefined;
  scope?: AssignmentScope;
  visitId: string | number;
};

/** THIS_VISIT, or every visit of the request from this one on (recurring requests). */
export type AssignmentScope =
  | 'FUTURE_VISITS'
  | 'THIS_VISIT';

export type AssignmentWarningKind =
  | 'EXCLUDED_BY_CLIENT'
  | 'OUTSIDE_AVAILABILITY'
  | 'OVERLAP'
  | 'OVER_MAX_HOURS'
  | 'SAME_HELPERS'
  | 'TIME_OFF';

/** What happened to the object. */
export type AuditAction =
  | 'CREATED'
  | 'DELETED'
  | 'UPDATED';

/** A signed-in person, an API token, or the app itself (e.g. ADMIN_EMAIL at start-up). */
export type AuditActorKind =
  | 'SYSTEM'
  | 'TOKEN'
  | 'USER';

export type AvailabilityDayInput = {
  /** Empty for a day off. */
  ranges: Array<TimeRangeInput>;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
};

export type BillingPreference =
  | 'MONTHLY'
  | 'PER_VISIT';

export type BookOnlineInput = {
  account?: BookingAccountInput | null | undefined;
  address: string;
  bathrooms: number;
  bedrooms: number;
  couponCode?: string | null | undefined;
  customDays?: CustomDaysInput | null | undefined;
  date: string;
  /** Keys of the price list’s extras. */
  extras?: Array<string> | null | undefined;
  /** Generated per submission: a repeated submit books once. */
  idempotencyKey?: string | null | undefined;
  notes?: string | null | undefined;
  phoneNumber: string;
  recurring?: Recurrence;
  service: ServiceType;
  time: TimeSlot;
  /** Leave empty: a field people never see, that only robots fill in. */
  website?: string | null | undefined;
  zip: string;
};

/** BOOKED: signed in, the request exists. CHECK_EMAIL: a new account was asked for; what happens next is in the email (the answer is the same whether or not the address already had an account). */
export type BookOnlineOutcome =
  | 'BOOKED'
  | 'CHECK_EMAIL';

/** Who books: ignored when already signed in as a client. */
export type BookingAccountInput = {
  email: string;
  firstName: string;
  lastName: string;
  mode: BookingAccountMode;
  password: string;
};

/** CREATE a client account (as sign-up does) or SIGN_IN to an existing one. */
export type BookingAccountMode =
  | 'CREATE'
  | 'SIGN_IN';

export type CancelTimeOffRequestInput = {
  id: string | number;
};

export type CancelVisitInput = {
  id: string | number;
  /** Optional; shown with the struck-through visit. */
  reason?: string | null | undefined;
};

/** An off-session card charge: pending, processing, succeeded, declined, or waiting for the cardholder. */
export type CardChargeStatus =
  | 'AUTHENTICATION_REQUIRED'
  | 'DECLINED'
  | 'PENDING'
  | 'PROCESSING'
  | 'SUCCEEDED';

export type ChangePasswordInput = {
  currentPassword: string;
  newPassword: string;
};

export type ChargeInvoiceInput = {
  invoiceId: string | number;
};

export type ChecklistRoomInput = {
  room: string;
  tasks: Array<ChecklistTaskInput>;
};

/** A checklist task: open, done or not applicable. */
export type ChecklistState =
  | 'DONE'
  | 'NOT_APPLICABLE'
  | 'OPEN';

export type ChecklistTaskInput = {
  /** Keep a task id to keep its ticks; omit for a new task. */
  id?: string | number | null | undefined;
  label: string;
  required?: boolean;
};

/** One CSV column (0-based) and the field it fills; columns not listed are ignored. */
export type ClientImportColumnInput = {
  column: number;
  field: ClientImportField;
};

/** The owner's choice for a row that matches a client already kept. */
export type ClientImportDecision =
  | 'CREATE'
  | 'SKIP'
  | 'UPDATE';

/** The choice for one matching row, by its line in the file (the header is line 1). */
export type ClientImportDecisionInput = {
  decision: ClientImportDecision;
  line: number;
};

/** What the import does with a row: create, update, leave (unchanged or skipped), or refuse (error). */
export type ClientImportFate =
  | 'CREATE'
  | 'ERROR'
  | 'SKIP'
  | 'UNCHANGED'
  | 'UPDATE';

/** A field a CSV column can fill (HOURLY_RATE for helpers only; ADDRESS and ACCESS_NOTES for clients only). */
export type ClientImportField =
  | 'ACCESS_NOTES'
  | 'ACTIVE'
  | 'ADDRESS'
  | 'EMAIL'
  | 'FIRST_NAME'
  | 'HOURLY_RATE'
  | 'LAST_NAME'
  | 'NAME'
  | 'NOTES'
  | 'PHONE';

/** Where the helper is, when they let the browser share it. */
export type ClockInput = {
  latitude?: number | null | undefined;
  longitude?: number | null | undefined;
};

/** What happens to the visits on the closed days: SKIP them, or MOVE each to the next open day. */
export type ClosureVisitAction =
  | 'MOVE'
  | 'SKIP';

export type CommitClientImportInput = {
  decisions?: Array<ClientImportDecisionInput> | null | undefined;
  mapping: Array<ClientImportColumnInput>;
  /** As in the preview. */
  target?: ImportTarget;
  uploadId: string | number;
};

/** Clients send displayName (required) and phone; helpers send phone (required) and hourlyRateCents. */
export type CompleteProfileInput = {
  displayName?: string | null | undefined;
  /** Hourly rate in cents (helpers only). */
  hourlyRateCents?: number | null | undefined;
  phone?: string | null | undefined;
};

export type CompleteSetupStepInput = {
  /** ADDRESS only: the ZIP codes served, comma or space separated. The service area becomes exactly these (a ZIP kept keeps its place and trip charge); all are checked before any is saved. Blank leaves the area as it is. */
  serviceAreaZips?: string | null | undefined;
  step: SetupStep;
};

/** Complete Job; a reason is needed while required checklist tasks are open. */
export type CompleteVisitInput = {
  id: string | number;
  /** Why required checklist tasks were left open. */
  reason?: string | null | undefined;
};

/** Marks every scheduled visit between two days completed: one day (from = through), or every day up to one. */
export type CompleteVisitsInput = {
  /** First day; omitted: every earlier day too. */
  from?: string | null | undefined;
  /** Last day: today or earlier. */
  through: string;
};

/** The first visit only, or every visit. */
export type CouponAppliesTo =
  | 'EVERY'
  | 'FIRST';

/** PERCENT (amount in basis points) or FIXED (cents). */
export type CouponKind =
  | 'FIXED'
  | 'PERCENT';

export type CreateApiTokenInput = {
  /** What the token is for, e.g. "Bookkeeping sync". */
  name: string;
  /** A read-only token may run queries only. */
  readOnly?: boolean;
};

export type CreateCardSetupSessionInput = {
  /** The client agreed that the business may charge this card for cleanings when they are not present. */
  consentToChargesWhenAbsent: boolean;
};

/** A new client: displayName required; phone (stored in E.164), email, address and notes optional. */
export type CreateClientInput = {
  address?: string | null | undefined;
  displayName: string;
  /** Trimmed and lower-cased; unique among active clients. Cannot be changed while an account is linked. */
  email?: string | null | undefined;
  notes?: string | null | undefined;
  phone?: string | null | undefined;
};

export type CreateClosureInput = {
  action: ClosureVisitAction;
  /** Last closed day (the same day for one day). */
  endDate: string;
  /** Why: a holiday, a hurricane. */
  reason: string;
  /** First closed day, today or later. */
  startDate: string;
};

/** A new helper. hourlyRateCents is required (cents, 0 or more); maxHoursPerWeek null means unlimited. */
export type CreateHelperInput = {
  /** For a helper without an account (a linked account's email is theirs): lower-cased, unique among active helpers. */
  email?: string | null | undefined;
  /** For a helper without an account (a linked account's name is shown instead). */
  firstName?: string | null | undefined;
  /** Hourly rate in cents. */
  hourlyRateCents: number;
  lastName?: string | null | undefined;
  /** A whole number of hours, 1 to 168; null for unlimited. */
  maxHoursPerWeek?: number | null | undefined;
  notes?: string | null | undefined;
  phone?: string | null | undefined;
};

/** Bills an accepted request's visits: one line per visit (not cancelled) between from and through, at the service's price from settings. */
export type CreateInvoiceFromRequestInput = {
  dueDate?: string | null | undefined;
  /** First visit date to bill; defaults to the request's date. */
  from?: string | null | undefined;
  issueDate?: string | null | undefined;
  notes?: string | null | undefined;
  /** Global id or database id of the service request. */
  requestId: string | number;
  status?: InvoiceStatus | null | undefined;
  /** Last visit date to bill; defaults to today. */
  through?: string | null | undefined;
};

/** A new invoice. The server assigns the number. With items, the subtotal is their sum; without, the given subtotal (default 0). Tax defaults to the tax rate in settings. */
export type CreateInvoiceInput = {
  /** Global id or database id of the client. */
  clientId: string | number;
  /** Defaults to 30 days after the issue date. */
  dueDate?: string | null | undefined;
  /** Defaults to today (America/New_York). */
  issueDate?: string | null | undefined;
  items?: Array<InvoiceItemInput> | null | undefined;
  /** Blank becomes null. */
  notes?: string | null | undefined;
  /** Defaults to DRAFT. VOID cannot be picked. */
  status?: InvoiceStatus | null | undefined;
  /** Ignored when items are given. Integer cents, 0 to 100000000 (1999 is $19.99). */
  subtotalCents?: number | null | undefined;
  /** Defaults to the settings' tax rate × subtotal. Integer cents, 0 to 100000000 (1999 is $19.99). */
  taxAmountCents?: number | null | undefined;
  /** Optional check, in cents: when given, it must equal subtotal + tax. */
  totalCents?: number | null | undefined;
};

export type CreateInvoicePaymentSessionInput = {
  invoiceId: string | number;
};

/** Makes and sends one invoice per client for the period (default last month). */
export type CreateInvoiceRunInput = {
  /** Only these clients (global or database ids); default: all in the preview. */
  clientIds?: Array<string | number> | null | undefined;
  from?: string | null | undefined;
  through?: string | null | undefined;
};

/** A client asks for a cleaning. customDays only with recurring CUSTOM. */
export type CreateServiceRequestInput = {
  address: string;
  /** Bathrooms (0 to 20), for the price. */
  bathrooms?: number | null | undefined;
  /** Bedrooms (0 to 20), for the price. */
  bedrooms?: number | null | undefined;
  customDays?: CustomDaysInput | null | undefined;
  /** The (first) date, today or later in America/New_York. */
  date: string;
  /** Keys of the price list's extras. */
  extras?: Array<string> | null | undefined;
  /** Generated by the client per form submission: a repeated submit returns the same request. */
  idempotencyKey?: string | null | undefined;
  notes?: string | null | undefined;
  phoneNumber: string;
  recurring?: Recurrence;
  service: ServiceType;
  time: TimeSlot;
};

export type CustomDaysInput = {
  friday: boolean;
  monday: boolean;
  saturday: boolean;
  sunday: boolean;
  thursday: boolean;
  tuesday: boolean;
  wednesday: boolean;
};

export type DeactivateClientInput = {
  id: string | number;
};

export type DeactivateCouponInput = {
  id: string | number;
};

export type DeactivateHelperInput = {
  id: string | number;
};

export type DecideRoleRequestInput = {
  id: string | number;
  /** Optional reason, shown to the requester (declines). */
  reason?: string | null | undefined;
};

/** Approve or decline a pending time off request, with an optional note to the helper. */
export type DecideTimeOffInput = {
  approve: boolean;
  id: string | number;
  note?: string | null | undefined;
};

/** Approve (applies the change) or decline (with a reason). */
export type DecideVisitChangeInput = {
  approve: boolean;
  id: string | number;
  /** Required to decline; shown to the client. */
  reason?: string | null | undefined;
};

export type DeclineServiceRequestInput = {
  id: string | number;
  /** Optional reason, shown to the client. */
  reason?: string | null | undefined;
};

export type DeleteClosureInput = {
  id: string | number;
};

export type DeleteInvoiceInput = {
  id: string | number;
};

export type DeletePublicContentInput = {
  id: string | number;
};

export type DeleteServiceAreaZipInput = {
  id: string | number;
};

export type DeleteVisitPhotoInput = {
  id: string | number;
};

export type DeliveryChannel =
  | 'EMAIL'
  | 'SMS';

export type DeliveryStatus =
  /** Gave up (retries exhausted, or the address was refused); the owner may retry. */
  | 'FAILED'
  /** Kept in the database instead of sent: no SMTP_URL outside production. */
  | 'KEPT'
  | 'PENDING'
  | 'RETRYING'
  | 'SENDING'
  | 'SENT';

export type DismissCardPaymentReviewInput = {
  /** The reviewed event's Stripe id (evt_…). */
  eventId: string;
};

export type EndSeriesInput = {
  /** The first date without visits, today or later; past visits stay. */
  from: string;
  /** The series (its request). */
  requestId: string | number;
};

export type ExcludedHelperInput = {
  helperId: string | number;
  /** Private: why (the owner only reads it). */
  note?: string | null | undefined;
};

export type FrequencyDiscountInput = {
  basisPoints: number;
  frequency: Recurrence;
  notOnFirstVisit: boolean;
};

/** What the rows of an upload become: clients or helpers. */
export type ImportTarget =
  | 'CLIENTS'
  | 'HELPERS';

/** One line of an invoice: what, how many, and the price of one, in cents. */
export type InvoiceItemInput = {
  description: string;
  quantity?: number;
  /** Price of one. Integer cents, 0 to 100000000 (1999 is $19.99). */
  unitPriceCents: number;
};

export type InvoiceStatus =
  | 'CANCELLED'
  | 'DRAFT'
  | 'OVERDUE'
  | 'PAID'
  | 'PARTLY_PAID'
  | 'SENT'
  | 'VOID';

/** Keep a number on no record as a lead, with an optional name and note. */
export type KeepTextNumberAsLeadInput = {
  name?: string | null | undefined;
  note?: string | null | undefined;
  phone: string;
};

/** How far a visitor got in the booking flow. */
export type LeadStep =
  | 'ACCOUNT'
  | 'DETAILS'
  | 'EXTRAS'
  | 'FREQUENCY'
  | 'HOME'
  | 'SERVICE'
  | 'SLOT'
  | 'SUMMARY'
  | 'ZIP';

/** Links an existing client account (one without a client record yet), by user id or email. */
export type LinkClientAccountInput = {
  /** Global id or database id of the client record. */
  clientId: string | number;
  /** The account's email; or give userId. */
  email?: string | null | undefined;
  /** The account's global or database id; or give email. */
  userId?: string | number | null | undefined;
};

/** Links an existing helper account (one without a helper record yet), by user id or email. */
export type LinkHelperAccountInput = {
  email?: string | null | undefined;
  helperId: string | number;
  userId?: string | number | null | undefined;
};

/** Link a number that texted to a client: its texts join the client's conversation. */
export type LinkTextNumberInput = {
  clientId: string | number;
  phone: string;
};

export type MarkConversationReadInput = {
  conversationId: string | number;
};

export type MarkNotificationReadInput = {
  id: string | number;
};

export type MessageChannel =
  | 'APP'
  | 'TEXT';

export type NotificationCategory =
  | 'ACCOUNT'
  | 'INVOICES'
  | 'MESSAGES'
  | 'REQUESTS'
  | 'SCHEDULE';

export type PasswordConfirmationInput = {
  /** Your current password. */
  password: string;
};

export type PauseSeriesInput = {
  /** First day of the pause, today or later. */
  from: string;
  /** The series (its request). */
  requestId: string | number;
  /** Last day of the pause. */
  until: string;
};

export type PayPeriodInput = {
  helperId: string | number;
  /** First day of the period (a Sunday). */
  periodStart: string;
};

/** Part of a payment applied to one invoice of the same client. */
export type PaymentAllocationInput = {
  /** Integer cents, more than 0, at most the invoice balance. */
  amountCents: number;
  /** Global or database id of the invoice. */
  invoiceId: string | number;
};

/** Cash, check, bank transfer (Zelle), card, other; MARKED_PAID when the owner set an invoice to paid by hand. */
export type PaymentMethod =
  | 'BANK_TRANSFER'
  | 'CARD'
  | 'CASH'
  | 'CHECK'
  | 'MARKED_PAID'
  | 'OTHER';

export type PriceExtraInput = {
  durationMinutes: number;
  firstVisitOnly: boolean;
  key: string;
  label: string;
  priceCents: number;
  services: Array<ServiceType>;
};

/** A home to price. zip and couponCode are for online booking (trip charge, coupon). */
export type QuoteInput = {
  bathrooms: number;
  bedrooms: number;
  couponCode?: string | null | undefined;
  extras?: Array<string> | null | undefined;
  frequency?: Recurrence;
  service: ServiceType;
  zip?: string | null | undefined;
};

/** What a line of a quote charges or takes off. */
export type QuoteLineKind =
  | 'BASE'
  | 'BATHROOMS'
  | 'BEDROOMS'
  | 'COUPON'
  | 'EXTRA'
  | 'FREQUENCY_DISCOUNT'
  | 'MINIMUM'
  | 'TAX'
  | 'TRIP_CHARGE';

export type ReactivateClientInput = {
  id: string | number;
};

export type ReactivateHelperInput = {
  id: string | number;
};

/** Money received from a client. With allocations, those amounts go to those invoices; with applyOldestFirst, to the oldest open invoices; what is left is the client's credit. A tip is apart (tipCents). */
export type RecordPaymentInput = {
  allocations?: Array<PaymentAllocationInput> | null | undefined;
  /** Integer cents, more than 0. */
  amountCents: number;
  /** Apply it to the open invoices oldest first (allocations ignored). */
  applyOldestFirst?: boolean | null | undefined;
  clientId: string | number;
  /** MARKED_PAID is not recorded by hand: set the invoice to paid instead. */
  method: PaymentMethod;
  note?: string | null | undefined;
  /** Defaults to today (America/New_York); not in the future. */
  receivedOn?: string | null | undefined;
  /** A check number, a transfer reference (at most 100 characters). */
  reference?: string | null | undefined;
  /** A tip received with it, in cents: not revenue, not on any balance. */
  tipCents?: number | null | undefined;
};

export type Recurrence =
  | 'BIWEEKLY'
  | 'CUSTOM'
  | 'MONTHLY'
  | 'ONETIME'
  | 'WEEKLY';

/** Money given back from a payment, from what it paid on one invoice or from its credit. */
export type RefundPaymentInput = {
  amountCents: number;
  /** The invoice whose payment is given back; omitted, the credit. */
  invoiceId?: string | number | null | undefined;
  paymentId: string | number;
  reason: string;
};

export type RefundStatus =
  | 'FAILED'
  | 'PENDING'
  | 'SUCCEEDED';

export type ReleaseHoldInput = {
  clientId: string | number;
};

export type RemoveSavedCardInput = {
  clientId: string | number;
};

/** The owner answers in a conversation of the inbox. */
export type ReplyToConversationInput = {
  body: string;
  conversationId: string | number;
};

/** The owner answers a number on no record by text. */
export type ReplyToTextNumberInput = {
  body: string;
  phone: string;
};

/** The period of the reports: a preset, or CUSTOM with from and to (at most 5 years). */
export type ReportPeriodInput = {
  /** First day (CUSTOM only). */
  from?: string | null | undefined;
  preset: ReportPreset;
  /** Last day, inclusive (CUSTOM only). */
  to?: string | null | undefined;
};

export type ReportPreset =
  | 'CUSTOM'
  | 'LAST_12_MONTHS'
  | 'LAST_MONTH'
  | 'THIS_MONTH'
  | 'THIS_QUARTER'
  | 'THIS_YEAR';

/** A client asks to join the team as a helper. */
export type RequestHelperAccessInput = {
  experience?: string | null | undefined;
  phone: string;
  reason?: string | null | undefined;
};

export type RequestPasswordResetInput = {
  email: string;
};

/** A helper asks for time off: from a day to a day (the same for one), optionally part of each day (HH:MM). */
export type RequestTimeOffInput = {
  endDate: string;
  /** Part of a day: until (HH:MM). */
  endTime?: string | null | undefined;
  reason?: string | null | undefined;
  startDate: string;
  /** Part of a day: from (HH:MM). With endTime, or neither. */
  startTime?: string | null | undefined;
};

/** A client asks to change an upcoming visit. MOVE needs proposedDate and proposedTimeSlot. */
export type RequestVisitChangeInput = {
  kind: VisitChangeKind;
  note?: string | null | undefined;
  proposedDate?: string | null | undefined;
  proposedTimeSlot?: TimeSlot | null | undefined;
  visitId: string | number;
};

export type RescheduleVisitInput = {
  /** The new date: today or later, not a closed day. */
  date: string;
  /** Move even when an assigned helper is not free then: that helper is dropped from the visit. */
  force?: boolean;
  id: string | number;
  timeSlot: TimeSlot;
};

export type ResetPasswordInput = {
  newPassword: string;
  /** The token from the emailed link. */
  token: string;
};

export type RestoreVisitInput = {
  id: string | number;
};

export type RetryOutboxEmailInput = {
  id: string | number;
};

export type RevealAccessCodeInput = {
  field: AccessCodeField;
  visitId: string | number;
};

export type RevokeApiTokenInput = {
  id: string | number;
};

/** What a signed-in user may do. */
export type Role =
  | 'ADMIN'
  | 'CLIENT'
  | 'HELPER';

export type RoleRequestStatus =
  | 'APPROVED'
  | 'DECLINED'
  | 'PENDING';

/** A visitor who gave an email in the booking flow: kept as a lead until they book. */
export type SaveBookingLeadInput = {
  bathrooms?: number | null | undefined;
  bedrooms?: number | null | undefined;
  email: string;
  extras?: Array<string> | null | undefined;
  recurring?: Recurrence | null | undefined;
  service?: ServiceType | null | undefined;
  step: LeadStep;
  /** Leave empty (the honeypot). */
  website?: string | null | undefined;
  zip?: string | null | undefined;
};

/** A coupon: new without id, else the one with this id changed (its use count stays). */
export type SaveCouponInput = {
  active?: boolean;
  amount: number;
  appliesTo?: CouponAppliesTo;
  code: string;
  id?: string | number | null | undefined;
  kind: CouponKind;
  newClientsOnly?: boolean;
  usageLimit?: number | null | undefined;
  validFrom?: string | null | undefined;
  validThrough?: string | null | undefined;
};

/** Creates a service card, or updates it when id is given. */
export type SavePublicServiceInput = {
  /** A hex colour such as #0EA5E9. */
  color: string;
  description: string;
  features: Array<string>;
  id?: string | number | null | undefined;
  popular: boolean;
  position?: number | null | undefined;
  title: string;
};

/** A ZIP code served: new without id, else the one with this id changed. */
export type SaveServiceAreaZipInput = {
  id?: string | number | null | undefined;
  place?: string | null | undefined;
  tripChargeCents?: number | null | undefined;
  zip: string;
};

/** Creates a testimonial, or updates it when id is given. */
export type SaveTestimonialInput = {
  id?: string | number | null | undefined;
  name: string;
  position?: number | null | undefined;
  rating: number;
  text: string;
  yearsOfService: number;
};

export type SendLeadReminderInput = {
  id: string | number;
};

/** A message to one user. The body is plain text, 1 to 5000 characters. */
export type SendMessageInput = {
  body: string;
  /** Defaults to 'Message from Admin'. */
  subject?: string | null | undefined;
  /** The recipient account's global or database id. */
  toUserId: string | number;
};

/** A client's or helper's message to the business. Plain text, 1 to 5000 characters. */
export type SendMessageToBusinessInput = {
  body: string;
  subject?: string | null | undefined;
};

/** THIS_VISIT only, or THIS_AND_FOLLOWING: this visit and every later one of the series. */
export type SeriesScope =
  | 'THIS_AND_FOLLOWING'
  | 'THIS_VISIT';

export type ServicePriceInput = {
  priceCents: number;
  service: ServiceType;
};

export type ServicePricingInput = {
  baseMinutes: number;
  basePriceCents: number;
  bathroomsIncluded: number;
  bedroomsIncluded: number;
  perBathroomCents: number;
  perBathroomMinutes: number;
  perBedroomCents: number;
  perBedroomMinutes: number;
  service: ServiceType;
  taxRateBasisPoints: number;
};

export type ServiceRequestStatus =
  | 'ACCEPTED'
  | 'CANCELLED'
  | 'DECLINED'
  | 'PENDING'
  | 'SCHEDULED';

export type ServiceType =
  | 'COMMERCIAL'
  | 'DEEP'
  | 'MOVEIN'
  | 'MOVEOUT'
  | 'POST_CONSTRUCTION'
  | 'STANDARD';

export type SetAdminTwoFactorRequirementInput = {
  /** Needed to stop requiring it. */
  password?: string | null | undefined;
  required: boolean;
};

export type SetChargeAfterVisitInput = {
  clientId: string | number;
  enabled: boolean;
};

/** Replaces a client's helper preferences (the owner's record of what the client asked). */
export type SetClientHelperPreferencesInput = {
  clientId: string | number;
  /** Helpers never to send. */
  excluded: Array<ExcludedHelperInput>;
  /** Helpers to send first, in order. */
  preferredHelperIds: Array<string | number>;
  /** The same helpers every visit. */
  sameHelpers: boolean;
};

/** Sets a helper's usual week. Weekdays left out are days off; days null clears it (then nothing warns). A helper sets only their own. */
export type SetHelperAvailabilityInput = {
  days?: Array<AvailabilityDayInput> | null | undefined;
  helperId: string | number;
};

export type SetPayPeriodBonusInput = {
  bonusCents: number;
  helperId: string | number;
  note?: string | null | undefined;
  /** First day of the period (a Sunday). */
  periodStart: string;
};

/** Business name, phone and mailbox; address and service area; prices; tax rate; client import. */
export type SetupStep =
  | 'ADDRESS'
  | 'BUSINESS'
  | 'IMPORT'
  | 'PRICES'
  | 'TAX';

export type SignInInput = {
  email: string;
  password: string;
};

/** SIGNED_IN, or the second step a sign-in still owes (TWO_FACTOR_CODE or TWO_FACTOR_SETUP). */
export type SignInStep =
  | 'SIGNED_IN'
  | 'TWO_FACTOR_CODE'
  | 'TWO_FACTOR_SETUP';

export type SignUpInput = {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
};

/** The client asked not to come this time: never billed. */
export type SkipVisitInput = {
  id: string | number;
  /** Optional; shown with the struck-through visit. */
  reason?: string | null | undefined;
};

/** IN: the number texted the business; OUT: the owner replied. */
export type TextDirection =
  | 'IN'
  | 'OUT';

export type TickChecklistItemInput = {
  itemId: string | number;
  note?: string | null | undefined;
  state: ChecklistState;
  visitId: string | number;
};

export type TimeOffStatus =
  | 'APPROVED'
  | 'CANCELED'
  | 'DECLINED'
  | 'PENDING';

/** KEEP the helper on them for the owner to decide, or UNASSIGN them (they then need helpers). */
export type TimeOffVisitAction =
  | 'KEEP'
  | 'UNASSIGN';

export type TimeRangeInput = {
  from: string;
  to: string;
};

export type TimeSlot =
  | 'AFTERNOON'
  | 'EVENING'
  | 'FLEXIBLE'
  | 'MORNING';

export type TwoFactorCodeInput = {
  /** The six-digit code from the authenticator app, or (at sign-in) a recovery code. */
  code: string;
};

export type UpdateBookingSettingsInput = {
  acceptAtOnce?: boolean | null | undefined;
  visitsPerSlot?: number | null | undefined;
  windowWeeks?: number | null | undefined;
};

/** Fields left out are unchanged; null clears an optional one. */
export type UpdateBusinessSettingsInput = {
  address?: string | null | undefined;
  /** Apply a client's credit to each invoice as it is sent. */
  autoApplyCredit?: boolean | null | undefined;
  /** Approve skips asked before the cutoff at once. */
  autoApproveSkips?: boolean | null | undefined;
  /** The colour of emails, #rrggbb. */
  brandColor?: string | null | undefined;
  businessName?: string | null | undefined;
  /** Hours before a visit after which clients cannot ask online to change it. */
  changeCutoffHours?: number | null | undefined;
  /** Basis points: 650 = 6.5%. Null for no default tax. */
  defaultTaxRateBasisPoints?: number | null | undefined;
  email?: string | null | undefined;
  /** Days past due (0 to 365) after which an unpaid invoice holds visits. */
  holdOverdueDays?: number | null | undefined;
  /** Hold future visits when an invoice is overdue more than holdOverdueDays days or a card charge failed. */
  holdWhenUnpaid?: boolean | null | undefined;
  /** Helper pay period length in days: 7 or 14. */
  payPeriodDays?: number | null | undefined;
  paymentInstructions?: string | null | undefined;
  phone?: string | null | undefined;
  /** Days between overdue reminders (1 to 365). */
  reminderEveryDays?: number | null | undefined;
  /** Days after the due date of the first overdue reminder (0 to 365). */
  reminderFirstDays?: number | null | undefined;
  /** Most overdue reminders per invoice (0 to 20; 0 sends none). */
  reminderMaxCount?: number | null | undefined;
  servicePrices?: Array<ServicePriceInput> | null | undefined;
  /** At most this many texts a day to one number, 1-50. */
  textDailyLimit?: number | null | undefined;
  /** Quiet hours for texts end at this hour, 0-23 (equal to the start: none). */
  textQuietEndHour?: number | null | undefined;
  /** Quiet hours for texts start at this hour, 0-23 (New York time). */
  textQuietStartHour?: number | null | undefined;
  /** What approving time off does to the helper's visits. */
  timeOffAssignedVisits?: TimeOffVisitAction | null | undefined;
};

/** Replaces a service's checklist. */
export type UpdateChecklistTemplateInput = {
  rooms: Array<ChecklistRoomInput>;
  service: ServiceType;
};

/** Sets a client's access notes; every field is replaced (null or blank clears it). */
export type UpdateClientAccessNotesInput = {
  alarmCode?: string | null | undefined;
  clientId: string | number;
  /** Key, lockbox, door: how to get in. */
  entry?: string | null | undefined;
  entryCode?: string | null | undefined;
  notes?: string | null | undefined;
  parking?: string | null | undefined;
  pets?: string | null | undefined;
};

/** Replaces a client's own checklist additions (added to every visit's checklist there). */
export type UpdateClientChecklistInput = {
  clientId: string | number;
  rooms: Array<ChecklistRoomInput>;
};

/** Changes the fields given; an absent field is left as it is, null or blank clears an optional one. */
export type UpdateClientInput = {
  address?: string | null | undefined;
  /** MONTHLY (invoice runs) or PER_VISIT (an invoice sent as each visit is completed). */
  billingPreference?: BillingPreference | null | undefined;
  /** Cannot be cleared. */
  displayName?: string | null | undefined;
  /** Trimmed and lower-cased; unique among active clients. Cannot be changed while an account is linked. */
  email?: string | null | undefined;
  /** Global id or database id of the client. */
  id: string | number;
  notes?: string | null | undefined;
  phone?: string | null | undefined;
};

/** The owner records a client's texting choice (a client who asked by phone). */
export type UpdateClientTextPreferencesInput = {
  categories: Array<NotificationCategory>;
  clientId: string | number;
  /** I agree to get text messages (needed for any category). */
  consent: boolean;
  /** How the client agreed, e.g. "Asked by phone". Needed with consent. */
  consentMethod?: string | null | undefined;
  /** Left out: unchanged. A US number or +country number. */
  phone?: string | null | undefined;
};

export type UpdateGalleryPhotoInput = {
  caption?: string | null | undefined;
  id: string | number;
  position?: number | null | undefined;
};

/** Changes the fields given; an absent field is left as it is, null clears an optional one. */
export type UpdateHelperInput = {
  /** For a helper without an account (a linked account's email is theirs): lower-cased, unique among active helpers. */
  email?: string | null | undefined;
  /** For a helper without an account (a linked account's name is shown instead). */
  firstName?: string | null | undefined;
  /** Hourly rate in cents; cannot be cleared. */
  hourlyRateCents?: number | null | undefined;
  /** Global id or database id of the helper. */
  id: string | number;
  lastName?: string | null | undefined;
  maxHoursPerWeek?: number | null | undefined;
  notes?: string | null | undefined;
  phone?: string | null | undefined;
};

/** Changes to an invoice; absent fields stay as they are. The number, client and issue date never change. items, when given, replace every line. Saving as PAID with no paidAt sets paidAt to now. */
export type UpdateInvoiceInput = {
  dueDate?: string | null | undefined;
  /** Global id or database id of the invoice. */
  id: string | number;
  /** Replaces all lines; [] removes them. */
  items?: Array<InvoiceItemInput> | null | undefined;
  /** Blank becomes null; absent keeps the notes. */
  notes?: string | null | undefined;
  /** Set or clear the payment time; absent keeps it. */
  paidAt?: string | null | undefined;
  /** Any of DRAFT, SENT, PAID, OVERDUE, CANCELLED. */
  status?: InvoiceStatus | null | undefined;
  /** Only for an invoice without items. Integer cents, 0 to 100000000 (1999 is $19.99). */
  subtotalCents?: number | null | undefined;
  /** Integer cents, 0 to 100000000 (1999 is $19.99). */
  taxAmountCents?: number | null | undefined;
  /** Optional check, in cents: when given, it must equal subtotal + tax. */
  totalCents?: number | null | undefined;
};

/** The signed-in user edits their own profile. The email cannot be changed. */
export type UpdateMyProfileInput = {
  /** A client's home address (kept on their client record); absent leaves it, blank clears it. Clients only. */
  address?: string | null | undefined;
  displayName?: string | null | undefined;
  firstName: string;
  lastName: string;
  phone?: string | null | undefined;
};

/** Which kinds come by text, to which number, with your consent. */
export type UpdateMyTextPreferencesInput = {
  categories: Array<NotificationCategory>;
  /** I agree to get text messages (needed for any category). */
  consent: boolean;
  /** Left out: unchanged. A US number or +country number. */
  phone?: string | null | undefined;
};

export type UpdateNotificationPreferenceInput = {
  category: NotificationCategory;
  emailEnabled: boolean;
};

/** The whole price list; it replaces the one stored. New quotes use it, agreed ones keep theirs. */
export type UpdatePriceListInput = {
  extras: Array<PriceExtraInput>;
  frequencyDiscounts: Array<FrequencyDiscountInput>;
  minimumCents: number;
  services: Array<ServicePricingInput>;
};

/** Fields left out keep their value. Weekdays and frequency need THIS_AND_FOLLOWING. */
export type UpdateSeriesInput = {
  address?: string | null | undefined;
  /** The weekdays, only with a CUSTOM frequency (sent alone, they make the series CUSTOM). */
  customDays?: CustomDaysInput | null | undefined;
  /** Change the time even when a helper is not free then. */
  force?: boolean;
  /** Price per visit in cents. */
  priceCents?: number | null | undefined;
  /** The frequency (not ONETIME). */
  recurring?: Recurrence | null | undefined;
  scope: SeriesScope;
  service?: ServiceType | null | undefined;
  timeSlot?: TimeSlot | null | undefined;
  /** The visit the change starts from. */
  visitId: string | number;
};

export type VerifyEmailInput = {
  token: string;
};

/** SKIP this visit, MOVE it (to a proposed date and slot), or END_PLAN: end the series from this visit on. */
export type VisitChangeKind =
  | 'END_PLAN'
  | 'MOVE'
  | 'SKIP';

export type VisitChangeStatus =
  | 'APPROVED'
  | 'DECLINED'
  | 'PENDING';

export type VisitIdInput = {
  id: string | number;
};

export type VisitPhotoKind =
  | 'AFTER'
  | 'BEFORE'
  | 'ISSUE';

export type VisitStatus =
  | 'CANCELED'
  | 'COMPLETED'
  | 'IN_PROGRESS'
  | 'SCHEDULED'
  | 'SKIPPED';

export type WriteOffBalanceInput = {
  /** Default: the whole balance. */
  amountCents?: number | null | undefined;
  invoiceId: string | number;
  reason: string;
};

export type AccountSettingsPage_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AccountSettingsPage_QueryQuery = { viewer: (
    { id: string, role: Role, firstName: string, lastName: string, displayName: string | null, phone: string | null, email: string, client: { id: string, address: string | null } | null }
    & { ' $fragmentRefs'?: { 'TwoFactorSection_ViewerFragment': TwoFactorSection_ViewerFragment } }
  ) | null, publicSite: { email: string | null } };

export type CalendarFeed_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeed_QueryQuery = { myCalendarFeed: { url: string, webcalUrl: string } };

export type CalendarFeed_ResetMutationVariables = Exact<{ [key: string]: never; }>;


export type CalendarFeed_ResetMutation = { resetCalendarFeed: { url: string, webcalUrl: string } };

export type NotificationPreferences_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationPreferences_QueryQuery = { notificationPreferences: Array<{ category: NotificationCategory, label: string, emailEnabled: boolean, essential: boolean }> };

export type NotificationPreferences_UpdateMutationVariables = Exact<{
  input: UpdateNotificationPreferenceInput;
}>;


export type NotificationPreferences_UpdateMutation = { updateNotificationPreference: { preferences: Array<{ category: NotificationCategory, label: string, emailEnabled: boolean, essential: boolean }> } };

export type RequestHelperPage_QueryQueryVariables = Exact<{
  withRequest: boolean;
}>;


export type RequestHelperPage_QueryQuery = { viewer: { id: string, role: Role, phone: string | null } | null, myRoleRequest?: (
    { id: string, status: RoleRequestStatus }
    & { ' $fragmentRefs'?: { 'RoleRequestStatus_RequestFragment': RoleRequestStatus_RequestFragment } }
  ) | null };

export type RoleRequestStatus_RequestFragment = { status: RoleRequestStatus, createdAt: string, decidedAt: string | null, decisionReason: string | null } & { ' $fragmentName'?: 'RoleRequestStatus_RequestFragment' };

export type TextPreferences_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type TextPreferences_QueryQuery = { myTextPreferences: { phone: string | null, categories: Array<NotificationCategory>, consentAt: string | null, consentMethod: string | null, optedOut: boolean, available: boolean } };

export type TextPreferences_UpdateMutationVariables = Exact<{
  input: UpdateMyTextPreferencesInput;
}>;


export type TextPreferences_UpdateMutation = { updateMyTextPreferences: { textPreferences: { phone: string | null, categories: Array<NotificationCategory>, consentAt: string | null, consentMethod: string | null, optedOut: boolean, available: boolean } } };

export type TwoFactorSection_ViewerFragment = { id: string, role: Role, twoFactorEnabled: boolean | null, recoveryCodesLeft: number | null } & { ' $fragmentName'?: 'TwoFactorSection_ViewerFragment' };

export type AccountSettingsPage_UpdateMyProfileMutationVariables = Exact<{
  input: UpdateMyProfileInput;
}>;


export type AccountSettingsPage_UpdateMyProfileMutation = { updateMyProfile: { user: { id: string, firstName: string, lastName: string, displayName: string | null, phone: string | null, name: string, client: { id: string, phone: string | null, address: string | null } | null } } };

export type AccountSettingsPage_ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type AccountSettingsPage_ChangePasswordMutation = { changePassword: { changed: boolean } };

export type RequestHelperPage_RequestHelperAccessMutationVariables = Exact<{
  input: RequestHelperAccessInput;
}>;


export type RequestHelperPage_RequestHelperAccessMutation = { requestHelperAccess: { roleRequest: (
      { id: string }
      & { ' $fragmentRefs'?: { 'RoleRequestStatus_RequestFragment': RoleRequestStatus_RequestFragment } }
    ) } };

export type TwoFactorSection_BeginMutationVariables = Exact<{
  input: PasswordConfirmationInput;
}>;


export type TwoFactorSection_BeginMutation = { beginTwoFactorSetup: { secret: string, qrCodeDataUrl: string } };

export type TwoFactorSection_ConfirmMutationVariables = Exact<{
  input: TwoFactorCodeInput;
}>;


export type TwoFactorSection_ConfirmMutation = { confirmTwoFactorSetup: { recoveryCodes: Array<string>, user: { id: string, twoFactorEnabled: boolean | null, recoveryCodesLeft: number | null } } };

export type TwoFactorSection_DisableMutationVariables = Exact<{
  input: PasswordConfirmationInput;
}>;


export type TwoFactorSection_DisableMutation = { disableTwoFactor: { user: { id: string, twoFactorEnabled: boolean | null, recoveryCodesLeft: number | null } } };

export type TwoFactorSection_RegenerateRecoveryCodesMutationVariables = Exact<{
  input: PasswordConfirmationInput;
}>;


export type TwoFactorSection_RegenerateRecoveryCodesMutation = { regenerateRecoveryCodes: { recoveryCodes: Array<string>, user: { id: string, recoveryCodesLeft: number | null } } };

export type TwoFactorSection_RequirementQueryVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorSection_RequirementQuery = { businessSettings: { id: string, requireAdminTwoFactor: boolean } };

export type TwoFactorSection_SetRequirementMutationVariables = Exact<{
  input: SetAdminTwoFactorRequirementInput;
}>;


export type TwoFactorSection_SetRequirementMutation = { setAdminTwoFactorRequirement: { settings: { id: string, requireAdminTwoFactor: boolean } } };

export type ActivityEventItem_EventFragment = { id: string, occurredAt: string, action: AuditAction, summary: string, ip: string | null, actor: { kind: AuditActorKind, name: string }, object: { id: string, type: string, title: string, label: string | null }, changes: Array<{ field: string, label: string, fromText: string | null, toText: string | null, redacted: boolean }> } & { ' $fragmentName'?: 'ActivityEventItem_EventFragment' };

export type ActivityPage_QueryQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  actor?: string | number | null | undefined;
  object?: string | number | null | undefined;
  objectType?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ActivityPage_QueryQuery = { auditEvents: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: (
        { id: string, object: { id: string, title: string, label: string | null } }
        & { ' $fragmentRefs'?: { 'ActivityEventItem_EventFragment': ActivityEventItem_EventFragment } }
      ) }> }, auditActors: Array<{ id: string | null, kind: AuditActorKind, name: string }>, auditObjectTypes: Array<{ name: string, title: string }> };

export type CalendarEvent_VisitFragment = { id: string, date: string, timeSlot: TimeSlot, startTime: string | null, service: ServiceType, clientName: string, status: VisitStatus, statusReason: string | null, onHold: boolean, helperCount: number, helpers: Array<{ id: string, name: string, user: { id: string, name: string } | null }> } & { ' $fragmentName'?: 'CalendarEvent_VisitFragment' };

export type CalendarPage_QueryQueryVariables = Exact<{
  from: string;
  to: string;
  first: number;
  after?: string | null | undefined;
}>;


export type CalendarPage_QueryQuery = { visits: { edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'CalendarEvent_VisitFragment': CalendarEvent_VisitFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, closuresBetween: Array<{ id: string, startDate: string, endDate: string, reason: string }> };

export type VisitDetailsDialog_QueryQueryVariables = Exact<{
  id: string | number;
}>;


export type VisitDetailsDialog_QueryQuery = { node:
    | { __typename: 'ApiToken', id: string }
    | { __typename: 'BookingLead', id: string }
    | { __typename: 'BusinessSettings', id: string }
    | { __typename: 'Client', id: string }
    | { __typename: 'Closure', id: string }
    | { __typename: 'Conversation', id: string }
    | { __typename: 'Coupon', id: string }
    | { __typename: 'GalleryPhoto', id: string }
    | { __typename: 'Helper', id: string }
    | { __typename: 'Invoice', id: string }
    | { __typename: 'InvoiceItem', id: string }
    | { __typename: 'Message', id: string }
    | { __typename: 'Notification', id: string }
    | { __typename: 'OutboxEmail', id: string }
    | { __typename: 'PayPeriod', id: string }
    | { __typename: 'PublicService', id: string }
    | { __typename: 'RoleRequest', id: string }
    | { __typename: 'ServiceAreaZip', id: string }
    | { __typename: 'ServiceRequest', id: string }
    | { __typename: 'Testimonial', id: string }
    | { __typename: 'TimeEntry', id: string }
    | { __typename: 'TimeOffRequest', id: string }
    | { __typename: 'User', id: string }
    | (
      { __typename: 'Visit', date: string, timeSlot: TimeSlot, startTime: string | null, status: VisitStatus, statusReason: string | null, onHold: boolean, service: ServiceType, address: string, priceCents: number, id: string, completedBy: { id: string, name: string } | null, request: { id: string, service: ServiceType, address: string, notes: string | null, phoneNumber: string, recurring: Recurrence, customDays: { sunday: boolean, monday: boolean, tuesday: boolean, wednesday: boolean, thursday: boolean, friday: boolean, saturday: boolean } | null, client: { id: string, displayName: string, phone: string | null } } }
      & { ' $fragmentRefs'?: { 'AssignedHelpers_VisitFragment': AssignedHelpers_VisitFragment;'VisitHistory_VisitFragment': VisitHistory_VisitFragment;'VisitJobReport_VisitFragment': VisitJobReport_VisitFragment } }
    )
    | { __typename: 'VisitChangeRequest', id: string }
    | { __typename: 'VisitPhoto', id: string }
   | null };

export type VisitHistory_VisitFragment = { history: Array<{ id: string, occurredAt: string, summary: string, actor: { name: string }, changes: Array<{ field: string, label: string, fromText: string | null, toText: string | null, redacted: boolean }> }> } & { ' $fragmentName'?: 'VisitHistory_VisitFragment' };

export type VisitJobReport_VisitFragment = { id: string, completionReason: string | null, checklist: Array<{ id: string, room: string, label: string, required: boolean, state: ChecklistState, note: string | null }>, jobNotes: Array<{ id: string, text: string, authorName: string, createdAt: string }> } & { ' $fragmentName'?: 'VisitJobReport_VisitFragment' };

export type CalendarHelperColumns_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CalendarHelperColumns_QueryQuery = { helpers: { edges: Array<{ node: { id: string, name: string, databaseId: string, user: { id: string, name: string } | null } }> } };

export type CalendarHelperUnavailable_QueryQueryVariables = Exact<{
  helperId: string | number;
}>;


export type CalendarHelperUnavailable_QueryQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string, availability: Array<{ weekday: number, ranges: Array<{ from: string, to: string }> }> | null }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null, timeOffRequests: { edges: Array<{ node: { id: string, startDate: string, endDate: string, helper: { id: string } } }> } };

export type AdminDashboardPage_QueryQueryVariables = Exact<{
  pageSize: number;
}>;


export type AdminDashboardPage_QueryQuery = (
  { adminDashboard: { ' $fragmentRefs'?: { 'DashboardKpis_DashboardFragment': DashboardKpis_DashboardFragment } }, pending: { ' $fragmentRefs'?: { 'AdminRequestList_ConnectionFragment': AdminRequestList_ConnectionFragment } }, approved: { ' $fragmentRefs'?: { 'AdminRequestList_ConnectionFragment': AdminRequestList_ConnectionFragment } }, scheduled: { totalCount: number } }
  & { ' $fragmentRefs'?: { 'UnassignedVisitsCard_QueryFragment': UnassignedVisitsCard_QueryFragment;'DashboardAttention_QueryFragment': DashboardAttention_QueryFragment } }
);

export type AdminRequestItem_RequestFragment = { id: string, service: ServiceType, status: ServiceRequestStatus, date: string, time: TimeSlot, address: string, phoneNumber: string, notes: string | null, recurring: Recurrence, adminFeedback: string | null, awaitingEmailConfirmation: boolean, customDays: { sunday: boolean, monday: boolean, tuesday: boolean, wednesday: boolean, thursday: boolean, friday: boolean, saturday: boolean } | null, quote: { ' $fragmentRefs'?: { 'QuoteLines_QuoteFragment': QuoteLines_QuoteFragment } } | null, client: { id: string, displayName: string } } & { ' $fragmentName'?: 'AdminRequestItem_RequestFragment' };

export type AdminRequestList_ConnectionFragment = { totalCount: number, edges: Array<{ node: (
      { id: string }
      & { ' $fragmentRefs'?: { 'AdminRequestItem_RequestFragment': AdminRequestItem_RequestFragment } }
    ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } & { ' $fragmentName'?: 'AdminRequestList_ConnectionFragment' };

export type AdminRequestList_MoreQueryQueryVariables = Exact<{
  status: ServiceRequestStatus;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminRequestList_MoreQueryQuery = { serviceRequests: { ' $fragmentRefs'?: { 'AdminRequestList_ConnectionFragment': AdminRequestList_ConnectionFragment } } };

export type ApproveDialog_QueryQueryVariables = Exact<{
  id: string | number;
}>;


export type ApproveDialog_QueryQuery = { approvalPreview: { priceCents: number, durationMinutes: number, slotVisitCount: number }, node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string, quote: (
        { bedrooms: number, bathrooms: number }
        & { ' $fragmentRefs'?: { 'QuoteLines_QuoteFragment': QuoteLines_QuoteFragment } }
      ) | null }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null, helpers: { edges: Array<{ node: { id: string, name: string, databaseId: string, user: { id: string, name: string } | null } }> } };

export type ChangeRequestsCard_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ChangeRequestsCard_QueryQuery = { visitChangeRequests: { totalCount: number, edges: Array<{ node: { id: string, kind: VisitChangeKind, note: string | null, clientName: string, visitDate: string, proposedDate: string | null, proposedTimeSlot: TimeSlot | null } }> } };

export type DecideVisitChange_MutationMutationVariables = Exact<{
  input: DecideVisitChangeInput;
}>;


export type DecideVisitChange_MutationMutation = { decideVisitChange: { changeRequest: { id: string, status: VisitChangeStatus, decisionReason: string | null } } };

export type DashboardAttention_QueryFragment = { businessSettings: { id: string, phone: string | null, email: string | null }, roleRequests: { totalCount: number, edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'RoleRequestItem_RequestFragment': RoleRequestItem_RequestFragment } }
      ) }> } } & { ' $fragmentName'?: 'DashboardAttention_QueryFragment' };

export type DashboardKpis_DashboardFragment = { month: string, monthlyRevenueCents: number, previousMonthRevenueCents: number, revenueTrendPercent: number | null, pendingApprovals: number, approvedJobs: number, totalRequests: number, revenueBreakdown: Array<{ service: ServiceType, visitCount: number, unitPriceCents: number, totalCents: number }> } & { ' $fragmentName'?: 'DashboardKpis_DashboardFragment' };

export type EarnedTrendLine_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type EarnedTrendLine_QueryQuery = { adminDashboard: { month: string, earnedTrend: Array<{ month: string, earnedCents: number }> } };

export type PastVisitsCard_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type PastVisitsCard_QueryQuery = { pastVisitsToConfirm: { totalCount: number, visits: Array<{ id: string, date: string, timeSlot: TimeSlot, startTime: string | null, status: VisitStatus, service: ServiceType, clientName: string, request: { id: string, recurring: Recurrence } }> } };

export type TimeOffCount_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type TimeOffCount_QueryQuery = { timeOffRequests: { totalCount: number } };

export type UnassignedVisitsCard_QueryFragment = { unassignedVisits: Array<{ id: string, onHold: boolean, date: string, timeSlot: TimeSlot, startTime: string | null, status: VisitStatus, service: ServiceType, clientName: string, request: { id: string, recurring: Recurrence } }> } & { ' $fragmentName'?: 'UnassignedVisitsCard_QueryFragment' };

export type UseApproveServiceRequest_MutationMutationVariables = Exact<{
  input: ApproveServiceRequestInput;
}>;


export type UseApproveServiceRequest_MutationMutation = { approveServiceRequest: { serviceRequest: { id: string, status: ServiceRequestStatus, adminFeedback: string | null } } };

export type UseDeclineServiceRequest_MutationMutationVariables = Exact<{
  input: DeclineServiceRequestInput;
}>;


export type UseDeclineServiceRequest_MutationMutation = { declineServiceRequest: { serviceRequest: { id: string, status: ServiceRequestStatus, adminFeedback: string | null } } };

export type PayrollPage_QueryQueryVariables = Exact<{
  periodStart?: string | null | undefined;
}>;


export type PayrollPage_QueryQuery = { payroll: { periodStart: string, periodEnd: string, totalPayoutCents: number, rows: Array<(
      { helper: { id: string } }
      & { ' $fragmentRefs'?: { 'PayrollRow_SummaryFragment': PayrollRow_SummaryFragment;'PayrollReviewDialog_SummaryFragment': PayrollReviewDialog_SummaryFragment } }
    )> } };

export type PayrollReviewDialog_SummaryFragment = (
  { periodStart: string, periodEnd: string, approvedAt: string | null, bonusNote: string | null, approved: boolean, workedMinutes: number, openEntries: number, bonusCents: number, helper: { id: string, name: string, databaseId: string, user: { id: string, name: string } | null }, entries: Array<{ id: string, clockInAt: string, clockOutAt: string | null, minutes: number | null, adjustmentNote: string | null, clockInLatitude: number | null, clockInLongitude: number | null }> }
  & { ' $fragmentRefs'?: { 'PayoutBreakdown_PeriodFragment': PayoutBreakdown_PeriodFragment } }
) & { ' $fragmentName'?: 'PayrollReviewDialog_SummaryFragment' };

export type PayrollRow_SummaryFragment = { periodStart: string, periodEnd: string, approvedMinutes: number | null, hourlyRateCents: number, bonusNote: string | null, payoutCents: number, tipsCents: number, approved: boolean, workedMinutes: number, openEntries: number, bonusCents: number, helper: { id: string, name: string, databaseId: string, active: boolean, notes: string | null, user: { id: string, name: string } | null } } & { ' $fragmentName'?: 'PayrollRow_SummaryFragment' };

export type UsePayrollMutations_EntryFragment = { id: string, clockInAt: string, clockOutAt: string | null, minutes: number | null, adjustmentNote: string | null } & { ' $fragmentName'?: 'UsePayrollMutations_EntryFragment' };

export type UseAdjustTimeEntry_MutationMutationVariables = Exact<{
  input: AdjustTimeEntryInput;
}>;


export type UseAdjustTimeEntry_MutationMutation = { adjustTimeEntry: { entry: { ' $fragmentRefs'?: { 'UsePayrollMutations_EntryFragment': UsePayrollMutations_EntryFragment } } } };

export type UseAddTimeEntry_MutationMutationVariables = Exact<{
  input: AddTimeEntryInput;
}>;


export type UseAddTimeEntry_MutationMutation = { addTimeEntry: { entry: { ' $fragmentRefs'?: { 'UsePayrollMutations_EntryFragment': UsePayrollMutations_EntryFragment } } } };

export type UseSetPayPeriodBonus_MutationMutationVariables = Exact<{
  input: SetPayPeriodBonusInput;
}>;


export type UseSetPayPeriodBonus_MutationMutation = { setPayPeriodBonus: { period: { periodStart: string, bonusCents: number, bonusNote: string | null, payoutCents: number } } };

export type UseApprovePayPeriod_MutationMutationVariables = Exact<{
  input: PayPeriodInput;
}>;


export type UseApprovePayPeriod_MutationMutation = { approvePayPeriod: { period: { periodStart: string, approved: boolean, approvedMinutes: number | null, payoutCents: number } } };

export type ClientsReport_ReportFragment = { activeSeries: number, pausedSeries: number, endedSeries: number, clientsAtStart: number, newClients: number, lostClients: number, churnRatePercent: number | null, months: Array<{ month: string, newClients: number, lostClients: number, churnRatePercent: number | null, skips: number, cancellations: number }> } & { ' $fragmentName'?: 'ClientsReport_ReportFragment' };

export type MoneyOwedReport_ReportFragment = { asOf: string, totalOwedCents: number, creditHeldCents: number, buckets: Array<{ bucket: AgingBucketKey, label: string, invoiceCount: number, balanceCents: number, invoices: Array<{ id: string, invoiceNumber: string, dueDate: string, balanceCents: number, client: { id: string, displayName: string } }> }> } & { ' $fragmentName'?: 'MoneyOwedReport_ReportFragment' };

export type PayrollReport_ReportFragment = { totalMinutes: number, totalPayCents: number, totalTipsCents: number, unassignedTipsCents: number, earnedCents: number, payrollPercentOfEarned: number | null, rows: Array<{ helperId: string, helperName: string, periodStart: string, periodEnd: string, minutes: number, payCents: number, tipsCents: number, approved: boolean }> } & { ' $fragmentName'?: 'PayrollReport_ReportFragment' };

export type ReportsPage_QueryQueryVariables = Exact<{
  period: ReportPeriodInput;
}>;


export type ReportsPage_QueryQuery = { reports: { period: { preset: ReportPreset, from: string, to: string, today: string }, revenue: { ' $fragmentRefs'?: { 'RevenueReport_ReportFragment': RevenueReport_ReportFragment } }, moneyOwed: { ' $fragmentRefs'?: { 'MoneyOwedReport_ReportFragment': MoneyOwedReport_ReportFragment } }, payroll: { ' $fragmentRefs'?: { 'PayrollReport_ReportFragment': PayrollReport_ReportFragment } }, clients: { ' $fragmentRefs'?: { 'ClientsReport_ReportFragment': ClientsReport_ReportFragment } } } };

export type RevenueReport_ReportFragment = { othersEarnedCents: number, othersClientCount: number, earnedCents: number, collectedCents: number, months: Array<{ month: string, earnedCents: number, collectedCents: number, refundedCents: number, visitCount: number }>, byService: Array<{ service: ServiceType, visitCount: number, earnedCents: number }>, topClients: Array<{ clientId: string, clientName: string, visitCount: number, earnedCents: number }> } & { ' $fragmentName'?: 'RevenueReport_ReportFragment' };

export type ApiTokenRow_TokenFragment = { id: string, name: string, prefix: string, readOnly: boolean, createdAt: string, lastUsedAt: string | null, revokedAt: string | null } & { ' $fragmentName'?: 'ApiTokenRow_TokenFragment' };

export type BusinessProfileForm_SettingsFragment = { businessName: string, phone: string | null, email: string | null, address: string | null, paymentInstructions: string | null, payPeriodDays: number } & { ' $fragmentName'?: 'BusinessProfileForm_SettingsFragment' };

export type ChecklistSettingsSection_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ChecklistSettingsSection_QueryQuery = { checklistTemplates: Array<{ service: ServiceType, rooms: Array<{ room: string, tasks: Array<{ id: string, label: string, required: boolean }> }> }> };

export type ChecklistSettingsSection_SaveMutationVariables = Exact<{
  input: UpdateChecklistTemplateInput;
}>;


export type ChecklistSettingsSection_SaveMutation = { updateChecklistTemplate: { template: { service: ServiceType, rooms: Array<{ room: string, tasks: Array<{ id: string, label: string, required: boolean }> }> } } };

export type CollectionsSettingsSection_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CollectionsSettingsSection_QueryQuery = { businessSettings: { id: string, holdWhenUnpaid: boolean, holdOverdueDays: number, reminderFirstDays: number, reminderEveryDays: number, reminderMaxCount: number } };

export type CollectionsSettingsSection_UpdateMutationVariables = Exact<{
  input: UpdateBusinessSettingsInput;
}>;


export type CollectionsSettingsSection_UpdateMutation = { updateBusinessSettings: { settings: { id: string, holdWhenUnpaid: boolean, holdOverdueDays: number, reminderFirstDays: number, reminderEveryDays: number, reminderMaxCount: number } } };

export type GalleryEditor_PhotoFragment = { id: string, url: string, caption: string, position: number, sizeBytes: number } & { ' $fragmentName'?: 'GalleryEditor_PhotoFragment' };

export type OnlineBookingSection_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type OnlineBookingSection_QueryQuery = { bookingSettings: { windowWeeks: number, visitsPerSlot: number, acceptAtOnce: boolean }, serviceAreaZips: Array<{ id: string, zip: string, place: string | null, tripChargeCents: number }>, coupons: Array<{ id: string, code: string, kind: CouponKind, amount: number, appliesTo: CouponAppliesTo, newClientsOnly: boolean, validFrom: string | null, validThrough: string | null, usageLimit: number | null, usedCount: number, active: boolean }>, bookingLeads: Array<{ id: string, email: string, step: LeadStep, zip: string | null, outsideArea: boolean, summary: string | null, totalCents: number | null, remindedAt: string | null, bookedAt: string | null, createdAt: string }> };

export type OnlineBookingSection_UpdateSettingsMutationVariables = Exact<{
  input: UpdateBookingSettingsInput;
}>;


export type OnlineBookingSection_UpdateSettingsMutation = { updateBookingSettings: { settings: { windowWeeks: number, visitsPerSlot: number, acceptAtOnce: boolean } } };

export type OnlineBookingSection_SaveZipMutationVariables = Exact<{
  input: SaveServiceAreaZipInput;
}>;


export type OnlineBookingSection_SaveZipMutation = { saveServiceAreaZip: { serviceAreaZip: { id: string } } };

export type OnlineBookingSection_DeleteZipMutationVariables = Exact<{
  input: DeleteServiceAreaZipInput;
}>;


export type OnlineBookingSection_DeleteZipMutation = { deleteServiceAreaZip: { deletedServiceAreaZipId: string } };

export type OnlineBookingSection_SaveCouponMutationVariables = Exact<{
  input: SaveCouponInput;
}>;


export type OnlineBookingSection_SaveCouponMutation = { saveCoupon: { coupon: { id: string } } };

export type OnlineBookingSection_DeactivateCouponMutationVariables = Exact<{
  input: DeactivateCouponInput;
}>;


export type OnlineBookingSection_DeactivateCouponMutation = { deactivateCoupon: { coupon: { id: string, active: boolean } } };

export type OnlineBookingSection_RemindLeadMutationVariables = Exact<{
  input: SendLeadReminderInput;
}>;


export type OnlineBookingSection_RemindLeadMutation = { sendLeadReminder: { lead: { id: string, remindedAt: string | null } } };

export type PriceListEditor_PriceListFragment = { minimumCents: number, services: Array<{ service: ServiceType, basePriceCents: number, bedroomsIncluded: number, bathroomsIncluded: number, perBedroomCents: number, perBathroomCents: number, baseMinutes: number, perBedroomMinutes: number, perBathroomMinutes: number, taxRateBasisPoints: number }>, extras: Array<{ key: string, label: string, priceCents: number, durationMinutes: number, firstVisitOnly: boolean, services: Array<ServiceType> }>, frequencyDiscounts: Array<{ frequency: Recurrence, basisPoints: number, notOnFirstVisit: boolean }> } & { ' $fragmentName'?: 'PriceListEditor_PriceListFragment' };

export type PriceListEditor_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type PriceListEditor_QueryQuery = { priceList: { minimumCents: number, services: Array<{ service: ServiceType, basePriceCents: number, bedroomsIncluded: number, bathroomsIncluded: number, perBedroomCents: number, perBathroomCents: number, baseMinutes: number, perBedroomMinutes: number, perBathroomMinutes: number, taxRateBasisPoints: number }>, extras: Array<{ key: string, label: string, priceCents: number, durationMinutes: number, firstVisitOnly: boolean, services: Array<ServiceType> }>, frequencyDiscounts: Array<{ frequency: Recurrence, basisPoints: number, notOnFirstVisit: boolean }> } };

export type PriceListEditor_UpdatePriceListMutationVariables = Exact<{
  input: UpdatePriceListInput;
}>;


export type PriceListEditor_UpdatePriceListMutation = { updatePriceList: { priceList: { minimumCents: number, services: Array<{ service: ServiceType, basePriceCents: number, bedroomsIncluded: number, bathroomsIncluded: number, perBedroomCents: number, perBathroomCents: number, baseMinutes: number, perBedroomMinutes: number, perBathroomMinutes: number, taxRateBasisPoints: number }>, extras: Array<{ key: string, label: string, priceCents: number, durationMinutes: number, firstVisitOnly: boolean, services: Array<ServiceType> }>, frequencyDiscounts: Array<{ frequency: Recurrence, basisPoints: number, notOnFirstVisit: boolean }> } } };

export type PricesForm_SettingsFragment = { defaultTaxRateBasisPoints: number | null, servicePrices: Array<{ service: ServiceType, priceCents: number }> } & { ' $fragmentName'?: 'PricesForm_SettingsFragment' };

export type ScheduleSettingsSection_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type ScheduleSettingsSection_QueryQuery = { businessSettings: { id: string, changeCutoffHours: number, autoApproveSkips: boolean, timeOffAssignedVisits: TimeOffVisitAction }, closures: Array<{ id: string, startDate: string, endDate: string, reason: string }> };

export type ScheduleSettingsSection_PreviewQueryVariables = Exact<{
  startDate: string;
  endDate: string;
}>;


export type ScheduleSettingsSection_PreviewQuery = { closurePreview: Array<{ proposedDate: string, visit: { id: string, date: string, timeSlot: TimeSlot, clientName: string } }> };

export type ScheduleSettingsSection_UpdateRulesMutationVariables = Exact<{
  input: UpdateBusinessSettingsInput;
}>;


export type ScheduleSettingsSection_UpdateRulesMutation = { updateBusinessSettings: { settings: { id: string, changeCutoffHours: number, autoApproveSkips: boolean, timeOffAssignedVisits: TimeOffVisitAction } } };

export type ScheduleSettingsSection_CreateClosureMutationVariables = Exact<{
  input: CreateClosureInput;
}>;


export type ScheduleSettingsSection_CreateClosureMutation = { createClosure: { affectedVisits: number, visitsNeedingHelpers: number, closure: { id: string } } };

export type ScheduleSettingsSection_DeleteClosureMutationVariables = Exact<{
  input: DeleteClosureInput;
}>;


export type ScheduleSettingsSection_DeleteClosureMutation = { deleteClosure: { deletedClosureId: string } };

export type ServicesEditor_ServiceFragment = { id: string, title: string, description: string, features: Array<string>, color: string, popular: boolean, position: number } & { ' $fragmentName'?: 'ServicesEditor_ServiceFragment' };

export type SettingsPage_QueryQueryVariables = Exact<{
  pendingFirst: number;
}>;


export type SettingsPage_QueryQuery = { businessSettings: (
    { id: string }
    & { ' $fragmentRefs'?: { 'BusinessProfileForm_SettingsFragment': BusinessProfileForm_SettingsFragment;'PricesForm_SettingsFragment': PricesForm_SettingsFragment } }
  ), publicSite: { services: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ServicesEditor_ServiceFragment': ServicesEditor_ServiceFragment;'ServiceCard_ServiceFragment': ServiceCard_ServiceFragment } }
    )>, testimonials: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'TestimonialsEditor_TestimonialFragment': TestimonialsEditor_TestimonialFragment;'TestimonialCard_TestimonialFragment': TestimonialCard_TestimonialFragment } }
    )>, galleryPhotos: Array<(
      { id: string, url: string, caption: string }
      & { ' $fragmentRefs'?: { 'GalleryEditor_PhotoFragment': GalleryEditor_PhotoFragment;'GalleryItem_PhotoFragment': GalleryItem_PhotoFragment } }
    )> }, roleRequests: { totalCount: number, edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'RoleRequestItem_RequestFragment': RoleRequestItem_RequestFragment } }
      ) }> }, apiTokens: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'ApiTokenRow_TokenFragment': ApiTokenRow_TokenFragment } }
  )> };

export type TestimonialsEditor_TestimonialFragment = { id: string, name: string, text: string, rating: number, yearsOfService: number, position: number } & { ' $fragmentName'?: 'TestimonialsEditor_TestimonialFragment' };

export type TextLeadsSubsection_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type TextLeadsSubsection_QueryQuery = { textLeads: Array<{ id: string, phone: string, name: string | null, note: string | null, count: number, lastAt: string | null, createdAt: string }> };

export type TextSettingsSection_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type TextSettingsSection_QueryQuery = { textMessaging: { enabled: boolean, message: string, incomingUrl: string }, businessSettings: { id: string, textQuietStartHour: number, textQuietEndHour: number, textDailyLimit: number } };

export type TextSettingsSection_UpdateMutationVariables = Exact<{
  input: UpdateBusinessSettingsInput;
}>;


export type TextSettingsSection_UpdateMutation = { updateBusinessSettings: { settings: { id: string, textQuietStartHour: number, textQuietEndHour: number, textDailyLimit: number } } };

export type ApiTokensSection_CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type ApiTokensSection_CreateApiTokenMutation = { createApiToken: { token: string, apiToken: (
      { id: string }
      & { ' $fragmentRefs'?: { 'ApiTokenRow_TokenFragment': ApiTokenRow_TokenFragment } }
    ) } };

export type ApiTokensSection_RevokeApiTokenMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type ApiTokensSection_RevokeApiTokenMutation = { revokeApiToken: { apiToken: { id: string, revokedAt: string | null } } };

export type ServicesEditor_SavePublicServiceMutationVariables = Exact<{
  input: SavePublicServiceInput;
}>;


export type ServicesEditor_SavePublicServiceMutation = { savePublicService: { service: (
      { id: string }
      & { ' $fragmentRefs'?: { 'ServicesEditor_ServiceFragment': ServicesEditor_ServiceFragment;'ServiceCard_ServiceFragment': ServiceCard_ServiceFragment } }
    ) } };

export type ServicesEditor_DeletePublicServiceMutationVariables = Exact<{
  input: DeletePublicContentInput;
}>;


export type ServicesEditor_DeletePublicServiceMutation = { deletePublicService: { deletedId: string } };

export type TestimonialsEditor_SaveTestimonialMutationVariables = Exact<{
  input: SaveTestimonialInput;
}>;


export type TestimonialsEditor_SaveTestimonialMutation = { saveTestimonial: { testimonial: (
      { id: string }
      & { ' $fragmentRefs'?: { 'TestimonialsEditor_TestimonialFragment': TestimonialsEditor_TestimonialFragment;'TestimonialCard_TestimonialFragment': TestimonialCard_TestimonialFragment } }
    ) } };

export type TestimonialsEditor_DeleteTestimonialMutationVariables = Exact<{
  input: DeletePublicContentInput;
}>;


export type TestimonialsEditor_DeleteTestimonialMutation = { deleteTestimonial: { deletedId: string } };

export type GalleryEditor_UpdateGalleryPhotoMutationVariables = Exact<{
  input: UpdateGalleryPhotoInput;
}>;


export type GalleryEditor_UpdateGalleryPhotoMutation = { updateGalleryPhoto: { photo: (
      { id: string }
      & { ' $fragmentRefs'?: { 'GalleryEditor_PhotoFragment': GalleryEditor_PhotoFragment } }
    ) } };

export type GalleryEditor_DeleteGalleryPhotoMutationVariables = Exact<{
  input: DeletePublicContentInput;
}>;


export type GalleryEditor_DeleteGalleryPhotoMutation = { deleteGalleryPhoto: { deletedId: string } };

export type SettingsPage_UpdateBusinessSettingsMutationVariables = Exact<{
  input: UpdateBusinessSettingsInput;
}>;


export type SettingsPage_UpdateBusinessSettingsMutation = { updateBusinessSettings: { settings: (
      { id: string, businessName: string, phone: string | null, email: string | null, address: string | null }
      & { ' $fragmentRefs'?: { 'BusinessProfileForm_SettingsFragment': BusinessProfileForm_SettingsFragment;'PricesForm_SettingsFragment': PricesForm_SettingsFragment } }
    ) } };

export type FirstRunSetup_CompleteStepMutationVariables = Exact<{
  input: CompleteSetupStepInput;
}>;


export type FirstRunSetup_CompleteStepMutation = { completeSetupStep: { setupStatus: { needed: boolean, steps: Array<{ step: SetupStep, done: boolean }> } } };

export type FirstRunSetup_SaveSettingsMutationVariables = Exact<{
  input: UpdateBusinessSettingsInput;
}>;


export type FirstRunSetup_SaveSettingsMutation = { updateBusinessSettings: { settings: { id: string, businessName: string, phone: string | null, email: string | null, address: string | null, defaultTaxRateBasisPoints: number | null } } };

export type FirstRunSetup_StatusQueryVariables = Exact<{ [key: string]: never; }>;


export type FirstRunSetup_StatusQuery = { setupStatus: { needed: boolean, steps: Array<{ step: SetupStep, done: boolean }> }, businessSettings: { id: string, businessName: string, phone: string | null, email: string | null, address: string | null, defaultTaxRateBasisPoints: number | null }, serviceAreaZips: Array<{ id: string, zip: string }> };

export type ForgotPasswordPage_RequestResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type ForgotPasswordPage_RequestResetMutation = { requestPasswordReset: { message: string } };

export type ProfileSetupPage_ViewerFragment = { id: string, role: Role, firstName: string, lastName: string } & { ' $fragmentName'?: 'ProfileSetupPage_ViewerFragment' };

export type ProfileSetupPage_CompleteProfileMutationVariables = Exact<{
  input: CompleteProfileInput;
}>;


export type ProfileSetupPage_CompleteProfileMutation = { completeProfile: { user: { id: string, needsProfileSetup: boolean, displayName: string | null, phone: string | null } } };

export type ResetPasswordPage_ResetMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordPage_ResetMutation = { resetPassword: { reset: boolean } };

export type SignInPage_SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInPage_SignInMutation = { signIn: { nextStep: SignInStep, user: { id: string } | null } };

export type SignUpPage_SignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type SignUpPage_SignUpMutation = { signUp: { message: string } };

export type TwoFactorCodeStep_VerifyMutationVariables = Exact<{
  input: TwoFactorCodeInput;
}>;


export type TwoFactorCodeStep_VerifyMutation = { verifyTwoFactorSignIn: { usedRecoveryCode: boolean, recoveryCodesLeft: number, user: { id: string } } };

export type TwoFactorSetupStep_BeginMutationVariables = Exact<{ [key: string]: never; }>;


export type TwoFactorSetupStep_BeginMutation = { beginSignInTwoFactorSetup: { secret: string, qrCodeDataUrl: string } };

export type TwoFactorSetupStep_ConfirmMutationVariables = Exact<{
  input: TwoFactorCodeInput;
}>;


export type TwoFactorSetupStep_ConfirmMutation = { confirmSignInTwoFactorSetup: { recoveryCodes: Array<string>, user: { id: string } } };

export type VerifyEmailPage_VerifyMutationVariables = Exact<{
  input: VerifyEmailInput;
}>;


export type VerifyEmailPage_VerifyMutation = { verifyEmail: { verified: boolean } };

export type AvailabilityPage_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type AvailabilityPage_QueryQuery = { myHelper: { id: string, availability: Array<{ weekday: number, ranges: Array<{ from: string, to: string }> }> | null } | null, timeOffRequests: { edges: Array<{ node: { id: string, startDate: string, endDate: string, startTime: string | null, endTime: string | null, reason: string | null, status: TimeOffStatus, decisionNote: string | null } }> } };

export type RequestTimeOff_MutationMutationVariables = Exact<{
  input: RequestTimeOffInput;
}>;


export type RequestTimeOff_MutationMutation = { requestTimeOff: { timeOffRequest: { id: string, status: TimeOffStatus } } };

export type CancelTimeOff_MutationMutationVariables = Exact<{
  input: CancelTimeOffRequestInput;
}>;


export type CancelTimeOff_MutationMutation = { cancelTimeOffRequest: { timeOffRequest: { id: string, status: TimeOffStatus } } };

export type BookingPage_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingPage_QueryQuery = { viewer: { id: string, role: Role, email: string, firstName: string, lastName: string } | null, priceList: { services: Array<{ service: ServiceType }>, extras: Array<{ key: string, label: string, priceCents: number, firstVisitOnly: boolean, services: Array<ServiceType> }> } };

export type BookingPage_QuoteQueryVariables = Exact<{
  input: QuoteInput;
}>;


export type BookingPage_QuoteQuery = { quote: { totalCents: number, lines: Array<{ kind: QuoteLineKind, label: string, amountCents: number }>, recurring: { totalCents: number, lines: Array<{ kind: QuoteLineKind, label: string, amountCents: number }> } | null } };

export type BookingPage_CheckZipQueryVariables = Exact<{
  zip: string;
}>;


export type BookingPage_CheckZipQuery = { checkZip: { zip: string, served: boolean, tripChargeCents: number, message: string } };

export type BookingPage_SlotsQueryVariables = Exact<{
  zip: string;
  from: string;
  through: string;
}>;


export type BookingPage_SlotsQuery = { bookingSlots: Array<{ date: string, time: TimeSlot, remaining: number }> };

export type BookingPage_BookMutationVariables = Exact<{
  input: BookOnlineInput;
}>;


export type BookingPage_BookMutation = { bookOnline: { outcome: BookOnlineOutcome, message: string, accepted: boolean, firstVisitTotalCents: number, totalCents: number } };

export type BookingPage_SaveLeadMutationVariables = Exact<{
  input: SaveBookingLeadInput;
}>;


export type BookingPage_SaveLeadMutation = { saveBookingLead: { saved: boolean } };

export type ClientInvoiceCard_InvoiceFragment = { id: string, paidAt: string | null, balanceCents: number, databaseId: string, invoiceNumber: string, issueDate: string, dueDate: string, totalCents: number, effectiveStatus: InvoiceStatus } & { ' $fragmentName'?: 'ClientInvoiceCard_InvoiceFragment' };

export type ClientInvoicesPage_QueryQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type ClientInvoicesPage_QueryQuery = { viewer: { id: string, role: Role } | null, invoices: { totalCount: number, edges: Array<{ node: (
        { id: string, totalCents: number, effectiveStatus: InvoiceStatus }
        & { ' $fragmentRefs'?: { 'ClientInvoiceCard_InvoiceFragment': ClientInvoiceCard_InvoiceFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ClientAccessDialog_QueryQueryVariables = Exact<{
  id: string | number;
}>;


export type ClientAccessDialog_QueryQuery = { node:
    | { __typename: 'ApiToken', id: string }
    | { __typename: 'BookingLead', id: string }
    | { __typename: 'BusinessSettings', id: string }
    | { __typename: 'Client', id: string, accessNotes: { entry: string | null, entryCode: string | null, alarmCode: string | null, parking: string | null, pets: string | null, notes: string | null } | null, checklistAdditions: Array<{ room: string, tasks: Array<{ id: string, label: string, required: boolean }> }> }
    | { __typename: 'Closure', id: string }
    | { __typename: 'Conversation', id: string }
    | { __typename: 'Coupon', id: string }
    | { __typename: 'GalleryPhoto', id: string }
    | { __typename: 'Helper', id: string }
    | { __typename: 'Invoice', id: string }
    | { __typename: 'InvoiceItem', id: string }
    | { __typename: 'Message', id: string }
    | { __typename: 'Notification', id: string }
    | { __typename: 'OutboxEmail', id: string }
    | { __typename: 'PayPeriod', id: string }
    | { __typename: 'PublicService', id: string }
    | { __typename: 'RoleRequest', id: string }
    | { __typename: 'ServiceAreaZip', id: string }
    | { __typename: 'ServiceRequest', id: string }
    | { __typename: 'Testimonial', id: string }
    | { __typename: 'TimeEntry', id: string }
    | { __typename: 'TimeOffRequest', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'Visit', id: string }
    | { __typename: 'VisitChangeRequest', id: string }
    | { __typename: 'VisitPhoto', id: string }
   | null };

export type ClientAccessDialog_SaveNotesMutationVariables = Exact<{
  input: UpdateClientAccessNotesInput;
}>;


export type ClientAccessDialog_SaveNotesMutation = { updateClientAccessNotes: { client: { id: string } } };

export type ClientAccessDialog_SaveChecklistMutationVariables = Exact<{
  input: UpdateClientChecklistInput;
}>;


export type ClientAccessDialog_SaveChecklistMutation = { updateClientChecklist: { client: { id: string } } };

export type ClientBillingDialog_QueryQueryVariables = Exact<{
  clientId: string | number;
}>;


export type ClientBillingDialog_QueryQuery = { cardPayments: { enabled: boolean }, node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { billingPreference: BillingPreference, chargeAfterVisit: boolean, id: string, savedCard: { brand: string, last4: string } | null, paymentHold: { since: string, reason: string } | null, openInvoices: Array<{ id: string, invoiceNumber: string, dueDate: string, balanceCents: number }> }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type ClientBillingDialog_PreferenceMutationVariables = Exact<{
  input: UpdateClientInput;
}>;


export type ClientBillingDialog_PreferenceMutation = { updateClient: { client: { id: string, billingPreference: BillingPreference } } };

export type ClientBillingDialog_ChargeAfterVisitMutationVariables = Exact<{
  input: SetChargeAfterVisitInput;
}>;


export type ClientBillingDialog_ChargeAfterVisitMutation = { setChargeAfterVisit: { client: { id: string, chargeAfterVisit: boolean } } };

export type ClientBillingDialog_ChargeMutationVariables = Exact<{
  input: ChargeInvoiceInput;
}>;


export type ClientBillingDialog_ChargeMutation = { chargeInvoice: { chargeStatus: CardChargeStatus, invoice: { id: string, status: InvoiceStatus, balanceCents: number } } };

export type ClientBillingDialog_ReleaseMutationVariables = Exact<{
  input: ReleaseHoldInput;
}>;


export type ClientBillingDialog_ReleaseMutation = { releaseHold: { client: { id: string, paymentHold: { since: string, reason: string } | null } } };

export type ClientFormDialog_ClientFragment = { id: string, displayName: string, phone: string | null, email: string | null, address: string | null, notes: string | null, user: { id: string, email: string } | null } & { ' $fragmentName'?: 'ClientFormDialog_ClientFragment' };

export type ClientPreferencesDialog_QueryQueryVariables = Exact<{
  clientId: string | number;
}>;


export type ClientPreferencesDialog_QueryQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { sameHelpers: boolean, id: string, preferredHelpers: Array<{ id: string }>, excludedHelpers: Array<{ note: string | null, helper: { id: string } }> }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null, helpers: { edges: Array<{ node: { id: string, databaseId: string, user: { id: string, name: string } | null } }> } };

export type SetClientHelperPreferences_MutationMutationVariables = Exact<{
  input: SetClientHelperPreferencesInput;
}>;


export type SetClientHelperPreferences_MutationMutation = { setClientHelperPreferences: { client: { id: string, sameHelpers: boolean, preferredHelpers: Array<{ id: string }>, excludedHelpers: Array<{ note: string | null, helper: { id: string } }> } } };

export type ClientRow_ClientFragment = (
  { id: string, displayName: string, phone: string | null, email: string | null, active: boolean, createdAt: string, balanceCents: number, creditCents: number, savedCard: { brand: string, last4: string } | null, user: { id: string, email: string } | null }
  & { ' $fragmentRefs'?: { 'ClientFormDialog_ClientFragment': ClientFormDialog_ClientFragment } }
) & { ' $fragmentName'?: 'ClientRow_ClientFragment' };

export type ClientTextDialog_QueryQueryVariables = Exact<{
  clientId: string | number;
}>;


export type ClientTextDialog_QueryQuery = { clientTextPreferences: { phone: string | null, categories: Array<NotificationCategory>, consentAt: string | null, consentMethod: string | null, optedOut: boolean, available: boolean } };

export type UpdateClientTextPreferences_MutationMutationVariables = Exact<{
  input: UpdateClientTextPreferencesInput;
}>;


export type UpdateClientTextPreferences_MutationMutation = { updateClientTextPreferences: { textPreferences: { phone: string | null, categories: Array<NotificationCategory>, consentAt: string | null, consentMethod: string | null, optedOut: boolean, available: boolean } } };

export type ClientsPage_QueryQueryVariables = Exact<{
  search?: string | null | undefined;
  status: ActiveStatusFilter;
  first: number;
  after?: string | null | undefined;
}>;


export type ClientsPage_QueryQuery = { clients: { totalCount: number, edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'ClientRow_ClientFragment': ClientRow_ClientFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ClientsPage_CreateClientMutationVariables = Exact<{
  input: CreateClientInput;
}>;


export type ClientsPage_CreateClientMutation = { createClient: { client: (
      { id: string }
      & { ' $fragmentRefs'?: { 'ClientRow_ClientFragment': ClientRow_ClientFragment } }
    ) } };

export type ClientFormDialog_UpdateClientMutationVariables = Exact<{
  input: UpdateClientInput;
}>;


export type ClientFormDialog_UpdateClientMutation = { updateClient: { client: (
      { id: string }
      & { ' $fragmentRefs'?: { 'ClientRow_ClientFragment': ClientRow_ClientFragment } }
    ) } };

export type ClientRow_DeactivateClientMutationVariables = Exact<{
  input: DeactivateClientInput;
}>;


export type ClientRow_DeactivateClientMutation = { deactivateClient: { client: { id: string, active: boolean } } };

export type ClientRow_ReactivateClientMutationVariables = Exact<{
  input: ReactivateClientInput;
}>;


export type ClientRow_ReactivateClientMutation = { reactivateClient: { client: { id: string, active: boolean } } };

export type ClientFormDialog_LinkClientAccountMutationVariables = Exact<{
  input: LinkClientAccountInput;
}>;


export type ClientFormDialog_LinkClientAccountMutation = { linkClientAccount: { client: { id: string, email: string | null, user: { id: string, email: string } | null } } };

export type AccessNotesCard_VisitFragment = { id: string, accessNotes: { entry: string | null, hasEntryCode: boolean, hasAlarmCode: boolean, parking: string | null, pets: string | null, notes: string | null } | null } & { ' $fragmentName'?: 'AccessNotesCard_VisitFragment' };

export type AccessNotesCard_RevealMutationVariables = Exact<{
  input: RevealAccessCodeInput;
}>;


export type AccessNotesCard_RevealMutation = { revealAccessCode: { field: AccessCodeField, value: string | null } };

export type ChecklistCard_VisitFragment = { id: string, status: VisitStatus, checklist: Array<{ id: string, room: string, label: string, required: boolean, state: ChecklistState, note: string | null }> } & { ' $fragmentName'?: 'ChecklistCard_VisitFragment' };

export type ChecklistCard_TickMutationVariables = Exact<{
  input: TickChecklistItemInput;
}>;


export type ChecklistCard_TickMutation = { tickChecklistItem: { visit: { id: string, checklist: Array<{ id: string, room: string, label: string, required: boolean, state: ChecklistState, note: string | null }> } } };

export type ClockCard_EntryFragment = { id: string, clockInAt: string, clockInLatitude: number | null, clockInLongitude: number | null } & { ' $fragmentName'?: 'ClockCard_EntryFragment' };

export type JobCard_VisitFragment = { id: string, onHold: boolean, startedAt: string | null, completedAt: string | null, date: string, timeSlot: TimeSlot, startTime: string | null, status: VisitStatus, service: ServiceType, clientName: string, checklist: Array<{ id: string, required: boolean, state: ChecklistState }>, request: { id: string, address: string, notes: string | null, phoneNumber: string } } & { ' $fragmentName'?: 'JobCard_VisitFragment' };

export type JobNotesCard_VisitFragment = { id: string, jobNotes: Array<{ id: string, text: string, authorName: string, createdAt: string }> } & { ' $fragmentName'?: 'JobNotesCard_VisitFragment' };

export type JobNotesCard_AddNoteMutationVariables = Exact<{
  input: AddVisitNoteInput;
}>;


export type JobNotesCard_AddNoteMutation = { addVisitNote: { visit: { id: string, jobNotes: Array<{ id: string, text: string, authorName: string, createdAt: string }> } } };

export type JobPage_QueryQueryVariables = Exact<{
  id: string | number;
}>;


export type JobPage_QueryQuery = { node:
    | { __typename: 'ApiToken', id: string }
    | { __typename: 'BookingLead', id: string }
    | { __typename: 'BusinessSettings', id: string }
    | { __typename: 'Client', id: string }
    | { __typename: 'Closure', id: string }
    | { __typename: 'Conversation', id: string }
    | { __typename: 'Coupon', id: string }
    | { __typename: 'GalleryPhoto', id: string }
    | { __typename: 'Helper', id: string }
    | { __typename: 'Invoice', id: string }
    | { __typename: 'InvoiceItem', id: string }
    | { __typename: 'Message', id: string }
    | { __typename: 'Notification', id: string }
    | { __typename: 'OutboxEmail', id: string }
    | { __typename: 'PayPeriod', id: string }
    | { __typename: 'PublicService', id: string }
    | { __typename: 'RoleRequest', id: string }
    | { __typename: 'ServiceAreaZip', id: string }
    | { __typename: 'ServiceRequest', id: string }
    | { __typename: 'Testimonial', id: string }
    | { __typename: 'TimeEntry', id: string }
    | { __typename: 'TimeOffRequest', id: string }
    | { __typename: 'User', id: string }
    | (
      { __typename: 'Visit', date: string, timeSlot: TimeSlot, startTime: string | null, status: VisitStatus, onHold: boolean, service: ServiceType, clientName: string, clientPhone: string | null, address: string, helperNames: Array<string>, extras: Array<string>, startedAt: string | null, completedAt: string | null, id: string, checklist: Array<{ id: string, required: boolean, state: ChecklistState }> }
      & { ' $fragmentRefs'?: { 'AccessNotesCard_VisitFragment': AccessNotesCard_VisitFragment;'ChecklistCard_VisitFragment': ChecklistCard_VisitFragment;'JobNotesCard_VisitFragment': JobNotesCard_VisitFragment;'OnMyWayCard_VisitFragment': OnMyWayCard_VisitFragment } }
    )
    | { __typename: 'VisitChangeRequest', id: string }
    | { __typename: 'VisitPhoto', id: string }
   | null };

export type MyJobsPage_QueryQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type MyJobsPage_QueryQuery = { myJobs: Array<(
    { id: string, date: string, status: VisitStatus }
    & { ' $fragmentRefs'?: { 'JobCard_VisitFragment': JobCard_VisitFragment } }
  )> };

export type OnMyWayCard_VisitFragment = { id: string, date: string, status: VisitStatus, onMyWayAt: string | null, lateMinutes: number | null } & { ' $fragmentName'?: 'OnMyWayCard_VisitFragment' };

export type OnMyWayCard_AnnounceMutationVariables = Exact<{
  input: AnnounceOnMyWayInput;
}>;


export type OnMyWayCard_AnnounceMutation = { announceOnMyWay: { alreadySent: boolean, message: string, visit: { id: string, onMyWayAt: string | null, lateMinutes: number | null } } };

export type PayPeriodCard_PeriodFragment = (
  { periodStart: string, periodEnd: string, approvedAt: string | null, tipsCents: number, approved: boolean, workedMinutes: number, openEntries: number, bonusCents: number }
  & { ' $fragmentRefs'?: { 'PayoutBreakdown_PeriodFragment': PayoutBreakdown_PeriodFragment } }
) & { ' $fragmentName'?: 'PayPeriodCard_PeriodFragment' };

export type PayoutSummaryCard_PeriodFragment = (
  { periodStart: string, periodEnd: string, approvedMinutes: number | null, hourlyRateCents: number, payoutCents: number, approved: boolean, workedMinutes: number, openEntries: number, bonusCents: number }
  & { ' $fragmentRefs'?: { 'PayoutBreakdown_PeriodFragment': PayoutBreakdown_PeriodFragment } }
) & { ' $fragmentName'?: 'PayoutSummaryCard_PeriodFragment' };

export type PayoutsPage_QueryQueryVariables = Exact<{
  count: number;
}>;


export type PayoutsPage_QueryQuery = { myPayPeriods: Array<(
    { periodStart: string, periodEnd: string, approved: boolean, approvedMinutes: number | null, workedMinutes: number, bonusCents: number, payoutCents: number, openEntries: number }
    & { ' $fragmentRefs'?: { 'PayPeriodCard_PeriodFragment': PayPeriodCard_PeriodFragment } }
  )> };

export type TodayPage_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type TodayPage_QueryQuery = { todaysJobs: Array<(
    { id: string, status: VisitStatus }
    & { ' $fragmentRefs'?: { 'JobCard_VisitFragment': JobCard_VisitFragment } }
  )>, myClock: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ClockCard_EntryFragment': ClockCard_EntryFragment } }
  ) | null, myPayPeriods: Array<(
    { periodStart: string }
    & { ' $fragmentRefs'?: { 'PayoutSummaryCard_PeriodFragment': PayoutSummaryCard_PeriodFragment } }
  )> };

export type UseClockIn_MutationMutationVariables = Exact<{
  input?: ClockInput | null | undefined;
}>;


export type UseClockIn_MutationMutation = { clockIn: { entry: (
      { id: string, clockInAt: string }
      & { ' $fragmentRefs'?: { 'ClockCard_EntryFragment': ClockCard_EntryFragment } }
    ) } };

export type UseClockOut_MutationMutationVariables = Exact<{
  input?: ClockInput | null | undefined;
}>;


export type UseClockOut_MutationMutation = { clockOut: { entry: { id: string, clockInAt: string, clockOutAt: string | null, minutes: number | null } } };

export type UseStartVisit_MutationMutationVariables = Exact<{
  input: VisitIdInput;
}>;


export type UseStartVisit_MutationMutation = { startVisit: { visit: { id: string, status: VisitStatus, startedAt: string | null, completedAt: string | null } } };

export type UseCompleteVisit_MutationMutationVariables = Exact<{
  input: CompleteVisitInput;
}>;


export type UseCompleteVisit_MutationMutation = { completeVisit: { visit: { id: string, status: VisitStatus, startedAt: string | null, completedAt: string | null } } };

export type HelperFormDialog_HelperFragment = { id: string, name: string, firstName: string | null, lastName: string | null, databaseId: string, phone: string | null, email: string | null, hourlyRateCents: number, maxHoursPerWeek: number | null, notes: string | null, user: { id: string, email: string } | null } & { ' $fragmentName'?: 'HelperFormDialog_HelperFragment' };

export type HelperRow_HelperFragment = (
  { id: string, name: string, databaseId: string, phone: string | null, hourlyRateCents: number, maxHoursPerWeek: number | null, active: boolean, createdAt: string, user: { id: string, name: string } | null }
  & { ' $fragmentRefs'?: { 'HelperFormDialog_HelperFragment': HelperFormDialog_HelperFragment } }
) & { ' $fragmentName'?: 'HelperRow_HelperFragment' };

export type HelpersPage_QueryQueryVariables = Exact<{
  search?: string | null | undefined;
  status: ActiveStatusFilter;
  first: number;
  after?: string | null | undefined;
}>;


export type HelpersPage_QueryQuery = { helpers: { totalCount: number, edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'HelperRow_HelperFragment': HelperRow_HelperFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type HelpersTimeOff_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type HelpersTimeOff_QueryQuery = { timeOffRequests: { totalCount: number } };

export type HelpersPage_CreateHelperMutationVariables = Exact<{
  input: CreateHelperInput;
}>;


export type HelpersPage_CreateHelperMutation = { createHelper: { helper: (
      { id: string }
      & { ' $fragmentRefs'?: { 'HelperRow_HelperFragment': HelperRow_HelperFragment } }
    ) } };

export type HelperFormDialog_UpdateHelperMutationVariables = Exact<{
  input: UpdateHelperInput;
}>;


export type HelperFormDialog_UpdateHelperMutation = { updateHelper: { helper: (
      { id: string }
      & { ' $fragmentRefs'?: { 'HelperRow_HelperFragment': HelperRow_HelperFragment } }
    ) } };

export type HelperRow_DeactivateHelperMutationVariables = Exact<{
  input: DeactivateHelperInput;
}>;


export type HelperRow_DeactivateHelperMutation = { deactivateHelper: { helper: { id: string, active: boolean } } };

export type HelperRow_ReactivateHelperMutationVariables = Exact<{
  input: ReactivateHelperInput;
}>;


export type HelperRow_ReactivateHelperMutation = { reactivateHelper: { helper: { id: string, active: boolean } } };

export type HelperFormDialog_LinkHelperAccountMutationVariables = Exact<{
  input: LinkHelperAccountInput;
}>;


export type HelperFormDialog_LinkHelperAccountMutation = { linkHelperAccount: { helper: { id: string, user: { id: string, name: string, email: string } | null } } };

export type InvoiceDocument_InvoiceFragment = { id: string, invoiceNumber: string, issueDate: string, dueDate: string, subtotalCents: number, taxAmountCents: number, totalCents: number, effectiveStatus: InvoiceStatus, notes: string | null, paidAt: string | null, client: { id: string, displayName: string, address: string | null, phone: string | null }, items: Array<{ id: string, description: string, quantity: number, unitPriceCents: number, amountCents: number }> } & { ' $fragmentName'?: 'InvoiceDocument_InvoiceFragment' };

export type InvoiceDocument_BusinessFragment = { businessName: string, phone: string | null, email: string | null, address: string | null, paymentInstructions: string | null } & { ' $fragmentName'?: 'InvoiceDocument_BusinessFragment' };

export type InvoiceFormDialog_InvoiceFragment = { id: string, invoiceNumber: string, issueDate: string, dueDate: string, subtotalCents: number, taxAmountCents: number, status: InvoiceStatus, notes: string | null, paidAt: string | null, client: { id: string, displayName: string }, items: Array<{ id: string, description: string, quantity: number, unitPriceCents: number }> } & { ' $fragmentName'?: 'InvoiceFormDialog_InvoiceFragment' };

export type InvoiceFromRequestDialog_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type InvoiceFromRequestDialog_QueryQuery = { accepted: { edges: Array<{ node: { ' $fragmentRefs'?: { 'InvoiceFromRequestDialog_RequestFragment': InvoiceFromRequestDialog_RequestFragment } } }> }, scheduled: { edges: Array<{ node: { ' $fragmentRefs'?: { 'InvoiceFromRequestDialog_RequestFragment': InvoiceFromRequestDialog_RequestFragment } } }> } };

export type InvoiceFromRequestDialog_RequestFragment = { id: string, date: string, service: ServiceType, recurring: Recurrence, client: { id: string, displayName: string } } & { ' $fragmentName'?: 'InvoiceFromRequestDialog_RequestFragment' };

export type InvoicePrintPage_QueryQueryVariables = Exact<{
  id: string | number;
}>;


export type InvoicePrintPage_QueryQuery = { viewer: { id: string, role: Role } | null, invoice: (
    { id: string, invoiceNumber: string }
    & { ' $fragmentRefs'?: { 'InvoiceDocument_InvoiceFragment': InvoiceDocument_InvoiceFragment;'InvoiceLedger_InvoiceFragment': InvoiceLedger_InvoiceFragment } }
  ) | null, businessProfile: { ' $fragmentRefs'?: { 'InvoiceDocument_BusinessFragment': InvoiceDocument_BusinessFragment } }, cardPayments: { enabled: boolean } };

export type InvoiceRow_InvoiceFragment = (
  { id: string, databaseId: string, invoiceNumber: string, issueDate: string, dueDate: string, totalCents: number, effectiveStatus: InvoiceStatus, client: { id: string, displayName: string } }
  & { ' $fragmentRefs'?: { 'InvoiceFormDialog_InvoiceFragment': InvoiceFormDialog_InvoiceFragment } }
) & { ' $fragmentName'?: 'InvoiceRow_InvoiceFragment' };

export type InvoiceRunPage_QueryQueryVariables = Exact<{
  from?: string | null | undefined;
  through?: string | null | undefined;
}>;


export type InvoiceRunPage_QueryQuery = { invoiceRunPreview: { from: string, through: string, visitCount: number, totalCents: number, clients: Array<{ subtotalCents: number, taxCents: number, totalCents: number, client: { id: string, displayName: string }, visits: Array<{ visitId: string, date: string, description: string, priceCents: number }> }> } };

export type InvoiceRunPage_MutationMutationVariables = Exact<{
  input: CreateInvoiceRunInput;
}>;


export type InvoiceRunPage_MutationMutation = { createInvoiceRun: { invoiceCount: number, totalCents: number } };

export type InvoicesPage_QueryQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: InvoiceStatus | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type InvoicesPage_QueryQuery = { invoices: { totalCount: number, edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'InvoiceRow_InvoiceFragment': InvoiceRow_InvoiceFragment;'InvoiceFormDialog_InvoiceFragment': InvoiceFormDialog_InvoiceFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } }, businessProfile: { defaultTaxRateBasisPoints: number | null } };

export type CreateInvoiceMutationVariables = Exact<{
  input: CreateInvoiceInput;
}>;


export type CreateInvoiceMutation = { createInvoice: { invoice: (
      { id: string }
      & { ' $fragmentRefs'?: { 'InvoiceRow_InvoiceFragment': InvoiceRow_InvoiceFragment } }
    ) } };

export type CreateInvoiceFromRequestMutationVariables = Exact<{
  input: CreateInvoiceFromRequestInput;
}>;


export type CreateInvoiceFromRequestMutation = { createInvoiceFromRequest: { invoice: (
      { id: string }
      & { ' $fragmentRefs'?: { 'InvoiceRow_InvoiceFragment': InvoiceRow_InvoiceFragment } }
    ) } };

export type DeleteInvoiceMutationVariables = Exact<{
  input: DeleteInvoiceInput;
}>;


export type DeleteInvoiceMutation = { deleteInvoice: { deletedInvoiceId: string } };

export type ExportInvoicesCsvQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: InvoiceStatus | null | undefined;
  first: number;
  after?: string | null | undefined;
}>;


export type ExportInvoicesCsvQuery = { invoices: { edges: Array<{ node: { id: string, invoiceNumber: string, issueDate: string, dueDate: string, effectiveStatus: InvoiceStatus, subtotalCents: number, taxAmountCents: number, totalCents: number, notes: string | null, client: { id: string, displayName: string } } }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type InvoiceFormDialog_ClientsQueryVariables = Exact<{
  search?: string | null | undefined;
}>;


export type InvoiceFormDialog_ClientsQuery = { billableClients: Array<{ id: string, displayName: string }> };

export type UpdateInvoiceMutationVariables = Exact<{
  input: UpdateInvoiceInput;
}>;


export type UpdateInvoiceMutation = { updateInvoice: { invoice: (
      { id: string }
      & { ' $fragmentRefs'?: { 'InvoiceRow_InvoiceFragment': InvoiceRow_InvoiceFragment;'InvoiceFormDialog_InvoiceFragment': InvoiceFormDialog_InvoiceFragment } }
    ) } };

export type InboxItem_ConversationFragment = { id: string, databaseId: string, lastMessageAt: string, unreadCount: number, participant: { id: string, name: string, role: Role }, latest: { edges: Array<{ node: { id: string, body: string, fromBusiness: boolean } }> } } & { ' $fragmentName'?: 'InboxItem_ConversationFragment' };

export type MessagesInbox_QueryQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MessagesInbox_QueryQuery = { conversations: { totalCount: number, edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'InboxItem_ConversationFragment': InboxItem_ConversationFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type MessageThread_MessageFragment = { id: string, body: string, createdAt: string, fromBusiness: boolean, senderName: string, channel: MessageChannel } & { ' $fragmentName'?: 'MessageThread_MessageFragment' };

export type SentItem_MessageFragment = { id: string, subject: string, body: string, createdAt: string, read: boolean, recipient: { id: string, name: string, role: Role } | null } & { ' $fragmentName'?: 'SentItem_MessageFragment' };

export type MessagesSent_QueryQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MessagesSent_QueryQuery = { sentMessages: { totalCount: number, edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'SentItem_MessageFragment': SentItem_MessageFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type TextNumberThread_QueryQueryVariables = Exact<{
  phone: string;
}>;


export type TextNumberThread_QueryQuery = { textThread: { phone: string, optedOut: boolean, canReply: boolean, entries: Array<{ id: string, direction: TextDirection, channel: MessageChannel, body: string, at: string, authorName: string | null, status: string | null }> } };

export type TextNumberThread_ReplyMutationVariables = Exact<{
  input: ReplyToTextNumberInput;
}>;


export type TextNumberThread_ReplyMutation = { replyToTextNumber: { entry: { id: string, status: string | null } } };

export type TextNumberThread_KeepAsLeadMutationVariables = Exact<{
  input: KeepTextNumberAsLeadInput;
}>;


export type TextNumberThread_KeepAsLeadMutation = { keepTextNumberAsLead: { lead: { id: string, phone: string, name: string | null } } };

export type UnknownTextNumbers_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type UnknownTextNumbers_QueryQuery = { unknownTextNumbers: Array<{ phone: string, lastBody: string, lastAt: string, count: number }> };

export type UnknownTextNumbers_LeadsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnknownTextNumbers_LeadsQuery = { textLeads: Array<{ id: string, phone: string, name: string | null, note: string | null, lastBody: string | null, lastAt: string | null, count: number }> };

export type UnknownTextNumbers_ClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type UnknownTextNumbers_ClientsQuery = { clients: { edges: Array<{ node: { id: string, displayName: string } }> } };

export type UnknownTextNumbers_LinkMutationVariables = Exact<{
  input: LinkTextNumberInput;
}>;


export type UnknownTextNumbers_LinkMutation = { linkTextNumberToClient: { movedTexts: number, client: { id: string, phone: string | null } } };

export type UnreadMessagesBadge_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadMessagesBadge_QueryQuery = { unreadMessageCount: number };

export type ConversationView_ConversationFragment = { id: string, databaseId: string, unreadCount: number, participant: { id: string, name: string, role: Role }, messages: { totalCount: number, edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'MessageThread_MessageFragment': MessageThread_MessageFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } } & { ' $fragmentName'?: 'ConversationView_ConversationFragment' };

export type AdminConversation_QueryQueryVariables = Exact<{
  userId: string | number;
  first: number;
  after?: string | null | undefined;
}>;


export type AdminConversation_QueryQuery = { conversationWithUser: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ConversationView_ConversationFragment': ConversationView_ConversationFragment } }
  ) | null };

export type MyConversation_QueryQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type MyConversation_QueryQuery = { myConversation: (
    { id: string }
    & { ' $fragmentRefs'?: { 'ConversationView_ConversationFragment': ConversationView_ConversationFragment } }
  ) | null };

export type ConversationView_MarkReadMutationVariables = Exact<{
  input: MarkConversationReadInput;
}>;


export type ConversationView_MarkReadMutation = { markConversationRead: { unreadNotificationCount: number, conversation: { id: string, unreadCount: number } } };

export type ConversationView_ReplyMutationVariables = Exact<{
  input: ReplyToConversationInput;
}>;


export type ConversationView_ReplyMutation = { replyToConversation: { message: { id: string } } };

export type ConversationView_StartMutationVariables = Exact<{
  input: SendMessageInput;
}>;


export type ConversationView_StartMutation = { sendMessage: { message: { id: string } } };

export type MyConversation_SendMutationVariables = Exact<{
  input: SendMessageToBusinessInput;
}>;


export type MyConversation_SendMutation = { sendMessageToBusiness: { message: { id: string } } };

export type OutboxEmailDialog_QueryQueryVariables = Exact<{
  id: string | number;
}>;


export type OutboxEmailDialog_QueryQuery = { node:
    | { __typename: 'ApiToken', id: string }
    | { __typename: 'BookingLead', id: string }
    | { __typename: 'BusinessSettings', id: string }
    | { __typename: 'Client', id: string }
    | { __typename: 'Closure', id: string }
    | { __typename: 'Conversation', id: string }
    | { __typename: 'Coupon', id: string }
    | { __typename: 'GalleryPhoto', id: string }
    | { __typename: 'Helper', id: string }
    | { __typename: 'Invoice', id: string }
    | { __typename: 'InvoiceItem', id: string }
    | { __typename: 'Message', id: string }
    | { __typename: 'Notification', id: string }
    | { __typename: 'OutboxEmail', event: string, subject: string | null, status: DeliveryStatus, toAddress: string, lastError: string | null, html: string | null, text: string | null, id: string }
    | { __typename: 'PayPeriod', id: string }
    | { __typename: 'PublicService', id: string }
    | { __typename: 'RoleRequest', id: string }
    | { __typename: 'ServiceAreaZip', id: string }
    | { __typename: 'ServiceRequest', id: string }
    | { __typename: 'Testimonial', id: string }
    | { __typename: 'TimeEntry', id: string }
    | { __typename: 'TimeOffRequest', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'Visit', id: string }
    | { __typename: 'VisitChangeRequest', id: string }
    | { __typename: 'VisitPhoto', id: string }
   | null };

export type OutboxEmailRow_EmailFragment = { id: string, event: string, subject: string | null, status: DeliveryStatus, toAddress: string, attempts: number, lastError: string | null, createdAt: string, sentAt: string | null, recipientName: string, channel: DeliveryChannel, providerStatus: string | null, sendAfter: string | null } & { ' $fragmentName'?: 'OutboxEmailRow_EmailFragment' };

export type OutboxPage_QueryQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
  status?: DeliveryStatus | null | undefined;
}>;


export type OutboxPage_QueryQuery = { outboxStatus: { mode: string, counts: { waiting: number, sent: number, kept: number, failed: number } }, outbox: { totalCount: number, edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'OutboxEmailRow_EmailFragment': OutboxEmailRow_EmailFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type TextChannelStatus_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type TextChannelStatus_QueryQuery = { textMessaging: { enabled: boolean, message: string, incomingUrl: string } };

export type OutboxPage_RetryEmailMutationVariables = Exact<{
  input: RetryOutboxEmailInput;
}>;


export type OutboxPage_RetryEmailMutation = { retryOutboxEmail: { email: (
      { id: string }
      & { ' $fragmentRefs'?: { 'OutboxEmailRow_EmailFragment': OutboxEmailRow_EmailFragment } }
    ) } };

export type GalleryItem_PhotoFragment = { url: string, caption: string } & { ' $fragmentName'?: 'GalleryItem_PhotoFragment' };

export type ServiceCard_ServiceFragment = { title: string, description: string, features: Array<string>, color: string, popular: boolean } & { ' $fragmentName'?: 'ServiceCard_ServiceFragment' };

export type TestimonialCard_TestimonialFragment = { name: string, text: string, rating: number, yearsOfService: number } & { ' $fragmentName'?: 'TestimonialCard_TestimonialFragment' };

export type PublicPage_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicPage_QueryQuery = { publicSite: { businessName: string, phone: string | null, email: string | null, address: string | null, services: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'ServiceCard_ServiceFragment': ServiceCard_ServiceFragment } }
    )>, testimonials: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'TestimonialCard_TestimonialFragment': TestimonialCard_TestimonialFragment } }
    )>, galleryPhotos: Array<(
      { id: string, url: string, caption: string }
      & { ' $fragmentRefs'?: { 'GalleryItem_PhotoFragment': GalleryItem_PhotoFragment } }
    )> } };

export type CompletedVisitsSection_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CompletedVisitsSection_QueryQuery = { myCompletedVisits: Array<{ id: string, date: string, service: ServiceType, completionSummary: { doneCount: number, totalCount: number, tasksDone: Array<string> } | null, photos: Array<{ id: string, kind: VisitPhotoKind, caption: string, takenBy: string, createdAt: string, url: string, thumbnailUrl: string, canDelete: boolean }> }> };

export type LivePrice_QueryQueryVariables = Exact<{
  input: QuoteInput;
}>;


export type LivePrice_QueryQuery = { quote: { subtotalCents: number, discountCents: number, taxCents: number, totalCents: number, durationMinutes: number, lines: Array<{ kind: QuoteLineKind, label: string, amountCents: number }>, recurring: { totalCents: number, durationMinutes: number, lines: Array<{ kind: QuoteLineKind, label: string, amountCents: number }> } | null } };

export type NextCleaningCard_VisitFragment = { id: string, date: string, timeSlot: TimeSlot, startTime: string | null, service: ServiceType, helperCount: number, helperFirstNames: Array<string>, request: { id: string, address: string } } & { ' $fragmentName'?: 'NextCleaningCard_VisitFragment' };

export type PortalPage_QueryQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type PortalPage_QueryQuery = { viewer: { id: string, firstName: string, portalSeenAt: string | null } | null, upcomingVisits: Array<(
    { id: string, request: { id: string } }
    & { ' $fragmentRefs'?: { 'NextCleaningCard_VisitFragment': NextCleaningCard_VisitFragment } }
  )>, serviceRequests: { totalCount: number, edges: Array<{ node: (
        { id: string, date: string, status: ServiceRequestStatus, recurring: Recurrence }
        & { ' $fragmentRefs'?: { 'RequestCard_RequestFragment': RequestCard_RequestFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type PortalPage_MarkPortalSeenMutationVariables = Exact<{ [key: string]: never; }>;


export type PortalPage_MarkPortalSeenMutation = { markPortalSeen: { user: { id: string, portalSeenAt: string | null } } };

export type RequestCard_RequestFragment = { id: string, service: ServiceType, status: ServiceRequestStatus, date: string, time: TimeSlot, address: string, notes: string | null, recurring: Recurrence, adminFeedback: string | null, customDays: { sunday: boolean, monday: boolean, tuesday: boolean, wednesday: boolean, thursday: boolean, friday: boolean, saturday: boolean } | null, quote: { ' $fragmentRefs'?: { 'QuoteLines_QuoteFragment': QuoteLines_QuoteFragment } } | null } & { ' $fragmentName'?: 'RequestCard_RequestFragment' };

export type RequestServicePage_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type RequestServicePage_QueryQuery = { viewer: { id: string, role: Role, client: { id: string, address: string | null, phone: string | null } | null } | null, priceList: { extras: Array<{ key: string, label: string, priceCents: number, services: Array<ServiceType> }> } };

export type VisitChangesSection_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type VisitChangesSection_QueryQuery = { upcomingVisits: Array<{ id: string, date: string, timeSlot: TimeSlot, service: ServiceType, helperCount: number, helperFirstNames: Array<string>, request: { id: string, recurring: Recurrence } }>, visitChangeRequests: { edges: Array<{ node: { id: string, kind: VisitChangeKind, status: VisitChangeStatus, note: string | null, visitDate: string, proposedDate: string | null, proposedTimeSlot: TimeSlot | null, decisionReason: string | null, visit: { id: string } | null } }> } };

export type VisitChangesSection_RequestMutationVariables = Exact<{
  input: RequestVisitChangeInput;
}>;


export type VisitChangesSection_RequestMutation = { requestVisitChange: { changeRequest: { id: string, status: VisitChangeStatus } } };

export type UseCreateServiceRequest_MutationMutationVariables = Exact<{
  input: CreateServiceRequestInput;
}>;


export type UseCreateServiceRequest_MutationMutation = { createServiceRequest: { serviceRequest: { id: string, status: ServiceRequestStatus, date: string } } };

export type AppShell_ViewerFragment = (
  { role: Role, firstName: string }
  & { ' $fragmentRefs'?: { 'ShellHeader_ViewerFragment': ShellHeader_ViewerFragment;'ShellSidebar_ViewerFragment': ShellSidebar_ViewerFragment;'VerifyEmailBanner_ViewerFragment': VerifyEmailBanner_ViewerFragment } }
) & { ' $fragmentName'?: 'AppShell_ViewerFragment' };

export type ShellHeader_ViewerFragment = { id: string, name: string, profileImageUrl: string | null } & { ' $fragmentName'?: 'ShellHeader_ViewerFragment' };

export type ShellSidebar_ViewerFragment = { role: Role } & { ' $fragmentName'?: 'ShellSidebar_ViewerFragment' };

export type VerifyEmailBanner_ViewerFragment = { email: string, emailVerified: boolean } & { ' $fragmentName'?: 'VerifyEmailBanner_ViewerFragment' };

export type VerifyEmailBanner_ResendMutationVariables = Exact<{ [key: string]: never; }>;


export type VerifyEmailBanner_ResendMutation = { resendVerificationEmail: { sent: boolean } };

export type TimeOffPage_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type TimeOffPage_QueryQuery = { pending: { totalCount: number, edges: Array<{ node: { id: string, startDate: string, endDate: string, startTime: string | null, endTime: string | null, reason: string | null, status: TimeOffStatus, decisionNote: string | null, createdAt: string, helper: { id: string, databaseId: string, user: { id: string, name: string } | null } } }> }, recent: { edges: Array<{ node: { id: string, startDate: string, endDate: string, startTime: string | null, endTime: string | null, reason: string | null, status: TimeOffStatus, decisionNote: string | null, createdAt: string, helper: { id: string, databaseId: string, user: { id: string, name: string } | null } } }> } };

export type TimeOffPage_RequestFragment = { id: string, startDate: string, endDate: string, startTime: string | null, endTime: string | null, reason: string | null, status: TimeOffStatus, decisionNote: string | null, createdAt: string, helper: { id: string, databaseId: string, user: { id: string, name: string } | null } } & { ' $fragmentName'?: 'TimeOffPage_RequestFragment' };

export type TimeOffPreview_QueryQueryVariables = Exact<{
  id: string | number;
}>;


export type TimeOffPreview_QueryQuery = { timeOffPreview: { action: TimeOffVisitAction, visits: Array<{ id: string, date: string, timeSlot: TimeSlot, startTime: string | null, clientName: string }> } };

export type DecideTimeOff_MutationMutationVariables = Exact<{
  input: DecideTimeOffInput;
}>;


export type DecideTimeOff_MutationMutation = { decideTimeOff: { unassigned: boolean, affectedVisits: Array<{ id: string }>, timeOffRequest: { id: string, status: TimeOffStatus, decisionNote: string | null } } };

export type Paging_PageInfoFragment = { hasNextPage: boolean, endCursor: string | null } & { ' $fragmentName'?: 'Paging_PageInfoFragment' };

export type PayPeriodStatus_PeriodFragment = { approved: boolean, workedMinutes: number, openEntries: number, bonusCents: number } & { ' $fragmentName'?: 'PayPeriodStatus_PeriodFragment' };

export type VisitHeadline_VisitFragment = { date: string, timeSlot: TimeSlot, startTime: string | null, status: VisitStatus, service: ServiceType, clientName: string } & { ' $fragmentName'?: 'VisitHeadline_VisitFragment' };

export type App_ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type App_ViewerQuery = { signInStepOwed: SignInStep | null, viewer: (
    { id: string, role: Role, needsProfileSetup: boolean }
    & { ' $fragmentRefs'?: { 'AppShell_ViewerFragment': AppShell_ViewerFragment;'ProfileSetupPage_ViewerFragment': ProfileSetupPage_ViewerFragment } }
  ) | null };

export type AssignHelpersDialog_QueryQueryVariables = Exact<{
  visitId: string | number;
  first: number;
}>;


export type AssignHelpersDialog_QueryQuery = { node:
    | { __typename: 'ApiToken', id: string }
    | { __typename: 'BookingLead', id: string }
    | { __typename: 'BusinessSettings', id: string }
    | { __typename: 'Client', id: string }
    | { __typename: 'Closure', id: string }
    | { __typename: 'Conversation', id: string }
    | { __typename: 'Coupon', id: string }
    | { __typename: 'GalleryPhoto', id: string }
    | { __typename: 'Helper', id: string }
    | { __typename: 'Invoice', id: string }
    | { __typename: 'InvoiceItem', id: string }
    | { __typename: 'Message', id: string }
    | { __typename: 'Notification', id: string }
    | { __typename: 'OutboxEmail', id: string }
    | { __typename: 'PayPeriod', id: string }
    | { __typename: 'PublicService', id: string }
    | { __typename: 'RoleRequest', id: string }
    | { __typename: 'ServiceAreaZip', id: string }
    | { __typename: 'ServiceRequest', id: string }
    | { __typename: 'Testimonial', id: string }
    | { __typename: 'TimeEntry', id: string }
    | { __typename: 'TimeOffRequest', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'Visit', id: string, date: string, timeSlot: TimeSlot, startTime: string | null, status: VisitStatus, service: ServiceType, clientName: string, request: { id: string, recurring: Recurrence }, client: { id: string, sameHelpers: boolean, preferredHelpers: Array<{ id: string }>, excludedHelpers: Array<{ note: string | null, helper: { id: string } }> }, helpers: Array<{ id: string, name: string, databaseId: string, active: boolean, user: { id: string, name: string } | null }> }
    | { __typename: 'VisitChangeRequest', id: string }
    | { __typename: 'VisitPhoto', id: string }
   | null, helpers: { edges: Array<{ node: { id: string, name: string, databaseId: string, maxHoursPerWeek: number | null, notes: string | null, user: { id: string, name: string } | null } }> } };

export type AssignJobHelpersButton_NextVisitQueryVariables = Exact<{
  requestId: string | number;
}>;


export type AssignJobHelpersButton_NextVisitQuery = { nextVisitOfRequest: { id: string } | null };

export type AssignedHelpers_VisitFragment = { id: string, helpers: Array<{ id: string, name: string, databaseId: string, user: { id: string, name: string } | null }> } & { ' $fragmentName'?: 'AssignedHelpers_VisitFragment' };

export type UseAssignHelpers_MutationMutationVariables = Exact<{
  input: AssignHelpersInput;
}>;


export type UseAssignHelpers_MutationMutation = { assignHelpers: { applied: boolean, filledVisitCount: number, warnings: Array<{ kind: AssignmentWarningKind, helperId: string, message: string }>, visits: Array<{ id: string, date: string, helperCount: number, helpers: Array<{ id: string, name: string, databaseId: string, user: { id: string, name: string } | null }> }> } };

export type AvailabilityDialog_QueryQueryVariables = Exact<{
  helperId: string | number;
}>;


export type AvailabilityDialog_QueryQuery = { node:
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string, availability: Array<{ weekday: number, ranges: Array<{ from: string, to: string }> }> | null }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type SetHelperAvailability_MutationMutationVariables = Exact<{
  input: SetHelperAvailabilityInput;
}>;


export type SetHelperAvailability_MutationMutation = { setHelperAvailability: { helper: { id: string, availability: Array<{ weekday: number, ranges: Array<{ from: string, to: string }> }> | null } } };

export type CardPaymentsPanel_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CardPaymentsPanel_QueryQuery = { cardPayments: { enabled: boolean, message: string | null }, declinedPayments: Array<{ status: CardChargeStatus, amountCents: number, message: string | null, failedAt: string | null, invoice: { id: string, databaseId: string, invoiceNumber: string, client: { id: string, displayName: string } } }>, cardPaymentsToReview: Array<{ eventId: string, reason: string, receivedAt: string, invoice: { id: string, databaseId: string, invoiceNumber: string } | null }> };

export type CardPaymentsPanel_ChargeMutationVariables = Exact<{
  input: ChargeInvoiceInput;
}>;


export type CardPaymentsPanel_ChargeMutation = { chargeInvoice: { chargeStatus: CardChargeStatus, invoice: { id: string } } };

export type CardPaymentsPanel_DismissMutationVariables = Exact<{
  input: DismissCardPaymentReviewInput;
}>;


export type CardPaymentsPanel_DismissMutation = { dismissCardPaymentReview: { eventId: string, reviewedAt: string } };

export type CardPaymentsStatusLine_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type CardPaymentsStatusLine_QueryQuery = { cardPayments: { enabled: boolean, message: string | null } };

export type PayNowButton_MutationMutationVariables = Exact<{
  input: CreateInvoicePaymentSessionInput;
}>;


export type PayNowButton_MutationMutation = { createInvoicePaymentSession: { url: string } };

export type SaveCardOffer_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type SaveCardOffer_QueryQuery = { cardPayments: { enabled: boolean }, viewer: { id: string, client: { id: string, savedCard: { brand: string, last4: string } | null } | null } | null };

export type SaveCardOffer_SetupMutationVariables = Exact<{
  input: CreateCardSetupSessionInput;
}>;


export type SaveCardOffer_SetupMutation = { createCardSetupSession: { url: string } };

export type SavedCardSection_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type SavedCardSection_QueryQuery = { cardPayments: { enabled: boolean }, viewer: { id: string, client: { id: string, chargeAfterVisit: boolean, savedCard: { brand: string, last4: string } | null } | null } | null };

export type SavedCardSection_SetupMutationVariables = Exact<{
  input: CreateCardSetupSessionInput;
}>;


export type SavedCardSection_SetupMutation = { createCardSetupSession: { url: string } };

export type SavedCardSection_RemoveMutationVariables = Exact<{
  input: RemoveSavedCardInput;
}>;


export type SavedCardSection_RemoveMutation = { removeSavedCard: { client: { id: string, chargeAfterVisit: boolean, savedCard: { brand: string, last4: string } | null } } };

export type SavedCardSection_ChargeAfterVisitMutationVariables = Exact<{
  input: SetChargeAfterVisitInput;
}>;


export type SavedCardSection_ChargeAfterVisitMutation = { setChargeAfterVisit: { client: { id: string, chargeAfterVisit: boolean } } };

export type ClientImportPanel_PreviewQueryVariables = Exact<{
  uploadId: string | number;
  mapping?: Array<ClientImportColumnInput> | ClientImportColumnInput | null | undefined;
  decisions?: Array<ClientImportDecisionInput> | ClientImportDecisionInput | null | undefined;
  target?: ImportTarget | null | undefined;
}>;


export type ClientImportPanel_PreviewQuery = { previewClientImport: { uploadId: string, encoding: string, columns: Array<{ index: number, header: string, field: ClientImportField | null }>, counts: { create: number, update: number, unchanged: number, skip: number, error: number, total: number }, rows: Array<{ line: number, fate: ClientImportFate, reason: string | null, displayName: string | null, email: string | null, phone: string | null, choices: Array<ClientImportDecision>, decision: ClientImportDecision | null, cells: Array<string> | null }> } };

export type ClientImportPanel_CommitMutationVariables = Exact<{
  input: CommitClientImportInput;
}>;


export type ClientImportPanel_CommitMutation = { commitClientImport: { created: number, updated: number, skipped: number, errors: number, alreadyImported: boolean } };

export type InvoiceSummary_InvoiceFragment = { databaseId: string, invoiceNumber: string, issueDate: string, dueDate: string, totalCents: number, effectiveStatus: InvoiceStatus } & { ' $fragmentName'?: 'InvoiceSummary_InvoiceFragment' };

export type NotificationItem_NotificationFragment = { id: string, title: string, body: string, link: string | null, read: boolean, createdAt: string } & { ' $fragmentName'?: 'NotificationItem_NotificationFragment' };

export type NotificationBell_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type NotificationBell_QueryQuery = { unreadNotificationCount: number };

export type NotificationList_QueryQueryVariables = Exact<{
  first: number;
  after?: string | null | undefined;
}>;


export type NotificationList_QueryQuery = { unreadNotificationCount: number, notifications: { totalCount: number, edges: Array<{ node: (
        { id: string }
        & { ' $fragmentRefs'?: { 'NotificationItem_NotificationFragment': NotificationItem_NotificationFragment } }
      ) }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type NotificationItem_MarkReadMutationVariables = Exact<{
  input: MarkNotificationReadInput;
}>;


export type NotificationItem_MarkReadMutation = { markNotificationRead: { unreadNotificationCount: number, notification: { id: string, read: boolean, readAt: string | null } } };

export type NotificationList_MarkAllReadMutationVariables = Exact<{ [key: string]: never; }>;


export type NotificationList_MarkAllReadMutation = { markAllNotificationsRead: { marked: number, unreadNotificationCount: number } };

export type InvoiceLedger_InvoiceFragment = { id: string, invoiceNumber: string, status: InvoiceStatus, totalCents: number, balanceCents: number, client: { id: string, creditCents: number }, payments: Array<{ paymentId: string, method: PaymentMethod, receivedOn: string, reference: string | null, appliedCents: number, refundedCents: number, pendingRefundCents: number }>, writeOffs: Array<{ amountCents: number, reason: string, createdAt: string }>, reminders: Array<{ number: number, sentOn: string, balanceCents: number }> } & { ' $fragmentName'?: 'InvoiceLedger_InvoiceFragment' };

export type InvoiceLedger_RefundPaymentMutationVariables = Exact<{
  input: RefundPaymentInput;
}>;


export type InvoiceLedger_RefundPaymentMutation = { refundPayment: { status: RefundStatus } };

export type InvoiceLedger_WriteOffMutationVariables = Exact<{
  input: WriteOffBalanceInput;
}>;


export type InvoiceLedger_WriteOffMutation = { writeOffBalance: { invoice: { id: string, status: InvoiceStatus, balanceCents: number } } };

export type InvoiceLedger_ApplyCreditMutationVariables = Exact<{
  input: ApplyCreditInput;
}>;


export type InvoiceLedger_ApplyCreditMutation = { applyCredit: { client: { id: string, creditCents: number, balanceCents: number } } };

export type PaymentHoldBanner_QueryQueryVariables = Exact<{ [key: string]: never; }>;


export type PaymentHoldBanner_QueryQuery = { viewer: { id: string, client: { id: string, paymentHold: { since: string, reason: string } | null } | null } | null };

export type RecordPaymentDialog_QueryQueryVariables = Exact<{
  clientId: string | number;
}>;


export type RecordPaymentDialog_QueryQuery = { node:
    | { id: string, displayName: string, creditCents: number, openInvoices: Array<{ id: string, invoiceNumber: string, dueDate: string, balanceCents: number }> }
    | Record<PropertyKey, never>
   | null };

export type RecordPaymentDialog_MutationMutationVariables = Exact<{
  input: RecordPaymentInput;
}>;


export type RecordPaymentDialog_MutationMutation = { recordPayment: { paymentId: string, creditedCents: number, invoices: Array<{ id: string, status: InvoiceStatus, effectiveStatus: InvoiceStatus, balanceCents: number }>, client: { id: string, balanceCents: number, creditCents: number } } };

export type PayoutBreakdown_PeriodFragment = { approved: boolean, approvedMinutes: number | null, workedMinutes: number, hourlyRateCents: number, bonusCents: number, bonusNote: string | null, payoutCents: number } & { ' $fragmentName'?: 'PayoutBreakdown_PeriodFragment' };

export type QuoteLines_QuoteFragment = { totalCents: number, lines: Array<{ kind: QuoteLineKind, label: string, amountCents: number }>, recurring: { totalCents: number } | null } & { ' $fragmentName'?: 'QuoteLines_QuoteFragment' };

export type RequestFacts_CustomDaysFragment = { sunday: boolean, monday: boolean, tuesday: boolean, wednesday: boolean, thursday: boolean, friday: boolean, saturday: boolean } & { ' $fragmentName'?: 'RequestFacts_CustomDaysFragment' };

export type RoleRequestItem_RequestFragment = { id: string, phone: string, experience: string | null, reason: string | null, createdAt: string, requester: { id: string, name: string, email: string } } & { ' $fragmentName'?: 'RoleRequestItem_RequestFragment' };

export type RoleRequestsReview_ApproveMutationVariables = Exact<{
  input: DecideRoleRequestInput;
}>;


export type RoleRequestsReview_ApproveMutation = { approveRoleRequest: { roleRequest: { id: string, status: RoleRequestStatus, decidedAt: string | null } } };

export type RoleRequestsReview_DeclineMutationVariables = Exact<{
  input: DecideRoleRequestInput;
}>;


export type RoleRequestsReview_DeclineMutation = { declineRoleRequest: { roleRequest: { id: string, status: RoleRequestStatus, decidedAt: string | null, decisionReason: string | null } } };

export type SendMessageDialog_ConversationQueryVariables = Exact<{
  userId: string | number;
  first: number;
}>;


export type SendMessageDialog_ConversationQuery = { conversationWithUser: { id: string, messages: { totalCount: number, edges: Array<{ node: { id: string, body: string, createdAt: string, fromBusiness: boolean, senderName: string } }> } } | null };

export type SendMessageDialog_SendMessageMutationVariables = Exact<{
  input: SendMessageInput;
}>;


export type SendMessageDialog_SendMessageMutation = { sendMessage: { message: { id: string, subject: string } } };

export type VisitCompletion_VisitFragment = { id: string, status: VisitStatus, startedAt: string | null, completedAt: string | null, completedBy: { id: string, name: string } | null } & { ' $fragmentName'?: 'VisitCompletion_VisitFragment' };

export type MarkVisitCompleted_MutationMutationVariables = Exact<{
  input: VisitIdInput;
}>;


export type MarkVisitCompleted_MutationMutation = { markVisitCompleted: { visit: { ' $fragmentRefs'?: { 'VisitCompletion_VisitFragment': VisitCompletion_VisitFragment } } } };

export type UndoVisitCompletion_MutationMutationVariables = Exact<{
  input: VisitIdInput;
}>;


export type UndoVisitCompletion_MutationMutation = { undoVisitCompletion: { visit: { ' $fragmentRefs'?: { 'VisitCompletion_VisitFragment': VisitCompletion_VisitFragment } } } };

export type CompleteVisits_MutationMutationVariables = Exact<{
  input: CompleteVisitsInput;
}>;


export type CompleteVisits_MutationMutation = { completeVisits: { completedCount: number, visits: Array<{ ' $fragmentRefs'?: { 'VisitCompletion_VisitFragment': VisitCompletion_VisitFragment } }> } };

export type VisitChange_PayloadFragment = { visit: { id: string, status: VisitStatus, statusReason: string | null } } & { ' $fragmentName'?: 'VisitChange_PayloadFragment' };

export type CancelVisit_MutationMutationVariables = Exact<{
  input: CancelVisitInput;
}>;


export type CancelVisit_MutationMutation = { cancelVisit: { ' $fragmentRefs'?: { 'VisitChange_PayloadFragment': VisitChange_PayloadFragment } } };

export type SkipVisit_MutationMutationVariables = Exact<{
  input: SkipVisitInput;
}>;


export type SkipVisit_MutationMutation = { skipVisit: { ' $fragmentRefs'?: { 'VisitChange_PayloadFragment': VisitChange_PayloadFragment } } };

export type RestoreVisit_MutationMutationVariables = Exact<{
  input: RestoreVisitInput;
}>;


export type RestoreVisit_MutationMutation = { restoreVisit: { ' $fragmentRefs'?: { 'VisitChange_PayloadFragment': VisitChange_PayloadFragment } } };

export type RescheduleVisit_MutationMutationVariables = Exact<{
  input: RescheduleVisitInput;
}>;


export type RescheduleVisit_MutationMutation = { rescheduleVisit: { applied: boolean, droppedHelperIds: Array<string>, warnings: Array<{ helperId: string, message: string }>, visit: { id: string, date: string, timeSlot: TimeSlot } } };

export type UpdateSeries_MutationMutationVariables = Exact<{
  input: UpdateSeriesInput;
}>;


export type UpdateSeries_MutationMutation = { updateSeries: { applied: boolean, warnings: Array<{ helperId: string, message: string }>, visit: { id: string, date: string, timeSlot: TimeSlot, service: ServiceType } } };

export type PauseSeries_MutationMutationVariables = Exact<{
  input: PauseSeriesInput;
}>;


export type PauseSeries_MutationMutation = { pauseSeries: { serviceRequest: { id: string } } };

export type EndSeries_MutationMutationVariables = Exact<{
  input: EndSeriesInput;
}>;


export type EndSeries_MutationMutation = { endSeries: { serviceRequest: { id: string } } };

export type VisitPhotos_QueryQueryVariables = Exact<{
  id: string | number;
}>;


export type VisitPhotos_QueryQuery = { node:
    | { __typename: 'ApiToken', id: string }
    | { __typename: 'BookingLead', id: string }
    | { __typename: 'BusinessSettings', id: string }
    | { __typename: 'Client', id: string }
    | { __typename: 'Closure', id: string }
    | { __typename: 'Conversation', id: string }
    | { __typename: 'Coupon', id: string }
    | { __typename: 'GalleryPhoto', id: string }
    | { __typename: 'Helper', id: string }
    | { __typename: 'Invoice', id: string }
    | { __typename: 'InvoiceItem', id: string }
    | { __typename: 'Message', id: string }
    | { __typename: 'Notification', id: string }
    | { __typename: 'OutboxEmail', id: string }
    | { __typename: 'PayPeriod', id: string }
    | { __typename: 'PublicService', id: string }
    | { __typename: 'RoleRequest', id: string }
    | { __typename: 'ServiceAreaZip', id: string }
    | { __typename: 'ServiceRequest', id: string }
    | { __typename: 'Testimonial', id: string }
    | { __typename: 'TimeEntry', id: string }
    | { __typename: 'TimeOffRequest', id: string }
    | { __typename: 'User', id: string }
    | { __typename: 'Visit', databaseId: string, id: string, photos: Array<{ id: string, kind: VisitPhotoKind, caption: string, takenBy: string, createdAt: string, url: string, thumbnailUrl: string, canDelete: boolean }> }
    | { __typename: 'VisitChangeRequest', id: string }
    | { __typename: 'VisitPhoto', id: string }
   | null };

export type VisitPhotos_DeleteMutationVariables = Exact<{
  input: DeleteVisitPhotoInput;
}>;


export type VisitPhotos_DeleteMutation = { deleteVisitPhoto: { deletedPhotoId: string } };

export const RoleRequestStatus_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}}]} as unknown as DocumentNode<RoleRequestStatus_RequestFragment, unknown>;
export const TwoFactorSection_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorSection_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]} as unknown as DocumentNode<TwoFactorSection_ViewerFragment, unknown>;
export const ActivityEventItem_EventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityEventItem_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"object"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"fromText"}},{"kind":"Field","name":{"kind":"Name","value":"toText"}},{"kind":"Field","name":{"kind":"Name","value":"redacted"}}]}}]}}]} as unknown as DocumentNode<ActivityEventItem_EventFragment, unknown>;
export const CalendarEvent_VisitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEvent_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarVisit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"helperCount"}},{"kind":"Field","name":{"kind":"Name","value":"helpers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CalendarEvent_VisitFragment, unknown>;
export const VisitHistory_VisitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitHistory_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"fromText"}},{"kind":"Field","name":{"kind":"Name","value":"toText"}},{"kind":"Field","name":{"kind":"Name","value":"redacted"}}]}}]}}]}}]} as unknown as DocumentNode<VisitHistory_VisitFragment, unknown>;
export const VisitJobReport_VisitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitJobReport_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"completionReason"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<VisitJobReport_VisitFragment, unknown>;
export const RequestFacts_CustomDaysFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestFacts_customDays"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomDays"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sunday"}},{"kind":"Field","name":{"kind":"Name","value":"monday"}},{"kind":"Field","name":{"kind":"Name","value":"tuesday"}},{"kind":"Field","name":{"kind":"Name","value":"wednesday"}},{"kind":"Field","name":{"kind":"Name","value":"thursday"}},{"kind":"Field","name":{"kind":"Name","value":"friday"}},{"kind":"Field","name":{"kind":"Name","value":"saturday"}}]}}]} as unknown as DocumentNode<RequestFacts_CustomDaysFragment, unknown>;
export const QuoteLines_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteLines_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgreedQuoteType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]} as unknown as DocumentNode<QuoteLines_QuoteFragment, unknown>;
export const AdminRequestItem_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestItem_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"customDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestFacts_customDays"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"adminFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingEmailConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteLines_quote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestFacts_customDays"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomDays"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sunday"}},{"kind":"Field","name":{"kind":"Name","value":"monday"}},{"kind":"Field","name":{"kind":"Name","value":"tuesday"}},{"kind":"Field","name":{"kind":"Name","value":"wednesday"}},{"kind":"Field","name":{"kind":"Name","value":"thursday"}},{"kind":"Field","name":{"kind":"Name","value":"friday"}},{"kind":"Field","name":{"kind":"Name","value":"saturday"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteLines_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgreedQuoteType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]} as unknown as DocumentNode<AdminRequestItem_RequestFragment, unknown>;
export const AdminRequestList_ConnectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestList_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequestConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRequestItem_request"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestFacts_customDays"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomDays"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sunday"}},{"kind":"Field","name":{"kind":"Name","value":"monday"}},{"kind":"Field","name":{"kind":"Name","value":"tuesday"}},{"kind":"Field","name":{"kind":"Name","value":"wednesday"}},{"kind":"Field","name":{"kind":"Name","value":"thursday"}},{"kind":"Field","name":{"kind":"Name","value":"friday"}},{"kind":"Field","name":{"kind":"Name","value":"saturday"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteLines_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgreedQuoteType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestItem_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"customDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestFacts_customDays"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"adminFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingEmailConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteLines_quote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<AdminRequestList_ConnectionFragment, unknown>;
export const RoleRequestItem_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRequestItem_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<RoleRequestItem_RequestFragment, unknown>;
export const DashboardAttention_QueryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardAttention_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roleRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRequestItem_request"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRequestItem_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<DashboardAttention_QueryFragment, unknown>;
export const DashboardKpis_DashboardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardKpis_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"previousMonthRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"revenueTrendPercent"}},{"kind":"Field","name":{"kind":"Name","value":"revenueBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"visitCount"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingApprovals"}},{"kind":"Field","name":{"kind":"Name","value":"approvedJobs"}},{"kind":"Field","name":{"kind":"Name","value":"totalRequests"}}]}}]} as unknown as DocumentNode<DashboardKpis_DashboardFragment, unknown>;
export const VisitHeadline_VisitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitHeadline_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]} as unknown as DocumentNode<VisitHeadline_VisitFragment, unknown>;
export const UnassignedVisitsCard_QueryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnassignedVisitsCard_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignedVisits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"14"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitHeadline_visit"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitHeadline_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]} as unknown as DocumentNode<UnassignedVisitsCard_QueryFragment, unknown>;
export const PayPeriodStatus_PeriodFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayPeriodStatus_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"openEntries"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}}]}}]} as unknown as DocumentNode<PayPeriodStatus_PeriodFragment, unknown>;
export const PayoutBreakdown_PeriodFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutBreakdown_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"approvedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusNote"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}}]}}]} as unknown as DocumentNode<PayoutBreakdown_PeriodFragment, unknown>;
export const PayrollReviewDialog_SummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayrollReviewDialog_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayPeriodStatus_period"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"bonusNote"}},{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentNote"}},{"kind":"Field","name":{"kind":"Name","value":"clockInLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"clockInLongitude"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutBreakdown_period"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayPeriodStatus_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"openEntries"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutBreakdown_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"approvedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusNote"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}}]}}]} as unknown as DocumentNode<PayrollReviewDialog_SummaryFragment, unknown>;
export const PayrollRow_SummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayrollRow_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayPeriodStatus_period"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"approvedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusNote"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}},{"kind":"Field","name":{"kind":"Name","value":"tipsCents"}},{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayPeriodStatus_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"openEntries"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}}]}}]} as unknown as DocumentNode<PayrollRow_SummaryFragment, unknown>;
export const UsePayrollMutations_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"usePayrollMutations_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentNote"}}]}}]} as unknown as DocumentNode<UsePayrollMutations_EntryFragment, unknown>;
export const ClientsReport_ReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsReport_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientsReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeSeries"}},{"kind":"Field","name":{"kind":"Name","value":"pausedSeries"}},{"kind":"Field","name":{"kind":"Name","value":"endedSeries"}},{"kind":"Field","name":{"kind":"Name","value":"clientsAtStart"}},{"kind":"Field","name":{"kind":"Name","value":"newClients"}},{"kind":"Field","name":{"kind":"Name","value":"lostClients"}},{"kind":"Field","name":{"kind":"Name","value":"churnRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"newClients"}},{"kind":"Field","name":{"kind":"Name","value":"lostClients"}},{"kind":"Field","name":{"kind":"Name","value":"churnRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"skips"}},{"kind":"Field","name":{"kind":"Name","value":"cancellations"}}]}}]}}]} as unknown as DocumentNode<ClientsReport_ReportFragment, unknown>;
export const MoneyOwedReport_ReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyOwedReport_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoneyOwedReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"totalOwedCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditHeldCents"}},{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<MoneyOwedReport_ReportFragment, unknown>;
export const PayrollReport_ReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayrollReport_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayrollReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helperId"}},{"kind":"Field","name":{"kind":"Name","value":"helperName"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"payCents"}},{"kind":"Field","name":{"kind":"Name","value":"tipsCents"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTipsCents"}},{"kind":"Field","name":{"kind":"Name","value":"unassignedTipsCents"}},{"kind":"Field","name":{"kind":"Name","value":"earnedCents"}},{"kind":"Field","name":{"kind":"Name","value":"payrollPercentOfEarned"}}]}}]} as unknown as DocumentNode<PayrollReport_ReportFragment, unknown>;
export const RevenueReport_ReportFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RevenueReport_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevenueReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"earnedCents"}},{"kind":"Field","name":{"kind":"Name","value":"collectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"visitCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"visitCount"}},{"kind":"Field","name":{"kind":"Name","value":"earnedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"visitCount"}},{"kind":"Field","name":{"kind":"Name","value":"earnedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"othersEarnedCents"}},{"kind":"Field","name":{"kind":"Name","value":"othersClientCount"}},{"kind":"Field","name":{"kind":"Name","value":"earnedCents"}},{"kind":"Field","name":{"kind":"Name","value":"collectedCents"}}]}}]} as unknown as DocumentNode<RevenueReport_ReportFragment, unknown>;
export const ApiTokenRow_TokenFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenRow_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiTokenRow_TokenFragment, unknown>;
export const BusinessProfileForm_SettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessProfileForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"payPeriodDays"}}]}}]} as unknown as DocumentNode<BusinessProfileForm_SettingsFragment, unknown>;
export const GalleryEditor_PhotoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryEditor_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryPhoto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}}]}}]} as unknown as DocumentNode<GalleryEditor_PhotoFragment, unknown>;
export const PriceListEditor_PriceListFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceListEditor_priceList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceListType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimumCents"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"perBedroomCents"}},{"kind":"Field","name":{"kind":"Name","value":"perBathroomCents"}},{"kind":"Field","name":{"kind":"Name","value":"baseMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perBedroomMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perBathroomMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"firstVisitOnly"}},{"kind":"Field","name":{"kind":"Name","value":"services"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequencyDiscounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"basisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"notOnFirstVisit"}}]}}]}}]} as unknown as DocumentNode<PriceListEditor_PriceListFragment, unknown>;
export const PricesForm_SettingsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricesForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servicePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultTaxRateBasisPoints"}}]}}]} as unknown as DocumentNode<PricesForm_SettingsFragment, unknown>;
export const ServicesEditor_ServiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServicesEditor_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<ServicesEditor_ServiceFragment, unknown>;
export const TestimonialsEditor_TestimonialFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialsEditor_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"yearsOfService"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]} as unknown as DocumentNode<TestimonialsEditor_TestimonialFragment, unknown>;
export const ProfileSetupPage_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileSetupPage_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<ProfileSetupPage_ViewerFragment, unknown>;
export const InvoiceSummary_InvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveStatus"}}]}}]} as unknown as DocumentNode<InvoiceSummary_InvoiceFragment, unknown>;
export const ClientInvoiceCard_InvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientInvoiceCard_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveStatus"}}]}}]} as unknown as DocumentNode<ClientInvoiceCard_InvoiceFragment, unknown>;
export const ClientFormDialog_ClientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFormDialog_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ClientFormDialog_ClientFragment, unknown>;
export const ClientRow_ClientFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientRow_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"savedCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFormDialog_client"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFormDialog_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ClientRow_ClientFragment, unknown>;
export const AccessNotesCard_VisitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessNotesCard_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"}},{"kind":"Field","name":{"kind":"Name","value":"hasEntryCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasAlarmCode"}},{"kind":"Field","name":{"kind":"Name","value":"parking"}},{"kind":"Field","name":{"kind":"Name","value":"pets"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]} as unknown as DocumentNode<AccessNotesCard_VisitFragment, unknown>;
export const ChecklistCard_VisitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChecklistCard_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]} as unknown as DocumentNode<ChecklistCard_VisitFragment, unknown>;
export const ClockCard_EntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCard_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockInLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"clockInLongitude"}}]}}]} as unknown as DocumentNode<ClockCard_EntryFragment, unknown>;
export const JobCard_VisitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobCard_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitHeadline_visit"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitHeadline_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]} as unknown as DocumentNode<JobCard_VisitFragment, unknown>;
export const JobNotesCard_VisitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobNotesCard_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<JobNotesCard_VisitFragment, unknown>;
export const OnMyWayCard_VisitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnMyWayCard_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onMyWayAt"}},{"kind":"Field","name":{"kind":"Name","value":"lateMinutes"}}]}}]} as unknown as DocumentNode<OnMyWayCard_VisitFragment, unknown>;
export const PayPeriodCard_PeriodFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayPeriodCard_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayPeriodStatus_period"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tipsCents"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutBreakdown_period"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayPeriodStatus_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"openEntries"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutBreakdown_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"approvedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusNote"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}}]}}]} as unknown as DocumentNode<PayPeriodCard_PeriodFragment, unknown>;
export const PayoutSummaryCard_PeriodFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutSummaryCard_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayPeriodStatus_period"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"approvedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutBreakdown_period"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayPeriodStatus_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"openEntries"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutBreakdown_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"approvedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusNote"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}}]}}]} as unknown as DocumentNode<PayoutSummaryCard_PeriodFragment, unknown>;
export const HelperFormDialog_HelperFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelperFormDialog_helper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Helper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"maxHoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<HelperFormDialog_HelperFragment, unknown>;
export const HelperRow_HelperFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelperRow_helper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Helper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"maxHoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HelperFormDialog_helper"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelperFormDialog_helper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Helper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"maxHoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<HelperRow_HelperFragment, unknown>;
export const InvoiceDocument_InvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDocument_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]} as unknown as DocumentNode<InvoiceDocument_InvoiceFragment, unknown>;
export const InvoiceDocument_BusinessFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDocument_business"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"}}]}}]} as unknown as DocumentNode<InvoiceDocument_BusinessFragment, unknown>;
export const InvoiceFromRequestDialog_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFromRequestDialog_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<InvoiceFromRequestDialog_RequestFragment, unknown>;
export const InvoiceFormDialog_InvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFormDialog_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}}]}}]}}]} as unknown as DocumentNode<InvoiceFormDialog_InvoiceFragment, unknown>;
export const InvoiceRow_InvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFormDialog_invoice"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFormDialog_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}}]}}]}}]} as unknown as DocumentNode<InvoiceRow_InvoiceFragment, unknown>;
export const InboxItem_ConversationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxItem_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"participant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"latest"},"name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"fromBusiness"}}]}}]}}]}}]}}]} as unknown as DocumentNode<InboxItem_ConversationFragment, unknown>;
export const SentItem_MessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SentItem_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<SentItem_MessageFragment, unknown>;
export const MessageThread_MessageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageThread_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}}]} as unknown as DocumentNode<MessageThread_MessageFragment, unknown>;
export const Paging_PageInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Paging_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<Paging_PageInfoFragment, unknown>;
export const ConversationView_ConversationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationView_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"participant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageThread_message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Paging_pageInfo"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageThread_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Paging_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<ConversationView_ConversationFragment, unknown>;
export const OutboxEmailRow_EmailFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboxEmailRow_email"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"sendAfter"}}]}}]} as unknown as DocumentNode<OutboxEmailRow_EmailFragment, unknown>;
export const GalleryItem_PhotoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryItem_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryPhoto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}}]}}]} as unknown as DocumentNode<GalleryItem_PhotoFragment, unknown>;
export const ServiceCard_ServiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceCard_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}}]}}]} as unknown as DocumentNode<ServiceCard_ServiceFragment, unknown>;
export const TestimonialCard_TestimonialFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialCard_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"yearsOfService"}}]}}]} as unknown as DocumentNode<TestimonialCard_TestimonialFragment, unknown>;
export const NextCleaningCard_VisitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextCleaningCard_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"helperCount"}},{"kind":"Field","name":{"kind":"Name","value":"helperFirstNames"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]} as unknown as DocumentNode<NextCleaningCard_VisitFragment, unknown>;
export const RequestCard_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestCard_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"customDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestFacts_customDays"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"adminFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteLines_quote"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestFacts_customDays"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomDays"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sunday"}},{"kind":"Field","name":{"kind":"Name","value":"monday"}},{"kind":"Field","name":{"kind":"Name","value":"tuesday"}},{"kind":"Field","name":{"kind":"Name","value":"wednesday"}},{"kind":"Field","name":{"kind":"Name","value":"thursday"}},{"kind":"Field","name":{"kind":"Name","value":"friday"}},{"kind":"Field","name":{"kind":"Name","value":"saturday"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteLines_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgreedQuoteType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]} as unknown as DocumentNode<RequestCard_RequestFragment, unknown>;
export const ShellHeader_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellHeader_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}}]} as unknown as DocumentNode<ShellHeader_ViewerFragment, unknown>;
export const ShellSidebar_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellSidebar_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<ShellSidebar_ViewerFragment, unknown>;
export const VerifyEmailBanner_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VerifyEmailBanner_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]} as unknown as DocumentNode<VerifyEmailBanner_ViewerFragment, unknown>;
export const AppShell_ViewerFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppShell_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellHeader_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellSidebar_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VerifyEmailBanner_viewer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellHeader_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellSidebar_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VerifyEmailBanner_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}}]} as unknown as DocumentNode<AppShell_ViewerFragment, unknown>;
export const TimeOffPage_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeOffPage_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOffRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TimeOffPage_RequestFragment, unknown>;
export const AssignedHelpers_VisitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssignedHelpers_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"helpers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<AssignedHelpers_VisitFragment, unknown>;
export const NotificationItem_NotificationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<NotificationItem_NotificationFragment, unknown>;
export const InvoiceLedger_InvoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceLedger_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRefundCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"writeOffs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reminders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"sentOn"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]}}]} as unknown as DocumentNode<InvoiceLedger_InvoiceFragment, unknown>;
export const VisitCompletion_VisitFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitCompletion_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<VisitCompletion_VisitFragment, unknown>;
export const VisitChange_PayloadFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitChange_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}}]}}]} as unknown as DocumentNode<VisitChange_PayloadFragment, unknown>;
export const AccountSettingsPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AccountSettingsPage_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TwoFactorSection_viewer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicSite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TwoFactorSection_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]} as unknown as DocumentNode<AccountSettingsPage_QueryQuery, AccountSettingsPage_QueryQueryVariables>;
export const CalendarFeed_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarFeed_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"webcalUrl"}}]}}]}}]} as unknown as DocumentNode<CalendarFeed_QueryQuery, CalendarFeed_QueryQueryVariables>;
export const CalendarFeed_ResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CalendarFeed_Reset"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"webcalUrl"}}]}}]}}]} as unknown as DocumentNode<CalendarFeed_ResetMutation, CalendarFeed_ResetMutationVariables>;
export const NotificationPreferences_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationPreferences_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notificationPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"emailEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"essential"}}]}}]}}]} as unknown as DocumentNode<NotificationPreferences_QueryQuery, NotificationPreferences_QueryQueryVariables>;
export const NotificationPreferences_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationPreferences_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateNotificationPreferenceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateNotificationPreference"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"emailEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"essential"}}]}}]}}]}}]} as unknown as DocumentNode<NotificationPreferences_UpdateMutation, NotificationPreferences_UpdateMutationVariables>;
export const RequestHelperPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestHelperPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withRequest"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myRoleRequest"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withRequest"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRequestStatus_request"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}}]} as unknown as DocumentNode<RequestHelperPage_QueryQuery, RequestHelperPage_QueryQueryVariables>;
export const TextPreferences_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TextPreferences_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTextPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"consentAt"}},{"kind":"Field","name":{"kind":"Name","value":"consentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"optedOut"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<TextPreferences_QueryQuery, TextPreferences_QueryQueryVariables>;
export const TextPreferences_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TextPreferences_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMyTextPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyTextPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"consentAt"}},{"kind":"Field","name":{"kind":"Name","value":"consentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"optedOut"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]}}]} as unknown as DocumentNode<TextPreferences_UpdateMutation, TextPreferences_UpdateMutationVariables>;
export const AccountSettingsPage_UpdateMyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSettingsPage_UpdateMyProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateMyProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AccountSettingsPage_UpdateMyProfileMutation, AccountSettingsPage_UpdateMyProfileMutationVariables>;
export const AccountSettingsPage_ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccountSettingsPage_ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changed"}}]}}]}}]} as unknown as DocumentNode<AccountSettingsPage_ChangePasswordMutation, AccountSettingsPage_ChangePasswordMutationVariables>;
export const RequestHelperPage_RequestHelperAccessDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestHelperPage_RequestHelperAccess"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestHelperAccessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestHelperAccess"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRequestStatus_request"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRequestStatus_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}}]} as unknown as DocumentNode<RequestHelperPage_RequestHelperAccessMutation, RequestHelperPage_RequestHelperAccessMutationVariables>;
export const TwoFactorSection_BeginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorSection_Begin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordConfirmationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginTwoFactorSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}}]}}]}}]} as unknown as DocumentNode<TwoFactorSection_BeginMutation, TwoFactorSection_BeginMutationVariables>;
export const TwoFactorSection_ConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorSection_Confirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTwoFactorSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]}}]} as unknown as DocumentNode<TwoFactorSection_ConfirmMutation, TwoFactorSection_ConfirmMutationVariables>;
export const TwoFactorSection_DisableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorSection_Disable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordConfirmationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disableTwoFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"twoFactorEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]}}]} as unknown as DocumentNode<TwoFactorSection_DisableMutation, TwoFactorSection_DisableMutationVariables>;
export const TwoFactorSection_RegenerateRecoveryCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorSection_RegenerateRecoveryCodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordConfirmationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regenerateRecoveryCodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}}]}}]}}]}}]} as unknown as DocumentNode<TwoFactorSection_RegenerateRecoveryCodesMutation, TwoFactorSection_RegenerateRecoveryCodesMutationVariables>;
export const TwoFactorSection_RequirementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TwoFactorSection_Requirement"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requireAdminTwoFactor"}}]}}]}}]} as unknown as DocumentNode<TwoFactorSection_RequirementQuery, TwoFactorSection_RequirementQueryVariables>;
export const TwoFactorSection_SetRequirementDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorSection_SetRequirement"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetAdminTwoFactorRequirementInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setAdminTwoFactorRequirement"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"requireAdminTwoFactor"}}]}}]}}]}}]} as unknown as DocumentNode<TwoFactorSection_SetRequirementMutation, TwoFactorSection_SetRequirementMutationVariables>;
export const ActivityPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"actor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"object"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"objectType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"actor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"actor"}}},{"kind":"Argument","name":{"kind":"Name","value":"object"},"value":{"kind":"Variable","name":{"kind":"Name","value":"object"}}},{"kind":"Argument","name":{"kind":"Name","value":"objectType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"objectType"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"object"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivityEventItem_event"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditActors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"auditObjectTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivityEventItem_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"object"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"fromText"}},{"kind":"Field","name":{"kind":"Name","value":"toText"}},{"kind":"Field","name":{"kind":"Name","value":"redacted"}}]}}]}}]} as unknown as DocumentNode<ActivityPage_QueryQuery, ActivityPage_QueryQueryVariables>;
export const CalendarPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"CalendarEvent_visit"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"closuresBetween"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CalendarEvent_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CalendarVisit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"helperCount"}},{"kind":"Field","name":{"kind":"Name","value":"helpers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CalendarPage_QueryQuery, CalendarPage_QueryQueryVariables>;
export const VisitDetailsDialog_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitDetailsDialog_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AssignedHelpers_visit"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitHistory_visit"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitJobReport_visit"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"customDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestFacts_customDays"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AssignedHelpers_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"helpers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitHistory_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"fromText"}},{"kind":"Field","name":{"kind":"Name","value":"toText"}},{"kind":"Field","name":{"kind":"Name","value":"redacted"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitJobReport_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"completionReason"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jobNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestFacts_customDays"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomDays"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sunday"}},{"kind":"Field","name":{"kind":"Name","value":"monday"}},{"kind":"Field","name":{"kind":"Name","value":"tuesday"}},{"kind":"Field","name":{"kind":"Name","value":"wednesday"}},{"kind":"Field","name":{"kind":"Name","value":"thursday"}},{"kind":"Field","name":{"kind":"Name","value":"friday"}},{"kind":"Field","name":{"kind":"Name","value":"saturday"}}]}}]} as unknown as DocumentNode<VisitDetailsDialog_QueryQuery, VisitDetailsDialog_QueryQueryVariables>;
export const CalendarHelperColumns_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarHelperColumns_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CalendarHelperColumns_QueryQuery, CalendarHelperColumns_QueryQueryVariables>;
export const CalendarHelperUnavailable_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarHelperUnavailable_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"helperId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"helperId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Helper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeOffRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"APPROVED"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CalendarHelperUnavailable_QueryQuery, CalendarHelperUnavailable_QueryQueryVariables>;
export const AdminDashboardPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardKpis_dashboard"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"pending"},"name":{"kind":"Name","value":"serviceRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRequestList_connection"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"approved"},"name":{"kind":"Name","value":"serviceRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACCEPTED"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRequestList_connection"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"scheduled"},"name":{"kind":"Name","value":"serviceRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"SCHEDULED"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"UnassignedVisitsCard_query"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardAttention_query"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestFacts_customDays"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomDays"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sunday"}},{"kind":"Field","name":{"kind":"Name","value":"monday"}},{"kind":"Field","name":{"kind":"Name","value":"tuesday"}},{"kind":"Field","name":{"kind":"Name","value":"wednesday"}},{"kind":"Field","name":{"kind":"Name","value":"thursday"}},{"kind":"Field","name":{"kind":"Name","value":"friday"}},{"kind":"Field","name":{"kind":"Name","value":"saturday"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteLines_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgreedQuoteType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestItem_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"customDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestFacts_customDays"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"adminFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingEmailConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteLines_quote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitHeadline_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRequestItem_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardKpis_dashboard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"previousMonthRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"revenueTrendPercent"}},{"kind":"Field","name":{"kind":"Name","value":"revenueBreakdown"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"visitCount"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingApprovals"}},{"kind":"Field","name":{"kind":"Name","value":"approvedJobs"}},{"kind":"Field","name":{"kind":"Name","value":"totalRequests"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestList_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequestConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRequestItem_request"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UnassignedVisitsCard_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassignedVisits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"14"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitHeadline_visit"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardAttention_query"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Query"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roleRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRequestItem_request"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminDashboardPage_QueryQuery, AdminDashboardPage_QueryQueryVariables>;
export const AdminRequestList_MoreQueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRequestList_MoreQuery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequestStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRequestList_connection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestFacts_customDays"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomDays"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sunday"}},{"kind":"Field","name":{"kind":"Name","value":"monday"}},{"kind":"Field","name":{"kind":"Name","value":"tuesday"}},{"kind":"Field","name":{"kind":"Name","value":"wednesday"}},{"kind":"Field","name":{"kind":"Name","value":"thursday"}},{"kind":"Field","name":{"kind":"Name","value":"friday"}},{"kind":"Field","name":{"kind":"Name","value":"saturday"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteLines_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgreedQuoteType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestItem_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"customDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestFacts_customDays"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"adminFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingEmailConfirmation"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteLines_quote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRequestList_connection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequestConnection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRequestItem_request"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]} as unknown as DocumentNode<AdminRequestList_MoreQueryQuery, AdminRequestList_MoreQueryQueryVariables>;
export const ApproveDialog_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApproveDialog_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvalPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"slotVisitCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bedrooms"}},{"kind":"Field","name":{"kind":"Name","value":"bathrooms"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteLines_quote"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"helpers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteLines_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgreedQuoteType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]} as unknown as DocumentNode<ApproveDialog_QueryQuery, ApproveDialog_QueryQueryVariables>;
export const ChangeRequestsCard_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChangeRequestsCard_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitChangeRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposedDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimeSlot"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChangeRequestsCard_QueryQuery, ChangeRequestsCard_QueryQueryVariables>;
export const DecideVisitChange_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideVisitChange_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideVisitChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideVisitChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}}]}}]}}]} as unknown as DocumentNode<DecideVisitChange_MutationMutation, DecideVisitChange_MutationMutationVariables>;
export const EarnedTrendLine_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EarnedTrendLine_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"earnedTrend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"earnedCents"}}]}}]}}]}}]} as unknown as DocumentNode<EarnedTrendLine_QueryQuery, EarnedTrendLine_QueryQueryVariables>;
export const PastVisitsCard_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PastVisitsCard_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pastVisitsToConfirm"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"visits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitHeadline_visit"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitHeadline_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]} as unknown as DocumentNode<PastVisitsCard_QueryQuery, PastVisitsCard_QueryQueryVariables>;
export const TimeOffCount_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeOffCount_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeOffRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<TimeOffCount_QueryQuery, TimeOffCount_QueryQueryVariables>;
export const UseApproveServiceRequest_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"useApproveServiceRequest_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApproveServiceRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveServiceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminFeedback"}}]}}]}}]}}]} as unknown as DocumentNode<UseApproveServiceRequest_MutationMutation, UseApproveServiceRequest_MutationMutationVariables>;
export const UseDeclineServiceRequest_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"useDeclineServiceRequest_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeclineServiceRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineServiceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminFeedback"}}]}}]}}]}}]} as unknown as DocumentNode<UseDeclineServiceRequest_MutationMutation, UseDeclineServiceRequest_MutationMutationVariables>;
export const PayrollPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayrollPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"periodStart"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payroll"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"periodStart"},"value":{"kind":"Variable","name":{"kind":"Name","value":"periodStart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayoutCents"}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayrollRow_summary"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayrollReviewDialog_summary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayPeriodStatus_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"openEntries"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutBreakdown_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"approvedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusNote"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayrollRow_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayPeriodStatus_period"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"approvedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusNote"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}},{"kind":"Field","name":{"kind":"Name","value":"tipsCents"}},{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayrollReviewDialog_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayPeriodStatus_period"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"bonusNote"}},{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentNote"}},{"kind":"Field","name":{"kind":"Name","value":"clockInLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"clockInLongitude"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutBreakdown_period"}}]}}]} as unknown as DocumentNode<PayrollPage_QueryQuery, PayrollPage_QueryQueryVariables>;
export const UseAdjustTimeEntry_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"useAdjustTimeEntry_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdjustTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adjustTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"usePayrollMutations_entry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"usePayrollMutations_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentNote"}}]}}]} as unknown as DocumentNode<UseAdjustTimeEntry_MutationMutation, UseAdjustTimeEntry_MutationMutationVariables>;
export const UseAddTimeEntry_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"useAddTimeEntry_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTimeEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTimeEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"usePayrollMutations_entry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"usePayrollMutations_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"adjustmentNote"}}]}}]} as unknown as DocumentNode<UseAddTimeEntry_MutationMutation, UseAddTimeEntry_MutationMutationVariables>;
export const UseSetPayPeriodBonus_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"useSetPayPeriodBonus_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPayPeriodBonusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPayPeriodBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusNote"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}}]}}]}}]}}]} as unknown as DocumentNode<UseSetPayPeriodBonus_MutationMutation, UseSetPayPeriodBonus_MutationMutationVariables>;
export const UseApprovePayPeriod_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"useApprovePayPeriod_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayPeriod"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"approvedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}}]}}]}}]}}]} as unknown as DocumentNode<UseApprovePayPeriod_MutationMutation, UseApprovePayPeriod_MutationMutationVariables>;
export const ReportsPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReportsPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"period"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReportPeriodInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"period"},"value":{"kind":"Variable","name":{"kind":"Name","value":"period"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preset"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"today"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revenue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RevenueReport_report"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moneyOwed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"MoneyOwedReport_report"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payroll"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayrollReport_report"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientsReport_report"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RevenueReport_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RevenueReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"earnedCents"}},{"kind":"Field","name":{"kind":"Name","value":"collectedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"visitCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"byService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"visitCount"}},{"kind":"Field","name":{"kind":"Name","value":"earnedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topClients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientId"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"visitCount"}},{"kind":"Field","name":{"kind":"Name","value":"earnedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"othersEarnedCents"}},{"kind":"Field","name":{"kind":"Name","value":"othersClientCount"}},{"kind":"Field","name":{"kind":"Name","value":"earnedCents"}},{"kind":"Field","name":{"kind":"Name","value":"collectedCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MoneyOwedReport_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MoneyOwedReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOf"}},{"kind":"Field","name":{"kind":"Name","value":"totalOwedCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditHeldCents"}},{"kind":"Field","name":{"kind":"Name","value":"buckets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bucket"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayrollReport_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayrollReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helperId"}},{"kind":"Field","name":{"kind":"Name","value":"helperName"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"payCents"}},{"kind":"Field","name":{"kind":"Name","value":"tipsCents"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalTipsCents"}},{"kind":"Field","name":{"kind":"Name","value":"unassignedTipsCents"}},{"kind":"Field","name":{"kind":"Name","value":"earnedCents"}},{"kind":"Field","name":{"kind":"Name","value":"payrollPercentOfEarned"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientsReport_report"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ClientsReport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activeSeries"}},{"kind":"Field","name":{"kind":"Name","value":"pausedSeries"}},{"kind":"Field","name":{"kind":"Name","value":"endedSeries"}},{"kind":"Field","name":{"kind":"Name","value":"clientsAtStart"}},{"kind":"Field","name":{"kind":"Name","value":"newClients"}},{"kind":"Field","name":{"kind":"Name","value":"lostClients"}},{"kind":"Field","name":{"kind":"Name","value":"churnRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"newClients"}},{"kind":"Field","name":{"kind":"Name","value":"lostClients"}},{"kind":"Field","name":{"kind":"Name","value":"churnRatePercent"}},{"kind":"Field","name":{"kind":"Name","value":"skips"}},{"kind":"Field","name":{"kind":"Name","value":"cancellations"}}]}}]}}]} as unknown as DocumentNode<ReportsPage_QueryQuery, ReportsPage_QueryQueryVariables>;
export const ChecklistSettingsSection_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChecklistSettingsSection_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checklistTemplates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChecklistSettingsSection_QueryQuery, ChecklistSettingsSection_QueryQueryVariables>;
export const ChecklistSettingsSection_SaveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChecklistSettingsSection_Save"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateChecklistTemplateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChecklistTemplate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"template"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChecklistSettingsSection_SaveMutation, ChecklistSettingsSection_SaveMutationVariables>;
export const CollectionsSettingsSection_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CollectionsSettingsSection_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holdWhenUnpaid"}},{"kind":"Field","name":{"kind":"Name","value":"holdOverdueDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderFirstDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderEveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMaxCount"}}]}}]}}]} as unknown as DocumentNode<CollectionsSettingsSection_QueryQuery, CollectionsSettingsSection_QueryQueryVariables>;
export const CollectionsSettingsSection_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CollectionsSettingsSection_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBusinessSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBusinessSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holdWhenUnpaid"}},{"kind":"Field","name":{"kind":"Name","value":"holdOverdueDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderFirstDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderEveryDays"}},{"kind":"Field","name":{"kind":"Name","value":"reminderMaxCount"}}]}}]}}]}}]} as unknown as DocumentNode<CollectionsSettingsSection_UpdateMutation, CollectionsSettingsSection_UpdateMutationVariables>;
export const OnlineBookingSection_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnlineBookingSection_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"windowWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"visitsPerSlot"}},{"kind":"Field","name":{"kind":"Name","value":"acceptAtOnce"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceAreaZips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"tripChargeCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coupons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"appliesTo"}},{"kind":"Field","name":{"kind":"Name","value":"newClientsOnly"}},{"kind":"Field","name":{"kind":"Name","value":"validFrom"}},{"kind":"Field","name":{"kind":"Name","value":"validThrough"}},{"kind":"Field","name":{"kind":"Name","value":"usageLimit"}},{"kind":"Field","name":{"kind":"Name","value":"usedCount"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingLeads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"outsideArea"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"remindedAt"}},{"kind":"Field","name":{"kind":"Name","value":"bookedAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<OnlineBookingSection_QueryQuery, OnlineBookingSection_QueryQueryVariables>;
export const OnlineBookingSection_UpdateSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnlineBookingSection_UpdateSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBookingSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"windowWeeks"}},{"kind":"Field","name":{"kind":"Name","value":"visitsPerSlot"}},{"kind":"Field","name":{"kind":"Name","value":"acceptAtOnce"}}]}}]}}]}}]} as unknown as DocumentNode<OnlineBookingSection_UpdateSettingsMutation, OnlineBookingSection_UpdateSettingsMutationVariables>;
export const OnlineBookingSection_SaveZipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnlineBookingSection_SaveZip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveServiceAreaZipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveServiceAreaZip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceAreaZip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<OnlineBookingSection_SaveZipMutation, OnlineBookingSection_SaveZipMutationVariables>;
export const OnlineBookingSection_DeleteZipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnlineBookingSection_DeleteZip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteServiceAreaZipInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteServiceAreaZip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedServiceAreaZipId"}}]}}]}}]} as unknown as DocumentNode<OnlineBookingSection_DeleteZipMutation, OnlineBookingSection_DeleteZipMutationVariables>;
export const OnlineBookingSection_SaveCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnlineBookingSection_SaveCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveCouponInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<OnlineBookingSection_SaveCouponMutation, OnlineBookingSection_SaveCouponMutationVariables>;
export const OnlineBookingSection_DeactivateCouponDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnlineBookingSection_DeactivateCoupon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeactivateCouponInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateCoupon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"coupon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<OnlineBookingSection_DeactivateCouponMutation, OnlineBookingSection_DeactivateCouponMutationVariables>;
export const OnlineBookingSection_RemindLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnlineBookingSection_RemindLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendLeadReminderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendLeadReminder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"remindedAt"}}]}}]}}]}}]} as unknown as DocumentNode<OnlineBookingSection_RemindLeadMutation, OnlineBookingSection_RemindLeadMutationVariables>;
export const PriceListEditor_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PriceListEditor_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceListEditor_priceList"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceListEditor_priceList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceListType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimumCents"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"perBedroomCents"}},{"kind":"Field","name":{"kind":"Name","value":"perBathroomCents"}},{"kind":"Field","name":{"kind":"Name","value":"baseMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perBedroomMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perBathroomMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"firstVisitOnly"}},{"kind":"Field","name":{"kind":"Name","value":"services"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequencyDiscounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"basisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"notOnFirstVisit"}}]}}]}}]} as unknown as DocumentNode<PriceListEditor_QueryQuery, PriceListEditor_QueryQueryVariables>;
export const PriceListEditor_UpdatePriceListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PriceListEditor_UpdatePriceList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePriceListInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePriceList"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PriceListEditor_priceList"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PriceListEditor_priceList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PriceListType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimumCents"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"basePriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"bedroomsIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"bathroomsIncluded"}},{"kind":"Field","name":{"kind":"Name","value":"perBedroomCents"}},{"kind":"Field","name":{"kind":"Name","value":"perBathroomCents"}},{"kind":"Field","name":{"kind":"Name","value":"baseMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perBedroomMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"perBathroomMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"firstVisitOnly"}},{"kind":"Field","name":{"kind":"Name","value":"services"}}]}},{"kind":"Field","name":{"kind":"Name","value":"frequencyDiscounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frequency"}},{"kind":"Field","name":{"kind":"Name","value":"basisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"notOnFirstVisit"}}]}}]}}]} as unknown as DocumentNode<PriceListEditor_UpdatePriceListMutation, PriceListEditor_UpdatePriceListMutationVariables>;
export const ScheduleSettingsSection_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScheduleSettingsSection_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"changeCutoffHours"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveSkips"}},{"kind":"Field","name":{"kind":"Name","value":"timeOffAssignedVisits"}}]}},{"kind":"Field","name":{"kind":"Name","value":"closures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]} as unknown as DocumentNode<ScheduleSettingsSection_QueryQuery, ScheduleSettingsSection_QueryQueryVariables>;
export const ScheduleSettingsSection_PreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ScheduleSettingsSection_Preview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closurePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"startDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"endDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposedDate"}},{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]}}]}}]} as unknown as DocumentNode<ScheduleSettingsSection_PreviewQuery, ScheduleSettingsSection_PreviewQueryVariables>;
export const ScheduleSettingsSection_UpdateRulesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleSettingsSection_UpdateRules"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBusinessSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBusinessSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"changeCutoffHours"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveSkips"}},{"kind":"Field","name":{"kind":"Name","value":"timeOffAssignedVisits"}}]}}]}}]}}]} as unknown as DocumentNode<ScheduleSettingsSection_UpdateRulesMutation, ScheduleSettingsSection_UpdateRulesMutationVariables>;
export const ScheduleSettingsSection_CreateClosureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleSettingsSection_CreateClosure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateClosureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClosure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affectedVisits"}},{"kind":"Field","name":{"kind":"Name","value":"visitsNeedingHelpers"}},{"kind":"Field","name":{"kind":"Name","value":"closure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ScheduleSettingsSection_CreateClosureMutation, ScheduleSettingsSection_CreateClosureMutationVariables>;
export const ScheduleSettingsSection_DeleteClosureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ScheduleSettingsSection_DeleteClosure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteClosureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteClosure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedClosureId"}}]}}]}}]} as unknown as DocumentNode<ScheduleSettingsSection_DeleteClosureMutation, ScheduleSettingsSection_DeleteClosureMutationVariables>;
export const SettingsPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SettingsPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pendingFirst"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessProfileForm_settings"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PricesForm_settings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicSite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServicesEditor_service"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceCard_service"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestimonialsEditor_testimonial"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestimonialCard_testimonial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryEditor_photo"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryItem_photo"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roleRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pendingFirst"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoleRequestItem_request"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenRow_token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessProfileForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"payPeriodDays"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricesForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servicePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultTaxRateBasisPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServicesEditor_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceCard_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialsEditor_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"yearsOfService"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialCard_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"yearsOfService"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryEditor_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryPhoto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryItem_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryPhoto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoleRequestItem_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoleRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"experience"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"requester"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenRow_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<SettingsPage_QueryQuery, SettingsPage_QueryQueryVariables>;
export const TextLeadsSubsection_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TextLeadsSubsection_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textLeads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"lastAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<TextLeadsSubsection_QueryQuery, TextLeadsSubsection_QueryQueryVariables>;
export const TextSettingsSection_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TextSettingsSection_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textMessaging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"incomingUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"textQuietStartHour"}},{"kind":"Field","name":{"kind":"Name","value":"textQuietEndHour"}},{"kind":"Field","name":{"kind":"Name","value":"textDailyLimit"}}]}}]}}]} as unknown as DocumentNode<TextSettingsSection_QueryQuery, TextSettingsSection_QueryQueryVariables>;
export const TextSettingsSection_UpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TextSettingsSection_Update"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBusinessSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBusinessSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"textQuietStartHour"}},{"kind":"Field","name":{"kind":"Name","value":"textQuietEndHour"}},{"kind":"Field","name":{"kind":"Name","value":"textDailyLimit"}}]}}]}}]}}]} as unknown as DocumentNode<TextSettingsSection_UpdateMutation, TextSettingsSection_UpdateMutationVariables>;
export const ApiTokensSection_CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiTokensSection_CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenRow_token"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenRow_token"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiTokensSection_CreateApiTokenMutation, ApiTokensSection_CreateApiTokenMutationVariables>;
export const ApiTokensSection_RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiTokensSection_RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ApiTokensSection_RevokeApiTokenMutation, ApiTokensSection_RevokeApiTokenMutationVariables>;
export const ServicesEditor_SavePublicServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ServicesEditor_SavePublicService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SavePublicServiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savePublicService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServicesEditor_service"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceCard_service"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServicesEditor_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceCard_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}}]}}]} as unknown as DocumentNode<ServicesEditor_SavePublicServiceMutation, ServicesEditor_SavePublicServiceMutationVariables>;
export const ServicesEditor_DeletePublicServiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ServicesEditor_DeletePublicService"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePublicContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePublicService"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<ServicesEditor_DeletePublicServiceMutation, ServicesEditor_DeletePublicServiceMutationVariables>;
export const TestimonialsEditor_SaveTestimonialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestimonialsEditor_SaveTestimonial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveTestimonialInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveTestimonial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"testimonial"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestimonialsEditor_testimonial"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestimonialCard_testimonial"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialsEditor_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"yearsOfService"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialCard_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"yearsOfService"}}]}}]} as unknown as DocumentNode<TestimonialsEditor_SaveTestimonialMutation, TestimonialsEditor_SaveTestimonialMutationVariables>;
export const TestimonialsEditor_DeleteTestimonialDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestimonialsEditor_DeleteTestimonial"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePublicContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteTestimonial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<TestimonialsEditor_DeleteTestimonialMutation, TestimonialsEditor_DeleteTestimonialMutationVariables>;
export const GalleryEditor_UpdateGalleryPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GalleryEditor_UpdateGalleryPhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGalleryPhotoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGalleryPhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"photo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryEditor_photo"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryEditor_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryPhoto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"sizeBytes"}}]}}]} as unknown as DocumentNode<GalleryEditor_UpdateGalleryPhotoMutation, GalleryEditor_UpdateGalleryPhotoMutationVariables>;
export const GalleryEditor_DeleteGalleryPhotoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GalleryEditor_DeleteGalleryPhoto"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePublicContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGalleryPhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<GalleryEditor_DeleteGalleryPhotoMutation, GalleryEditor_DeleteGalleryPhotoMutationVariables>;
export const SettingsPage_UpdateBusinessSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SettingsPage_UpdateBusinessSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBusinessSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBusinessSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BusinessProfileForm_settings"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PricesForm_settings"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BusinessProfileForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"}},{"kind":"Field","name":{"kind":"Name","value":"payPeriodDays"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PricesForm_settings"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"servicePrices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultTaxRateBasisPoints"}}]}}]} as unknown as DocumentNode<SettingsPage_UpdateBusinessSettingsMutation, SettingsPage_UpdateBusinessSettingsMutationVariables>;
export const FirstRunSetup_CompleteStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FirstRunSetup_CompleteStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteSetupStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSetupStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FirstRunSetup_CompleteStepMutation, FirstRunSetup_CompleteStepMutationVariables>;
export const FirstRunSetup_SaveSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FirstRunSetup_SaveSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBusinessSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBusinessSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"defaultTaxRateBasisPoints"}}]}}]}}]}}]} as unknown as DocumentNode<FirstRunSetup_SaveSettingsMutation, FirstRunSetup_SaveSettingsMutationVariables>;
export const FirstRunSetup_StatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FirstRunSetup_Status"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"needed"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"done"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"defaultTaxRateBasisPoints"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceAreaZips"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"zip"}}]}}]}}]} as unknown as DocumentNode<FirstRunSetup_StatusQuery, FirstRunSetup_StatusQueryVariables>;
export const ForgotPasswordPage_RequestResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForgotPasswordPage_RequestReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<ForgotPasswordPage_RequestResetMutation, ForgotPasswordPage_RequestResetMutationVariables>;
export const ProfileSetupPage_CompleteProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProfileSetupPage_CompleteProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"needsProfileSetup"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<ProfileSetupPage_CompleteProfileMutation, ProfileSetupPage_CompleteProfileMutationVariables>;
export const ResetPasswordPage_ResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPasswordPage_Reset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reset"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordPage_ResetMutation, ResetPasswordPage_ResetMutationVariables>;
export const SignInPage_SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignInPage_SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextStep"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SignInPage_SignInMutation, SignInPage_SignInMutationVariables>;
export const SignUpPage_SignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignUpPage_SignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SignUpPage_SignUpMutation, SignUpPage_SignUpMutationVariables>;
export const TwoFactorCodeStep_VerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorCodeStep_Verify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyTwoFactorSignIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usedRecoveryCode"}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TwoFactorCodeStep_VerifyMutation, TwoFactorCodeStep_VerifyMutationVariables>;
export const TwoFactorSetupStep_BeginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorSetupStep_Begin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"beginSignInTwoFactorSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"qrCodeDataUrl"}}]}}]}}]} as unknown as DocumentNode<TwoFactorSetupStep_BeginMutation, TwoFactorSetupStep_BeginMutationVariables>;
export const TwoFactorSetupStep_ConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TwoFactorSetupStep_Confirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TwoFactorCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmSignInTwoFactorSetup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<TwoFactorSetupStep_ConfirmMutation, TwoFactorSetupStep_ConfirmMutationVariables>;
export const VerifyEmailPage_VerifyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmailPage_Verify"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verified"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailPage_VerifyMutation, VerifyEmailPage_VerifyMutationVariables>;
export const AvailabilityPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailabilityPage_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myHelper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeOffRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AvailabilityPage_QueryQuery, AvailabilityPage_QueryQueryVariables>;
export const RequestTimeOff_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestTimeOff_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestTimeOffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestTimeOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeOffRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RequestTimeOff_MutationMutation, RequestTimeOff_MutationMutationVariables>;
export const CancelTimeOff_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelTimeOff_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelTimeOffRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelTimeOffRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeOffRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<CancelTimeOff_MutationMutation, CancelTimeOff_MutationMutationVariables>;
export const BookingPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingPage_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"service"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"firstVisitOnly"}},{"kind":"Field","name":{"kind":"Name","value":"services"}}]}}]}}]}}]} as unknown as DocumentNode<BookingPage_QueryQuery, BookingPage_QueryQueryVariables>;
export const BookingPage_QuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingPage_Quote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]}}]} as unknown as DocumentNode<BookingPage_QuoteQuery, BookingPage_QuoteQueryVariables>;
export const BookingPage_CheckZipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingPage_CheckZip"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkZip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"zip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zip"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zip"}},{"kind":"Field","name":{"kind":"Name","value":"served"}},{"kind":"Field","name":{"kind":"Name","value":"tripChargeCents"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<BookingPage_CheckZipQuery, BookingPage_CheckZipQueryVariables>;
export const BookingPage_SlotsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingPage_Slots"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zip"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"through"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingSlots"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"zip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zip"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"through"},"value":{"kind":"Variable","name":{"kind":"Name","value":"through"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}}]}}]}}]} as unknown as DocumentNode<BookingPage_SlotsQuery, BookingPage_SlotsQueryVariables>;
export const BookingPage_BookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookingPage_Book"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookOnlineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookOnline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"accepted"}},{"kind":"Field","name":{"kind":"Name","value":"firstVisitTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]} as unknown as DocumentNode<BookingPage_BookMutation, BookingPage_BookMutationVariables>;
export const BookingPage_SaveLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookingPage_SaveLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveBookingLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveBookingLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saved"}}]}}]}}]} as unknown as DocumentNode<BookingPage_SaveLeadMutation, BookingPage_SaveLeadMutationVariables>;
export const ClientInvoicesPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientInvoicesPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveStatus"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientInvoiceCard_invoice"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientInvoiceCard_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]} as unknown as DocumentNode<ClientInvoicesPage_QueryQuery, ClientInvoicesPage_QueryQueryVariables>;
export const ClientAccessDialog_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientAccessDialog_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accessNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"}},{"kind":"Field","name":{"kind":"Name","value":"entryCode"}},{"kind":"Field","name":{"kind":"Name","value":"alarmCode"}},{"kind":"Field","name":{"kind":"Name","value":"parking"}},{"kind":"Field","name":{"kind":"Name","value":"pets"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checklistAdditions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"tasks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClientAccessDialog_QueryQuery, ClientAccessDialog_QueryQueryVariables>;
export const ClientAccessDialog_SaveNotesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientAccessDialog_SaveNotes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClientAccessNotesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClientAccessNotes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ClientAccessDialog_SaveNotesMutation, ClientAccessDialog_SaveNotesMutationVariables>;
export const ClientAccessDialog_SaveChecklistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientAccessDialog_SaveChecklist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClientChecklistInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClientChecklist"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ClientAccessDialog_SaveChecklistMutation, ClientAccessDialog_SaveChecklistMutationVariables>;
export const ClientBillingDialog_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientBillingDialog_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billingPreference"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAfterVisit"}},{"kind":"Field","name":{"kind":"Name","value":"savedCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"openInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClientBillingDialog_QueryQuery, ClientBillingDialog_QueryQueryVariables>;
export const ClientBillingDialog_PreferenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientBillingDialog_Preference"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"billingPreference"}}]}}]}}]}}]} as unknown as DocumentNode<ClientBillingDialog_PreferenceMutation, ClientBillingDialog_PreferenceMutationVariables>;
export const ClientBillingDialog_ChargeAfterVisitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientBillingDialog_ChargeAfterVisit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetChargeAfterVisitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setChargeAfterVisit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAfterVisit"}}]}}]}}]}}]} as unknown as DocumentNode<ClientBillingDialog_ChargeAfterVisitMutation, ClientBillingDialog_ChargeAfterVisitMutationVariables>;
export const ClientBillingDialog_ChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientBillingDialog_Charge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]}}]}}]} as unknown as DocumentNode<ClientBillingDialog_ChargeMutation, ClientBillingDialog_ChargeMutationVariables>;
export const ClientBillingDialog_ReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientBillingDialog_Release"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseHoldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClientBillingDialog_ReleaseMutation, ClientBillingDialog_ReleaseMutationVariables>;
export const ClientPreferencesDialog_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientPreferencesDialog_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sameHelpers"}},{"kind":"Field","name":{"kind":"Name","value":"preferredHelpers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"excludedHelpers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"helpers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClientPreferencesDialog_QueryQuery, ClientPreferencesDialog_QueryQueryVariables>;
export const SetClientHelperPreferences_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetClientHelperPreferences_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetClientHelperPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setClientHelperPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sameHelpers"}},{"kind":"Field","name":{"kind":"Name","value":"preferredHelpers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"excludedHelpers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetClientHelperPreferences_MutationMutation, SetClientHelperPreferences_MutationMutationVariables>;
export const ClientTextDialog_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientTextDialog_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientTextPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"clientId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"consentAt"}},{"kind":"Field","name":{"kind":"Name","value":"consentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"optedOut"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]} as unknown as DocumentNode<ClientTextDialog_QueryQuery, ClientTextDialog_QueryQueryVariables>;
export const UpdateClientTextPreferences_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateClientTextPreferences_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClientTextPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClientTextPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"consentAt"}},{"kind":"Field","name":{"kind":"Name","value":"consentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"optedOut"}},{"kind":"Field","name":{"kind":"Name","value":"available"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateClientTextPreferences_MutationMutation, UpdateClientTextPreferences_MutationMutationVariables>;
export const ClientsPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientsPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveStatusFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientRow_client"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Paging_pageInfo"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFormDialog_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientRow_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"savedCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFormDialog_client"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Paging_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<ClientsPage_QueryQuery, ClientsPage_QueryQueryVariables>;
export const ClientsPage_CreateClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientsPage_CreateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientRow_client"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFormDialog_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientRow_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"savedCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFormDialog_client"}}]}}]} as unknown as DocumentNode<ClientsPage_CreateClientMutation, ClientsPage_CreateClientMutationVariables>;
export const ClientFormDialog_UpdateClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientFormDialog_UpdateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientRow_client"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientFormDialog_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClientRow_client"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"savedCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClientFormDialog_client"}}]}}]} as unknown as DocumentNode<ClientFormDialog_UpdateClientMutation, ClientFormDialog_UpdateClientMutationVariables>;
export const ClientRow_DeactivateClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientRow_DeactivateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeactivateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<ClientRow_DeactivateClientMutation, ClientRow_DeactivateClientMutationVariables>;
export const ClientRow_ReactivateClientDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientRow_ReactivateClient"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactivateClientInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<ClientRow_ReactivateClientMutation, ClientRow_ReactivateClientMutationVariables>;
export const ClientFormDialog_LinkClientAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientFormDialog_LinkClientAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkClientAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkClientAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ClientFormDialog_LinkClientAccountMutation, ClientFormDialog_LinkClientAccountMutationVariables>;
export const AccessNotesCard_RevealDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AccessNotesCard_Reveal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevealAccessCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revealAccessCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<AccessNotesCard_RevealMutation, AccessNotesCard_RevealMutationVariables>;
export const ChecklistCard_TickDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChecklistCard_Tick"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TickChecklistItemInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tickChecklistItem"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChecklistCard_TickMutation, ChecklistCard_TickMutationVariables>;
export const JobNotesCard_AddNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JobNotesCard_AddNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddVisitNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addVisitNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<JobNotesCard_AddNoteMutation, JobNotesCard_AddNoteMutationVariables>;
export const JobPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JobPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"helperNames"}},{"kind":"Field","name":{"kind":"Name","value":"extras"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AccessNotesCard_visit"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChecklistCard_visit"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobNotesCard_visit"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnMyWayCard_visit"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AccessNotesCard_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"accessNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"}},{"kind":"Field","name":{"kind":"Name","value":"hasEntryCode"}},{"kind":"Field","name":{"kind":"Name","value":"hasAlarmCode"}},{"kind":"Field","name":{"kind":"Name","value":"parking"}},{"kind":"Field","name":{"kind":"Name","value":"pets"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChecklistCard_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobNotesCard_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"jobNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnMyWayCard_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"onMyWayAt"}},{"kind":"Field","name":{"kind":"Name","value":"lateMinutes"}}]}}]} as unknown as DocumentNode<JobPage_QueryQuery, JobPage_QueryQueryVariables>;
export const MyJobsPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyJobsPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobCard_visit"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitHeadline_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobCard_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitHeadline_visit"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}}]} as unknown as DocumentNode<MyJobsPage_QueryQuery, MyJobsPage_QueryQueryVariables>;
export const OnMyWayCard_AnnounceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnMyWayCard_Announce"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnnounceOnMyWayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announceOnMyWay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alreadySent"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"onMyWayAt"}},{"kind":"Field","name":{"kind":"Name","value":"lateMinutes"}}]}}]}}]}}]} as unknown as DocumentNode<OnMyWayCard_AnnounceMutation, OnMyWayCard_AnnounceMutationVariables>;
export const PayoutsPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutsPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"count"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myPayPeriods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"Variable","name":{"kind":"Name","value":"count"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"approvedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}},{"kind":"Field","name":{"kind":"Name","value":"openEntries"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayPeriodCard_period"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayPeriodStatus_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"openEntries"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutBreakdown_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"approvedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusNote"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayPeriodCard_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayPeriodStatus_period"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"tipsCents"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutBreakdown_period"}}]}}]} as unknown as DocumentNode<PayoutsPage_QueryQuery, PayoutsPage_QueryQueryVariables>;
export const TodayPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TodayPage_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"todaysJobs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JobCard_visit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myClock"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCard_entry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myPayPeriods"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"count"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutSummaryCard_period"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitHeadline_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayPeriodStatus_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"openEntries"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutBreakdown_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"approvedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"workedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusCents"}},{"kind":"Field","name":{"kind":"Name","value":"bonusNote"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JobCard_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitHeadline_visit"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"onHold"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"checklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"phoneNumber"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCard_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockInLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"clockInLongitude"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutSummaryCard_period"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PayPeriodSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayPeriodStatus_period"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"approvedMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"payoutCents"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutBreakdown_period"}}]}}]} as unknown as DocumentNode<TodayPage_QueryQuery, TodayPage_QueryQueryVariables>;
export const UseClockIn_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"useClockIn_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClockInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ClockCard_entry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ClockCard_entry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockInLatitude"}},{"kind":"Field","name":{"kind":"Name","value":"clockInLongitude"}}]}}]} as unknown as DocumentNode<UseClockIn_MutationMutation, UseClockIn_MutationMutationVariables>;
export const UseClockOut_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"useClockOut_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ClockInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clockOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clockInAt"}},{"kind":"Field","name":{"kind":"Name","value":"clockOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"minutes"}}]}}]}}]}}]} as unknown as DocumentNode<UseClockOut_MutationMutation, UseClockOut_MutationMutationVariables>;
export const UseStartVisit_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"useStartVisit_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VisitIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startVisit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]}}]}}]} as unknown as DocumentNode<UseStartVisit_MutationMutation, UseStartVisit_MutationMutationVariables>;
export const UseCompleteVisit_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"useCompleteVisit_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteVisitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeVisit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}}]}}]}}]}}]} as unknown as DocumentNode<UseCompleteVisit_MutationMutation, UseCompleteVisit_MutationMutationVariables>;
export const HelpersPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpersPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveStatusFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HelperRow_helper"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Paging_pageInfo"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelperFormDialog_helper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Helper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"maxHoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelperRow_helper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Helper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"maxHoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HelperFormDialog_helper"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Paging_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<HelpersPage_QueryQuery, HelpersPage_QueryQueryVariables>;
export const HelpersTimeOff_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpersTimeOff_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeOffRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<HelpersTimeOff_QueryQuery, HelpersTimeOff_QueryQueryVariables>;
export const HelpersPage_CreateHelperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HelpersPage_CreateHelper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateHelperInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createHelper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HelperRow_helper"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelperFormDialog_helper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Helper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"maxHoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelperRow_helper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Helper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"maxHoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HelperFormDialog_helper"}}]}}]} as unknown as DocumentNode<HelpersPage_CreateHelperMutation, HelpersPage_CreateHelperMutationVariables>;
export const HelperFormDialog_UpdateHelperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HelperFormDialog_UpdateHelper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateHelperInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHelper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HelperRow_helper"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelperFormDialog_helper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Helper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"maxHoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HelperRow_helper"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Helper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"hourlyRateCents"}},{"kind":"Field","name":{"kind":"Name","value":"maxHoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HelperFormDialog_helper"}}]}}]} as unknown as DocumentNode<HelperFormDialog_UpdateHelperMutation, HelperFormDialog_UpdateHelperMutationVariables>;
export const HelperRow_DeactivateHelperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HelperRow_DeactivateHelper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeactivateHelperInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deactivateHelper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<HelperRow_DeactivateHelperMutation, HelperRow_DeactivateHelperMutationVariables>;
export const HelperRow_ReactivateHelperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HelperRow_ReactivateHelper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReactivateHelperInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reactivateHelper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"active"}}]}}]}}]}}]} as unknown as DocumentNode<HelperRow_ReactivateHelperMutation, HelperRow_ReactivateHelperMutationVariables>;
export const HelperFormDialog_LinkHelperAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HelperFormDialog_LinkHelperAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkHelperAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkHelperAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HelperFormDialog_LinkHelperAccountMutation, HelperFormDialog_LinkHelperAccountMutationVariables>;
export const InvoiceFromRequestDialog_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceFromRequestDialog_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"accepted"},"name":{"kind":"Name","value":"serviceRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACCEPTED"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFromRequestDialog_request"}}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"scheduled"},"name":{"kind":"Name","value":"serviceRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"SCHEDULED"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFromRequestDialog_request"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFromRequestDialog_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<InvoiceFromRequestDialog_QueryQuery, InvoiceFromRequestDialog_QueryQueryVariables>;
export const InvoicePrintPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicePrintPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceDocument_invoice"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceLedger_invoice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceDocument_business"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDocument_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceLedger_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"pendingRefundCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"writeOffs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reminders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"sentOn"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceDocument_business"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BusinessProfile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"paymentInstructions"}}]}}]} as unknown as DocumentNode<InvoicePrintPage_QueryQuery, InvoicePrintPage_QueryQueryVariables>;
export const InvoiceRunPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceRunPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"through"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceRunPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"through"},"value":{"kind":"Variable","name":{"kind":"Name","value":"through"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"through"}},{"kind":"Field","name":{"kind":"Name","value":"visitCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visitId"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]}}]} as unknown as DocumentNode<InvoiceRunPage_QueryQuery, InvoiceRunPage_QueryQueryVariables>;
export const InvoiceRunPage_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvoiceRunPage_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInvoiceRunInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvoiceRun"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoiceCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]} as unknown as DocumentNode<InvoiceRunPage_MutationMutation, InvoiceRunPage_MutationMutationVariables>;
export const InvoicesPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoicesPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow_invoice"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFormDialog_invoice"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultTaxRateBasisPoints"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFormDialog_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFormDialog_invoice"}}]}}]} as unknown as DocumentNode<InvoicesPage_QueryQuery, InvoicesPage_QueryQueryVariables>;
export const CreateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow_invoice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFormDialog_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFormDialog_invoice"}}]}}]} as unknown as DocumentNode<CreateInvoiceMutation, CreateInvoiceMutationVariables>;
export const CreateInvoiceFromRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateInvoiceFromRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInvoiceFromRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvoiceFromRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow_invoice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFormDialog_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFormDialog_invoice"}}]}}]} as unknown as DocumentNode<CreateInvoiceFromRequestMutation, CreateInvoiceFromRequestMutationVariables>;
export const DeleteInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedInvoiceId"}}]}}]}}]} as unknown as DocumentNode<DeleteInvoiceMutation, DeleteInvoiceMutationVariables>;
export const ExportInvoicesCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportInvoicesCsv"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InvoiceStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ExportInvoicesCsvQuery, ExportInvoicesCsvQueryVariables>;
export const InvoiceFormDialog_ClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InvoiceFormDialog_Clients"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"billableClients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"200"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]} as unknown as DocumentNode<InvoiceFormDialog_ClientsQuery, InvoiceFormDialog_ClientsQueryVariables>;
export const UpdateInvoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInvoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceRow_invoice"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFormDialog_invoice"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveStatus"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceFormDialog_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPriceCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InvoiceRow_invoice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Invoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceSummary_invoice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InvoiceFormDialog_invoice"}}]}}]} as unknown as DocumentNode<UpdateInvoiceMutation, UpdateInvoiceMutationVariables>;
export const MessagesInbox_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesInbox_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxItem_conversation"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Paging_pageInfo"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxItem_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"participant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"latest"},"name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"fromBusiness"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Paging_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<MessagesInbox_QueryQuery, MessagesInbox_QueryQueryVariables>;
export const MessagesSent_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MessagesSent_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sentMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"SentItem_message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Paging_pageInfo"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SentItem_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"recipient"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Paging_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<MessagesSent_QueryQuery, MessagesSent_QueryQueryVariables>;
export const TextNumberThread_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TextNumberThread_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textThread"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"optedOut"}},{"kind":"Field","name":{"kind":"Name","value":"canReply"}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<TextNumberThread_QueryQuery, TextNumberThread_QueryQueryVariables>;
export const TextNumberThread_ReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TextNumberThread_Reply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyToTextNumberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToTextNumber"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<TextNumberThread_ReplyMutation, TextNumberThread_ReplyMutationVariables>;
export const TextNumberThread_KeepAsLeadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TextNumberThread_KeepAsLead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"KeepTextNumberAsLeadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keepTextNumberAsLead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TextNumberThread_KeepAsLeadMutation, TextNumberThread_KeepAsLeadMutationVariables>;
export const UnknownTextNumbers_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnknownTextNumbers_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unknownTextNumbers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"lastBody"}},{"kind":"Field","name":{"kind":"Name","value":"lastAt"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<UnknownTextNumbers_QueryQuery, UnknownTextNumbers_QueryQueryVariables>;
export const UnknownTextNumbers_LeadsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnknownTextNumbers_Leads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textLeads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"lastBody"}},{"kind":"Field","name":{"kind":"Name","value":"lastAt"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<UnknownTextNumbers_LeadsQuery, UnknownTextNumbers_LeadsQueryVariables>;
export const UnknownTextNumbers_ClientsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnknownTextNumbers_Clients"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clients"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"500"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}}]}}]} as unknown as DocumentNode<UnknownTextNumbers_ClientsQuery, UnknownTextNumbers_ClientsQueryVariables>;
export const UnknownTextNumbers_LinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnknownTextNumbers_Link"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkTextNumberInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkTextNumberToClient"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"movedTexts"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<UnknownTextNumbers_LinkMutation, UnknownTextNumbers_LinkMutationVariables>;
export const UnreadMessagesBadge_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UnreadMessagesBadge_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadMessageCount"}}]}}]} as unknown as DocumentNode<UnreadMessagesBadge_QueryQuery, UnreadMessagesBadge_QueryQueryVariables>;
export const AdminConversation_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminConversation_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationWithUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationView_conversation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageThread_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Paging_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationView_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"participant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageThread_message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Paging_pageInfo"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<AdminConversation_QueryQuery, AdminConversation_QueryQueryVariables>;
export const MyConversation_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyConversation_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myConversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ConversationView_conversation"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MessageThread_message"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Message"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Paging_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ConversationView_conversation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Conversation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"participant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MessageThread_message"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Paging_pageInfo"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<MyConversation_QueryQuery, MyConversation_QueryQueryVariables>;
export const ConversationView_MarkReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConversationView_MarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkConversationReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markConversationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"unreadCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]}}]} as unknown as DocumentNode<ConversationView_MarkReadMutation, ConversationView_MarkReadMutationVariables>;
export const ConversationView_ReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConversationView_Reply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplyToConversationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToConversation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ConversationView_ReplyMutation, ConversationView_ReplyMutationVariables>;
export const ConversationView_StartDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConversationView_Start"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<ConversationView_StartMutation, ConversationView_StartMutationVariables>;
export const MyConversation_SendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MyConversation_Send"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageToBusinessInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessageToBusiness"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<MyConversation_SendMutation, MyConversation_SendMutationVariables>;
export const OutboxEmailDialog_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutboxEmailDialog_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}}]} as unknown as DocumentNode<OutboxEmailDialog_QueryQuery, OutboxEmailDialog_QueryQueryVariables>;
export const OutboxPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutboxPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DeliveryStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outboxStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"waiting"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"kept"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"outbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutboxEmailRow_email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Paging_pageInfo"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboxEmailRow_email"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"sendAfter"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Paging_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<OutboxPage_QueryQuery, OutboxPage_QueryQueryVariables>;
export const TextChannelStatus_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TextChannelStatus_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"textMessaging"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"incomingUrl"}}]}}]}}]} as unknown as DocumentNode<TextChannelStatus_QueryQuery, TextChannelStatus_QueryQueryVariables>;
export const OutboxPage_RetryEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OutboxPage_RetryEmail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetryOutboxEmailInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryOutboxEmail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OutboxEmailRow_email"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OutboxEmailRow_email"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxEmail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"event"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"toAddress"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"providerStatus"}},{"kind":"Field","name":{"kind":"Name","value":"sendAfter"}}]}}]} as unknown as DocumentNode<OutboxPage_RetryEmailMutation, OutboxPage_RetryEmailMutationVariables>;
export const PublicPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicPage_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSite"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"services"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ServiceCard_service"}}]}},{"kind":"Field","name":{"kind":"Name","value":"testimonials"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TestimonialCard_testimonial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryPhotos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryItem_photo"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ServiceCard_service"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PublicService"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"features"}},{"kind":"Field","name":{"kind":"Name","value":"color"}},{"kind":"Field","name":{"kind":"Name","value":"popular"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TestimonialCard_testimonial"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Testimonial"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"yearsOfService"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryItem_photo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryPhoto"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}}]}}]} as unknown as DocumentNode<PublicPage_QueryQuery, PublicPage_QueryQueryVariables>;
export const CompletedVisitsSection_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompletedVisitsSection_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCompletedVisits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"completionSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"doneCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"tasksDone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"takenBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]}}]} as unknown as DocumentNode<CompletedVisitsSection_QueryQuery, CompletedVisitsSection_QueryQueryVariables>;
export const LivePrice_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LivePrice_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"durationMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LivePrice_QueryQuery, LivePrice_QueryQueryVariables>;
export const PortalPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PortalPage_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"portalSeenAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upcomingVisits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NextCleaningCard_visit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"serviceRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestCard_request"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestFacts_customDays"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CustomDays"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sunday"}},{"kind":"Field","name":{"kind":"Name","value":"monday"}},{"kind":"Field","name":{"kind":"Name","value":"tuesday"}},{"kind":"Field","name":{"kind":"Name","value":"wednesday"}},{"kind":"Field","name":{"kind":"Name","value":"thursday"}},{"kind":"Field","name":{"kind":"Name","value":"friday"}},{"kind":"Field","name":{"kind":"Name","value":"saturday"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuoteLines_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgreedQuoteType"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NextCleaningCard_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"helperCount"}},{"kind":"Field","name":{"kind":"Name","value":"helperFirstNames"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RequestCard_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ServiceRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"customDays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RequestFacts_customDays"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"adminFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuoteLines_quote"}}]}}]}}]} as unknown as DocumentNode<PortalPage_QueryQuery, PortalPage_QueryQueryVariables>;
export const PortalPage_MarkPortalSeenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PortalPage_MarkPortalSeen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPortalSeen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"portalSeenAt"}}]}}]}}]}}]} as unknown as DocumentNode<PortalPage_MarkPortalSeenMutation, PortalPage_MarkPortalSeenMutationVariables>;
export const RequestServicePage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RequestServicePage_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"priceList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extras"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"priceCents"}},{"kind":"Field","name":{"kind":"Name","value":"services"}}]}}]}}]}}]} as unknown as DocumentNode<RequestServicePage_QueryQuery, RequestServicePage_QueryQueryVariables>;
export const VisitChangesSection_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitChangesSection_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upcomingVisits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"helperCount"}},{"kind":"Field","name":{"kind":"Name","value":"helperFirstNames"}},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"visitChangeRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"visitDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposedDate"}},{"kind":"Field","name":{"kind":"Name","value":"proposedTimeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}},{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<VisitChangesSection_QueryQuery, VisitChangesSection_QueryQueryVariables>;
export const VisitChangesSection_RequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VisitChangesSection_Request"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestVisitChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestVisitChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<VisitChangesSection_RequestMutation, VisitChangesSection_RequestMutationVariables>;
export const UseCreateServiceRequest_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"useCreateServiceRequest_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateServiceRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createServiceRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]} as unknown as DocumentNode<UseCreateServiceRequest_MutationMutation, UseCreateServiceRequest_MutationMutationVariables>;
export const VerifyEmailBanner_ResendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyEmailBanner_Resend"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendVerificationEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sent"}}]}}]}}]} as unknown as DocumentNode<VerifyEmailBanner_ResendMutation, VerifyEmailBanner_ResendMutationVariables>;
export const TimeOffPage_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeOffPage_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"pending"},"name":{"kind":"Name","value":"timeOffRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeOffPage_request"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"recent"},"name":{"kind":"Name","value":"timeOffRequests"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TimeOffPage_request"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TimeOffPage_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TimeOffRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<TimeOffPage_QueryQuery, TimeOffPage_QueryQueryVariables>;
export const TimeOffPreview_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TimeOffPreview_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeOffPreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"visits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]}}]}}]} as unknown as DocumentNode<TimeOffPreview_QueryQuery, TimeOffPreview_QueryQueryVariables>;
export const DecideTimeOff_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DecideTimeOff_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideTimeOffInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decideTimeOff"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unassigned"}},{"kind":"Field","name":{"kind":"Name","value":"affectedVisits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeOffRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decisionNote"}}]}}]}}]}}]} as unknown as DocumentNode<DecideTimeOff_MutationMutation, DecideTimeOff_MutationMutationVariables>;
export const App_ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"App_Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signInStepOwed"}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"needsProfileSetup"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AppShell_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileSetupPage_viewer"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellHeader_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"profileImageUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ShellSidebar_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VerifyEmailBanner_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailVerified"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AppShell_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellHeader_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ShellSidebar_viewer"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"VerifyEmailBanner_viewer"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileSetupPage_viewer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]} as unknown as DocumentNode<App_ViewerQuery, App_ViewerQueryVariables>;
export const AssignHelpersDialog_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignHelpersDialog_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"visitId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"visitId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitHeadline_visit"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]},{"kind":"Field","name":{"kind":"Name","value":"request"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sameHelpers"}},{"kind":"Field","name":{"kind":"Name","value":"preferredHelpers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"excludedHelpers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"helpers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"helpers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"ACTIVE"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"maxHoursPerWeek"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitHeadline_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"service"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]} as unknown as DocumentNode<AssignHelpersDialog_QueryQuery, AssignHelpersDialog_QueryQueryVariables>;
export const AssignJobHelpersButton_NextVisitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AssignJobHelpersButton_NextVisit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextVisitOfRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AssignJobHelpersButton_NextVisitQuery, AssignJobHelpersButton_NextVisitQueryVariables>;
export const UseAssignHelpers_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"useAssignHelpers_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AssignHelpersInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"assignHelpers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"filledVisitCount"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"helperId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"helperCount"}},{"kind":"Field","name":{"kind":"Name","value":"helpers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<UseAssignHelpers_MutationMutation, UseAssignHelpers_MutationMutationVariables>;
export const AvailabilityDialog_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AvailabilityDialog_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"helperId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"helperId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Helper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<AvailabilityDialog_QueryQuery, AvailabilityDialog_QueryQueryVariables>;
export const SetHelperAvailability_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetHelperAvailability_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetHelperAvailabilityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setHelperAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helper"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"availability"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"ranges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetHelperAvailability_MutationMutation, SetHelperAvailability_MutationMutationVariables>;
export const CardPaymentsPanel_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CardPaymentsPanel_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"declinedPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"cardPaymentsToReview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}}]}}]}}]}}]} as unknown as DocumentNode<CardPaymentsPanel_QueryQuery, CardPaymentsPanel_QueryQueryVariables>;
export const CardPaymentsPanel_ChargeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CardPaymentsPanel_Charge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChargeInvoiceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeInvoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CardPaymentsPanel_ChargeMutation, CardPaymentsPanel_ChargeMutationVariables>;
export const CardPaymentsPanel_DismissDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CardPaymentsPanel_Dismiss"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DismissCardPaymentReviewInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissCardPaymentReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}}]}}]}}]} as unknown as DocumentNode<CardPaymentsPanel_DismissMutation, CardPaymentsPanel_DismissMutationVariables>;
export const CardPaymentsStatusLine_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CardPaymentsStatusLine_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<CardPaymentsStatusLine_QueryQuery, CardPaymentsStatusLine_QueryQueryVariables>;
export const PayNowButton_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayNowButton_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInvoicePaymentSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInvoicePaymentSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PayNowButton_MutationMutation, PayNowButton_MutationMutationVariables>;
export const SaveCardOffer_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaveCardOffer_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"savedCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SaveCardOffer_QueryQuery, SaveCardOffer_QueryQueryVariables>;
export const SaveCardOffer_SetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveCardOffer_Setup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCardSetupSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCardSetupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SaveCardOffer_SetupMutation, SaveCardOffer_SetupMutationVariables>;
export const SavedCardSection_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedCardSection_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cardPayments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAfterVisit"}},{"kind":"Field","name":{"kind":"Name","value":"savedCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SavedCardSection_QueryQuery, SavedCardSection_QueryQueryVariables>;
export const SavedCardSection_SetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavedCardSection_Setup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateCardSetupSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCardSetupSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SavedCardSection_SetupMutation, SavedCardSection_SetupMutationVariables>;
export const SavedCardSection_RemoveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavedCardSection_Remove"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveSavedCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSavedCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAfterVisit"}},{"kind":"Field","name":{"kind":"Name","value":"savedCard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"}},{"kind":"Field","name":{"kind":"Name","value":"last4"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SavedCardSection_RemoveMutation, SavedCardSection_RemoveMutationVariables>;
export const SavedCardSection_ChargeAfterVisitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SavedCardSection_ChargeAfterVisit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetChargeAfterVisitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setChargeAfterVisit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chargeAfterVisit"}}]}}]}}]}}]} as unknown as DocumentNode<SavedCardSection_ChargeAfterVisitMutation, SavedCardSection_ChargeAfterVisitMutationVariables>;
export const ClientImportPanel_PreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientImportPanel_Preview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mapping"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientImportColumnInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decisions"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ClientImportDecisionInput"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"target"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportTarget"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewClientImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"uploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"uploadId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mapping"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mapping"}}},{"kind":"Argument","name":{"kind":"Name","value":"decisions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decisions"}}},{"kind":"Argument","name":{"kind":"Name","value":"target"},"value":{"kind":"Variable","name":{"kind":"Name","value":"target"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadId"}},{"kind":"Field","name":{"kind":"Name","value":"encoding"}},{"kind":"Field","name":{"kind":"Name","value":"columns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"header"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"create"}},{"kind":"Field","name":{"kind":"Name","value":"update"}},{"kind":"Field","name":{"kind":"Name","value":"unchanged"}},{"kind":"Field","name":{"kind":"Name","value":"skip"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"fate"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"choices"}},{"kind":"Field","name":{"kind":"Name","value":"decision"}},{"kind":"Field","name":{"kind":"Name","value":"cells"}}]}}]}}]}}]} as unknown as DocumentNode<ClientImportPanel_PreviewQuery, ClientImportPanel_PreviewQueryVariables>;
export const ClientImportPanel_CommitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClientImportPanel_Commit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommitClientImportInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitClientImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"updated"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"errors"}},{"kind":"Field","name":{"kind":"Name","value":"alreadyImported"}}]}}]}}]} as unknown as DocumentNode<ClientImportPanel_CommitMutation, ClientImportPanel_CommitMutationVariables>;
export const NotificationBell_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationBell_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]} as unknown as DocumentNode<NotificationBell_QueryQuery, NotificationBell_QueryQueryVariables>;
export const NotificationList_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NotificationList_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notifications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NotificationItem_notification"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Paging_pageInfo"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NotificationItem_notification"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notification"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Paging_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<NotificationList_QueryQuery, NotificationList_QueryQueryVariables>;
export const NotificationItem_MarkReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationItem_MarkRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkNotificationReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNotificationRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"read"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]}}]} as unknown as DocumentNode<NotificationItem_MarkReadMutation, NotificationItem_MarkReadMutationVariables>;
export const NotificationList_MarkAllReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NotificationList_MarkAllRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAllNotificationsRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marked"}},{"kind":"Field","name":{"kind":"Name","value":"unreadNotificationCount"}}]}}]}}]} as unknown as DocumentNode<NotificationList_MarkAllReadMutation, NotificationList_MarkAllReadMutationVariables>;
export const InvoiceLedger_RefundPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvoiceLedger_RefundPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<InvoiceLedger_RefundPaymentMutation, InvoiceLedger_RefundPaymentMutationVariables>;
export const InvoiceLedger_WriteOffDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvoiceLedger_WriteOff"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WriteOffBalanceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"writeOffBalance"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]}}]}}]} as unknown as DocumentNode<InvoiceLedger_WriteOffMutation, InvoiceLedger_WriteOffMutationVariables>;
export const InvoiceLedger_ApplyCreditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"InvoiceLedger_ApplyCredit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplyCreditInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applyCredit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]}}]}}]} as unknown as DocumentNode<InvoiceLedger_ApplyCreditMutation, InvoiceLedger_ApplyCreditMutationVariables>;
export const PaymentHoldBanner_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentHoldBanner_Query"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"since"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PaymentHoldBanner_QueryQuery, PaymentHoldBanner_QueryQueryVariables>;
export const RecordPaymentDialog_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordPaymentDialog_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"clientId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Client"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"openInvoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RecordPaymentDialog_QueryQuery, RecordPaymentDialog_QueryQueryVariables>;
export const RecordPaymentDialog_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordPaymentDialog_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"creditedCents"}},{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveStatus"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"client"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}}]}}]}}]}}]} as unknown as DocumentNode<RecordPaymentDialog_MutationMutation, RecordPaymentDialog_MutationMutationVariables>;
export const RoleRequestsReview_ApproveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoleRequestsReview_Approve"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideRoleRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveRoleRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]}}]} as unknown as DocumentNode<RoleRequestsReview_ApproveMutation, RoleRequestsReview_ApproveMutationVariables>;
export const RoleRequestsReview_DeclineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RoleRequestsReview_Decline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DecideRoleRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"declineRoleRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roleRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"decisionReason"}}]}}]}}]}}]} as unknown as DocumentNode<RoleRequestsReview_DeclineMutation, RoleRequestsReview_DeclineMutationVariables>;
export const SendMessageDialog_ConversationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SendMessageDialog_Conversation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversationWithUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"fromBusiness"}},{"kind":"Field","name":{"kind":"Name","value":"senderName"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<SendMessageDialog_ConversationQuery, SendMessageDialog_ConversationQueryVariables>;
export const SendMessageDialog_SendMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMessageDialog_SendMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}}]}}]}}]} as unknown as DocumentNode<SendMessageDialog_SendMessageMutation, SendMessageDialog_SendMessageMutationVariables>;
export const MarkVisitCompleted_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkVisitCompleted_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VisitIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markVisitCompleted"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitCompletion_visit"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitCompletion_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<MarkVisitCompleted_MutationMutation, MarkVisitCompleted_MutationMutationVariables>;
export const UndoVisitCompletion_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UndoVisitCompletion_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VisitIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoVisitCompletion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitCompletion_visit"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitCompletion_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<UndoVisitCompletion_MutationMutation, UndoVisitCompletion_MutationMutationVariables>;
export const CompleteVisits_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteVisits_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CompleteVisitsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeVisits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"visits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitCompletion_visit"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitCompletion_visit"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedAt"}},{"kind":"Field","name":{"kind":"Name","value":"completedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<CompleteVisits_MutationMutation, CompleteVisits_MutationMutationVariables>;
export const CancelVisit_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelVisit_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelVisitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelVisit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitChange_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitChange_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}}]}}]} as unknown as DocumentNode<CancelVisit_MutationMutation, CancelVisit_MutationMutationVariables>;
export const SkipVisit_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SkipVisit_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SkipVisitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"skipVisit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitChange_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitChange_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}}]}}]} as unknown as DocumentNode<SkipVisit_MutationMutation, SkipVisit_MutationMutationVariables>;
export const RestoreVisit_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreVisit_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RestoreVisitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreVisit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"VisitChange_payload"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"VisitChange_payload"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"VisitChangePayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusReason"}}]}}]}}]} as unknown as DocumentNode<RestoreVisit_MutationMutation, RestoreVisit_MutationMutationVariables>;
export const RescheduleVisit_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RescheduleVisit_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RescheduleVisitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rescheduleVisit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"droppedHelperIds"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helperId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}}]}}]}}]}}]} as unknown as DocumentNode<RescheduleVisit_MutationMutation, RescheduleVisit_MutationMutationVariables>;
export const UpdateSeries_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSeries_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSeriesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helperId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"visit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlot"}},{"kind":"Field","name":{"kind":"Name","value":"service"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSeries_MutationMutation, UpdateSeries_MutationMutationVariables>;
export const PauseSeries_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PauseSeries_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PauseSeriesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pauseSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<PauseSeries_MutationMutation, PauseSeries_MutationMutationVariables>;
export const EndSeries_MutationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSeries_Mutation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EndSeriesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSeries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"serviceRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<EndSeries_MutationMutation, EndSeries_MutationMutationVariables>;
export const VisitPhotos_QueryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VisitPhotos_Query"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Visit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"databaseId"}},{"kind":"Field","name":{"kind":"Name","value":"photos"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"caption"}},{"kind":"Field","name":{"kind":"Name","value":"takenBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"canDelete"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VisitPhotos_QueryQuery, VisitPhotos_QueryQueryVariables>;
export const VisitPhotos_DeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VisitPhotos_Delete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteVisitPhotoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteVisitPhoto"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedPhotoId"}}]}}]}}]} as unknown as DocumentNode<VisitPhotos_DeleteMutation, VisitPhotos_DeleteMutationVariables>;