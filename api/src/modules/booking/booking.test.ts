import { describe, expect, it, beforeAll } from 'vitest';
import { createTestApp, errorCode, gql, type GraphQLResult, TEST_PASSWORD, useTestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { addDays } from '../../shared/calendar-date.js';
import { AccountToken } from '../account-token/account-token.entity.js';
import { Notification } from '../notification/notification.entity.js';
import { OutboxEmail } from '../notification/notification-delivery.entity.js';
import { eventDefinition } from '../notification/notification.events.js';
import { ServiceRequest } from '../service-request/service-request.entity.js';
import { ServiceRequestStatus, TimeSlot } from '../service-request/service-request.enums.js';
import { User } from '../user/user.entity.js';
import { BookingLead, Coupon, CouponKind, LeadStep, ServiceAreaZip } from './booking.entities.js';

// Sunday 22 November 2026, 10:00 in Naples.
const NOW = new Date('2026-11-22T15:00:00Z');
const TODAY = '2026-11-22';
const t = useTestApp({ now: () => NOW });

type Agent = Awaited<ReturnType<typeof t.signInAs>>['agent'];
let admin: Agent;
let client: Agent;
let helper: Agent;
beforeAll(async () => {
  admin = (await t.signInAs(Role.ADMIN)).agent;
  client = (await t.signInAs(Role.CLIENT)).agent;
  helper = (await t.signInAs(Role.HELPER)).agent;
  // Roomy slots unless a test is about a full one; each test books its own dates.
  await gql(admin, SETTINGS, { input: { visitsPerSlot: 50 } });
});

const fieldOf = (result: GraphQLResult) => result.errors?.[0]?.extensions?.field;
const SETTINGS = `mutation($input: UpdateBookingSettingsInput!) {
  updateBookingSettings(input: $input) { settings { windowWeeks visitsPerSlot acceptAtOnce } }
}`;
const SAVE_ZIP = `mutation($input: SaveServiceAreaZipInput!) {
  saveServiceAreaZip(input: $input) { serviceAreaZip { id zip place tripChargeCents } }
}`;
const SAVE_COUPON = `mutation($input: SaveCouponInput!) {
  saveCoupon(input: $input) { coupon { id code kind amount appliesTo newClientsOnly usageLimit usedCount active } }
}`;
const SLOTS = `query($zip: String!, $from: LocalDate!, $through: LocalDate!) {
  bookingSlots(zip: $zip, from: $from, through: $through) { date time remaining }
}`;
const BOOK = `mutation($input: BookOnlineInput!) {
  bookOnline(input: $input) { outcome message requestId accepted firstVisitTotalCents totalCents }
}`;
const LEAD = `mutation($input: SaveBookingLeadInput!) { saveBookingLead(input: $input) { saved } }`;

let counter = 0;
const uniqueEmail = () => `visitor${++counter}-${Date.now()}@example.com`;

/** A deep clean in Naples (no trip charge), 3 bedrooms and 2 bathrooms, on `date`. */
function booking(date: string, over: Record<string, unknown> = {}) {
  return {
    zip: '34102',
    service: 'DEEP',
    bedrooms: 3,
    bathrooms: 2,
    extras: ['inside-oven'],
    recurring: 'BIWEEKLY',
    date,
    time: 'MORNING',
    address: '12 Gulf Shore Blvd, Naples, FL 34102',
    phoneNumber: '239-555-0142',
    notes: 'Gate code 1234',
    ...over,
  };
}
const newAccount = (email = uniqueEmail()) => ({
  mode: 'CREATE',
  email,
  password: 'a-long-enough-password',
  firstName: 'Vera',
  lastName: 'Visitor',
});
const requestsOf = (email: string) => t.em().find(ServiceRequest, { client: { user: { email } } });

describe('service area', () => {
  it('ships the demo ZIPs of Southwest Florida, and answers anyone whether a ZIP is served', async () => {
    const served = await gql(t.request(), 'query { checkZip(zip: "33904") { served tripChargeCents place message } }');
    expect(served.data.checkZip).toMatchObject({ served: true, tripChargeCents: 2000, place: 'Cape Coral' });
    expect(served.data.checkZip.message).toContain('$20.00');
    const outside = await gql(t.request(), 'query { checkZip(zip: "10001") { served tripChargeCents message } }');
    expect(outside.data.checkZip).toMatchObject({ served: false, tripChargeCents: 0 });
    expect(outside.data.checkZip.message).toContain("we don't clean in 10001");
    const bad = await gql(t.request(), 'query { checkZip(zip: "3410") { served } }');
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(fieldOf(bad)).toBe('zip');
  });

  it('lets the owner add, edit and delete ZIPs, refusing a bad or repeated one by name', async () => {
    const added = await gql(admin, SAVE_ZIP, { input: { zip: '34114', place: 'Naples', tripChargeCents: 500 } });
    expect(added.errors).toBeUndefined();
    const { id } = added.data.saveServiceAreaZip.serviceAreaZip;
    const edited = await gql(admin, SAVE_ZIP, { input: { id, zip: '34114', place: 'East Naples', tripChargeCents: 0 } });
    expect(edited.data.saveServiceAreaZip.serviceAreaZip).toMatchObject({ place: 'East Naples', tripChargeCents: 0 });
    const repeated = await gql(admin, SAVE_ZIP, { input: { zip: '34102' } });
    expect(fieldOf(repeated)).toBe('zip');
    expect(repeated.errors?.[0].message).toBe('34102 is already in the service area');
    const bad = await gql(admin, SAVE_ZIP, { input: { zip: 'abcde' } });
    expect(fieldOf(bad)).toBe('zip');
    const negative = await gql(admin, SAVE_ZIP, { input: { zip: '34115', tripChargeCents: -1 } });
    expect(errorCode(negative)).toBe('BAD_USER_INPUT');
    expect(await t.em().count(ServiceAreaZip, { zip: { $in: ['34115'] } })).toBe(0);
    const deleted = await gql(
      admin,
      'mutation($id: ID!) { deleteServiceAreaZip(input: { id: $id }) { deletedServiceAreaZipId } }',
      {
        id,
      },
    );
    expect(deleted.errors).toBeUndefined();
    expect(await t.em().count(ServiceAreaZip, { zip: '34114' })).toBe(0);
  });

  it('refuses the service area, coupons, leads and booking settings to everyone but the owner, changing nothing', async () => {
    const before = await t.em().count(ServiceAreaZip, {});
    for (const [agent, code] of [
      [t.request(), 'UNAUTHENTICATED'],
      [client, 'FORBIDDEN'],
      [helper, 'FORBIDDEN'],
    ] as const) {
      expect(errorCode(await gql(agent, SAVE_ZIP, { input: { zip: '34116' } }))).toBe(code);
      expect(errorCode(await gql(agent, SAVE_COUPON, { input: { code: 'HACK', kind: 'PERCENT', amount: 10000 } }))).toBe(code);
      expect(errorCode(await gql(agent, SETTINGS, { input: { acceptAtOnce: true } }))).toBe(code);
      for (const query of [
        'serviceAreaZips { zip }',
        'coupons { code }',
        'bookingLeads { email }',
        'bookingSettings { windowWeeks }',
      ]) {
        expect(errorCode(await gql(agent, `query { ${query} }`)), query).toBe(code);
      }
    }
    expect(await t.em().count(ServiceAreaZip, {})).toBe(before);
    expect(await t.em().count(Coupon, { codeKey: 'hack' })).toBe(0);
    const settings = await gql(admin, 'query { bookingSettings { acceptAtOnce windowWeeks } }');
    expect(settings.data.bookingSettings).toEqual({ acceptAtOnce: false, windowWeeks: 8 });
  });
});

describe('coupons', () => {
  it('keeps codes unique without regard to case, checks amounts and dates, and deactivates', async () => {
    const made = await gql(admin, SAVE_COUPON, {
      input: { code: 'Welcome10', kind: 'PERCENT', amount: 1000, appliesTo: 'FIRST', usageLimit: 5 },
    });
    expect(made.data.saveCoupon.coupon).toMatchObject({ code: 'Welcome10', usedCount: 0, active: true });
    const again = await gql(admin, SAVE_COUPON, { input: { code: 'WELCOME10', kind: 'FIXED', amount: 500 } });
    expect(fieldOf(again)).toBe('code');
    const tooMuch = await gql(admin, SAVE_COUPON, { input: { code: 'ALL', kind: 'PERCENT', amount: 10001 } });
    expect(errorCode(tooMuch)).toBe('BAD_USER_INPUT');
    const backwards = await gql(admin, SAVE_COUPON, {
      input: { code: 'BACKWARDS', kind: 'FIXED', amount: 500, validFrom: '2026-12-10', validThrough: '2026-12-01' },
    });
    expect(fieldOf(backwards)).toBe('validThrough');
    const off = await gql(admin, 'mutation($id: ID!) { deactivateCoupon(input: { id: $id }) { coupon { active } } }', {
      id: made.data.saveCoupon.coupon.id,
    });
    expect(off.data.deactivateCoupon.coupon.active).toBe(false);
    const refused = await gql(client, BOOK, { input: booking('2026-12-01', { couponCode: 'welcome10' }) });
    expect(fieldOf(refused)).toBe('couponCode');
    expect(refused.errors?.[0].message).toBe('welcome10 is not a valid coupon code');
  });

  it('refuses an expired, not yet valid, used-up or new-clients-only coupon, naming couponCode and booking nothing', async () => {
    const em = t.em();
    em.create(Coupon, { code: 'OLD', codeKey: 'old', kind: CouponKind.FIXED, amount: 500, validThrough: '2026-11-21' });
    em.create(Coupon, { code: 'SOON', codeKey: 'soon', kind: CouponKind.FIXED, amount: 500, validFrom: '2026-12-01' });
    em.create(Coupon, { code: 'GONE', codeKey: 'gone', kind: CouponKind.FIXED, amount: 500, usageLimit: 1, usedCount: 1 });
    em.create(Coupon, { code: 'NEWBIE', codeKey: 'newbie', kind: CouponKind.PERCENT, amount: 2000, newClientsOnly: true });
    await em.flush();
    const { agent, user } = await t.signInAs(Role.CLIENT);
    await t.buildServiceRequest({ client: await t.clientOf(user), date: '2026-11-30' });
    const cases: [string, string][] = [
      ['OLD', 'This coupon expired on Sat, Nov 21'],
      ['soon', 'This coupon is valid from Tue, Dec 1'],
      ['Gone', 'This coupon has been used up'],
      ['newbie', 'This coupon is for new clients only'],
    ];
    for (const [code, message] of cases) {
      const result = await gql(agent, BOOK, { input: booking('2026-12-02', { couponCode: code }) });
      expect(fieldOf(result), code).toBe('couponCode');
      expect(result.errors?.[0].message, code).toBe(message);
    }
    expect((await requestsOf(user.email)).length).toBe(1);
  });

  it('lets exactly one of twenty bookings racing for the last use of a coupon have it', async () => {
    const em = t.em();
    em.create(Coupon, { code: 'LAST1', codeKey: 'last1', kind: CouponKind.FIXED, amount: 2500, usageLimit: 1 });
    await em.flush();
    const bookers = await Promise.all(Array.from({ length: 20 }, () => t.signInAs(Role.CLIENT)));
    const results = await Promise.all(
      bookers.map(({ agent }, i) =>
        gql(agent, BOOK, {
          input: booking(addDays('2026-12-03', i % 5), { couponCode: 'LAST1', time: ['MORNING', 'AFTERNOON', 'EVENING'][i % 3] }),
        }),
      ),
    );
    const won = results.filter((result) => !result.errors);
    const lost = results.filter((result) => result.errors);
    expect(won.length).toBe(1);
    expect(won[0].data.bookOnline.outcome).toBe('BOOKED');
    for (const result of lost) {
      expect(fieldOf(result)).toBe('couponCode');
      expect(result.errors?.[0].message).toBe('This coupon has been used up');
    }
    expect((await t.em().findOneOrFail(Coupon, { codeKey: 'last1' })).usedCount).toBe(1);
    const booked = await Promise.all(bookers.map(({ user }) => requestsOf(user.email)));
    expect(booked.flat().length).toBe(1);
  });
});

describe('quote with a ZIP and a coupon', () => {
  const QUOTE = `query($input: QuoteInput!) { quote(input: $input) { totalCents lines { kind label amountCents } } }`;
  const home = { service: 'STANDARD', bedrooms: 1, bathrooms: 1, frequency: 'ONETIME' };

  it("adds the ZIP's trip charge and the coupon, and refuses an outside ZIP or a bad code by name", async () => {
    const em = t.em();
    em.create(Coupon, { code: 'TENOFF', codeKey: 'tenoff', kind: CouponKind.FIXED, amount: 1000 });
    await em.flush();
    const plain = await gql(t.request(), QUOTE, { input: home });
    const capeCoral = await gql(t.request(), QUOTE, { input: { ...home, zip: '33904', couponCode: 'tenoff' } });
    expect(capeCoral.errors).toBeUndefined();
    const kinds = capeCoral.data.quote.lines.map((line: { kind: string; amountCents: number }) => [line.kind, line.amountCents]);
    expect(kinds).toContainEqual(['TRIP_CHARGE', 2000]);
    expect(kinds).toContainEqual(['COUPON', -1000]);
    expect(capeCoral.data.quote.totalCents).toBe(plain.data.quote.totalCents + 2000 - 1000);
    const outside = await gql(t.request(), QUOTE, { input: { ...home, zip: '10001' } });
    expect(fieldOf(outside)).toBe('zip');
    const badCode = await gql(t.request(), QUOTE, { input: { ...home, couponCode: 'NOPE' } });
    expect(fieldOf(badCode)).toBe('couponCode');
  });
});

describe('booking slots', () => {
  it('offers days from tomorrow through the window, not closed, not full', async () => {
    await t.buildClosure({ startDate: '2026-11-26', reason: 'Thanksgiving' });
    await gql(admin, SETTINGS, { input: { visitsPerSlot: 1, windowWeeks: 2 } });
    try {
      await t.buildServiceRequest({ date: '2026-11-24', time: TimeSlot.MORNING });
      const result = await gql(t.request(), SLOTS, { zip: '34102', from: '2026-11-20', through: '2027-01-15' });
      expect(result.errors).toBeUndefined();
      const slots: { date: string; time: string }[] = result.data.bookingSlots;
      const dates = [...new Set(slots.map((slot) => slot.date))];
      expect(dates[0]).toBe('2026-11-23');
      expect(dates.at(-1)).toBe(addDays(TODAY, 14));
      expect(dates).not.toContain('2026-11-26');
      expect(dates).not.toContain(TODAY);
      expect(slots.filter((slot) => slot.date === '2026-11-24').map((slot) => slot.time)).toEqual(['AFTERNOON', 'EVENING']);
      const outside = await gql(t.request(), SLOTS, { zip: '90210', from: '2026-11-23', through: '2026-11-30' });
      expect(fieldOf(outside)).toBe('zip');
    } finally {
      await gql(admin, SETTINGS, { input: { visitsPerSlot: 50, windowWeeks: 8 } });
    }
  });
});

describe('bookOnline', () => {
  it('creates the account and the pending request at once; the owner sees "email not confirmed yet" until the link', async () => {
    const email = uniqueEmail();
    const result = await gql(t.request(), BOOK, { input: { ...booking('2026-12-08'), account: newAccount(email) } });
    expect(result.errors).toBeUndefined();
    expect(result.data.bookOnline).toMatchObject({ outcome: 'CHECK_EMAIL', requestId: null, accepted: false });
    // Deep, 3 bd 2 ba, inside oven: 250 + 2×40 + 35 + 35 = 400 first; the later visits take the biweekly discount.
    expect(result.data.bookOnline.firstVisitTotalCents).toBeGreaterThan(0);
    const [request] = await requestsOf(email);
    expect(request).toMatchObject({ status: ServiceRequestStatus.PENDING, awaitingEmailConfirmation: true, date: '2026-12-08' });
    // The request carries the quote the visitor saw, line by line.
    expect(request.quote?.totalCents).toBe(result.data.bookOnline.firstVisitTotalCents);
    expect(request.quote?.lines.map((line) => line.label)).toContain('Inside oven');
    const owners = await t.em().find(Notification, { event: 'request.created', dedupeKey: request.id });
    expect(owners.length).toBeGreaterThan(0);
    const list = await gql(
      admin,
      '{ serviceRequests(first: 100, status: PENDING) { edges { node { databaseId awaitingEmailConfirmation } } } }',
    );
    const row = list.data.serviceRequests.edges.find(
      (edge: { node: { databaseId: string } }) => edge.node.databaseId === request.id,
    );
    expect(row.node.awaitingEmailConfirmation).toBe(true);

    // The confirmation email carries the itemized price; its link confirms the address and the request stops saying so.
    const user = await t.em().findOneOrFail(User, { email });
    const notice = await t.em().findOneOrFail(Notification, { event: 'booking.confirm-email', recipient: user.id });
    expect(await t.em().count(OutboxEmail, { notification: notice.id, toAddress: email })).toBe(1);
    const content = eventDefinition('booking.confirm-email')!.email(notice.data, {
      recipientName: 'Vera',
      businessName: 'Sunshine Clean',
      businessPhone: null,
      url: (path) => path,
      secretUrl: (path) => path,
    });
    const details = Object.fromEntries(content.details!);
    expect(details).toMatchObject({
      'Inside oven': '$35.00',
      Total: `$${(result.data.bookOnline.firstVisitTotalCents / 100).toFixed(2)}`,
    });
    const token = await t.em().findOneOrFail(AccountToken, { user: user.id });
    await t.services.accountTokens.verifyEmail(t.em(), t.services.accountTokens['tokens'].sign('email-verification', token.id));
    expect((await t.em().findOneOrFail(ServiceRequest, request.id)).awaitingEmailConfirmation).toBe(false);
  });

  it('answers an address that already has an account as a new one, books nothing, and emails its owner', async () => {
    const existing = await t.buildUser({ role: Role.CLIENT });
    const result = await gql(t.request(), BOOK, { input: { ...booking('2026-12-09'), account: newAccount(existing.email) } });
    expect(result.data.bookOnline.outcome).toBe('CHECK_EMAIL');
    expect((await requestsOf(existing.email)).length).toBe(0);
    expect(await t.em().count(Notification, { event: 'booking.account-exists', recipient: existing.id })).toBe(1);
  });

  it('signs in an existing account with its password and books as it', async () => {
    const existing = await t.buildUser({ role: Role.CLIENT });
    const agent = t.agent();
    const result = await gql(agent, BOOK, {
      input: { ...booking('2026-12-10'), account: { ...newAccount(existing.email), mode: 'SIGN_IN', password: TEST_PASSWORD } },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data.bookOnline.outcome).toBe('BOOKED');
    const [request] = await requestsOf(existing.email);
    expect(request.awaitingEmailConfirmation).toBe(false);
    const me = await gql(agent, '{ viewer { email } }');
    expect(me.data.viewer.email).toBe(existing.email);
  });

  it('refuses a wrong password with the sign-in message, booking nothing', async () => {
    const existing = await t.buildUser({ role: Role.CLIENT });
    const result = await gql(t.request(), BOOK, {
      input: {
        ...booking('2026-12-10'),
        account: { ...newAccount(existing.email), mode: 'SIGN_IN', password: 'wrong-password-1' },
      },
    });
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
    expect(result.errors?.[0].message).toBe('Invalid email or password');
    expect((await requestsOf(existing.email)).length).toBe(0);
  });

  it('refuses a slot that filled meanwhile, with the next free slots', async () => {
    await gql(admin, SETTINGS, { input: { visitsPerSlot: 1 } });
    try {
      await t.buildServiceRequest({ date: '2026-12-11', time: TimeSlot.AFTERNOON });
      const email = uniqueEmail();
      const result = await gql(t.request(), BOOK, {
        input: { ...booking('2026-12-11', { time: 'AFTERNOON' }), account: newAccount(email) },
      });
      expect(fieldOf(result)).toBe('time');
      expect(result.errors?.[0].message).toBe(
        'Sorry, Fri, Dec 11 Afternoon 12PM-4PM was just booked up. The next free times: Fri, Dec 11 Evening 4PM-7PM; ' +
          'Sat, Dec 12 Morning 8AM-12PM; Sat, Dec 12 Afternoon 12PM-4PM; Sat, Dec 12 Evening 4PM-7PM.',
      );
      expect(result.errors?.[0].extensions?.nextFreeSlots).toContainEqual({ date: '2026-12-11', time: 'EVENING' });
      expect(await t.em().count(User, { email })).toBe(0);
    } finally {
      await gql(admin, SETTINGS, { input: { visitsPerSlot: 50 } });
    }
  });

  it('refuses a past, same-day, closed or too-far date, an outside ZIP and absurd sizes, naming the field', async () => {
    await t.buildClosure({ startDate: '2026-12-25', reason: 'Christmas' });
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ date: '2026-11-20' }, 'date', /online booking starts tomorrow/],
      [{ date: TODAY }, 'date', /online booking starts tomorrow/],
      [{ date: '2026-12-25' }, 'date', /closed on 2026-12-25 \(Christmas\)/],
      [{ date: '2027-03-01' }, 'date', /through/],
      [{ zip: '10001' }, 'zip', /don't clean in 10001/],
      [{ bedrooms: 21 }, 'bedrooms', /Bedrooms/],
      [{ bathrooms: -1 }, 'bathrooms', /./],
      [{ extras: ['gold-plating'] }, 'extras', /Unknown extra/],
      [{ time: 'FLEXIBLE' }, 'time', /morning, afternoon or evening|MORNING/],
    ];
    for (const [over, field, message] of cases) {
      const email = uniqueEmail();
      const result = await gql(t.request(), BOOK, { input: { ...booking('2026-12-14', over), account: newAccount(email) } });
      expect(errorCode(result), JSON.stringify(over)).toBe('BAD_USER_INPUT');
      expect(fieldOf(result), JSON.stringify(over)).toBe(field);
      expect(result.errors?.[0].message, JSON.stringify(over)).toMatch(message);
      expect(await t.em().count(User, { email })).toBe(0);
    }
  });

  it('stores nothing for a robot that fills the honeypot, and answers it as a person', async () => {
    const email = uniqueEmail();
    const result = await gql(t.request(), BOOK, {
      input: { ...booking('2026-12-15'), account: newAccount(email), website: 'http://spam.example' },
    });
    expect(result.data.bookOnline.outcome).toBe('CHECK_EMAIL');
    expect(await t.em().count(User, { email })).toBe(0);
  });

  it('approves at once when the owner says so, as Approve does', async () => {
    await gql(admin, SETTINGS, { input: { acceptAtOnce: true } });
    try {
      const result = await gql(client, BOOK, { input: booking('2026-12-16', { recurring: 'ONETIME' }) });
      expect(result.data.bookOnline).toMatchObject({ outcome: 'BOOKED', accepted: true });
      const request = await t.em().findOneOrFail(ServiceRequest, { date: '2026-12-16' }, { populate: ['visits'] });
      expect(request.status).toBe(ServiceRequestStatus.ACCEPTED);
      expect(request.visits.length).toBe(1);
    } finally {
      await gql(admin, SETTINGS, { input: { acceptAtOnce: false } });
    }
  });

  it('refuses the owner and helpers booking as visitors', async () => {
    for (const agent of [admin, helper]) {
      const result = await gql(agent, BOOK, { input: booking('2026-12-17') });
      expect(errorCode(result)).toBe('FORBIDDEN');
    }
    expect(await t.em().count(ServiceRequest, { date: '2026-12-17' })).toBe(0);
  });
});

