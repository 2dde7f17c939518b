import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../auth/passwords.js';
import { Role } from '../../auth/role.enum.js';
import { addDays, addMonths, businessToday, monthRange, parseCalendarDate } from '../../shared/calendar-date.js';
import { Client } from '../../modules/client/client.entity.js';
import { Helper } from '../../modules/helper/helper.entity.js';
import { Invoice } from '../../modules/invoice/invoice.entity.js';
import { InvoiceStatus } from '../../modules/invoice/invoice.enums.js';
import { InvoiceItem } from '../../modules/invoice/invoice-item.entity.js';
import { Conversation } from '../../modules/message/conversation.entity.js';
import { Message } from '../../modules/message/message.entity.js';
import { Payment, PaymentAllocation } from '../../modules/payment/payment.entities.js';
import { PaymentMethod } from '../../modules/payment/payment.enums.js';
import {
  type CustomDays,
  Recurrence,
  ServiceRequestStatus,
  ServiceType,
  TimeSlot,
  type Weekday,
  WEEKDAYS,
} from '../../modules/service-request/service-request.enums.js';
import { ServiceRequest } from '../../modules/service-request/service-request.entity.js';
import { SERVICE_NAMES } from '../../modules/service-request/service-names.js';
import { BusinessSettings } from '../../modules/settings/settings.entity.js';
import { DEFAULT_PRICE_LIST, taxFor } from '../../modules/pricing/pricing.js';
import { PayPeriod } from '../../modules/time-entry/pay-period.entity.js';
import { TimeEntry } from '../../modules/time-entry/time-entry.entity.js';
import { User } from '../../modules/user/user.entity.js';
import { ChecklistTemplate } from '../../modules/visit/checklist-template.entity.js';
import type { AccessNotes, ChecklistRoomData } from '../../modules/visit/job-page.data.js';
import { periodContaining, startOfBusinessDay } from '../../shared/pay-period.js';
import { seedPublicContent } from './public-content.seeder.js';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_ACCOUNTS = {
  admin: 'admin@demo.local',
  helper: 'helper@demo.local',
  client: 'client@demo.local',
} as const;

/** Day `day` (1–28, so it exists in every month) of the month `monthOffset` months from `today`'s month. */
const dayOfMonth = (today: string, monthOffset: number, day: number) =>
  addDays(addMonths(monthRange(today).first, monthOffset), day - 1);

/** Mid-morning in Naples on that day (15:00 UTC is 10 or 11 AM there), for timestamps that go with a date. */
const morningOf = (date: string) => new Date(`${date}T15:00:00.000Z`);

const earlier = (a: string, b: string) => (a < b ? a : b);

function customDays(...days: Weekday[]): CustomDays {
  return Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, days.includes(weekday)])) as CustomDays;
}

// ---------------------------------------------------------------------------------------------------------------
// The demo business: Sunshine Clean in Southwest Florida.

type ClientKey = 'thompson' | 'chen' | 'morales' | 'realty' | 'miller' | 'parker';

interface ClientSeed {
  key: ClientKey;
  displayName: string;
  phone: string;
  address: string;
  notes: string | null;
  active: boolean;
  /** Days before `today` the client was added. */
  since: number;
  account?: { email: string; firstName: string; lastName: string };
  /** The email on the record of a client without an account (invoices and reminders go there). */
  email?: string;
}

