/**
 * The Reports screen's figures over a growing history: a 150-client business seeded one year deep, each report timed
 * for the last 12 months, then two more years seeded before it (about 20,000 visits, 6,000 invoices and 6,000
 * payments in all) and the same reports timed again. Prints each report's median, its SQL statements (every statement
 * on the database, the session's read included) and the ratio of its time at three years to one year.
 *
 *   npm run bench:reports            (BENCH_RUNS=20; BENCH_SHOW_STATEMENTS=1 lists each report's statements)
 */
import 'reflect-metadata';
import path from 'node:path';
import { type BenchDatabase, seedClients, seedHelpers, startBenchDatabase } from './lib/database.js';
import { postGraphQL, signIn, startApp } from './lib/server.js';
import { median, ms, percentile, timeRuns, verdict } from './lib/stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const STATEMENTS_TARGET = 8;
const RATIO_TARGET = 2;
const today = new Date().toISOString().slice(0, 10);

/**
 * One year of history, [from, until): a series per client (weekly for two in three, every two weeks for the rest;
 * the older years' series ended), their visits (past ones completed but for 1 in 20 skipped and 1 in 20 canceled,
 * each with a helper), an invoice every four weeks per client paid by one payment (the last two months' still open,
 * 1 in 20 of the year before them never paid; older ones all settled), a refund per 100 payments, tips, and the helpers' clocked days and approved weeks.
 */