describe('leads', () => {
  it('keeps a visitor who left, out-of-area ones too; the owner sends a reminder through the outbox', async () => {
    const email = uniqueEmail();
    await gql(t.request(), LEAD, { input: { email, step: 'HOME', zip: '34102', service: 'DEEP', bedrooms: 3, bathrooms: 2 } });
    await gql(t.request(), LEAD, { input: { email: 'far@example.com', step: 'ZIP', zip: '10001' } });
    const leads = await gql(admin, '{ bookingLeads { id email step outsideArea summary totalCents } }');
    const lead = leads.data.bookingLeads.find((row: { email: string }) => row.email === email);
    expect(lead).toMatchObject({ step: 'HOME', outsideArea: false, summary: 'Deep Cleaning, 3 bd, 2 ba' });
    expect(leads.data.bookingLeads.find((row: { email: string }) => row.email === 'far@example.com')).toMatchObject({
      outsideArea: true,
    });
    for (const [agent, code] of [
      [t.request(), 'UNAUTHENTICATED'],
      [client, 'FORBIDDEN'],
      [helper, 'FORBIDDEN'],
    ] as const) {
      const refused = await gql(agent, 'mutation($id: ID!) { sendLeadReminder(input: { id: $id }) { lead { remindedAt } } }', {
        id: lead.id,
      });
      expect(errorCode(refused)).toBe(code);
    }
    expect((await t.em().findOneOrFail(BookingLead, { email })).remindedAt).toBeNull();
    const sent = await gql(admin, 'mutation($id: ID!) { sendLeadReminder(input: { id: $id }) { lead { remindedAt } } }', {
      id: lead.id,
    });
    expect(sent.errors).toBeUndefined();
    expect(sent.data.sendLeadReminder.lead.remindedAt).not.toBeNull();
    // The worker renders it from the outbox like any email: to the address left, with a way back to booking.
    await t.startWorker();
    await expect
      .poll(async () => (await t.em().findOneOrFail(OutboxEmail, { toAddress: email })).status, { timeout: 15_000 })
      .toBe('kept');
    const mail = await t.em().findOneOrFail(OutboxEmail, { toAddress: email }, { populate: ['text'] });
    expect(mail.text).toContain('Hi there,');
    expect(mail.text).toContain('Deep Cleaning, 3 bd, 2 ba');
    expect(mail.text).toContain('/book');
  });

  it('ignores a honeypot lead, and a booking marks its lead booked', async () => {
    await gql(t.request(), LEAD, { input: { email: 'robot@example.com', step: 'ZIP', website: 'x' } });
    expect(await t.em().count(BookingLead, { email: 'robot@example.com' })).toBe(0);
    const email = uniqueEmail();
    await gql(t.request(), LEAD, { input: { email, step: 'SUMMARY' } });
    await gql(t.request(), BOOK, { input: { ...booking('2026-12-18'), account: newAccount(email) } });
    expect((await t.em().findOneOrFail(BookingLead, { email })).bookedAt).not.toBeNull();
  });

  it('deletes leads older than 90 days, with their emails', async () => {
    const em = t.em();
    em.create(BookingLead, {
      email: 'ancient@example.com',
      step: LeadStep.ZIP,
      createdAt: new Date(NOW.getTime() - 91 * 86_400_000),
    });
    em.create(BookingLead, {
      email: 'recent@example.com',
      step: LeadStep.ZIP,
      createdAt: new Date(NOW.getTime() - 89 * 86_400_000),
    });
    await em.flush();
    expect(await t.services.booking.purgeOldLeads(t.em())).toBeGreaterThanOrEqual(1);
    expect(await t.em().count(BookingLead, { email: 'ancient@example.com' })).toBe(0);
    expect(await t.em().count(BookingLead, { email: 'recent@example.com' })).toBe(1);
  });
});

describe('rate limits', () => {
  it('limits bookings and leads per IP address, in PostgreSQL', async () => {
    const limited = await createTestApp({ now: () => NOW, bookingLimits: { bookingsPerIpPerHour: 2, leadsPerIpPerHour: 2 } });
    try {
      const attempt = () =>
        gql(limited.request(), BOOK, { input: { ...booking('2026-12-21'), zip: '10001', account: newAccount() } });
      expect(errorCode(await attempt())).toBe('BAD_USER_INPUT');
      expect(errorCode(await attempt())).toBe('BAD_USER_INPUT');
      expect(errorCode(await attempt())).toBe('TOO_MANY_REQUESTS');
      const lead = () => gql(limited.request(), LEAD, { input: { email: uniqueEmail(), step: 'ZIP' } });
      expect((await lead()).errors).toBeUndefined();
      expect((await lead()).errors).toBeUndefined();
      expect(errorCode(await lead())).toBe('TOO_MANY_REQUESTS');
    } finally {
      await limited.close();
    }
  });
});