const CLIENTS: ClientSeed[] = [
  {
    key: 'thompson',
    displayName: 'Jennifer Thompson',
    phone: '+12395550142',
    address: '1450 Gulf Shore Blvd N, Naples, FL 34102',
    notes: 'Gate code 4821. Friendly golden retriever named Sunny; please keep the lanai door closed.',
    active: true,
    since: 210,
    account: { email: DEMO_ACCOUNTS.client, firstName: 'Jennifer', lastName: 'Thompson' },
  },
  {
    key: 'chen',
    displayName: 'Robert Chen',
    phone: '+12395550156',
    address: '2204 SE 15th Ter, Cape Coral, FL 33990',
    notes: null,
    active: true,
    since: 150,
    account: { email: 'robert.chen@demo.local', firstName: 'Robert', lastName: 'Chen' },
  },
  {
    key: 'morales',
    displayName: 'Patricia Morales',
    phone: '+12395550163',
    address: '26801 Hickory Blvd, Bonita Springs, FL 34134',
    notes: 'Two indoor cats. Building entry code #2290; park in a guest spot.',
    active: true,
    since: 95,
    account: { email: 'patricia.morales@demo.local', firstName: 'Patricia', lastName: 'Morales' },
  },
  {
    key: 'realty',
    displayName: 'Gulf Coast Realty Group',
    phone: '+12395550177',
    address: '12800 University Dr, Suite 210, Fort Myers, FL 33907',
    notes: 'Office manager: Dana. Keys at the front desk; alarm code given by phone on the day.',
    active: true,
    since: 180,
    email: 'office@gulfcoastrealty.demo.local',
  },
  {
    key: 'miller',
    displayName: 'David & Susan Miller',
    phone: '+12395550184',
    address: '4120 Bayshore Dr, Naples, FL 34112',
    notes: 'Seasonal residents (November to April). Garage keypad 7316.',
    active: true,
    since: 120,
    email: 'susan.miller@demo.local',
  },
  {
    key: 'parker',
    displayName: 'Linda Parker',
    phone: '+12395550191',
    address: '1625 Cape Coral Pkwy W, Cape Coral, FL 33914',
    notes: 'Moved to Tampa; kept for history.',
    active: false,
    since: 260,
  },
];

/** When a visit falls: a fixed day of last (-1), this (0) or next (1) month, or a number of days from today. */
type When = { month: -1 | 0 | 1; day: number } | { inDays: number };

interface RequestSeed {
  client: ClientKey;
  when: When;
  service: ServiceType;
  time: TimeSlot;
  status: ServiceRequestStatus;
  recurring?: Recurrence;
  customDays?: CustomDays;
  notes?: string;
  adminFeedback?: string;
}

const { PENDING, ACCEPTED, DECLINED, SCHEDULED, CANCELLED } = ServiceRequestStatus;
const { STANDARD, DEEP, MOVEOUT, MOVEIN, POST_CONSTRUCTION, COMMERCIAL } = ServiceType;
const { MORNING, AFTERNOON, EVENING, FLEXIBLE } = TimeSlot;
const { WEEKLY, BIWEEKLY, MONTHLY, CUSTOM } = Recurrence;