async function seedYear(db: BenchDatabase, from: string, until: string, current: boolean) {
  const clients = `(select id, row_number() over (order by display_name) as n from clients)`;
  await db.sql(
    `insert into service_requests (id, client_id, status, service, date, time, address, phone_number, recurring,
                                   price_cents, decided_at, scheduled_through)
     select gen_random_uuid(), c.id, $2, (array['standard','standard','deep','commercial'])[1 + c.n % 4],
            $1::date + (c.n % 7)::int, 'morning', c.n || ' Gulf Shore Blvd, Naples, FL', '+12395550100',
            case when c.n % 3 = 0 then 'biweekly' else 'weekly' end,
            case when c.n % 5 = 0 then null else 12000 + (c.n % 9) * 1000 end, $1::date, '2100-01-01'
       from ${clients} c`,
    [from, current ? 'accepted' : 'cancelled'],
  );
  await db.sql(
    `insert into visits (id, request_id, client_id, date, time_slot, status, completed_at)
     select gen_random_uuid(), r.id, r.client_id, d::date, 'morning', s.status,
            case when s.status = 'completed' then d + interval '15 hours' end
       from service_requests r
       cross join lateral generate_series(r.date, $2::date - 1,
                                          case when r.recurring = 'weekly' then interval '7 days' else interval '14 days' end) d
       cross join lateral (select case when d::date >= $3::date then 'scheduled'
                                       when hashtext(r.id::text || d::text) % 20 = 0 then 'skipped'
                                       when hashtext(r.id::text || d::text) % 20 = 1 then 'canceled'
                                       else 'completed' end as status) s
      where r.date >= $1::date and r.date < $2::date`,
    [from, current ? addDaysText(today, 35) : until, today],
  );
  await db.sql(
    `insert into visit_assignments (visit_id, helper_id)
     select v.id, h.id from visits v
       join (select id, row_number() over (order by id) - 1 as n from helpers) h
         on h.n = abs(hashtext(v.client_id::text)) % (select count(*) from helpers)
      where v.date >= $1::date and v.date < $2::date`,
    [from, until],
  );
  await db.sql(
    `insert into invoices (id, invoice_number, client_id, issue_date, due_date, subtotal_cents, tax_amount_cents,
                           total_cents, status)
     select gen_random_uuid(), 'B-' || to_char(d, 'YYYYMMDD') || '-' || c.n, c.id, d::date, d::date + 14,
            20000 + (c.n % 20) * 1000, 0, 20000 + (c.n % 20) * 1000,
            case when d::date >= $3::date - 60 then 'sent' when c.n % 20 = 0 and d::date >= $3::date - 365 then 'overdue'
                 else 'paid' end
       from ${clients} c cross join generate_series($1::date + (c.n % 28)::int, $2::date - 1, interval '28 days') d
      where d::date <= $3::date`,
    [from, until, today],
  );
  await db.sql(
    `with paid as (
       insert into payments (id, client_id, method, amount_cents, received_on)
       select gen_random_uuid(), i.client_id, 'check', i.total_cents + case when i.invoice_number like '%7' then 500 else 0 end,
              i.due_date - 3
         from invoices i where i.issue_date >= $1::date and i.issue_date < $2::date and i.status = 'paid'
       returning id, client_id, received_on, amount_cents)
     insert into payment_allocations (id, payment_id, invoice_id, amount_cents)
     select gen_random_uuid(), p.id, i.id, i.total_cents
       from paid p join invoices i on i.client_id = p.client_id and i.due_date - 3 = p.received_on and i.status = 'paid'`,
    [from, until],
  );
  await db.sql(
    `insert into refunds (id, payment_id, invoice_id, amount_cents, reason, status, created_at)
     select gen_random_uuid(), a.payment_id, a.invoice_id, 2000, 'Bench', 'succeeded',
            (p.received_on + 5)::timestamp + interval '14 hours'
       from payment_allocations a join payments p on p.id = a.payment_id
      where p.received_on >= $1::date and p.received_on < $2::date and hashtext(a.id::text) % 100 = 0`,
    [from, until],
  );
  await db.sql(
    `insert into tips (id, client_id, visit_id, amount_cents, received_on)
     select gen_random_uuid(), v.client_id, v.id, 500 + (hashtext(v.id::text) & 15) * 100, v.date
       from visits v where v.status = 'completed' and v.date >= $1::date and v.date < $2::date
        and hashtext(v.id::text) % 7 = 0`,
    [from, until],
  );
  await db.sql(
    `insert into time_entries (id, helper_id, clock_in_at, clock_out_at)
     select gen_random_uuid(), h.id, d + interval '12 hours', d + interval '12 hours' + ((5 + abs(hashtext(h.id::text)) % 4) || ' hours')::interval
       from helpers h cross join generate_series($1::date, least($2::date, $3::date) - 1, interval '1 day') d
      where extract(dow from d) between 1 and 5`,
    [from, until, today],
  );
  await db.sql(
    `insert into pay_periods (id, helper_id, period_start, period_end, bonus_cents, approved_minutes, hourly_rate_cents,
                              approved_at)
     select gen_random_uuid(), h.id, d::date, d::date + 6, 0, 5 * 60 * (5 + abs(hashtext(h.id::text)) % 4),
            h.hourly_rate_cents, d + interval '8 days'
       from helpers h cross join generate_series('2026-01-04'::date - 7 * 53 * 4, $2::date, interval '7 days') d
      where d::date >= $1::date and d::date < $2::date and d::date + 7 < $3::date`,
    [from, until, today],
  );
  await db.sql('vacuum analyze');
}

