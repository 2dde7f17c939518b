import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import type { Client } from '../client/client.entity.js';
import { Recurrence, ServiceRequestStatus, ServiceType } from '../service-request/service-request.enums.js';
import { Visit } from '../visit/visit.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';
import { InvoiceCounter } from './invoice-counter.entity.js';
import { InvoiceItem } from './invoice-item.entity.js';
import { InvoiceStatus } from './invoice.enums.js';
import { Invoice } from './invoice.entity.js';

// Sunday 22 November 2026, 10:00 in Naples, FL.
const NOW = new Date('2026-11-22T15:00:00Z');
const TODAY = '2026-11-22';
/** The app's clock: NOW, except where a test moves it (and puts it back). */
let clock = NOW;

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['signInAs']>>['agent'];
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  admin = (await t.signInAs(Role.ADMIN)).agent;
});
afterAll(() => t.close());

const INVOICE_FIELDS = `id databaseId invoiceNumber issueDate dueDate subtotalCents taxAmountCents totalCents status
  effectiveStatus notes paidAt client { databaseId displayName }
  items { description quantity unitPriceCents amountCents }`;

const CREATE = `mutation Create($input: CreateInvoiceInput!) { createInvoice(input: $input) { invoice { ${INVOICE_FIELDS} } } }`;
const UPDATE = `mutation Update($input: UpdateInvoiceInput!) { updateInvoice(input: $input) { invoice { ${INVOICE_FIELDS} } } }`;
const DELETE = `mutation Delete($id: ID!) { deleteInvoice(input: { id: $id }) { deletedInvoiceId deletedInvoiceDatabaseId } }`;
const LIST = `query List($search: String, $status: InvoiceStatus, $first: Int, $after: String) {
  invoices(search: $search, status: $status, first: $first, after: $after) {
    totalCount
    edges { node { databaseId invoiceNumber status client { displayName } } }
    pageInfo { hasNextPage endCursor }
  }
}`;
const ONE = `query One($id: ID!) { invoice(id: $id) { databaseId invoiceNumber } }`;

async function create(input: Record<string, unknown>) {
  const result = await gql(admin, CREATE, { input });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data.createInvoice.invoice;
}

const setTaxRate = (basisPoints: number | null) => t.updateSettings({ defaultTaxRateBasisPoints: basisPoints });

describe('createInvoice', () => {
  let client: Client;
  beforeAll(async () => {
    client = await t.buildClient({ displayName: 'Default Dana' });
  });
  beforeEach(() => setTaxRate(null));

  it('fills the defaults: issued today, due 30 days later, subtotal 0, no tax without a rate, draft, notes null', async () => {
    const invoice = await create({ clientId: toGlobalId('Client', client.id), notes: '   ' });
    expect(invoice).toMatchObject({
      issueDate: TODAY,
      dueDate: '2026-12-22',
      subtotalCents: 0,
      taxAmountCents: 0,
      totalCents: 0,
      status: 'DRAFT',
      effectiveStatus: 'DRAFT',
      notes: null,
      paidAt: null,
      items: [],
      client: { databaseId: client.id, displayName: 'Default Dana' },
    });
    expect(invoice.invoiceNumber).toMatch(/^INV-2026-\d{4}$/);
  });

  it('accepts a database id for the client, and refuses an unknown client', async () => {
    expect((await create({ clientId: client.id })).client.displayName).toBe('Default Dana');
    const result = await gql(admin, CREATE, {
      input: { clientId: toGlobalId('Client', '00000000-0000-4000-8000-000000000000') },
    });
    expect(errorCode(result)).toBe('NOT_FOUND');
  });

  it('takes amounts in integer cents, and total = subtotal + tax', async () => {
    const invoice = await create({ clientId: client.id, subtotalCents: 1999, taxAmountCents: 30 });
    expect(invoice).toMatchObject({ subtotalCents: 1999, taxAmountCents: 30, totalCents: 2029 });
    const edges = await create({ clientId: client.id, subtotalCents: 100_000_000, taxAmountCents: 0 });
    expect(edges).toMatchObject({ subtotalCents: 100_000_000, taxAmountCents: 0, totalCents: 100_000_000 });
  });

  it.each([
    ['subtotalCents', { subtotalCents: -500 }],
    ['subtotalCents', { subtotalCents: -1 }],
    ['subtotalCents', { subtotalCents: 19.99 }],
    ['subtotalCents', { subtotalCents: 1e12 }],
    ['subtotalCents', { subtotalCents: 100_000_001 }],
    ['taxAmountCents', { taxAmountCents: -100 }],
    ['taxAmountCents', { taxAmountCents: 0.5 }],
    ['taxAmountCents', { taxAmountCents: 5e9 }],
    ['items.0.unitPriceCents', { items: [{ description: 'Oven', quantity: 1, unitPriceCents: -2000 }] }],
    ['items.0.unitPriceCents', { items: [{ description: 'Oven', quantity: 1, unitPriceCents: 100_000_001 }] }],
    ['unitPriceCents', { items: [{ description: 'Oven', quantity: 1, unitPriceCents: 20.5 }] }],
    ['subtotalCents', { items: [{ description: 'Many', quantity: 10_000, unitPriceCents: 99_999_900 }] }],
    ['quantity', { items: [{ description: 'Oven', quantity: 0, unitPriceCents: 2000 }] }],
    ['description', { items: [{ description: '  ', quantity: 1, unitPriceCents: 2000 }] }],
    ['dueDate', { issueDate: '2026-11-20', dueDate: '2026-11-19' }],
    ['status', { status: 'VOID' }],
    ['totalCents', { subtotalCents: 10_000, taxAmountCents: 650, totalCents: 10_000 }],
    ['totalCents', { subtotalCents: 10_000, taxAmountCents: 650, totalCents: -10_650 }],
    ['notes', { notes: 'x'.repeat(2001) }],
  ])('refuses a bad %s with BAD_USER_INPUT and writes nothing (%j)', async (field, overrides) => {
    const before = await t.em().count(Invoice);
    const result = await gql(admin, CREATE, { input: { clientId: client.id, ...overrides } });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(String(result.errors?.[0].extensions?.field ?? result.errors?.[0].message)).toContain(field);
    expect(await t.em().count(Invoice)).toBe(before);
  });

  it('accepts a matching total check, and a due date equal to the issue date', async () => {
    const invoice = await create({
      clientId: client.id,
      subtotalCents: 10_000,
      taxAmountCents: 650,
      totalCents: 10_650,
      issueDate: '2026-11-20',
      dueDate: '2026-11-20',
    });
    expect(invoice).toMatchObject({ totalCents: 10650, issueDate: '2026-11-20', dueDate: '2026-11-20' });
  });

  it("defaults the tax from the settings' rate, rounded to the cent; an explicit tax (even 0) wins", async () => {
    await setTaxRate(650);
    expect(await create({ clientId: client.id, subtotalCents: 10_000 })).toMatchObject({
      subtotalCents: 10000,
      taxAmountCents: 650,
      totalCents: 10650,
    });
    expect(await create({ clientId: client.id, subtotalCents: 1999 })).toMatchObject({ taxAmountCents: 130, totalCents: 2129 });
    expect(await create({ clientId: client.id, subtotalCents: 10_000, taxAmountCents: 0 })).toMatchObject({
      taxAmountCents: 0,
      totalCents: 10000,
    });
  });

  it('totals the line items when there are any (the given subtotal is ignored), and keeps their order', async () => {
    const invoice = await create({
      clientId: client.id,
      subtotalCents: 500,
      taxAmountCents: 1000,
      items: [
        { description: ' Deep cleaning ', quantity: 2, unitPriceCents: 25_000 },
        { description: 'Inside oven', unitPriceCents: 4550 },
      ],
    });
    expect(invoice.items).toEqual([
      { description: 'Deep cleaning', quantity: 2, unitPriceCents: 25000, amountCents: 50000 },
      { description: 'Inside oven', quantity: 1, unitPriceCents: 4550, amountCents: 4550 },
    ]);
    expect(invoice).toMatchObject({ subtotalCents: 54550, taxAmountCents: 1000, totalCents: 55550 });
  });

  it('sets paidAt when created as paid', async () => {
    const invoice = await create({ clientId: client.id, subtotalCents: 1000, status: 'PAID' });
    expect(invoice.paidAt).toBe(NOW.toISOString());
  });
});