// Pending requests always lie ahead (days from today); the rest sit on fixed days of the three months around today.
const REQUESTS: RequestSeed[] = [
  // Jennifer Thompson, the demo client: past, upcoming, pending, accepted, declined and cancelled.
  {
    client: 'thompson',
    when: { month: -1, day: 6 },
    service: STANDARD,
    time: MORNING,
    status: SCHEDULED,
    recurring: BIWEEKLY,
    notes: 'Fragrance-free products, please.',
  },
  {
    client: 'thompson',
    when: { month: -1, day: 20 },
    service: DEEP,
    time: AFTERNOON,
    status: ACCEPTED,
    notes: 'Family visiting for the weekend: baseboards and ceiling fans too.',
  },
  {
    client: 'thompson',
    when: { month: -1, day: 25 },
    service: POST_CONSTRUCTION,
    time: FLEXIBLE,
    status: CANCELLED,
    notes: 'Kitchen remodel dust. The contractor is running late, so this may move.',
  },
  {
    client: 'thompson',
    when: { inDays: 5 },
    service: STANDARD,
    time: EVENING,
    status: PENDING,
    notes: 'Quick refresh before guests arrive.',
  },
  {
    client: 'thompson',
    when: { inDays: 9 },
    service: STANDARD,
    time: AFTERNOON,
    status: DECLINED,
    recurring: CUSTOM,
    customDays: customDays('tuesday', 'friday'),
    adminFeedback: "We can't staff Tuesday and Friday afternoons yet. Would Monday and Thursday work?",
  },
  {
    client: 'thompson',
    when: { month: 1, day: 12 },
    service: DEEP,
    time: MORNING,
    status: ACCEPTED,
    notes: 'Inside the oven and the refrigerator as well.',
  },

  // Robert Chen (Cape Coral).
  { client: 'chen', when: { month: -1, day: 3 }, service: STANDARD, time: MORNING, status: SCHEDULED, recurring: WEEKLY },
  {
    client: 'chen',
    when: { month: 0, day: 8 },
    service: DEEP,
    time: FLEXIBLE,
    status: DECLINED,
    adminFeedback: 'We are fully booked that week. Please choose another date and we will fit you in.',
  },
  {
    client: 'chen',
    when: { inDays: 8 },
    service: POST_CONSTRUCTION,
    time: AFTERNOON,
    status: PENDING,
    notes: 'New lanai enclosure was just finished; lots of drywall dust.',
  },
  { client: 'chen', when: { month: 1, day: 15 }, service: STANDARD, time: EVENING, status: ACCEPTED, recurring: MONTHLY },

  // Patricia Morales (Bonita Springs).
  {
    client: 'morales',
    when: { month: -1, day: 10 },
    service: STANDARD,
    time: AFTERNOON,
    status: SCHEDULED,
    recurring: CUSTOM,
    customDays: customDays('monday', 'thursday'),
  },
  {
    client: 'morales',
    when: { month: 0, day: 4 },
    service: STANDARD,
    time: FLEXIBLE,
    status: CANCELLED,
    notes: 'Travelling this week.',
  },
  { client: 'morales', when: { month: 0, day: 14 }, service: DEEP, time: MORNING, status: ACCEPTED },
  {
    client: 'morales',
    when: { inDays: 12 },
    service: MOVEIN,
    time: MORNING,
    status: PENDING,
    notes: 'Closing on the new condo that week. Unit 402; the elevator has to be reserved.',
  },

  // Gulf Coast Realty Group (Fort Myers), entered by the admin: offices and rentals between tenants.
  {
    client: 'realty',
    when: { month: -1, day: 2 },
    service: COMMERCIAL,
    time: EVENING,
    status: SCHEDULED,
    recurring: WEEKLY,
    notes: 'Suite 210 after 6 PM: vacuum, kitchenette, restrooms, trash.',
  },
  {
    client: 'realty',
    when: { month: -1, day: 16 },
    service: MOVEOUT,
    time: AFTERNOON,
    status: DECLINED,
    adminFeedback: 'Move-out cleans need at least 48 hours of notice.',
  },
  {
    client: 'realty',
    when: { month: 0, day: 11 },
    service: MOVEOUT,
    time: MORNING,
    status: SCHEDULED,
    notes: 'Vacant rental; lockbox on the front door.',
  },
  {
    client: 'realty',
    when: { inDays: 3 },
    service: COMMERCIAL,
    time: FLEXIBLE,
    status: PENDING,
    recurring: CUSTOM,
    customDays: customDays('monday', 'wednesday', 'friday'),
  },
  { client: 'realty', when: { month: 1, day: 8 }, service: MOVEIN, time: AFTERNOON, status: ACCEPTED },

  // David & Susan Miller (Naples), entered by the admin.
  { client: 'miller', when: { month: -1, day: 12 }, service: STANDARD, time: MORNING, status: SCHEDULED, recurring: MONTHLY },
  {
    client: 'miller',
    when: { month: 0, day: 20 },
    service: DEEP,
    time: MORNING,
    status: SCHEDULED,
    notes: 'Opening the house for the season: linens and lanai furniture.',
  },
  { client: 'miller', when: { month: 1, day: 5 }, service: STANDARD, time: EVENING, status: CANCELLED, notes: 'Trip postponed.' },
  {
    client: 'miller',
    when: { month: 1, day: 20 },
    service: POST_CONSTRUCTION,
    time: MORNING,
    status: SCHEDULED,
    notes: 'Guest bathroom renovation finishes the week before.',
  },

  // Linda Parker (inactive): her last visits, before she moved away.
  { client: 'parker', when: { month: -1, day: 4 }, service: STANDARD, time: MORNING, status: CANCELLED, recurring: WEEKLY },
  {
    client: 'parker',
    when: { month: -1, day: 27 },
    service: MOVEOUT,
    time: AFTERNOON,
    status: SCHEDULED,
    notes: 'Final clean before handing back the keys.',
  },
];

