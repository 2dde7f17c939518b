import * as z from 'zod/mini';
import { fromBusinessWallTime, isCalendarDate } from './businessTime';
import type { ServiceType } from '../gql/graphql';
import { dollarsToCents, percentToBasisPoints } from './money';
import { SERVICE_TYPES } from './serviceLabels';

/**
 * The API's rules on input, mirrored for the forms so a person hears about a mistake before sending (the API checks
 * them again and stays the authority). Limits follow the `*.inputs.ts` files under api/src/modules; each form's
 * schema lives here beside them, its messages in the spec's words.
 */

/** shared/money.ts: the largest amount the API takes, $1,000,000.00. */
export const MAX_CENTS = 100_000_000;
/** Notes on clients, helpers, requests and invoices. */
export const NOTES_MAX = 2000;
/** settings.types.ts: a default tax rate is 0 to 50% (5000 basis points). */
export const MAX_TAX_BASIS_POINTS = 5000;
/** invoice.inputs.ts */
export const INVOICE_LIMITS = { descriptionMax: 300, maxItems: 100, maxQuantity: 10_000 } as const;

export const MONEY_HINT = 'Enter an amount in dollars, like 150 or 19.99';

/** Reads as cents, or null when the text is not an amount (empty, negative, '$5', '1e3'). */
export function amountCents(text: string): number | null {
  const cents = dollarsToCents(text);
  return cents === null || Number.isNaN(cents) ? null : cents;
}

/** A whole number written plainly ('3'), or NaN. */
export const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** Text that is empty once trimmed is no value: the API's optional strings are null, never ''. */
export const optionalText = (max: number) =>
  z.pipe(
    z.string().check(z.maxLength(max)),
    z.transform((text: string) => text.trim() || null),
  );

const invoiceLine = z.object({ description: z.string(), quantity: z.string(), unitPrice: z.string() });

/**
 * New Invoice and Edit Invoice (spec §5): a client (on create), calendar dates with the due date not before the issue
 * date, each line described with a whole quantity of 1 to 10,000 and a price; without lines, a subtotal; the tax
 * (when typed) an amount.
 */
export const invoiceDraftSchema = z
  .object({
    mode: z.enum(['create', 'edit']),
    clientId: z.string(),
    issueDate: z.string(),
    dueDate: z.string(),
    lines: z.array(invoiceLine).check(z.maxLength(INVOICE_LIMITS.maxItems)),
    subtotal: z.string(),
    tax: z.string(),
    taxAuto: z.boolean(),
    status: z.string(),
    notes: z.string().check(z.maxLength(NOTES_MAX)),
  })
  .check(
    z.superRefine((draft, ctx) => {
      const problem = (path: (string | number)[], message: string) => ctx.addIssue({ code: 'custom', path, message });
      if (draft.mode === 'create' && !draft.clientId) problem(['clientId'], 'Choose a client');
      if (draft.mode === 'create' && !isCalendarDate(draft.issueDate)) problem(['issueDate'], 'Enter the issue date');
      if (!isCalendarDate(draft.dueDate)) problem(['dueDate'], 'Enter the due date');
      else if (isCalendarDate(draft.issueDate) && draft.dueDate < draft.issueDate) {
        problem(['dueDate'], 'The due date cannot be before the issue date');
      }
      draft.lines.forEach((line, index) => {
        if (!line.description.trim()) problem(['lines', index, 'description'], `Describe item ${index + 1}`);
        else if (line.description.trim().length > INVOICE_LIMITS.descriptionMax) {
          problem(['lines', index, 'description'], `At most ${INVOICE_LIMITS.descriptionMax} characters`);
        }
        const quantity = wholeNumber(line.quantity);
        if (!Number.isInteger(quantity) || quantity < 1 || quantity > INVOICE_LIMITS.maxQuantity) {
          problem(['lines', index, 'quantity'], 'A whole number, 1 or more');
        }
        if (amountCents(line.unitPrice) === null) problem(['lines', index, 'unitPrice'], MONEY_HINT);
      });
      if (draft.lines.length === 0 && amountCents(draft.subtotal) === null) problem(['subtotal'], MONEY_HINT);
      if (!draft.taxAuto && draft.tax.trim() && amountCents(draft.tax) === null) problem(['tax'], MONEY_HINT);
    }),
  );

export type InvoiceDraftValues = z.input<typeof invoiceDraftSchema>;