describe('invoice numbers', () => {
  it('are sequential per year of issue, and distinct and consecutive under 10 concurrent creates', async () => {
    const client = await t.buildClient({ displayName: 'Concurrent Carla' });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => gql(admin, CREATE, { input: { clientId: client.id, issueDate: '2028-03-01' } })),
    );
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    const numbers = results.map((result) => result.data.createInvoice.invoice.invoiceNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => `INV-2028-${String(i + 1).padStart(4, '0')}`));
    expect((await create({ clientId: client.id, issueDate: '2029-01-02' })).invoiceNumber).toBe('INV-2029-0001');
    expect((await create({ clientId: client.id, issueDate: '2028-12-31' })).invoiceNumber).toBe('INV-2028-0011');
  });

  it('continue after the highest number already used in a year without a counter (seeded or imported invoices)', async () => {
    const client = await t.buildClient({ displayName: 'Imported Ivy' });
    const em = t.em();
    for (const invoiceNumber of ['INV-2031-0003', 'INV-2031-0012']) {
      em.create(Invoice, {
        invoiceNumber,
        client,
        issueDate: '2031-02-01',
        dueDate: '2031-03-01',
        subtotalCents: 0,
        totalCents: 0,
      });
    }
    await em.flush();
    expect(await t.em().findOne(InvoiceCounter, { year: 2031 })).toBeNull();
    expect((await create({ clientId: client.id, issueDate: '2031-05-05' })).invoiceNumber).toBe('INV-2031-0013');
    expect((await create({ clientId: client.id, issueDate: '2031-05-06' })).invoiceNumber).toBe('INV-2031-0014');
  });

  it('cannot be changed through an edit', async () => {
    const client = await t.buildClient({ displayName: 'Fixed Fay' });
    const invoice = await create({ clientId: client.id });
    const result = await gql(admin, UPDATE, { input: { id: invoice.id, invoiceNumber: 'INV-1999-0001' } });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].message).toMatch(/invoiceNumber/);
    expect((await t.em().findOneOrFail(Invoice, invoice.databaseId)).invoiceNumber).toBe(invoice.invoiceNumber);
  });
});