interface InvoiceSeed {
  client: ClientKey;
  /** Days from today. */
  issuedIn: number;
  dueIn: number;
  status: InvoiceStatus;
  paidIn?: number;
  /** How a paid invoice was paid (a check unless said). */
  paidBy?: PaymentMethod;
  notes?: string;
  /** What was cleaned: its sales tax comes from the demo price list (Florida taxes nonresidential cleaning only). */
  service: ServiceType;
  items: { description: string; quantity: number; unitPriceCents: number }[];
}

/** Each service's base price on the demo price list. */
const PRICE = Object.fromEntries(DEFAULT_PRICE_LIST.services.map((s) => [s.service, s.basePriceCents])) as Record<
  ServiceType,
  number
>;

const INVOICES: InvoiceSeed[] = [
  {
    client: 'realty',
    issuedIn: -45,
    dueIn: -15,
    status: InvoiceStatus.PAID,
    paidIn: -18,
    service: COMMERCIAL,
    items: [
      { description: `${SERVICE_NAMES[COMMERCIAL]}, Suite 210, weekly`, quantity: 4, unitPriceCents: PRICE[COMMERCIAL] },
      { description: 'Kitchenette deep clean', quantity: 1, unitPriceCents: 4_500 },
    ],
  },
  {
    client: 'miller',
    issuedIn: -40,
    dueIn: -10,
    status: InvoiceStatus.OVERDUE,
    notes: 'Reminder sent by text.',
    service: STANDARD,
    items: [
      { description: `${SERVICE_NAMES[STANDARD]}, monthly`, quantity: 1, unitPriceCents: PRICE[STANDARD] },
      { description: 'Linen change and laundry', quantity: 1, unitPriceCents: 3_500 },
    ],
  },
  {
    client: 'thompson',
    issuedIn: -30,
    dueIn: 0,
    status: InvoiceStatus.PAID,
    paidIn: -24,
    paidBy: PaymentMethod.BANK_TRANSFER,
    service: DEEP,
    items: [
      { description: SERVICE_NAMES[DEEP], quantity: 1, unitPriceCents: PRICE[DEEP] },
      { description: 'Ceiling fans and baseboards', quantity: 1, unitPriceCents: 4_000 },
    ],
  },
  {
    client: 'thompson',
    issuedIn: -5,
    dueIn: 25,
    status: InvoiceStatus.SENT,
    service: STANDARD,
    items: [
      { description: `${SERVICE_NAMES[STANDARD]}, bi-weekly`, quantity: 2, unitPriceCents: PRICE[STANDARD] },
      { description: 'Interior window washing', quantity: 1, unitPriceCents: 6_000 },
      { description: 'Fragrance-free product surcharge', quantity: 2, unitPriceCents: 500 },
    ],
  },
  {
    client: 'chen',
    issuedIn: -1,
    dueIn: 29,
    status: InvoiceStatus.DRAFT,
    notes: 'Weekly rate discount applied.',
    service: STANDARD,
    items: [{ description: `${SERVICE_NAMES[STANDARD]}, weekly rate`, quantity: 4, unitPriceCents: PRICE[STANDARD] - 1_000 }],
  },
];

/**
 * Seeds a believable small business: the three demo sign-ins (password DEMO_PASSWORD), 2 helpers, 6 clients,
 * about 25 service requests over last, this and next month, a handful of invoices with their lines, and two
 * messages from the admin. Everything lands in one transaction, so a failure leaves the database untouched.
 *
 * `today` (YYYY-MM-DD, defaults to today in America/New_York) anchors every date, so tests are deterministic.
 */