function addDaysText(date: string, days: number) {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const REPORTS: Record<string, string> = {
  revenue: `revenue { months { month earnedCents collectedCents } byService { service earnedCents }
            topClients { clientName earnedCents } othersEarnedCents }`,
  moneyOwed: `moneyOwed { buckets { bucket balanceCents invoiceIds invoices { id invoiceNumber } } creditHeldCents }`,
  payroll: `payroll { rows { helperName periodStart minutes payCents tipsCents } payrollPercentOfEarned }`,
  clients: `clients { activeSeries pausedSeries endedSeries churnRatePercent months { month newClients lostClients skips cancellations } }`,
};
const query = (field: string) => `query Bench($period: ReportPeriodInput!) { reports(period: $period) { ${field} } }`;
const TREND = `{ adminDashboard { earnedTrend { month earnedCents } } }`;

const db = await startBenchDatabase();
// The seeded cluster is stopped (and its folder removed) even when a step fails.
try {
  await seedClients(db, 150);
  await seedHelpers(db, 8);
  const oneYearAgo = addDaysText(today, -365);
  console.log('Seeding the last year...');
  await seedYear(db, oneYearAgo, addDaysText(today, 36), true);
  const app = await startApp(db.url, path.join(db.dir, 'app.log'));
  const cookie = await signIn(app.base);

  async function measure() {
    const counts = await db.sql<{ visits: number; invoices: number; payments: number }>(
      `select (select count(*) from visits)::int as visits, (select count(*) from invoices)::int as invoices,
              (select count(*) from payments)::int as payments`,
    );
    const results: Record<string, { median: number; p95: number; statements: number }> = {};
    const actions: Record<string, () => Promise<unknown>> = {
      ...Object.fromEntries(
        Object.entries(REPORTS).map(([name, field]) => [
          name,
          () => postGraphQL(app.base, cookie, query(field), { period: { preset: 'LAST_12_MONTHS' } }),
        ]),
      ),
      dashboardTrend: () => postGraphQL(app.base, cookie, TREND, {}),
    };
    for (const [name, action] of Object.entries(actions)) {
      // The fewest of three tries, pg-boss's own left out: the app's job worker polls in the background, and its
      // statements are not the report's.
      let statements = Infinity;
      for (let i = 0; i < 3; i++) {
        await db.sql('select pg_stat_statements_reset()');
        await action();
        if (process.env.BENCH_SHOW_STATEMENTS) {
          const rows = await db.sql(
            `select calls, left(query, 120) as query from pg_stat_statements where query !~* 'pg_stat_statements'`,
          );
          console.log(name, rows);
        }
        const [{ calls }] = await db.sql<{ calls: number }>(
          `select coalesce(sum(calls), 0)::int as calls from pg_stat_statements
            where dbid = (select oid from pg_database where datname = current_database())
              and query !~* 'pg_stat_statements' and query !~* 'pgboss'`,
        );
        statements = Math.min(statements, calls);
      }
      const times = await timeRuns(action, RUNS);
      results[name] = { median: median(times), p95: percentile(times, 0.95), statements };
    }
    return { counts: counts[0], results };
  }

  const one = await measure();
  console.log('Seeding two more years before it...');
  await seedYear(db, addDaysText(today, -365 * 2), oneYearAgo, false);
  await seedYear(db, addDaysText(today, -365 * 3), addDaysText(today, -365 * 2), false);
  const three = await measure();

  const lines = Object.keys(one.results).map((name) => {
    const a = one.results[name];
    const b = three.results[name];
    const ratio = b.median / a.median;
    return `  ${name.padEnd(15)} 1 year ${ms(a.median).padStart(9)} (p95 ${ms(a.p95)}), 3 years ${ms(b.median).padStart(9)} (p95 ${ms(b.p95)}), ×${ratio.toFixed(2)} (≤ ${RATIO_TARGET}: ${verdict(ratio <= RATIO_TARGET)}); ${b.statements} SQL statements (≤ ${STATEMENTS_TARGET}: ${verdict(b.statements <= STATEMENTS_TARGET)})`;
  });
  console.log(`
Reports for the last 12 months, 150 clients, 8 helpers (medians of ${RUNS}; statements include the session's read):
  1 year:  ${one.counts.visits} visits, ${one.counts.invoices} invoices, ${one.counts.payments} payments
  3 years: ${three.counts.visits} visits, ${three.counts.invoices} invoices, ${three.counts.payments} payments
${lines.join('\n')}

Not covered: custom periods of several years (they read every visit of the period), the browser's drawing of the
charts, the CSV export (made in the browser from the figures), and other users' load.`);

  await app.stop();
} finally {
  await db.stop();
}