/** Invoice from a request: a client and one of their requests, and the days to bill ('from' may be empty). */
export const invoiceFromRequestSchema = z
  .object({
    clientId: z.string(),
    requestId: z.string(),
    from: z.string(),
    through: z.string(),
    status: z.string(),
  })
  .check(
    z.superRefine((draft, ctx) => {
      const problem = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
      if (!draft.clientId) problem('clientId', 'Choose a client');
      if (!draft.requestId) problem('requestId', 'Choose a request');
      if (draft.from && !isCalendarDate(draft.from)) problem('from', 'Enter a date or leave it empty');
      if (!isCalendarDate(draft.through)) problem('through', 'Enter the last date to bill');
      else if (draft.from && isCalendarDate(draft.from) && draft.through < draft.from) {
        problem('through', "'Through' cannot be before 'from'");
      }
    }),
  );

/** The shape of an email address: something, an @, a domain with a dot; no spaces. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** client.service.ts (clientEmail): optional, trimmed and lower-cased, a real email shape; null when empty. */
export const optionalEmail = z.pipe(
  z.string().check(
    z.maxLength(254),
    z.refine((text: string) => !text.trim() || EMAIL_SHAPE.test(text.trim()), 'Enter a valid email address'),
  ),
  z.transform((text: string) => text.trim().toLowerCase() || null),
);

/** client.inputs.ts: a name (1 to 100), and optional phone, email, address and notes. */
export const clientSchema = z.object({
  displayName: z.string().check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(100)),
  phone: optionalText(32),
  email: optionalEmail,
  address: optionalText(300),
  notes: optionalText(NOTES_MAX),
});

/** helper.inputs.ts: at most 168 hours a week. */
export const MAX_HOURS_PER_WEEK = 168;

/**
 * helper.inputs.ts (spec §5): the hourly rate is required, typed in dollars and sent in cents; max hours is an optional
 * whole number from 1 to 168, empty meaning unlimited (null).
 */
export const helperSchema = z.pipe(
  z.object({
    hourlyRate: z.pipe(
      z.string(),
      z.transform((text: string, ctx) => {
        const cents = dollarsToCents(text);
        const message =
          cents === null
            ? 'Hourly rate is required'
            : Number.isNaN(cents)
              ? 'Enter an amount in dollars, like 25 or 25.50'
              : cents > MAX_CENTS
                ? 'That hourly rate is too large'
                : null;
        if (message) ctx.issues.push({ code: 'custom', input: ctx.value, message });
        return cents ?? 0;
      }),
    ),
    maxHoursPerWeek: z.pipe(
      z.string(),
      z.transform((text: string, ctx) => {
        const hours = text.trim();
        if (hours === '') return null;
        const value = wholeNumber(hours);
        if (!(value >= 1 && value <= MAX_HOURS_PER_WEEK)) {
          ctx.issues.push({
            code: 'custom',
            input: ctx.value,
            message: 'Enter whole hours from 1 to 168, or leave it empty for unlimited',
          });
        }
        return value;
      }),
    ),
    phone: optionalText(32),
    notes: optionalText(NOTES_MAX),
    // A helper without an account is named by the owner (helper.entity.ts: 60 characters each).
    firstName: optionalText(60),
    lastName: optionalText(60),
    // helper.service.ts: the same rule as a client's email (lower-cased, unique among active helpers).
    email: optionalEmail,
  }),
  // The API speaks cents: the field holds dollars, the input names the cents.
  z.transform(
    ({
      hourlyRate,
      ...rest
    }: {
      hourlyRate: number;
      maxHoursPerWeek: number | null;
      phone: string | null;
      notes: string | null;
      firstName: string | null;
      lastName: string | null;
      email: string | null;
    }) => ({
      hourlyRateCents: hourlyRate,
      ...rest,
    }),
  ),
);

/** Linking an account to a client or helper record: the email they signed up with. */
export const linkAccountSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Enter the email they signed up with'), z.maxLength(254)),
});

/** message.entity.ts: a subject of at most 200 characters, a body of at most 5,000. */
export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 5000;

/** Send Message (spec §5): blank text sends nothing, so the body is checked by the dialog, not reported as a mistake. */
export const messageSchema = z.object({
  subject: z.string().check(z.maxLength(MESSAGE_SUBJECT_MAX)),
  body: z.string().check(z.maxLength(MESSAGE_BODY_MAX)),
});

/** time-entry.inputs.ts: a note says why a time changed. */
export const TIME_NOTE_MAX = 500;

/**
 * Adjust or add a time entry: both times on the Naples clock ('YYYY-MM-DDTHH:MM'), clock-out after clock-in, and a
 * note saying why (the API needs one). The output is the mutation's instants.
 */