/** How to get into each demo home: a lockbox or a door code, an alarm for some, parking and pets. */
function demoAccessNotes(key: string, index: number): AccessNotes {
  return {
    entry: index % 2 === 0 ? 'Lockbox on the side gate; key goes back in after' : 'Front door keypad',
    entryCode: String(4821 + index * 111),
    alarmCode: index % 3 === 0 ? null : String(9090 + index),
    parking: index % 2 === 0 ? 'Driveway, left side' : 'Visitor spaces by the pool',
    pets: key === 'thompson' ? 'The dog stays in the laundry room' : null,
    notes: index === 0 ? 'Shoes off inside, please' : null,
  };
}

const task = (id: string, label: string, required = false) => ({ id, label, required });

/** A sensible checklist per service: rooms and tasks, the essentials required. */
const DEMO_CHECKLISTS: Record<ServiceType, ChecklistRoomData[]> = {
  [ServiceType.STANDARD]: [
    {
      room: 'Kitchen',
      tasks: [
        task('std-k1', 'Wipe counters and backsplash', true),
        task('std-k2', 'Clean sink'),
        task('std-k3', 'Wipe appliance fronts'),
      ],
    },
    { room: 'Bathrooms', tasks: [task('std-b1', 'Clean toilet, sink and shower', true), task('std-b2', 'Mirrors')] },
    { room: 'Living areas', tasks: [task('std-l1', 'Dust surfaces'), task('std-l2', 'Vacuum and mop floors', true)] },
  ],
  [ServiceType.DEEP]: [
    {
      room: 'Kitchen',
      tasks: [
        task('deep-k1', 'Degrease counters and stovetop', true),
        task('deep-k2', 'Inside microwave'),
        task('deep-k3', 'Inside oven'),
      ],
    },
    { room: 'Bathrooms', tasks: [task('deep-b1', 'Scrub grout and tiles', true), task('deep-b2', 'Descale shower heads')] },
    {
      room: 'Whole home',
      tasks: [
        task('deep-w1', 'Baseboards and door frames'),
        task('deep-w2', 'Ceiling fans and vents'),
        task('deep-w3', 'Vacuum and mop floors', true),
      ],
    },
  ],
  [ServiceType.MOVEOUT]: [
    {
      room: 'Kitchen',
      tasks: [task('out-k1', 'Inside cabinets and drawers', true), task('out-k2', 'Inside fridge and oven', true)],
    },
    { room: 'Bathrooms', tasks: [task('out-b1', 'Clean toilet, sink and shower', true)] },
    { room: 'Whole home', tasks: [task('out-w1', 'Inside closets'), task('out-w2', 'Vacuum and mop floors', true)] },
  ],
  [ServiceType.MOVEIN]: [
    {
      room: 'Kitchen',
      tasks: [task('in-k1', 'Inside cabinets and drawers', true), task('in-k2', 'Wipe appliances inside and out')],
    },
    { room: 'Bathrooms', tasks: [task('in-b1', 'Sanitize toilet, sink and shower', true)] },
    { room: 'Whole home', tasks: [task('in-w1', 'Vacuum and mop floors', true)] },
  ],
  [ServiceType.POST_CONSTRUCTION]: [
    {
      room: 'Whole home',
      tasks: [
        task('pc-w1', 'Remove dust from every surface', true),
        task('pc-w2', 'Clean windows and tracks'),
        task('pc-w3', 'Vacuum and mop floors', true),
      ],
    },
  ],
  [ServiceType.COMMERCIAL]: [
    {
      room: 'Office',
      tasks: [
        task('com-o1', 'Empty trash and recycling', true),
        task('com-o2', 'Wipe desks and phones'),
        task('com-o3', 'Vacuum floors', true),
      ],
    },
    { room: 'Restrooms', tasks: [task('com-r1', 'Clean and restock restrooms', true)] },
  ],
};