describe('updateInvoice', () => {
  let client: Client;
  beforeAll(async () => {
    client = await t.buildClient({ displayName: 'Update Uma' });
  });

  it('changes due date, amounts, status and notes; blank notes become null', async () => {
    const invoice = await create({ clientId: client.id, subtotalCents: 10_000, taxAmountCents: 500, notes: 'First' });
    const result = await gql(admin, UPDATE, {
      input: { id: invoice.id, dueDate: '2027-01-15', subtotalCents: 12_050, taxAmountCents: 783, status: 'SENT', notes: '' },
    });
    expect(result.errors).toBeUndefined();
    expect(result.data.updateInvoice.invoice).toMatchObject({
      invoiceNumber: invoice.invoiceNumber,
      issueDate: TODAY,
      dueDate: '2027-01-15',
      subtotalCents: 12050,
      taxAmountCents: 783,
      totalCents: 12833,
      status: 'SENT',
      notes: null,
    });
  });

  it('lets any status be picked, in any order, but not VOID', async () => {
    const invoice = await create({ clientId: client.id });
    for (const status of ['SENT', 'OVERDUE', 'CANCELLED', 'DRAFT', 'PAID', 'SENT']) {
      const result = await gql(admin, UPDATE, { input: { id: invoice.id, status } });
      expect(result.data.updateInvoice.invoice.status).toBe(status);
    }
    expect(errorCode(await gql(admin, UPDATE, { input: { id: invoice.id, status: 'VOID' } }))).toBe('BAD_USER_INPUT');
  });

  it('refuses a due date before the issue date', async () => {
    const invoice = await create({ clientId: client.id, issueDate: '2026-11-10' });
    const result = await gql(admin, UPDATE, { input: { id: invoice.id, dueDate: '2026-11-09' } });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].extensions?.field).toBe('dueDate');
  });

  describe('paidAt', () => {
    const EARLIER = '2026-10-01T12:00:00.000Z';

    const withPaidAt = (paidAt: string | null, status = InvoiceStatus.SENT) =>
      t.buildInvoice({ client, subtotalCents: 5000, status, paidAt: paidAt ? new Date(paidAt) : null });

    it('saving as paid with no paidAt sets it to now', async () => {
      const invoice = await withPaidAt(null);
      const result = await gql(admin, UPDATE, { input: { id: invoice.id, status: 'PAID' } });
      expect(result.data.updateInvoice.invoice.paidAt).toBe(NOW.toISOString());
    });

    it('saving as paid with a paidAt keeps it', async () => {
      const invoice = await withPaidAt(EARLIER);
      const result = await gql(admin, UPDATE, { input: { id: invoice.id, status: 'PAID' } });
      expect(result.data.updateInvoice.invoice.paidAt).toBe(EARLIER);
    });

    it('saving as another status with no paidAt leaves it empty', async () => {
      const invoice = await withPaidAt(null, InvoiceStatus.DRAFT);
      const result = await gql(admin, UPDATE, { input: { id: invoice.id, status: 'SENT' } });
      expect(result.data.updateInvoice.invoice.paidAt).toBeNull();
    });

    it('saving as another status with a paidAt keeps it', async () => {
      const invoice = await withPaidAt(EARLIER, InvoiceStatus.PAID);
      const result = await gql(admin, UPDATE, { input: { id: invoice.id, status: 'SENT' } });
      expect(result.data.updateInvoice.invoice.paidAt).toBe(EARLIER);
    });

    it('takes an explicit paidAt', async () => {
      const invoice = await withPaidAt(null);
      const result = await gql(admin, UPDATE, { input: { id: invoice.id, status: 'PAID', paidAt: EARLIER } });
      expect(result.data.updateInvoice.invoice.paidAt).toBe(EARLIER);
    });
  });

  it('replaces the line items; the subtotal follows them, and with none the given subtotal counts again', async () => {
    const invoice = await create({
      clientId: client.id,
      taxAmountCents: 0,
      items: [{ description: 'Standard cleaning', unitPriceCents: 15_000 }],
    });
    expect(invoice.subtotalCents).toBe(15000);

    const replaced = await gql(admin, UPDATE, {
      input: {
        id: invoice.id,
        taxAmountCents: 1300,
        items: [
          { description: 'Standard cleaning', quantity: 2, unitPriceCents: 15_000 },
          { description: 'Windows', quantity: 1, unitPriceCents: 6000 },
        ],
      },
    });
    expect(replaced.data.updateInvoice.invoice).toMatchObject({ subtotalCents: 36000, taxAmountCents: 1300, totalCents: 37300 });
    expect(replaced.data.updateInvoice.invoice.items.map((item: { description: string }) => item.description)).toEqual([
      'Standard cleaning',
      'Windows',
    ]);
    expect(await t.em().count(InvoiceItem, { invoice: invoice.databaseId })).toBe(2);

    const mismatch = await gql(admin, UPDATE, { input: { id: invoice.id, subtotalCents: 100 } });
    expect(errorCode(mismatch)).toBe('BAD_USER_INPUT');
    expect(mismatch.errors?.[0].extensions?.field).toBe('subtotalCents');

    const cleared = await gql(admin, UPDATE, { input: { id: invoice.id, items: [], subtotalCents: 8000 } });
    expect(cleared.data.updateInvoice.invoice).toMatchObject({ items: [], subtotalCents: 8000, totalCents: 9300 });
    expect(await t.em().count(InvoiceItem, { invoice: invoice.databaseId })).toBe(0);
  });

  it('answers NOT_FOUND for an unknown invoice', async () => {
    const result = await gql(admin, UPDATE, {
      input: { id: toGlobalId('Invoice', '00000000-0000-4000-8000-000000000000'), status: 'SENT' },
    });
    expect(errorCode(result)).toBe('NOT_FOUND');
  });
});

describe('effective status', () => {
  it('shows a sent invoice past its due date as overdue, to the admin and to its client', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT, { displayName: 'Late Lou' });
    const client = await t.clientOf(user);
    const late = await create({ clientId: client.id, issueDate: '2026-10-01', dueDate: '2026-11-21', status: 'SENT' });
    const dueToday = await create({ clientId: client.id, issueDate: '2026-10-01', dueDate: TODAY, status: 'SENT' });
    const paidLate = await create({ clientId: client.id, issueDate: '2026-10-01', dueDate: '2026-11-01', status: 'PAID' });
    const query = `query($id: ID!) { invoice(id: $id) { status effectiveStatus } }`;
    for (const viewer of [admin, agent]) {
      expect((await gql(viewer, query, { id: late.id })).data.invoice).toEqual({ status: 'SENT', effectiveStatus: 'OVERDUE' });
      expect((await gql(viewer, query, { id: dueToday.id })).data.invoice).toEqual({ status: 'SENT', effectiveStatus: 'SENT' });
      expect((await gql(viewer, query, { id: paidLate.id })).data.invoice).toEqual({ status: 'PAID', effectiveStatus: 'PAID' });
    }
  });
});

