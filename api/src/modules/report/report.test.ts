import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { businessToday } from '../../shared/calendar-date.js';
import type { Client } from '../client/client.entity.js';
import type { Helper } from '../helper/helper.entity.js';
import { InvoiceStatus } from '../invoice/invoice.enums.js';
import { Payment, PaymentAllocation, Refund, Tip, WriteOff } from '../payment/payment.entities.js';
import { PaymentMethod, RefundStatus } from '../payment/payment.enums.js';
import { Recurrence, ServiceRequestStatus, ServiceType } from '../service-request/service-request.enums.js';
import { Visit } from '../visit/visit.entity.js';
import { VisitStatus } from '../visit/visit.enums.js';

// Friday 10 April 2026, 10:00 in Naples. The reports below are for January to March 2026.
const NOW = new Date('2026-04-10T14:00:00Z');
const Q1 = { preset: 'CUSTOM', from: '2026-01-01', to: '2026-03-31' };

let t: TestApp;
beforeAll(async () => {
  // Its own database: every figure below is exact for exactly this data set.
  t = await createTestApp({ now: () => NOW });
});
afterAll(() => t.close());

const REPORTS = `query($period: ReportPeriodInput!) { reports(period: $period) {
  period { preset from to today }
  revenue {
    months { month earnedCents collectedCents refundedCents visitCount }
    byService { service visitCount earnedCents }
    topClients { clientId clientName visitCount earnedCents }
    othersEarnedCents othersClientCount earnedCents collectedCents
  }
  moneyOwed { asOf buckets { bucket label invoiceCount balanceCents invoiceIds invoices { databaseId } } totalOwedCents creditHeldCents }
  payroll {
    rows { helperId periodStart periodEnd minutes payCents tipsCents approved }
    totalMinutes totalPayCents totalTipsCents unassignedTipsCents earnedCents payrollPercentOfEarned
  }
  clients {
    activeSeries pausedSeries endedSeries clientsAtStart newClients lostClients churnRatePercent
    months { month newClients lostClients churnRatePercent skips cancellations }
  }
} }`;

/** An accepted request (its visits materialised as approval does) at the owner's price per visit. */
const accepted = (
  client: Client,
  date: string,
  priceCents: number,
  fields: { service?: ServiceType; recurring?: Recurrence } = {},
) => t.buildServiceRequest({ client, date, priceCents, status: ServiceRequestStatus.ACCEPTED, ...fields });

/** A visit of the request on `date` with a new status (and date, when moved). */
async function setVisit(requestId: string, date: string, change: Partial<Pick<Visit, 'status' | 'date' | 'priceCentsOverride'>>) {
  const updated = await t.em().nativeUpdate(Visit, { request: requestId, date }, change);
  expect(updated, `visit of ${date}`).toBe(1);
}

/** Money received, applied to invoices as given (the rest is credit). */
async function pay(client: Client, amountCents: number, receivedOn: string, applied: [string, number][] = []) {
  const em = t.em();
  const payment = em.create(Payment, { client: client.id, method: PaymentMethod.CASH, amountCents, receivedOn });
  for (const [invoice, cents] of applied) em.create(PaymentAllocation, { payment, invoice, amountCents: cents });
  await em.flush();
  return payment;
}

let alma: Client;
let bea: Client;
let cleo: Client;
let helperOne: Helper;
let helperTwo: Helper;
const invoices: Record<string, string> = {};

