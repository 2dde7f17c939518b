/**
 * Search as the admin types it on the Clients and Helpers screens: the web app's own ClientsPage_Query and
 * HelpersPage_Query (page size 25, status All, totalCount included, as the page asks), at 10,000 and then 100,000
 * clients and helpers, every other one with a sign-in, against the production-mode app. Prints each search's median at
 * both sizes and their ratio; the targets are a median of at most 25 ms at 100,000 and at most 1.5x the 10,000 time.
 *
 *   npm run bench:search            (BENCH_RUNS=30, BENCH_SMALL=10000, BENCH_LARGE=100000)
 */
import 'reflect-metadata';
import path from 'node:path';
import { seedClients, seedHelpers, startBenchDatabase } from './lib/database.js';
import { postGraphQL, signIn, startApp } from './lib/server.js';
import { median, ms, timeRuns, verdict } from './lib/stats.js';
import { webConstant, webOperation } from './lib/web-documents.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const SMALL = Number(process.env.BENCH_SMALL ?? 10_000);
const LARGE = Number(process.env.BENCH_LARGE ?? 100_000);

const PAGE_SIZE = {
  clients: webConstant('features/clients/ClientsPage.tsx', 'CLIENTS_PAGE_SIZE'),
  helpers: webConstant('features/helpers/HelpersPage.tsx', 'HELPERS_PAGE_SIZE'),
};

const SEARCHES = [
  { screen: 'clients', operation: 'ClientsPage_Query', search: 'lopez', note: 'a common last name' },
  { screen: 'clients', operation: 'ClientsPage_Query', search: 'maria gomez', note: 'first and last name' },
  { screen: 'clients', operation: 'ClientsPage_Query', search: '(239) 41', note: 'phone digits' },
  { screen: 'clients', operation: 'ClientsPage_Query', search: 'zzzz', note: 'no match' },
  { screen: 'helpers', operation: 'HelpersPage_Query', search: 'rivera', note: 'a name' },
  { screen: 'helpers', operation: 'HelpersPage_Query', search: '941-5', note: 'phone digits' },
  { screen: 'helpers', operation: 'HelpersPage_Query', search: 'team 7', note: 'notes' },
] as const;

const db = await startBenchDatabase();
const app = await startApp(db.url, path.join(db.dir, 'app.log'));
const cookie = await signIn(app.base);

type Search = (typeof SEARCHES)[number];
interface Result {
  small: number;
  large: number;
  /** Server and PostgreSQL CPU per search, ms: what it costs, whatever else runs on the machine. */
  smallCpu: number;
  largeCpu: number;
  matches: number[];
}
const results = new Map<Search, Result>();

async function measure(size: 'small' | 'large') {
  for (const entry of SEARCHES) {
    const query = webOperation(entry.operation);
    let matches = 0;
    const search = async () => {
      const data = await postGraphQL<Record<string, { totalCount: number }>>(app.base, cookie, query, {
        search: entry.search,
        status: 'ALL',
        first: PAGE_SIZE[entry.screen],
      });
      matches = data[entry.screen].totalCount;
    };
    const times = await timeRuns(search, RUNS);
    const cpuBefore = app.cpuMs() + db.cpuMs();
    for (let i = 0; i < RUNS; i++) await search();
    // NaN when a PostgreSQL process ended meanwhile (its time leaves the sum): printed as such rather than guessed.
    const spent = app.cpuMs() + db.cpuMs() - cpuBefore;
    const cpu = spent >= 0 ? spent / RUNS : NaN;
    const result = results.get(entry) ?? { small: 0, large: 0, smallCpu: 0, largeCpu: 0, matches: [] };
    result[size] = median(times);
    result[size === 'small' ? 'smallCpu' : 'largeCpu'] = cpu;
    result.matches.push(matches);
    results.set(entry, result);
  }
}

console.log(`Seeding ${SMALL} clients and ${SMALL} helpers...`);
await seedClients(db, SMALL);
await seedHelpers(db, SMALL);
await measure('small');
console.log(`Seeding up to ${LARGE} of each...`);
await seedClients(db, LARGE - SMALL, SMALL + 1);
await seedHelpers(db, LARGE - SMALL, SMALL + 1);
await measure('large');

console.log(`\nSearch medians (${RUNS} runs each), ${SMALL} vs ${LARGE} rows, and the CPU each search costs:`);
for (const entry of SEARCHES) {
  const { small, large, smallCpu, largeCpu, matches } = results.get(entry)!;
  const label = `${entry.screen} '${entry.search}' (${entry.note})`;
  console.log(
    `  ${label.padEnd(44)} ${ms(small).padStart(9)} → ${ms(large).padStart(9)}  ×${(large / small).toFixed(2)}` +
      `  | CPU ${ms(smallCpu)} → ${ms(largeCpu)}  (${matches.join(' → ')} matches)`,
  );
}
for (const screen of ['clients', 'helpers'] as const) {
  const rows = SEARCHES.filter((entry) => entry.screen === screen).map((entry) => results.get(entry)!);
  const small = median(rows.map((row) => row.small));
  const large = median(rows.map((row) => row.large));
  const smallCpu = median(rows.map((row) => row.smallCpu));
  const largeCpu = median(rows.map((row) => row.largeCpu));
  console.log(
    `${screen}: median of the searches ${ms(small)} at ${SMALL}, ${ms(large)} at ${LARGE}, ratio ${(large / small).toFixed(2)}` +
      ` (targets ≤ 25 ms: ${verdict(large <= 25)}, ≤ 1.5×: ${verdict(large / small <= 1.5)});` +
      ` CPU a search (server + PostgreSQL) ${ms(smallCpu)} → ${ms(largeCpu)}, ratio ${(largeCpu / smallCpu).toFixed(2)}`,
  );
}
console.log(`
Not covered: the 300 ms debounce and rendering in the browser, later pages ('Load more'), the REST ?search=, invoice
search, concurrent users, and a cold database cache (every search here repeats, so its pages are in memory).`);

await app.stop();
await db.stop();