export const timeEntrySchema = z.pipe(
  z.object({ clockIn: z.string(), clockOut: z.string(), note: z.string().check(z.maxLength(TIME_NOTE_MAX)) }),
  z.transform((values: { clockIn: string; clockOut: string; note: string }, ctx) => {
    const clockIn = fromBusinessWallTime(values.clockIn);
    const clockOut = fromBusinessWallTime(values.clockOut);
    const problem = (path: string, message: string) =>
      ctx.issues.push({ code: 'custom', input: ctx.value, path: [path], message });
    if (!clockIn) problem('clockIn', 'Enter the clock-in date and time');
    if (!clockOut) problem('clockOut', 'Enter the clock-out date and time');
    if (clockIn && clockOut && clockOut <= clockIn) problem('clockOut', 'Clock-out must be after clock-in');
    if (!values.note.trim()) problem('note', 'Say why, e.g. "Forgot to clock out; left at 4 PM"');
    if (!clockIn || !clockOut) return z.NEVER;
    return { clockInAt: clockIn.toISOString(), clockOutAt: clockOut.toISOString(), note: values.note.trim() };
  }),
);

/** A helper's bonus for a pay period: an optional amount in dollars (empty is none) and an optional note. */
export const bonusSchema = z.object({
  amount: z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const cents = dollarsToCents(text) ?? 0;
      if (Number.isNaN(cents) || cents > MAX_CENTS) {
        ctx.issues.push({ code: 'custom', input: ctx.value, message: 'Enter an amount in dollars, like 75 or 75.50' });
      }
      return cents;
    }),
  ),
  note: z.string().check(z.maxLength(500)),
});

/** auth/passwords.ts */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Sign in: the browser asks for both fields (they are `required`); the server judges them. */
export const signInSchema = z.object({
  email: z.string().check(z.trim(), z.maxLength(254)),
  password: z.string().check(z.maxLength(PASSWORD_MAX_LENGTH)),
});

/** user.inputs.ts SignUpInput, in the API's own words for the password. */
export const signUpSchema = z.object({
  firstName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'firstName must be 1 to 100 characters'),
      z.maxLength(100, 'firstName must be 1 to 100 characters'),
    ),
  lastName: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'lastName must be 1 to 100 characters'),
      z.maxLength(100, 'lastName must be 1 to 100 characters'),
    ),
  email: z.string().check(z.trim(), z.maxLength(254)),
  password: z
    .string()
    .check(
      z.minLength(PASSWORD_MIN_LENGTH, `password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`),
      z.maxLength(PASSWORD_MAX_LENGTH, `password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`),
    ),
});

/**
 * Complete Your Profile (spec §2, §4): a client's display name is required, a helper's phone. The submit button waits
 * until they are given, so those rules carry no message; a helper's optional rate must read as dollars.
 */
export const clientProfileSchema = z.object({
  displayName: z.string().check(z.trim(), z.minLength(1, ''), z.maxLength(100)),
  phone: optionalText(32),
});

export const helperProfileSchema = z.object({
  phone: z.string().check(z.trim(), z.minLength(1, ''), z.maxLength(32)),
  hourlyRate: z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const cents = dollarsToCents(text);
      if (cents !== null && (Number.isNaN(cents) || cents > MAX_CENTS)) {
        ctx.issues.push({ code: 'custom', input: ctx.value, message: 'Enter an amount in dollars, like 25 or 25.50.' });
      }
      return cents;
    }),
  ),
});

/** service-request.inputs.ts: a decline's reason is optional, at most 1,000 characters. */
export const declineSchema = z.object({ reason: z.string().check(z.maxLength(1000)) });

/**
 * public-content.inputs.ts: a service card's title (1 to 100) and description (1 to 1,000), what is included (one per
 * line, at most 12 of at most 120 characters), a hex colour, and 'Most Popular'. Title and description carry no
 * message: the Save button waits for them.
 */
export const serviceCardSchema = z.object({
  title: z.string().check(z.trim(), z.minLength(1, ''), z.maxLength(100)),
  description: z.string().check(z.trim(), z.minLength(1, ''), z.maxLength(1000)),
  features: z
    .pipe(
      z.string(),
      z.transform((text: string) =>
        text
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    )
    .check(
      z.refine((lines: string[]) => lines.length <= 12, 'List at most 12 features.'),
      z.refine((lines: string[]) => lines.every((line) => line.length <= 120), 'Keep each feature to 120 characters.'),
    ),
  color: z.string().check(z.regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #0B6E99.')),
  popular: z.boolean(),
});

/** public-content.inputs.ts: a testimonial's name and text are required (the Save button waits), years 0 to 100. */
export const testimonialSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, ''), z.maxLength(100)),
  text: z.string().check(z.trim(), z.minLength(1, ''), z.maxLength(1000)),
  rating: z.pipe(z.string(), z.transform(Number)),
  yearsOfService: z.pipe(
    z.string().check(z.refine((text) => /^\d{1,3}$/.test(text.trim()) && Number(text) <= 100, 'Enter whole years, 0 to 100.')),
    z.transform(Number),
  ),
});