export async function seedDemo(em: EntityManager, today: string = businessToday()): Promise<void> {
  parseCalendarDate(today, 'today');
  // Argon2 is deliberately slow: hash once and share it across the demo accounts.
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  await em.transactional(async (tx) => {
    const account = (
      fields: Pick<User, 'email' | 'firstName' | 'lastName' | 'role'> & Partial<Pick<User, 'displayName' | 'phone'>>,
    ) =>
      tx.create(User, {
        passwordHash,
        needsProfileSetup: false,
        displayName: null,
        phone: null,
        emailVerifiedAt: new Date(),
        ...fields,
      });

    const admin = account({
      email: DEMO_ACCOUNTS.admin,
      firstName: 'Maria',
      lastName: 'Alvarez',
      role: Role.ADMIN,
      displayName: 'Maria Alvarez',
      phone: '+12395550101',
    });

    // Helpers: the demo helper with a sign-in, and a weekend helper without one.
    const helperUser = account({
      email: DEMO_ACCOUNTS.helper,
      firstName: 'Carlos',
      lastName: 'Rivera',
      role: Role.HELPER,
      phone: '+12395550131',
    });
    const demoHelper = tx.create(Helper, {
      user: helperUser,
      phone: '+12395550131',
      hourlyRateCents: 2500,
      maxHoursPerWeek: 40,
      notes: 'Bilingual (English/Spanish). Leads the deep cleans.',
      createdAt: morningOf(addDays(today, -300)),
    });
    tx.create(Helper, {
      user: null,
      // No account: the owner named her on the Helpers screen.
      firstName: 'Ana',
      lastName: 'Gómez',
      phone: '+12395550138',
      hourlyRateCents: 2200,
      maxHoursPerWeek: null,
      notes: 'Ana Gómez: evenings and weekends, has her own car. No portal account yet.',
      createdAt: morningOf(addDays(today, -75)),
    });

    const clients = {} as Record<ClientKey, Client>;
    for (const seed of CLIENTS) {
      const user = seed.account
        ? account({ ...seed.account, role: Role.CLIENT, displayName: seed.displayName, phone: seed.phone })
        : null;
      clients[seed.key] = tx.create(Client, {
        user,
        displayName: seed.displayName,
        phone: seed.phone,
        // A linked client's email is its account's.
        email: user?.email ?? seed.email ?? null,
        address: seed.address,
        notes: seed.notes,
        active: seed.active,
        createdAt: morningOf(addDays(today, -seed.since)),
        accessNotes: demoAccessNotes(seed.key, CLIENTS.indexOf(seed)),
      });
    }
    for (const [service, rooms] of Object.entries(DEMO_CHECKLISTS)) {
      tx.create(ChecklistTemplate, { service: service as ServiceType, rooms });
    }

    REQUESTS.forEach((seed, index) => {
      const client = clients[seed.client];
      const date = 'inDays' in seed.when ? addDays(today, seed.when.inDays) : dayOfMonth(today, seed.when.month, seed.when.day);
      // Asked for a week or so ahead (never later than today); decided a day after asking.
      const createdAt = morningOf(addDays(earlier(date, today), -(5 + (index % 6))));
      const recurring = seed.recurring ?? Recurrence.ONETIME;
      tx.create(ServiceRequest, {
        client,
        requestedBy: client.user ?? admin,
        status: seed.status,
        service: seed.service,
        date,
        time: seed.time,
        address: client.address ?? '',
        notes: seed.notes ?? null,
        recurring,
        customDays: recurring === Recurrence.CUSTOM ? (seed.customDays ?? null) : null,
        phoneNumber: client.phone ?? '',
        adminFeedback: seed.adminFeedback ?? null,
        decidedAt: seed.status === ServiceRequestStatus.PENDING ? null : new Date(createdAt.getTime() + 86_400_000),
        createdAt,
      });
    });

    // Invoice numbers run per year of issue, in order of issue: INV-2026-0001, INV-2026-0002, ...
    const sequence = new Map<string, number>();
    const invoices = INVOICES.map((seed) => ({ seed, issueDate: addDays(today, seed.issuedIn) })).sort((a, b) =>
      a.issueDate.localeCompare(b.issueDate),
    );
    for (const { seed, issueDate } of invoices) {
      const year = issueDate.slice(0, 4);
      const next = (sequence.get(year) ?? 0) + 1;
      sequence.set(year, next);
      const subtotalCents = seed.items.reduce((sum, item) => sum + item.quantity * item.unitPriceCents, 0);
      const taxAmountCents = taxFor(DEFAULT_PRICE_LIST, seed.service, subtotalCents);
      const invoice = tx.create(Invoice, {
        invoiceNumber: `INV-${year}-${String(next).padStart(4, '0')}`,
        client: clients[seed.client],
        issueDate,
        dueDate: addDays(today, seed.dueIn),
        subtotalCents,
        taxAmountCents,
        totalCents: subtotalCents + taxAmountCents,
        status: seed.status,
        notes: seed.notes ?? null,
        paidAt: seed.paidIn === undefined ? null : morningOf(addDays(today, seed.paidIn)),
        createdAt: morningOf(issueDate),
      });
      seed.items.forEach((item, position) => tx.create(InvoiceItem, { invoice, position, ...item }));
      // A paid invoice was paid by something: the ledger holds that payment, so balances and reports agree with it.
      if (seed.status === InvoiceStatus.PAID && seed.paidIn !== undefined) {
        const payment = tx.create(Payment, {
          client: clients[seed.client],
          method: seed.paidBy ?? PaymentMethod.CHECK,
          amountCents: subtotalCents + taxAmountCents,
          receivedOn: addDays(today, seed.paidIn),
          reference: seed.paidBy === PaymentMethod.CHECK || seed.paidBy === undefined ? `Check ${1040 + next}` : null,
          createdBy: admin,
        });
        tx.create(PaymentAllocation, { payment, invoice, amountCents: subtotalCents + taxAmountCents });
      }
    }

    const clientUser = clients.thompson.user;
    if (!clientUser) throw new Error('The demo client has no account');
    // Each demo message opens its person's conversation with the business (the owner's inbox lists them).
    tx.create(Message, {
      sender: admin,
      recipient: clientUser,
      conversation: tx.create(Conversation, { participant: clientUser }),
      subject: 'Message from Admin',
      body:
        'Hi Jennifer, your deep clean next month is confirmed for the morning slot. ' +
        'If your gate code changes before then, just reply here. Thank you! Maria',
    });
    tx.create(Message, {
      sender: admin,
      recipient: helperUser,
      conversation: tx.create(Conversation, { participant: helperUser }),
      subject: 'Message from Admin',
      body:
        'Hi Carlos, the Gulf Coast Realty office clean is on evenings this week. ' +
        'Pick up the keys at the front desk of Suite 210 after 6 PM. Thanks! Maria',
    });

    // Spec §2's sample payout as a real approved period: last week, 4 × 8 hours at $25 plus a $75 bonus = $875.
    const lastWeek = periodContaining(addDays(today, -7), 7);
    for (const offset of [1, 2, 3, 4]) {
      const day = addDays(lastWeek.start, offset);
      const start = new Date(startOfBusinessDay(day).getTime() + 8 * 3_600_000);
      tx.create(TimeEntry, { helper: demoHelper, clockInAt: start, clockOutAt: new Date(start.getTime() + 8 * 3_600_000) });
    }
    tx.create(PayPeriod, {
      helper: demoHelper,
      periodStart: lastWeek.start,
      periodEnd: lastWeek.end,
      bonusCents: 7_500,
      bonusNote: 'Five-star review from the Whitfield move-out',
      approvedMinutes: 32 * 60,
      hourlyRateCents: 2_500,
      approvedAt: startOfBusinessDay(addDays(lastWeek.end, 1)),
      approvedBy: admin,
    });

    // The business card the public page and invoices show; 6.5% matches the demo invoices' tax.
    tx.create(BusinessSettings, {
      businessName: 'Sunshine Clean',
      phone: '+12395550100',
      email: 'hello@sunshineclean.example',
      address: '4500 Tamiami Trail N, Naples, FL 34103',
      // Tax is per service on the price list (commercial and post-construction); none by default on hand-written ones.
      priceList: structuredClone(DEFAULT_PRICE_LIST),
      paymentInstructions:
        'Pay by Zelle to hello@sunshineclean.example or by check to Sunshine Clean, 4500 Tamiami Trail N, Naples, FL 34103. ' +
        'Please write the invoice number on your payment.',
    });
    await seedPublicContent(tx);
  });
}
