/**
 * Closures at scale: a closure of two days touching 1,000 scheduled visits (most of them staffed), on top of the
 * calendar bench's busy schedule (10,000 requests, 50,000 visits). Times, against the production-mode app and as the
 * Settings screen calls them: the preview (closurePreview, read only, median of several runs), then applying it once
 * by moving every visit to the next open day (helpers following when free), and once, on another two days, by
 * skipping them. Targets: preview under 1 s, apply under 3 s.
 *
 *   npm run bench:closure            (BENCH_RUNS=10)
 */
import 'reflect-metadata';
import path from 'node:path';
import { addDays, businessToday } from '../src/shared/calendar-date.js';
import { seedHelpers, seedSchedule, startBenchDatabase, type BenchDatabase } from './lib/database.js';
import { postGraphQL, signIn, startApp } from './lib/server.js';
import { median, ms, percentile, timeRuns, verdict } from './lib/stats.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const TOUCHED = 1_000;
const PREVIEW_TARGET_MS = 1_000;
const APPLY_TARGET_MS = 3_000;

const today = businessToday();
const db = await startBenchDatabase();
console.log('Seeding 10000 requests, 50000 visits, 100 helpers...');
await seedSchedule(db, 10_000, 50_000, today);
await seedHelpers(db, 100);

/** TOUCHED accepted one-time requests over two days from `start`, each with its visit, four in five staffed. */
async function seedTouched(target: BenchDatabase, start: string) {
  await target.sql(
    `with made as (
       insert into service_requests (id, client_id, status, service, date, time, address, phone_number, recurring)
       select gen_random_uuid(), c.id, 'accepted', 'standard', $2::date + (g % 2), (array['morning','afternoon','evening'])[1 + g % 3],
              g || ' Closure Way, Naples, FL', '+12395550100', 'onetime'
         from generate_series(1, $1::int) g
         join (select id, row_number() over (order by id) - 1 as n from clients) c on c.n = g % 500
       returning id, client_id, date, time)
     insert into visits (id, request_id, client_id, date, time_slot, status)
     select gen_random_uuid(), id, client_id, date, time, 'scheduled' from made`,
    [TOUCHED, start],
  );
  await target.sql(
    `insert into visit_assignments (visit_id, helper_id, assigned_at)
     select v.id, h.id, now()
       from (select v.id, row_number() over (order by v.id) as n from visits v join service_requests r on r.id = v.request_id
              where r.address like '% Closure Way, Naples, FL' and v.date between $1::date and $1::date + 1) v
       join (select id, row_number() over (order by id) - 1 as n from helpers) h on h.n = v.n % 100
      where v.n % 5 <> 0`,
    [start],
  );
  await target.sql('vacuum analyze');
}

const moveStart = addDays(today, 30);
const skipStart = addDays(today, 40);
await seedTouched(db, moveStart);
await seedTouched(db, skipStart);
// Every seeded request is one-time with its visits already made: marked so, the app's start-up finds none to
// materialise (12,000 of them would take a minute on a loaded machine and are not what this bench measures).
await db.sql(`update service_requests set scheduled_through = date where recurring = 'onetime'`);
const app = await startApp(db.url, path.join(db.dir, 'app.log'));
const cookie = await signIn(app.base);

const PREVIEW = `query ClosureBench_Preview($startDate: LocalDate!, $endDate: LocalDate!) {
  closurePreview(startDate: $startDate, endDate: $endDate) { proposedDate visit { id date timeSlot clientName } }
}`;
const CREATE = `mutation ClosureBench_Create($input: CreateClosureInput!) {
  createClosure(input: $input) { affectedVisits visitsNeedingHelpers closure { id } }
}`;

let previewed = 0;
const preview = async () => {
  const data = await postGraphQL<{ closurePreview: unknown[] }>(app.base, cookie, PREVIEW, {
    startDate: moveStart,
    endDate: addDays(moveStart, 1),
  });
  previewed = data.closurePreview.length;
};
const previewTimes = await timeRuns(preview, RUNS, 2);
const previewMedian = median(previewTimes);

/** Notifications so far (a closure tells every affected client and helper with an account, in its transaction). */
const told = async () => Number((await db.sql<{ count: string }>('select count(*) from notifications'))[0].count);

async function apply(startDate: string, action: 'MOVE' | 'SKIP') {
  const before = await told();
  const started = performance.now();
  const data = await postGraphQL<{ createClosure: { affectedVisits: number; visitsNeedingHelpers: number } }>(
    app.base,
    cookie,
    CREATE,
    { input: { startDate, endDate: addDays(startDate, 1), reason: `Bench ${action}`, action } },
  );
  const elapsed = performance.now() - started;
  return { elapsed, notified: (await told()) - before, ...data.createClosure };
}
const moved = await apply(moveStart, 'MOVE');
const skipped = await apply(skipStart, 'SKIP');

console.log(`
Closure of ${moveStart} and the day after, touching ${previewed} visits (of ${TOUCHED} seeded there, four in five staffed)
  preview: median ${ms(previewMedian)}, p95 ${ms(percentile(previewTimes, 0.95))} over ${RUNS} runs (target < ${PREVIEW_TARGET_MS} ms: ${verdict(previewMedian < PREVIEW_TARGET_MS)})
  apply, moving each to the next open day: ${ms(moved.elapsed)} for ${moved.affectedVisits} visits, ${moved.visitsNeedingHelpers} lost a helper, ${moved.notified} notifications (target < ${APPLY_TARGET_MS} ms: ${verdict(moved.elapsed < APPLY_TARGET_MS)})
  apply, skipping them (${skipStart}): ${ms(skipped.elapsed)} for ${skipped.affectedVisits} visits, ${skipped.notified} notifications (target < ${APPLY_TARGET_MS} ms: ${verdict(skipped.elapsed < APPLY_TARGET_MS)})

Each apply runs once (it changes the data); both write one audit event per visit and raise its people's notifications
(with their outbox rows and delivery jobs) in the same transaction.`);

await app.stop();
await db.stop();
