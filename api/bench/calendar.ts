/**
 * The admin calendar's month, fetched exactly as the browser does: the month view's 6-week window (visibleWindow from
 * web/src), the page's own CalendarPage_Query at its page size, then every further page the page's effect fetches
 * while `hasNextPage`, timed from the first request to the last answer. 10,000 requests and 50,000 visits over two
 * years around today, against the production-mode app. Target: the whole month under 50 ms (median).
 *
 *   npm run bench:calendar            (BENCH_RUNS=30)
 */
import 'reflect-metadata';
import path from 'node:path';
import { seedSchedule, startBenchDatabase } from './lib/database.js';
import { postGraphQL, signIn, startApp } from './lib/server.js';
import { median, ms, percentile, timeRuns, verdict } from './lib/stats.js';
import { webConstant, webOperation } from './lib/web-documents.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const REQUESTS = 10_000;
const VISITS = 50_000;
const TARGET_MS = 50;
const VISITS_PAGE_SIZE = webConstant('features/admin/calendar/CalendarPage.tsx', 'VISITS_PAGE_SIZE');

// The web module itself, loaded at run time (its extensionless imports are for Vite, not for the api's type check).
const calendarEvents = '../../web/src/features/admin/calendar/calendarEvents.ts';
const { visibleWindow } = (await import(calendarEvents)) as {
  visibleWindow(view: 'month', date: Date): { from: string; to: string };
};
const { from, to } = visibleWindow('month', new Date());
const db = await startBenchDatabase();
console.log(`Seeding ${REQUESTS} requests and ${VISITS} visits...`);
await seedSchedule(db, REQUESTS, VISITS, from);
const app = await startApp(db.url, path.join(db.dir, 'app.log'));
const cookie = await signIn(app.base);
const query = webOperation('CalendarPage_Query');

interface VisitsPage {
  visits: { edges: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}

let pages = 0;
let visits = 0;
async function wholeMonth() {
  pages = 0;
  visits = 0;
  let after: string | null = null;
  do {
    const data: VisitsPage = await postGraphQL<VisitsPage>(app.base, cookie, query, { from, to, first: VISITS_PAGE_SIZE, after });
    pages += 1;
    visits += data.visits.edges.length;
    after = data.visits.pageInfo.hasNextPage ? data.visits.pageInfo.endCursor : null;
  } while (after);
}

await wholeMonth();
await db.statementsSince();
await wholeMonth();
const statements = await db.statementsSince();
const times = await timeRuns(wholeMonth, RUNS);
const result = median(times);
const cpuBefore = app.cpuMs() + db.cpuMs();
for (let i = 0; i < RUNS; i++) await wholeMonth();
const cpu = (app.cpuMs() + db.cpuMs() - cpuBefore) / RUNS;
console.log(`
Calendar month ${from} to ${to}: ${visits} visits in ${pages} request(s) of up to ${VISITS_PAGE_SIZE}, ${statements} SQL statements
  whole month: median ${ms(result)}, p95 ${ms(percentile(times, 0.95))} (target < ${TARGET_MS} ms: ${verdict(result < TARGET_MS)})
  CPU a month (server + PostgreSQL): ${ms(cpu)}, steadier than the wall clock on a shared machine

Not covered: loading the calendar's JavaScript (see npm run size), rendering react-big-calendar, the week and day
views, the visit details dialog, and other users' load.`);

await app.stop();
await db.stop();