beforeAll(async () => {
  alma = await t.buildClient({ displayName: 'Alma Reyes' });
  bea = await t.buildClient({ displayName: 'Bea Stone' });
  cleo = await t.buildClient({ displayName: 'Cleo Park' });
  helperOne = await t.buildHelper({ hourlyRateCents: 2500 });
  helperTwo = await t.buildHelper({ hourlyRateCents: 3000 });

  // Earned. Alma: $120 on Jan 31. Bea: a $150 visit done Feb 10 at its own $90, and a $200 deep clean booked for
  // Feb 27 that was moved to Mar 2 (March's, not February's). Cleo: $100 in December (before the period).
  const almaJan = await accepted(alma, '2026-01-31', 12_000);
  await setVisit(almaJan.id, '2026-01-31', { status: VisitStatus.COMPLETED });
  const beaFeb = await accepted(bea, '2026-02-10', 15_000);
  await setVisit(beaFeb.id, '2026-02-10', { status: VisitStatus.COMPLETED, priceCentsOverride: 9_000 });
  await t.buildVisit({ request: beaFeb, date: '2026-02-10', helpers: [helperOne, helperTwo] });
  const beaDeep = await accepted(bea, '2026-02-27', 20_000, { service: ServiceType.DEEP });
  await setVisit(beaDeep.id, '2026-02-27', { date: '2026-03-02', status: VisitStatus.COMPLETED });
  const cleoDec = await accepted(cleo, '2025-12-15', 10_000);
  await setVisit(cleoDec.id, '2025-12-15', { status: VisitStatus.COMPLETED });
  // Not earned: still scheduled (Bea on Apr 20, so she is not lost), and canceled (Alma, Mar 20).
  await accepted(bea, '2026-04-20', 15_000);
  const almaMar = await accepted(alma, '2026-03-20', 12_000);
  await setVisit(almaMar.id, '2026-03-20', { status: VisitStatus.CANCELED });

  // Series as of Apr 10 (window to May 15): Cleo weekly from Apr 15 (active); Dana weekly from Apr 12 with every visit
  // to May 15 skipped (paused); Eve weekly from Feb 2, cancelled after Feb 23 (ended in the period, Feb 9 skipped).
  await accepted(cleo, '2026-04-15', 10_000, { recurring: Recurrence.WEEKLY });
  const dana = await accepted(await t.buildClient({ displayName: 'Dana Moss' }), '2026-04-12', 10_000, {
    recurring: Recurrence.WEEKLY,
  });
  await t
    .em()
    .nativeUpdate(Visit, { request: dana.id, date: { $gte: '2026-04-10', $lte: '2026-05-15' } }, { status: VisitStatus.SKIPPED });
  const eve = await accepted(await t.buildClient({ displayName: 'Eve Hart' }), '2026-02-02', 10_000, {
    recurring: Recurrence.WEEKLY,
  });
  await t.em().nativeDelete(Visit, { request: eve.id, date: { $gt: '2026-02-23' } });
  await setVisit(eve.id, '2026-02-09', { status: VisitStatus.SKIPPED });
  await t.em().nativeUpdate('ServiceRequest', { id: eve.id }, { status: ServiceRequestStatus.CANCELLED });

  // Invoices open on Apr 10 and their days past due.
  const sent = InvoiceStatus.SENT;
  const invoice = async (key: string, client: Client, totalCents: number, dueDate: string, status = sent) => {
    invoices[key] = (await t.buildInvoice({ client, subtotalCents: totalCents, dueDate, issueDate: '2026-01-01', status })).id;
  };
  await invoice('almaJan', alma, 12_000, '2026-04-10'); // 0 days: current
  await invoice('beaFeb', bea, 20_000, '2026-03-11'); // paid in full below
  await invoice('w', bea, 4_000, '2026-03-11'); // 30 days: 1-30
  await invoice('x', bea, 10_000, '2026-03-10'); // 31 days: 31-60
  await invoice('y', alma, 7_000, '2026-01-10'); // 90 days: 61-90, $10 written off
  await invoice('z', alma, 5_000, '2026-01-09'); // 91 days: over 90
  await invoice('draft', alma, 9_999, '2025-06-01', InvoiceStatus.DRAFT); // not sent: owes nothing yet

  // Collected. Jan 31: Alma pays $120. Bea pays $50 of $200 at 2026-03-01T03:00Z, still Feb 28 in New York, and on
  // the same instant Alma gets $20 back (a February refund). Mar 5: Bea pays $300: $150 closes her invoice, $150 is
  // credit.
  const almaPayment = await pay(alma, 12_000, '2026-01-31', [[invoices.almaJan, 12_000]]);
  const boundary = new Date('2026-03-01T03:00:00Z');
  await pay(bea, 5_000, businessToday(boundary), [[invoices.beaFeb, 5_000]]);
  const beaCredit = await pay(bea, 30_000, '2026-03-05', [[invoices.beaFeb, 15_000]]);
  const em = t.em();
  em.create(Refund, {
    payment: almaPayment.id,
    invoice: invoices.almaJan,
    amountCents: 2_000,
    reason: 'Missed a room',
    status: RefundStatus.SUCCEEDED,
    createdAt: boundary,
  });
  // A $7 refund from Bea's credit on Mar 20, still pending at the processor: no money back yet (not in March's
  // collected), but no longer credit to spend either (as the ledger holds it back).
  em.create(Refund, {
    payment: beaCredit.id,
    amountCents: 700,
    reason: 'Pending',
    status: RefundStatus.PENDING,
    createdAt: new Date('2026-03-20T15:00:00Z'),
  });
  em.create(WriteOff, { invoice: invoices.y, amountCents: 1_000, reason: 'Goodwill' });
  await em.flush();
  await t.em().nativeUpdate('Invoice', { id: invoices.beaFeb }, { status: InvoiceStatus.PAID });

  // Payroll (weekly periods from Sunday). Helper one clocks 3½ h on Mon Feb 2 (period Feb 1-7, not approved):
  // 210 min × $25/h = $87.50. Helper two's period Feb 8-14 is approved at 120 min × $30/h + $5 bonus = $65.
  await t.buildTimeEntry({ helper: helperOne, clockInAt: '2026-02-02T14:00:00Z', clockOutAt: '2026-02-02T17:30:00Z' });
  await t.buildTimeEntry({ helper: helperTwo, clockInAt: '2026-02-09T14:00:00Z', clockOutAt: '2026-02-09T15:00:00Z' });
  await t.buildPayPeriod({ helper: helperTwo, periodStart: '2026-02-08', approvedMinutes: 120, bonusCents: 500 });
  // A $10 tip on Feb 3 for Bea's Feb 10 visit (both helpers: $5 each), and a $3 tip for no visit.
  const tipped = await t.em().findOneOrFail(Visit, { request: beaFeb.id });
  const tipEm = t.em();
  tipEm.create(Tip, { client: bea.id, visit: tipped.id, amountCents: 1_000, receivedOn: '2026-02-03' });
  tipEm.create(Tip, { client: bea.id, amountCents: 300, receivedOn: '2026-02-03' });
  await tipEm.flush();
});

