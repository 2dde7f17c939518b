import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { priceListInput } from '../../../test/pricing-input.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { ServiceRequest } from '../service-request/service-request.entity.js';
import { Recurrence, ServiceRequestStatus, ServiceType } from '../service-request/service-request.enums.js';
import { BusinessSettings } from '../settings/settings.entity.js';
import { DEFAULT_PRICE_LIST, type PriceList } from './pricing.js';

// Sunday 22 November 2026, 10:00 in Naples.
const NOW = new Date('2026-11-22T15:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const QUOTE = `query ($input: QuoteInput!) { quote(input: $input) {
  lines { kind label amountCents } subtotalCents discountCents taxCents totalCents durationMinutes
  recurring { lines { kind label amountCents } totalCents durationMinutes }
} }`;
const PRICE_LIST = `{ priceList { minimumCents services { service basePriceCents taxRateBasisPoints }
  extras { key label priceCents firstVisitOnly services } frequencyDiscounts { frequency basisPoints notOnFirstVisit } } }`;
const UPDATE = `mutation ($input: UpdatePriceListInput!) { updatePriceList(input: $input) { priceList { minimumCents } } }`;
const CREATE = `mutation ($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { serviceRequest {
  id databaseId quote { bedrooms bathrooms extras totalCents lines { kind amountCents } recurring { totalCents } }
} } }`;

const storedList = async () => (await t.em().findOneOrFail(BusinessSettings, { key: 'default' })).priceList;
const setList = async (list: PriceList) => {
  await t.services.settings.get(t.em());
  await t.em().nativeUpdate(BusinessSettings, { key: 'default' }, { priceList: list });
};

describe('priceList and quote (public)', () => {
  it('shows anyone the price list and prices a home line by line, signed in or not', async () => {
    await setList(DEFAULT_PRICE_LIST);
    const list = await gql(t.agent(), PRICE_LIST);
    expect(list.data.priceList.services).toContainEqual({
      service: 'COMMERCIAL',
      basePriceCents: 15_000,
      taxRateBasisPoints: 650,
    });
    expect(list.data.priceList.extras.map((e: { label: string }) => e.label)).toEqual([
      'Inside fridge',
      'Inside oven',
      'Interior windows',
      'Laundry',
      'Baseboards',
    ]);
    // Biweekly deep clean, 3 bd 2 ba, inside oven: 250 + 80 + 35 + 35 = 400.00 first, 360.00 later (10% off).
    const input = { service: 'DEEP', bedrooms: 3, bathrooms: 2, extras: ['inside-oven'], frequency: 'BIWEEKLY' };
    for (const agent of [t.agent(), (await t.signInAs(Role.CLIENT)).agent]) {
      const quote = (await gql(agent, QUOTE, { input })).data.quote;
      expect(quote).toMatchObject({
        subtotalCents: 40_000,
        discountCents: 0,
        taxCents: 0,
        totalCents: 40_000,
        durationMinutes: 345,
      });
      expect(quote.lines[0]).toEqual({ kind: 'BASE', label: 'Deep Cleaning', amountCents: 25_000 });
      expect(quote.recurring.totalCents).toBe(36_000);
    }
  });

  it.each([
    ['bedrooms', { bedrooms: 21 }],
    ['bedrooms', { bedrooms: -1 }],
    ['bathrooms', { bathrooms: 99 }],
    ['extras', { extras: ['hot-tub'] }],
    ['extras', { service: 'COMMERCIAL', extras: ['laundry'] }],
  ])('refuses a bad %s with BAD_USER_INPUT naming it (%j)', async (field, over) => {
    const result = await gql(t.agent(), QUOTE, {
      input: { service: 'STANDARD', bedrooms: 1, bathrooms: 1, extras: [], frequency: 'ONETIME', ...over },
    });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(result.data).toBeNull();
  });

  it('refuses an unknown service (not one of the six) before pricing', async () => {
    const result = await gql(t.agent(), QUOTE, { input: { service: 'CASTLE', bedrooms: 1, bathrooms: 1 } });
    expect(result.errors?.[0]?.message).toMatch(/CASTLE/);
  });
});

describe('POST /api/quotes', () => {
  it('answers what the quote query answers, to anyone, in the REST names of services and frequencies', async () => {
    await setList(DEFAULT_PRICE_LIST);
    const response = await t
      .agent()
      .post('/api/quotes')
      .send({ service: 'deep', bedrooms: 3, bathrooms: 2, extras: ['inside-oven'], frequency: 'biweekly' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ subtotalCents: 40_000, totalCents: 40_000, durationMinutes: 345 });
    expect(response.body.lines[0]).toEqual({ kind: 'BASE', label: 'Deep Cleaning', amountCents: 25_000 });
    expect(response.body.recurring.lines.at(-1)).toEqual({
      kind: 'FREQUENCY_DISCOUNT',
      label: 'Bi-weekly discount (10%)',
      amountCents: -4_000,
    });
  });

  it.each([
    ['bedrooms', { bedrooms: 21 }],
    ['service', { service: 'castle' }],
    ['extras', { extras: ['hot-tub'] }],
  ])('refuses a bad %s with 400 naming it', async (field, over) => {
    const response = await t
      .agent()
      .post('/api/quotes')
      .send({ service: 'standard', bedrooms: 1, bathrooms: 1, ...over });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(response.body)).toContain(field);
  });
});

describe('updatePriceList (admin)', () => {
  const changed = () => {
    const list = structuredClone(DEFAULT_PRICE_LIST);
    list.minimumCents = 9_900;
    list.extras.push({
      key: 'garage',
      label: 'Garage',
      priceCents: 4_000,
      durationMinutes: 40,
      firstVisitOnly: true,
      services: [ServiceType.STANDARD],
    });
    return list;
  };

  it('lets the owner replace the price list; new quotes use it', async () => {
    await setList(DEFAULT_PRICE_LIST);
    const { agent } = await t.signInAs(Role.ADMIN);
    const result = await gql(agent, UPDATE, { input: priceListInput(changed()) });
    expect(result.errors).toBeUndefined();
    expect(result.data.updatePriceList.priceList.minimumCents).toBe(9_900);
    const quote = await gql(t.agent(), QUOTE, { input: { service: 'STANDARD', bedrooms: 1, bathrooms: 1, extras: ['garage'] } });
    expect(quote.data.quote.totalCents).toBe(19_000);
  });

  it('is refused to clients, helpers and the signed-out, changing nothing', async () => {
    await setList(DEFAULT_PRICE_LIST);
    const input = priceListInput(changed());
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, UPDATE, { input }))).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.agent(), UPDATE, { input }))).toBe('UNAUTHENTICATED');
    expect(await storedList()).toEqual(DEFAULT_PRICE_LIST);
  });

  it.each<[string, (list: PriceList) => void]>([
    ['services.deep.basePriceCents', (list) => (list.services[1].basePriceCents = -5)],
    ['services.commercial.taxRateBasisPoints', (list) => (list.services[5].taxRateBasisPoints = 20_000)],
    ['services', (list) => list.services.pop()],
    ['extras.0.key', (list) => (list.extras[0].key = 'Inside Fridge!')],
    ['extras.5.key', (list) => list.extras.push({ ...list.extras[1] })],
    ['extras.2.label', (list) => (list.extras[2].label = '   ')],
    ['frequencyDiscounts.0.basisPoints', (list) => (list.frequencyDiscounts[0].basisPoints = 10_001)],
    ['frequencyDiscounts.1.frequency', (list) => (list.frequencyDiscounts[1].frequency = Recurrence.WEEKLY)],
  ])('refuses a bad %s with BAD_USER_INPUT naming it, changing nothing', async (field, spoil) => {
    await setList(DEFAULT_PRICE_LIST);
    const { agent } = await t.signInAs(Role.ADMIN);
    const list = structuredClone(DEFAULT_PRICE_LIST);
    spoil(list);
    const result = await gql(agent, UPDATE, { input: priceListInput(list) });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    expect(await storedList()).toEqual(DEFAULT_PRICE_LIST);
  });
});

describe('agreed prices stay agreed', () => {
  const form = {
    service: 'DEEP',
    date: '2026-12-07',
    time: 'MORNING',
    address: '1 Palm Ave, Naples, FL',
    phoneNumber: '239-555-0142',
    recurring: 'BIWEEKLY',
    bedrooms: 3,
    bathrooms: 2,
    extras: ['inside-oven'],
  };

  it('prices a request when it is made, keeps that quote after a price change, and shows it to the owner and its client only', async () => {
    await setList(DEFAULT_PRICE_LIST);
    const { agent: client } = await t.signInAs(Role.CLIENT);
    const created = await gql(client, CREATE, { input: form });
    expect(created.errors).toBeUndefined();
    const made = created.data.createServiceRequest.serviceRequest;
    expect(made.quote).toMatchObject({ bedrooms: 3, bathrooms: 2, extras: ['inside-oven'], totalCents: 40_000 });
    expect(made.quote.recurring.totalCents).toBe(36_000);

    // The owner doubles the deep clean's base price: new quotes change, this request's does not.
    const list = structuredClone(DEFAULT_PRICE_LIST);
    list.services[1].basePriceCents = 50_000;
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    expect((await gql(admin, UPDATE, { input: priceListInput(list) })).errors).toBeUndefined();
    const preview = await gql(admin, `query ($id: ID!) { approvalPreview(id: $id) { priceCents durationMinutes } }`, {
      id: made.id,
    });
    expect(preview.data.approvalPreview).toEqual({ priceCents: 40_000, durationMinutes: 345 });

    const approved = await gql(
      admin,
      `mutation ($input: ApproveServiceRequestInput!) { approveServiceRequest(input: $input) {
      serviceRequest { quote { totalCents } } } }`,
      { input: { id: made.id } },
    );
    expect(approved.data.approveServiceRequest.serviceRequest.quote.totalCents).toBe(40_000);
    const VISITS = `query ($id: ID!) { nextVisitOfRequest(requestId: $id) { date priceCents } }`;
    const next = await gql(admin, VISITS, { id: made.id });
    expect(next.data.nextVisitOfRequest).toEqual({ date: '2026-12-07', priceCents: 40_000 });

    const READ = `query ($id: ID!) { node(id: $id) { ... on ServiceRequest { quote { totalCents } } } }`;
    expect((await gql(client, READ, { id: made.id })).data.node.quote.totalCents).toBe(40_000);
    // A helper on the job sees the work, not what it costs; another client does not see the request at all.
    const { agent: helper, user: helperUser } = await t.signInAs(Role.HELPER);
    const request = await t.em().findOneOrFail(ServiceRequest, made.databaseId);
    const visit = await t.buildVisit({ request, date: '2026-12-07', helpers: [await t.helperOf(helperUser)] });
    expect((await gql(helper, `query ($id: ID!) { node(id: $id) { id } }`, { id: made.id })).data.node.id).toBe(made.id);
    expect(errorCode(await gql(helper, READ, { id: made.id }))).toBe('FORBIDDEN');
    const VISIT_PRICE = `query ($id: ID!) { node(id: $id) { ... on Visit { priceCents } } }`;
    expect(errorCode(await gql(helper, VISIT_PRICE, { id: toGlobalId('Visit', visit.id) }))).toBe('FORBIDDEN');
    expect((await gql(client, VISIT_PRICE, { id: toGlobalId('Visit', visit.id) })).data.node.priceCents).toBe(40_000);
    const { agent: stranger } = await t.signInAs(Role.CLIENT);
    expect((await gql(stranger, READ, { id: made.id })).data?.node ?? null).toBeNull();
  });

  it('lets the owner set the price when approving, for every visit of the series', async () => {
    await setList(DEFAULT_PRICE_LIST);
    const { agent: client } = await t.signInAs(Role.CLIENT);
    const made = (await gql(client, CREATE, { input: { ...form, date: '2026-12-08' } })).data.createServiceRequest.serviceRequest;
    const { agent: admin } = await t.signInAs(Role.ADMIN);
    const APPROVE = `mutation ($input: ApproveServiceRequestInput!) { approveServiceRequest(input: $input) { serviceRequest { id } } }`;
    const bad = await gql(admin, APPROVE, { input: { id: made.id, priceCents: -1 } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'priceCents' });
    const request = await t.em().findOneOrFail(ServiceRequest, made.databaseId);
    expect(request.status).toBe(ServiceRequestStatus.PENDING);
    expect((await gql(admin, APPROVE, { input: { id: made.id, priceCents: 33_300 } })).errors).toBeUndefined();
    const visits = await t.visitsOf(request);
    expect(visits.length).toBeGreaterThan(1);
    const PRICE = `query ($id: ID!) { node(id: $id) { ... on Visit { priceCents } } }`;
    for (const visit of visits.slice(0, 2)) {
      expect((await gql(admin, PRICE, { id: toGlobalId('Visit', visit.id) })).data.node.priceCents).toBe(33_300);
    }
  });

  it('refuses a request whose home cannot be priced, naming the field and storing nothing', async () => {
    const { agent: client } = await t.signInAs(Role.CLIENT);
    const before = await t.em().count(ServiceRequest, {});
    const result = await gql(client, CREATE, { input: { ...form, bedrooms: 25 } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'bedrooms' });
    expect(await t.em().count(ServiceRequest, {})).toBe(before);
  });
});

describe('quote rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ now: () => NOW, quoteLimits: { perIp: 3, windowSeconds: 60 } });
  });
  afterAll(() => limited.close());

  it('refuses the fourth quote in a minute from one IP address with TOO_MANY_REQUESTS', async () => {
    const input = { service: 'STANDARD', bedrooms: 1, bathrooms: 1 };
    for (let i = 0; i < 3; i += 1) expect((await gql(limited.agent(), QUOTE, { input })).data.quote.totalCents).toBe(15_000);
    expect(errorCode(await gql(limited.agent(), QUOTE, { input }))).toBe('TOO_MANY_REQUESTS');
  });
});
