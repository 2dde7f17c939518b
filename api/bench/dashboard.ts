/**
 * The admin dashboard as the browser loads it: the page's own AdminDashboardPage_Query (its page size, its fragments
 * with Apollo's __typename), timed alone and with the two queries the shell sends beside it (App_Viewer and the
 * unread-messages badge), with 10,000 requests and 50,000 visits, against the production-mode app. Prints medians and
 * how many SQL statements each costs (every statement on the database, the session's included).
 *
 *   npm run bench:dashboard            (BENCH_RUNS=30)
 */
import 'reflect-metadata';
import path from 'node:path';
import { seedSchedule, startBenchDatabase } from './lib/database.js';
import { postGraphQL, signIn, startApp } from './lib/server.js';
import { median, ms, percentile, timeRuns, verdict } from './lib/stats.js';
import { webConstant, webOperation } from './lib/web-documents.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const TARGET_MS = 50;
const STATEMENTS_TARGET = 8;
const DASHBOARD_PAGE_SIZE = webConstant('features/admin/dashboard/AdminDashboardPage.tsx', 'DASHBOARD_PAGE_SIZE');

const today = new Date().toISOString().slice(0, 10);
const db = await startBenchDatabase();
console.log('Seeding 10000 requests and 50000 visits...');
await seedSchedule(db, 10_000, 50_000, today);
const app = await startApp(db.url, path.join(db.dir, 'app.log'));
const cookie = await signIn(app.base);

const page = webOperation('AdminDashboardPage_Query');
const viewer = webOperation('App_Viewer');
const badge = webOperation('UnreadMessagesBadge_Query');
const pageQuery = () => postGraphQL(app.base, cookie, page, { pageSize: DASHBOARD_PAGE_SIZE });
// The browser asks for the viewer first, then the shell's badge and the page's query side by side.
const pageLoad = async () => {
  await postGraphQL(app.base, cookie, viewer, {});
  await Promise.all([postGraphQL(app.base, cookie, badge, {}), pageQuery()]);
};

async function statementsOf(action: () => Promise<unknown>) {
  await action();
  await db.statementsSince();
  await action();
  return db.statementsSince();
}

const pageStatements = await statementsOf(pageQuery);
const loadStatements = await statementsOf(pageLoad);
const pageTimes = await timeRuns(pageQuery, RUNS);
const loadTimes = await timeRuns(pageLoad, RUNS);
/** Server and PostgreSQL CPU an action costs, ms: steadier than the wall clock on a shared machine. */
async function cpuOf(action: () => Promise<unknown>) {
  const before = app.cpuMs() + db.cpuMs();
  for (let i = 0; i < RUNS; i++) await action();
  return (app.cpuMs() + db.cpuMs() - before) / RUNS;
}
const pageCpu = await cpuOf(pageQuery);
const loadCpu = await cpuOf(pageLoad);
console.log(`
Admin dashboard (10,000 requests, 50,000 visits):
  AdminDashboardPage_Query:         median ${ms(median(pageTimes))}, p95 ${ms(percentile(pageTimes, 0.95))}, ${pageStatements} SQL statements, CPU ${ms(pageCpu)} (targets < ${TARGET_MS} ms: ${verdict(median(pageTimes) < TARGET_MS)}; ≤ ${STATEMENTS_TARGET} statements: ${verdict(pageStatements <= STATEMENTS_TARGET)})
  page load (viewer, badge, page):  median ${ms(median(loadTimes))}, p95 ${ms(percentile(loadTimes, 0.95))}, ${loadStatements} SQL statements, CPU ${ms(loadCpu)}

Not covered: the JavaScript the page loads first (npm run size, npm run lighthouse), rendering, 'Load more' on the
lists, approving or declining, and other users' load.`);

await app.stop();
await db.stop();