describe('reports', () => {
  it('works out every figure of Q1 2026 as by hand', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const result = await gql(agent, REPORTS, { period: Q1 });
    expect(result.errors).toBeUndefined();
    const { period, revenue, moneyOwed, payroll, clients } = result.data.reports;
    expect(period).toEqual({ preset: 'CUSTOM', from: '2026-01-01', to: '2026-03-31', today: '2026-04-10' });

    expect(revenue.months).toEqual([
      { month: '2026-01-01', earnedCents: 12_000, collectedCents: 12_000, refundedCents: 0, visitCount: 1 },
      // $50 received Feb 28 (New York) less the $20 refunded at 2026-03-01T03:00Z, also Feb 28 in New York.
      { month: '2026-02-01', earnedCents: 9_000, collectedCents: 3_000, refundedCents: 2_000, visitCount: 1 },
      // The deep clean moved from Feb 27 to Mar 2 is March's.
      { month: '2026-03-01', earnedCents: 20_000, collectedCents: 30_000, refundedCents: 0, visitCount: 1 },
    ]);
    expect(revenue.byService).toEqual([
      { service: 'STANDARD', visitCount: 2, earnedCents: 21_000 },
      { service: 'DEEP', visitCount: 1, earnedCents: 20_000 },
    ]);
    expect(revenue.topClients).toEqual([
      { clientId: bea.id, clientName: 'Bea Stone', visitCount: 2, earnedCents: 29_000 },
      { clientId: alma.id, clientName: 'Alma Reyes', visitCount: 1, earnedCents: 12_000 },
    ]);
    expect(revenue).toMatchObject({ othersEarnedCents: 0, othersClientCount: 0, earnedCents: 41_000, collectedCents: 45_000 });

    const bucket = (key: string, cents: number, ids: string[]) => ({
      invoiceCount: ids.length,
      balanceCents: cents,
      invoiceIds: ids.map((id) => invoices[id]),
      invoices: ids.map((id) => ({ databaseId: invoices[id] })),
      bucket: key,
    });
    expect(moneyOwed.asOf).toBe('2026-04-10');
    expect(moneyOwed.buckets).toEqual([
      // Alma's January invoice reopened by the $20 refund; due today, so not past due.
      { label: 'Current', ...bucket('CURRENT', 2_000, ['almaJan']) },
      { label: '1-30', ...bucket('DAYS_1_30', 4_000, ['w']) },
      { label: '31-60', ...bucket('DAYS_31_60', 10_000, ['x']) },
      { label: '61-90', ...bucket('DAYS_61_90', 6_000, ['y']) },
      { label: 'Over 90', ...bucket('OVER_90', 5_000, ['z']) },
    ]);
    expect(moneyOwed.totalOwedCents).toBe(27_000);
    // Bea's $300 left $150 unapplied, $7 of it on its way back to her.
    expect(moneyOwed.creditHeldCents).toBe(14_300);

    expect(payroll.rows).toEqual(
      [
        {
          helperId: helperOne.id,
          periodStart: '2026-02-01',
          periodEnd: '2026-02-07',
          minutes: 210,
          payCents: 8_750,
          tipsCents: 500,
          approved: false,
        },
        // Helper two has no hours that week, only their half of the tip.
        {
          helperId: helperTwo.id,
          periodStart: '2026-02-01',
          periodEnd: '2026-02-07',
          minutes: 0,
          payCents: 0,
          tipsCents: 500,
          approved: false,
        },
        {
          helperId: helperTwo.id,
          periodStart: '2026-02-08',
          periodEnd: '2026-02-14',
          minutes: 120,
          payCents: 6_500,
          tipsCents: 0,
          approved: true,
        },
      ].sort(
        (a, b) =>
          a.periodStart.localeCompare(b.periodStart) ||
          (a.periodStart === '2026-02-01' ? a.helperId.localeCompare(b.helperId) : 0),
      ),
    );
    expect(payroll).toMatchObject({
      totalMinutes: 330,
      totalPayCents: 15_250,
      totalTipsCents: 1_300,
      unassignedTipsCents: 300,
      // Pay periods Dec 28 to Apr 4 earned the same $410: $152.50 is 37.2 % of it.
      earnedCents: 41_000,
      payrollPercentOfEarned: 37.2,
    });

    expect(clients).toMatchObject({
      activeSeries: 1,
      pausedSeries: 1,
      endedSeries: 1,
      // Cleo (first done in December, a visit coming).
      clientsAtStart: 1,
      newClients: 2,
      lostClients: 1,
      churnRatePercent: 100,
    });
    expect(clients.months).toEqual([
      // Alma came and went in January (nothing on the schedule after Jan 31); Cleo was the one client at its start.
      { month: '2026-01-01', newClients: 1, lostClients: 1, churnRatePercent: 100, skips: 0, cancellations: 0 },
      { month: '2026-02-01', newClients: 1, lostClients: 0, churnRatePercent: 0, skips: 1, cancellations: 0 },
      // Cleo and Bea at the start of March.
      { month: '2026-03-01', newClients: 0, lostClients: 0, churnRatePercent: 0, skips: 0, cancellations: 1 },
    ]);
  });

  it('resolves the presets in New York time', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const expected: Record<string, [string, string]> = {
      THIS_MONTH: ['2026-04-01', '2026-04-30'],
      LAST_MONTH: ['2026-03-01', '2026-03-31'],
      THIS_QUARTER: ['2026-04-01', '2026-06-30'],
      THIS_YEAR: ['2026-01-01', '2026-12-31'],
      LAST_12_MONTHS: ['2025-05-01', '2026-04-30'],
    };
    for (const [preset, [from, to]] of Object.entries(expected)) {
      const result = await gql(agent, `query($p: ReportPeriodInput!) { reports(period: $p) { period { from to } } }`, {
        p: { preset },
      });
      expect(result.data?.reports.period, preset).toEqual({ from, to });
    }
    // LAST_MONTH's earned figure is March's alone.
    const march = await gql(agent, `{ reports(period: { preset: LAST_MONTH }) { revenue { earnedCents } } }`);
    expect(march.data.reports.revenue.earnedCents).toBe(20_000);
  });

  it('refuses a bad period, naming the field', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const cases: [Record<string, unknown>, string][] = [
      [{ preset: 'CUSTOM', to: '2026-03-31' }, 'from'],
      [{ preset: 'CUSTOM', from: '2026-01-01' }, 'to'],
      [{ preset: 'CUSTOM', from: '2026-03-02', to: '2026-03-01' }, 'to'],
      // Five years at most: Jan 1 2021 to Dec 31 2025 is five, to Jan 1 2026 a day more.
      [{ preset: 'CUSTOM', from: '2021-01-01', to: '2026-01-01' }, 'to'],
      [{ preset: 'THIS_MONTH', from: '2026-01-01' }, 'from'],
    ];
    for (const [period, field] of cases) {
      const result = await gql(agent, `query($p: ReportPeriodInput!) { reports(period: $p) { period { from } } }`, {
        p: period,
      });
      expect(errorCode(result), JSON.stringify(period)).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0].extensions?.field, JSON.stringify(period)).toBe(field);
    }
    const fiveYears = await gql(
      agent,
      `{ reports(period: { preset: CUSTOM, from: "2021-01-01", to: "2025-12-31" }) { period { to } } }`,
    );
    expect(fiveYears.errors).toBeUndefined();
    const notADate = await gql(agent, `query($p: ReportPeriodInput!) { reports(period: $p) { period { to } } }`, {
      p: { preset: 'CUSTOM', from: '2026-02-30', to: '2026-03-01' },
    });
    expect(errorCode(notADate)).toBe('BAD_USER_INPUT');
  });

  it('gives the dashboard a 12-month earned trend by the same definition', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const result = await gql(agent, '{ adminDashboard { earnedTrend { month earnedCents visitCount } } }');
    expect(result.errors).toBeUndefined();
    const trend = result.data.adminDashboard.earnedTrend;
    expect(trend.map((month: { month: string }) => month.month)).toEqual([
      '2025-05-01',
      '2025-06-01',
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
    ]);
    expect(trend.map((month: { earnedCents: number }) => month.earnedCents)).toEqual([
      0, 0, 0, 0, 0, 0, 0, 10_000, 12_000, 9_000, 20_000, 0,
    ]);
  });

  it('is for the owner alone: clients, helpers and visitors are refused', async () => {
    const query = `{ reports(period: { preset: THIS_MONTH }) { period { from } revenue { earnedCents } } }`;
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, query)), role).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, '{ adminDashboard { earnedTrend { earnedCents } } }')), role).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.agent(), query))).toBe('UNAUTHENTICATED');
  });
});