describe('the ledger', () => {
  it('searches invoice numbers and client names on the server, any case, with % and _ taken literally', async () => {
    const client = await t.buildClient({ displayName: 'Zelda Searchable_50%' });
    const other = await t.buildClient({ displayName: 'Someone Else' });
    const mine = await create({ clientId: client.id, issueDate: '2030-06-01' });
    await create({ clientId: other.id, issueDate: '2030-06-02' });

    const byName = await gql(admin, LIST, { search: 'zelda searchABLE' });
    expect(byName.data.invoices.edges.map((edge: { node: { databaseId: string } }) => edge.node.databaseId)).toEqual([
      mine.databaseId,
    ]);
    const byNumber = await gql(admin, LIST, { search: mine.invoiceNumber.toLowerCase() });
    expect(byNumber.data.invoices.totalCount).toBe(1);
    expect((await gql(admin, LIST, { search: '_50%' })).data.invoices.totalCount).toBe(1);
    expect((await gql(admin, LIST, { search: '%' })).data.invoices.totalCount).toBe(1);
    expect((await gql(admin, LIST, { search: 'no such invoice anywhere' })).data.invoices.totalCount).toBe(0);
  });

  describe('status filter', () => {
    /** The ids a list answer holds; an answer with errors fails the test rather than reading as an empty list. */
    const ids = (result: { data?: { invoices: { edges: { node: { databaseId: string } }[] } }; errors?: unknown }) => {
      if (!result.data) throw new Error(JSON.stringify(result.errors));
      return result.data.invoices.edges.map((edge) => edge.node.databaseId);
    };
    let made: Record<string, string>;
    beforeAll(async () => {
      const client = await t.buildClient({ displayName: 'Filter Fern' });
      const make = async (status: string, dueDate: string) =>
        (await create({ clientId: client.id, issueDate: '2026-10-01', dueDate, status })).databaseId as string;
      made = {
        draft: await make('DRAFT', '2026-12-01'),
        dueToday: await make('SENT', TODAY),
        pastDue: await make('SENT', '2026-11-21'),
        markedOverdue: await make('OVERDUE', '2026-12-31'),
        paidLate: await make('PAID', '2026-11-01'),
        cancelled: await make('CANCELLED', '2026-11-01'),
      };
    });
    const filtered = async (status: string) => ids(await gql(admin, LIST, { search: 'Filter Fern', status, first: 50 }));

    it('narrows to each status as shown; a sent invoice due today is SENT, due yesterday OVERDUE (America/New_York)', async () => {
      expect(await filtered('DRAFT')).toEqual([made.draft]);
      expect(await filtered('SENT')).toEqual([made.dueToday]);
      expect((await filtered('OVERDUE')).sort()).toEqual([made.pastDue, made.markedOverdue].sort());
      expect(await filtered('PAID')).toEqual([made.paidLate]);
      expect(await filtered('CANCELLED')).toEqual([made.cancelled]);
      expect(await filtered('VOID')).toEqual([]);
      const all = await gql(admin, LIST, { search: 'Filter Fern', first: 50 });
      expect(all.data.invoices.totalCount).toBe(6);
    });

    it('agrees with effectiveStatus on every invoice it returns', async () => {
      for (const status of ['DRAFT', 'SENT', 'OVERDUE', 'PAID', 'CANCELLED']) {
        const result = await gql(
          admin,
          `query($status: InvoiceStatus) { invoices(search: "Filter Fern", status: $status) { totalCount edges { node { effectiveStatus } } } }`,
          { status },
        );
        const shown = result.data.invoices.edges.map((edge: { node: { effectiveStatus: string } }) => edge.node.effectiveStatus);
        expect(shown.length).toBeGreaterThan(0);
        expect(new Set(shown)).toEqual(new Set([status]));
        expect(result.data.invoices.totalCount).toBe(shown.length);
      }
    });

    it('moves a sent invoice to OVERDUE when the New York day turns, not the UTC one', async () => {
      const client = await t.buildClient({ displayName: 'Boundary Bea' });
      const due = await create({ clientId: client.id, issueDate: '2026-11-01', dueDate: '2026-11-22', status: 'SENT' });
      // 23:30 on Nov 22 in New York is already Nov 23 in UTC: the invoice due Nov 22 is not yet overdue.
      try {
        for (const [instant, expected] of [
          ['2026-11-23T04:30:00Z', 'SENT'],
          ['2026-11-23T05:00:00Z', 'OVERDUE'],
        ] as const) {
          clock = new Date(instant);
          for (const status of ['SENT', 'OVERDUE']) {
            const found = ids(await gql(admin, LIST, { search: 'Boundary Bea', status }));
            expect(found).toEqual(status === expected ? [due.databaseId] : []);
          }
        }
      } finally {
        clock = NOW;
      }
    });

    it("shows a client only its own non-draft invoices under any status, never another client's", async () => {
      const { agent, user } = await t.signInAs(Role.CLIENT, { displayName: 'Filtering Fay' });
      const own = await t.clientOf(user);
      const mine = await create({ clientId: own.id, issueDate: '2026-10-01', dueDate: '2026-11-01', status: 'SENT' });
      await create({ clientId: own.id, status: 'DRAFT' });
      for (const status of ['DRAFT', 'SENT', 'OVERDUE', 'PAID', 'CANCELLED', 'VOID']) {
        const found = ids(await gql(agent, LIST, { status, first: 50 }));
        expect(found).toEqual(status === 'OVERDUE' ? [mine.databaseId] : []);
      }
      // Filter Fern's overdue invoices exist, but are not hers.
      expect(ids(await gql(agent, LIST, { status: 'OVERDUE', search: 'Filter Fern' }))).toEqual([]);
    });

    it('refuses an unknown status (BAD_USER_INPUT), and a helper or the signed-out may not filter at all', async () => {
      expect(errorCode(await gql(admin, LIST, { status: 'LATE' }))).toBe('BAD_USER_INPUT');
      const { agent: helper } = await t.signInAs(Role.HELPER);
      expect(errorCode(await gql(helper, LIST, { status: 'OVERDUE' }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(t.request(), LIST, { status: 'OVERDUE' }))).toBe('UNAUTHENTICATED');
    });
  });

  it('pages newest issue first without repeats', async () => {
    const client = await t.buildClient({ displayName: 'Paging Pat' });
    for (const day of ['01', '02', '03', '04', '05']) await create({ clientId: client.id, issueDate: `2032-01-${day}` });
    const seen: string[] = [];
    let after: string | undefined;
    do {
      const page = (await gql(admin, LIST, { search: 'Paging Pat', first: 2, after })).data.invoices;
      seen.push(...page.edges.map((edge: { node: { invoiceNumber: string } }) => edge.node.invoiceNumber));
      after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : undefined;
    } while (after);
    expect(seen).toEqual(['INV-2032-0005', 'INV-2032-0004', 'INV-2032-0003', 'INV-2032-0002', 'INV-2032-0001']);
  });
});

describe('who may do what', () => {
  it('shows a client only its own invoices, never drafts, through the list, invoice(id) and node(id)', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT, { displayName: 'Own Olive' });
    const mineRecord = await t.clientOf(user);
    const stranger = await t.buildClient({ displayName: 'Stranger Stan' });
    const draft = await create({ clientId: mineRecord.id, status: 'DRAFT' });
    const sent = await create({ clientId: mineRecord.id, status: 'SENT', issueDate: '2026-11-20' });
    const paid = await create({ clientId: mineRecord.id, status: 'PAID', issueDate: '2026-11-01' });
    const theirs = await create({ clientId: stranger.id, status: 'SENT' });

    const list = await gql(agent, LIST, { first: 50 });
    expect(list.errors).toBeUndefined();
    expect(list.data.invoices.edges.map((edge: { node: { databaseId: string } }) => edge.node.databaseId)).toEqual([
      sent.databaseId,
      paid.databaseId,
    ]);
    expect((await gql(agent, LIST, { search: 'Stranger' })).data.invoices.totalCount).toBe(0);

    expect((await gql(agent, ONE, { id: sent.id })).data.invoice.databaseId).toBe(sent.databaseId);
    expect((await gql(agent, ONE, { id: sent.databaseId })).data.invoice.databaseId).toBe(sent.databaseId);
    for (const hidden of [draft, theirs]) {
      expect((await gql(agent, ONE, { id: hidden.id })).data.invoice).toBeNull();
      expect((await gql(agent, 'query($id: ID!) { node(id: $id) { id } }', { id: hidden.id })).data.node).toBeNull();
    }
    expect((await gql(agent, ONE, { id: 'junk' })).data.invoice).toBeNull();
  });

  it('lets a client change nothing: create, update, delete and create-from-request are FORBIDDEN', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT);
    const record = await t.clientOf(user);
    const invoice = await create({ clientId: record.id, status: 'SENT', subtotalCents: 1000 });
    expect(errorCode(await gql(agent, CREATE, { input: { clientId: record.id } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(agent, UPDATE, { input: { id: invoice.id, status: 'PAID' } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(agent, DELETE, { id: invoice.id }))).toBe('FORBIDDEN');
    expect(
      errorCode(
        await gql(agent, 'mutation($id: ID!) { createInvoiceFromRequest(input: { requestId: $id }) { invoice { id } } }', {
          id: invoice.id,
        }),
      ),
    ).toBe('FORBIDDEN');
    expect(errorCode(await gql(agent, '{ billableClients { id } }'))).toBe('FORBIDDEN');
    const stored = await t.em().findOneOrFail(Invoice, invoice.databaseId);
    expect([stored.status, stored.paidAt]).toEqual(['sent', null]);
  });

  it('shows a helper no invoices at all and lets it change nothing', async () => {
    const { agent } = await t.signInAs(Role.HELPER);
    const record = await t.buildClient({ displayName: 'Helper Hidden' });
    const invoice = await create({ clientId: record.id, status: 'SENT' });
    expect(errorCode(await gql(agent, LIST))).toBe('FORBIDDEN');
    expect(errorCode(await gql(agent, ONE, { id: invoice.id }))).toBe('FORBIDDEN');
    expect((await gql(agent, 'query($id: ID!) { node(id: $id) { id } }', { id: invoice.id })).data.node).toBeNull();
    expect(errorCode(await gql(agent, CREATE, { input: { clientId: record.id } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(agent, UPDATE, { input: { id: invoice.id, status: 'PAID' } }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(agent, DELETE, { id: invoice.id }))).toBe('FORBIDDEN');
    expect(errorCode(await gql(agent, '{ businessProfile { businessName } }'))).toBe('FORBIDDEN');
  });

  it('refuses the signed-out everything (UNAUTHENTICATED)', async () => {
    const record = await t.buildClient({ displayName: 'Anon Target' });
    const invoice = await create({ clientId: record.id, status: 'SENT' });
    const anonymous = t.request();
    for (const [query, variables] of [
      [LIST, {}],
      [ONE, { id: invoice.id }],
      [CREATE, { input: { clientId: record.id } }],
      [UPDATE, { input: { id: invoice.id, status: 'PAID' } }],
      [DELETE, { id: invoice.id }],
      ['{ businessProfile { businessName } }', {}],
      ['{ billableClients { id } }', {}],
    ] as const) {
      expect(errorCode(await gql(anonymous, query, variables))).toBe('UNAUTHENTICATED');
    }
  });
});

describe('deleteInvoice', () => {
  it('removes the invoice and its lines; a second delete is NOT_FOUND', async () => {
    const record = await t.buildClient({ displayName: 'Delete Dora' });
    const invoice = await create({
      clientId: record.id,
      items: [
        { description: 'One', unitPriceCents: 1000 },
        { description: 'Two', unitPriceCents: 2000 },
      ],
    });
    const result = await gql(admin, DELETE, { id: invoice.id });
    expect(result.data.deleteInvoice).toEqual({ deletedInvoiceId: invoice.id, deletedInvoiceDatabaseId: invoice.databaseId });
    expect(await t.em().count(Invoice, { id: invoice.databaseId })).toBe(0);
    expect(await t.em().count(InvoiceItem, { invoice: invoice.databaseId })).toBe(0);
    expect(errorCode(await gql(admin, DELETE, { id: invoice.id }))).toBe('NOT_FOUND');
  });
});

describe('createInvoiceFromRequest', () => {
  const FROM_REQUEST = `mutation($input: CreateInvoiceFromRequestInput!) {
    createInvoiceFromRequest(input: $input) { invoice { ${INVOICE_FIELDS} } }
  }`;

  async function requestWithVisits(status: ServiceRequestStatus, visits: [string, VisitStatus][]) {
    const client = await t.buildClient({ displayName: 'Visited Vera' });
    const date = visits[0]?.[0] ?? '2026-11-02';
    const request = await t.buildServiceRequest({ client, status, service: ServiceType.DEEP, date });
    for (const [visitDate, visitStatus] of visits) await t.buildVisit({ request, date: visitDate, status: visitStatus });
    return { request, client };
  }

  beforeEach(() => setTaxRate(null));

  it("bills one line per visit (cancelled ones left out) at the service's price, up to today by default", async () => {
    const { request, client } = await requestWithVisits(ServiceRequestStatus.ACCEPTED, [
      ['2026-11-02', VisitStatus.COMPLETED],
      ['2026-11-09', VisitStatus.CANCELED],
      ['2026-11-16', VisitStatus.COMPLETED],
      ['2026-11-30', VisitStatus.SCHEDULED],
    ]);
    const result = await gql(admin, FROM_REQUEST, { input: { requestId: toGlobalId('ServiceRequest', request.id) } });
    expect(result.errors).toBeUndefined();
    const invoice = result.data.createInvoiceFromRequest.invoice;
    expect(invoice).toMatchObject({
      client: { databaseId: client.id },
      issueDate: TODAY,
      dueDate: '2026-12-22',
      status: 'DRAFT',
      subtotalCents: 50000,
      totalCents: 50000,
    });
    expect(invoice.items).toEqual([
      { description: 'Deep Cleaning, Mon, Nov 2, 2026', quantity: 1, unitPriceCents: 25000, amountCents: 25000 },
      { description: 'Deep Cleaning, Mon, Nov 16, 2026', quantity: 1, unitPriceCents: 25000, amountCents: 25000 },
    ]);
  });

  it("takes a date window; taxes per service type, not at the hand-written invoices' rate", async () => {
    // A home's cleaning is not taxed in Florida, whatever the default rate for hand-written invoices says.
    await setTaxRate(650);
    const { request } = await requestWithVisits(ServiceRequestStatus.SCHEDULED, [
      ['2026-11-02', VisitStatus.COMPLETED],
      ['2026-11-16', VisitStatus.COMPLETED],
      ['2026-11-30', VisitStatus.SCHEDULED],
    ]);
    const result = await gql(admin, FROM_REQUEST, {
      input: { requestId: request.id, from: '2026-11-10', through: '2026-12-31' },
    });
    expect(result.data.createInvoiceFromRequest.invoice).toMatchObject({
      subtotalCents: 25000,
      taxAmountCents: 0,
      totalCents: 25000,
    });
  });

  it('bills the agreed quote, first and later visits, with commercial tax, after the price list changed', async () => {
    const client = await t.buildClient({ displayName: 'Office Olga' });
    // Weekly commercial, 2 bd 1 ba, interior windows: first 150 + 25 + 50 = 225.00; later 225.00 − 15% = 191.25.
    const quote = await t.services.quotes.price(t.em(), {
      service: ServiceType.COMMERCIAL,
      bedrooms: 2,
      bathrooms: 1,
      extras: ['interior-windows'],
      frequency: Recurrence.WEEKLY,
    });
    expect([quote.totalCents - quote.taxCents, quote.recurring!.totalCents - quote.recurring!.taxCents]).toEqual([
      22_500, 19_125,
    ]);
    const request = await t.buildServiceRequest({
      client,
      status: ServiceRequestStatus.ACCEPTED,
      service: ServiceType.COMMERCIAL,
      recurring: Recurrence.WEEKLY,
      date: '2026-11-02',
      quote,
    });
    const visits = await t.visitsOf(request);
    await t.em().nativeUpdate(Visit, { id: { $in: [visits[0].id, visits[1].id] } }, { status: VisitStatus.COMPLETED });
    // The owner doubles every price afterwards: agreed prices stay agreed.
    const { priceList } = await t.services.settings.get(t.em());
    await t.updateSettings({
      priceList: { ...priceList, services: priceList.services.map((s) => ({ ...s, basePriceCents: s.basePriceCents * 2 })) },
    });
    const result = await gql(admin, FROM_REQUEST, { input: { requestId: request.id, through: '2026-11-09' } });
    expect(result.errors).toBeUndefined();
    const invoice = result.data.createInvoiceFromRequest.invoice;
    expect(invoice.items.map((item: { unitPriceCents: number }) => item.unitPriceCents)).toEqual([22_500, 19_125]);
    // 6.5% of 416.25 = 27.05625 → 27.06, rounded once on the service's sum.
    expect(invoice).toMatchObject({ subtotalCents: 41_625, taxAmountCents: 2_706, totalCents: 44_331 });
  });

  it('refuses a request that is not accepted, and one with nothing to bill', async () => {
    const pending = await requestWithVisits(ServiceRequestStatus.PENDING, []);
    expect(errorCode(await gql(admin, FROM_REQUEST, { input: { requestId: pending.request.id } }))).toBe('BAD_USER_INPUT');
    const future = await requestWithVisits(ServiceRequestStatus.ACCEPTED, [['2026-12-05', VisitStatus.SCHEDULED]]);
    const result = await gql(admin, FROM_REQUEST, { input: { requestId: future.request.id } });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0].message).toMatch(/no visits/);
    const backwards = await gql(admin, FROM_REQUEST, {
      input: { requestId: future.request.id, from: '2026-12-10', through: '2026-12-01' },
    });
    expect(backwards.errors?.[0].extensions?.field).toBe('through');
  });

  const UNDO = `mutation($input: VisitIdInput!) { undoVisitCompletion(input: $input) { visit { status } } }`;

  it('bills a visit once: a second run finds nothing, a cancelled or deleted invoice frees its visits, undo waits', async () => {
    const { request } = await requestWithVisits(ServiceRequestStatus.ACCEPTED, [
      ['2026-11-02', VisitStatus.COMPLETED],
      ['2026-11-09', VisitStatus.COMPLETED],
    ]);
    const input = { requestId: toGlobalId('ServiceRequest', request.id) };
    const first = (await gql(admin, FROM_REQUEST, { input })).data.createInvoiceFromRequest.invoice;
    expect(first.items).toHaveLength(2);

    const again = await gql(admin, FROM_REQUEST, { input });
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
    expect(again.errors?.[0].message).toMatch(/not already on an invoice/);

    // A billed visit cannot be marked not done: the invoice would charge for it.
    const [billed] = await t.em().find(Visit, { request: request.id }, { orderBy: { date: 'asc' } });
    const undo = await gql(admin, UNDO, { input: { id: toGlobalId('Visit', billed!.id) } });
    expect(undo.errors?.[0].message).toContain(`billed on invoice ${first.invoiceNumber}`);
    expect((await t.em().findOneOrFail(Visit, billed!.id)).status).toBe(VisitStatus.COMPLETED);

    // Cancelled, the invoice bills nothing: its visits go on the next one.
    await gql(admin, UPDATE, { input: { id: first.id, status: 'CANCELLED' } });
    const second = (await gql(admin, FROM_REQUEST, { input })).data.createInvoiceFromRequest.invoice;
    expect(second.items.map((item: { description: string }) => item.description)).toEqual([
      'Deep Cleaning, Mon, Nov 2, 2026',
      'Deep Cleaning, Mon, Nov 9, 2026',
    ]);
    // Deleted, the same.
    expect((await gql(admin, DELETE, { id: second.id })).errors).toBeUndefined();
    const third = (await gql(admin, FROM_REQUEST, { input })).data.createInvoiceFromRequest.invoice;
    expect(third.items).toHaveLength(2);
    const visits = await t.em().find(Visit, { request: request.id });
    expect(visits.map((visit) => visit.billedOn?.id)).toEqual([third.databaseId, third.databaseId]);
  });

  it('bills each visit once when two runs race (a double click, a retry, a second instance)', async () => {
    const { request } = await requestWithVisits(ServiceRequestStatus.ACCEPTED, [
      ['2026-11-02', VisitStatus.COMPLETED],
      ['2026-11-09', VisitStatus.COMPLETED],
      ['2026-11-16', VisitStatus.COMPLETED],
    ]);
    const input = { requestId: toGlobalId('ServiceRequest', request.id) };
    const results = await Promise.all(Array.from({ length: 4 }, () => gql(admin, FROM_REQUEST, { input })));
    const made = results.filter((result) => !result.errors);
    expect(made).toHaveLength(1);
    expect(results.filter((result) => result.errors).map(errorCode)).toEqual([
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
      'BAD_USER_INPUT',
    ]);
    const lines = await t.em().count(InvoiceItem, { invoice: { client: request.client } });
    expect(lines).toBe(3);
  });
});

describe('business profile and billable clients', () => {
  it('gives the admin and clients the business card and payment instructions from settings', async () => {
    await t.updateSettings({
      businessName: 'Sunshine Test Co',
      phone: '+12395550100',
      paymentInstructions: 'Zelle to pay@example.com',
    });
    const { agent } = await t.signInAs(Role.CLIENT);
    for (const viewer of [admin, agent]) {
      const result = await gql(viewer, '{ businessProfile { businessName phone paymentInstructions onlinePaymentsEnabled } }');
      expect(result.data.businessProfile).toEqual({
        businessName: 'Sunshine Test Co',
        phone: '+12395550100',
        paymentInstructions: 'Zelle to pay@example.com',
        onlinePaymentsEnabled: false,
      });
    }
  });

  it('lists active clients by name for the admin, searchable', async () => {
    await t.buildClient({ displayName: 'Aaron Active Billable' });
    await t.buildClient({ displayName: 'Aaron Inactive Billable', active: false });
    const result = await gql(admin, '{ billableClients(search: "aaron") { displayName } }');
    expect(result.data.billableClients).toEqual([{ displayName: 'Aaron Active Billable' }]);
  });
});

describe('REST /api/invoices', () => {
  it('creates with amounts in cents and answers the documented shape (201)', async () => {
    const record = await t.buildClient({ displayName: 'Rest Rita' });
    const sent = {
      clientId: record.id,
      issueDate: '2026-11-20',
      dueDate: '2026-12-20',
      subtotal: 1999,
      taxAmount: 130,
      total: 2129,
      status: 'sent',
      notes: 'Thanks!',
    };
    const response = await admin.post('/api/invoices').send(sent);
    expect(response.status).toBe(201);
    // The answer repeats every field as sent, in the same units, with the client and the derived fields.
    expect(response.body).toMatchObject({
      ...sent,
      client: { id: record.id, displayName: 'Rest Rita' },
      effectiveStatus: 'sent',
      paidAt: null,
      items: [],
    });
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body.invoiceNumber).toMatch(/^INV-2026-\d{4}$/);
  });

  it.each([
    ['total', { subtotal: 1000, taxAmount: 65, total: 1000 }],
    ['subtotal', { subtotal: 19.5 }],
    ['subtotal', { subtotal: -100 }],
    ['taxAmount', { taxAmount: 'ten' }],
    ['status', { status: 'void' }],
    ['status', { status: 'unpaid' }],
    ['dueDate', { issueDate: '2026-11-20', dueDate: '2026-11-01' }],
  ])('refuses a bad %s with 400 (%j)', async (field, body) => {
    const record = await t.buildClient({ displayName: 'Rest Refused' });
    const response = await admin.post('/api/invoices').send({ clientId: record.id, ...body });
    expect(response.status).toBe(400);
    expect(response.body.field ?? response.body.message).toContain(field);
  });

  it('edits with PATCH (paid sets paidAt) and deletes with DELETE', async () => {
    const record = await t.buildClient({ displayName: 'Rest Patty' });
    const created = await admin.post('/api/invoices').send({ clientId: record.id, subtotal: 5000, taxAmount: 0 });
    const patched = await admin
      .patch(`/api/invoices/${created.body.id}`)
      .send({ status: 'paid', subtotal: 6000, taxAmount: 390, total: 6390, notes: null });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({
      status: 'paid',
      subtotal: 6000,
      taxAmount: 390,
      total: 6390,
      paidAt: NOW.toISOString(),
    });
    const explicit = await admin.patch(`/api/invoices/${created.body.id}`).send({ paidAt: '2026-11-01T10:00:00.000Z' });
    expect(explicit.body.paidAt).toBe('2026-11-01T10:00:00.000Z');
    const deleted = await admin.delete(`/api/invoices/${created.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ id: created.body.id, deleted: true });
    expect((await admin.delete(`/api/invoices/${created.body.id}`)).status).toBe(404);
  });

  it('filters the list by ?status= as GraphQL does (overdue includes sent past due), per role; a bad value is 400', async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT);
    const mine = await t.clientOf(user);
    const other = await t.buildClient({ displayName: 'Rest Other' });
    const late = await admin
      .post('/api/invoices')
      .send({ clientId: mine.id, status: 'sent', issueDate: '2026-10-01', dueDate: '2026-11-21' });
    const current = await admin
      .post('/api/invoices')
      .send({ clientId: mine.id, status: 'sent', issueDate: '2026-10-01', dueDate: TODAY });
    const theirs = await admin
      .post('/api/invoices')
      .send({ clientId: other.id, status: 'sent', issueDate: '2026-10-01', dueDate: '2026-11-01' });

    const overdue = await agent.get('/api/invoices?status=overdue');
    expect(overdue.status).toBe(200);
    expect(overdue.body.map((invoice: { id: string }) => invoice.id)).toEqual([late.body.id]);
    expect(overdue.body[0]).toMatchObject({ status: 'sent', effectiveStatus: 'overdue' });
    const sent = await agent.get('/api/invoices?status=sent');
    expect(sent.body.map((invoice: { id: string }) => invoice.id)).toEqual([current.body.id]);

    const adminOverdue = (await admin.get('/api/invoices?status=overdue&limit=100')).body.map(
      (invoice: { id: string }) => invoice.id,
    );
    expect(adminOverdue).toEqual(expect.arrayContaining([late.body.id, theirs.body.id]));
    expect(adminOverdue).not.toContain(current.body.id);

    const bad = await admin.get('/api/invoices?status=late');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'BAD_USER_INPUT', field: 'status' });
    const { agent: helper } = await t.signInAs(Role.HELPER);
    expect((await helper.get('/api/invoices?status=overdue')).status).toBe(403);
    expect((await t.request().get('/api/invoices?status=overdue')).status).toBe(401);
  });

  it("lists every invoice for the admin, a client's own non-drafts for a client, nothing for a helper or the signed-out", async () => {
    const { agent, user } = await t.signInAs(Role.CLIENT);
    const mine = await t.clientOf(user);
    const draft = await admin.post('/api/invoices').send({ clientId: mine.id, status: 'draft' });
    const sent = await admin.post('/api/invoices').send({ clientId: mine.id, status: 'sent', subtotal: 100 });

    const all = await admin.get('/api/invoices');
    expect(all.status).toBe(200);
    const adminIds = all.body.map((invoice: { id: string }) => invoice.id);
    expect(adminIds).toEqual(expect.arrayContaining([draft.body.id, sent.body.id]));

    const own = await agent.get('/api/invoices');
    expect(own.status).toBe(200);
    expect(own.body.map((invoice: { id: string }) => invoice.id)).toEqual([sent.body.id]);
    expect((await agent.post('/api/invoices').send({ clientId: mine.id })).status).toBe(403);
    expect((await agent.patch(`/api/invoices/${sent.body.id}`).send({ status: 'paid' })).status).toBe(403);
    expect((await agent.delete(`/api/invoices/${sent.body.id}`)).status).toBe(403);

    const { agent: helper } = await t.signInAs(Role.HELPER);
    expect((await helper.get('/api/invoices')).status).toBe(403);
    expect((await helper.delete(`/api/invoices/${sent.body.id}`)).status).toBe(403);
    expect((await t.request().get('/api/invoices')).status).toBe(401);
    expect((await t.request().post('/api/invoices').send({ clientId: mine.id })).status).toBe(401);
  });
});