/** settings.types.ts: the business card, how clients pay, and the helpers' pay period. */
export const businessProfileSchema = z.object({
  businessName: z.string().check(z.trim(), z.minLength(1, ''), z.maxLength(100)),
  phone: optionalText(32),
  email: optionalText(254),
  address: optionalText(300),
  paymentInstructions: optionalText(2000),
  payPeriodDays: z.union([z.literal(7), z.literal(14)]),
});

/** A price field in dollars: required, an amount, at most MAX_CENTS. */
const priceField = z.pipe(
  z.string(),
  z.transform((text: string, ctx) => {
    const cents = dollarsToCents(text);
    if (cents === null) ctx.issues.push({ code: 'custom', input: ctx.value, message: 'Enter a price.' });
    else if (Number.isNaN(cents) || cents > MAX_CENTS) {
      ctx.issues.push({ code: 'custom', input: ctx.value, message: 'Enter an amount in dollars, like 150 or 149.99.' });
    }
    return cents ?? 0;
  }),
);

/**
 * settings.types.ts: a price per visit for each service type, in dollars, and the default tax rate in percent (empty
 * for none, at most 50%). The output is in cents and basis points.
 */
export const pricesSchema = z.object({
  prices: z.record(z.enum(SERVICE_TYPES as [ServiceType, ...ServiceType[]]), priceField),
  tax: z.pipe(
    z.string(),
    z.transform((text: string, ctx) => {
      const points = percentToBasisPoints(text);
      if (points !== null && Number.isNaN(points))
        ctx.issues.push({ code: 'custom', input: ctx.value, message: 'Enter a percentage, like 6.5.' });
      else if (points !== null && points > MAX_TAX_BASIS_POINTS) {
        ctx.issues.push({ code: 'custom', input: ctx.value, message: 'A tax rate is at most 50%.' });
      }
      return points;
    }),
  ),
});

/** An API token: a name (the Create button waits for one) and whether it may only read. */
export const apiTokenSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, ''), z.maxLength(100)),
  readOnly: z.boolean(),
});

/** role-request.inputs.ts: a phone (the Submit button waits for one), optional experience and reason. */
export const roleRequestSchema = z.object({
  phone: z.string().check(z.trim(), z.minLength(1, ''), z.maxLength(32)),
  experience: optionalText(2000),
  reason: optionalText(2000),
});

/** user.inputs.ts UpdateMyProfileInput: first and last names are required (the Save button waits for them). */
export const myProfileSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, ''), z.maxLength(100)),
  lastName: z.string().check(z.trim(), z.minLength(1, ''), z.maxLength(100)),
  displayName: optionalText(100),
  phone: optionalText(32),
  /** A client's home address (user.inputs.ts, client.inputs.ts: at most 300); only a client's form shows it. */
  address: optionalText(300),
});

/** Change password: the current one, a new one of 8 to 128 characters, and the same again. */
export const changePasswordSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, ''), z.maxLength(PASSWORD_MAX_LENGTH)),
    newPassword: z.string().check(
      z.minLength(1, ''),
      z.maxLength(PASSWORD_MAX_LENGTH),
      z.refine((text) => text.length >= PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`),
    ),
    confirmPassword: z.string().check(z.minLength(1, '')),
  })
  .check(
    z.refine((values) => values.confirmPassword === values.newPassword, {
      path: ['confirmPassword'],
      message: 'The passwords do not match.',
    }),
  );

/** service-request.service.ts: dates of service run from today to this many years ahead (America/New_York). */
export const BOOKING_HORIZON_YEARS = 2;

/** service-request.inputs.ts: what a request for a cleaning must name, each a 'Required' field of the form. */
export const serviceRequestRequired = z.object({
  service: z.string().check(z.minLength(1, 'Required')),
  date: z.string().check(z.minLength(1, 'Required')),
  time: z.string().check(z.minLength(1, 'Required')),
  address: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(300)),
  phoneNumber: z.string().check(z.trim(), z.minLength(1, 'Required'), z.maxLength(32)),
});

/** public-content.inputs.ts: a gallery photo's caption, required (the button waits for it), at most 200 characters. */
export const GALLERY_CAPTION_MAX = 200;
export const galleryCaptionSchema = z.object({
  caption: z.string().check(z.trim(), z.minLength(1, ''), z.maxLength(GALLERY_CAPTION_MAX)),
});

/** The six digits an authenticator app shows (spaces allowed); the button waits for them. */
export const twoFactorCodeSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1, ''), z.maxLength(7)) });

/** A change that weakens or replaces a sign-in factor asks for the password again; the button waits for it. */
export const passwordConfirmSchema = z.object({
  password: z.string().check(z.minLength(1, ''), z.maxLength(PASSWORD_MAX_LENGTH)),
});

/** The sign-in's second step: the app's code or one of the recovery codes, in one field. */
export const signInCodeSchema = z.object({ code: z.string().check(z.trim(), z.minLength(1, ''), z.maxLength(64)) });
