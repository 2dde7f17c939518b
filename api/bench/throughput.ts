/**
 * Throughput of the Clients page read, as users cause it: the web app's exact ClientsPage_Query over /graphql (50
 * rows), `GET /api/clients?limit=50`, and a minimal Express + pg route doing the same session check, user lookup and
 * query (bench/minimal-server.ts), each in its own production-mode process, alternating in one run so the machine's
 * noise falls on all alike. Prints requests/s per round, their medians and the ratios against the minimal route.
 *
 *   npm run bench:throughput            (BENCH_ROUNDS=5, BENCH_SECONDS=4, BENCH_CONNECTIONS=8, BENCH_CLIENTS=10000)
 */
import 'reflect-metadata';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedClients, startBenchDatabase } from './lib/database.js';
import { BROWSER_HEADERS, type RunningServer, signIn, startApp, startServer } from './lib/server.js';
import { median, verdict } from './lib/stats.js';
import { webOperation } from './lib/web-documents.js';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 10_000);
const ROWS = 50;

const db = await startBenchDatabase();
console.log(`Seeding ${CLIENTS} clients (half with accounts)...`);
await seedClients(db, CLIENTS);
const app = await startApp(db.url, path.join(db.dir, 'app.log'));
const minimal = await startServer('bench/minimal-server.ts', db.url, path.join(db.dir, 'minimal.log'));
const cookie = await signIn(app.base);

/** An answer's shape, as far as the sanity check reads it: a GraphQL/minimal page or REST's plain array. */
type Page = { data: { clients: { edges: unknown[] } } } & unknown[];

interface Target {
  label: string;
  server: RunningServer;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  rows: (body: Page) => number;
}

const query = webOperation('ClientsPage_Query');
const targets: Target[] = [
  {
    label: 'GraphQL ClientsPage_Query',
    server: app,
    method: 'POST',
    url: `${app.base}/graphql`,
    headers: { ...BROWSER_HEADERS, cookie, 'content-type': 'application/json' },
    // As Apollo Client sends it: the operation's name, the printed document, the page's variables.
    body: JSON.stringify({
      operationName: 'ClientsPage_Query',
      variables: { search: null, status: 'ALL', first: ROWS },
      query,
    }),
    rows: (body) => body.data.clients.edges.length,
  },
  {
    label: 'REST GET /api/clients?limit=50',
    server: app,
    method: 'GET',
    url: `${app.base}/api/clients?limit=${ROWS}`,
    headers: { ...BROWSER_HEADERS, cookie },
    rows: (body) => body.length,
  },
  {
    label: 'Minimal Express + pg route',
    server: minimal,
    method: 'GET',
    url: `${minimal.base}/clients?limit=${ROWS}`,
    headers: { ...BROWSER_HEADERS, cookie },
    rows: (body) => body.data.clients.edges.length,
  },
  {
    label: 'Minimal route, no session work',
    server: minimal,
    method: 'GET',
    url: `${minimal.base}/clients-without-session?limit=${ROWS}`,
    headers: { ...BROWSER_HEADERS },
    rows: (body) => body.data.clients.edges.length,
  },
];

// Each answers 200 with the page, and costs this many SQL statements (session, user and query work included).
const statements = new Map<Target, number>();
for (const target of targets) {
  const send = () => fetch(target.url, { method: target.method, headers: target.headers, body: target.body });
  const response = await send();
  const body = (await response.json()) as Page;
  if (response.status !== 200 || target.rows(body) !== ROWS) {
    throw new Error(`${target.label}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  await db.statementsSince();
  for (let i = 0; i < 20; i++) await (await send()).arrayBuffer();
  statements.set(target, (await db.statementsSince()) / 20);
}

const rates = new Map<Target, number[]>(targets.map((target) => [target, []]));
const cpuPerRequest = new Map<Target, number[]>(targets.map((target) => [target, []]));
async function load(target: Target, seconds: number) {
  const cpuBefore = target.server.cpuMs();
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  if (result.errors || result.non2xx) throw new Error(`${target.label}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  cpuPerRequest.get(target)!.push((target.server.cpuMs() - cpuBefore) / result.requests.total);
  return result.requests.average;
}

console.log(`Warming up, then ${ROUNDS} rounds of ${SECONDS} s per target, ${CONNECTIONS} connections...`);
for (const target of targets) await load(target, 2);
for (let round = 0; round < ROUNDS; round++) {
  // Rotate the order each round, so no target always runs right after the same other one.
  const order = targets.map((_, i) => targets[(i + round) % targets.length]);
  for (const target of order) rates.get(target)!.push(await load(target, SECONDS));
  console.log(`  round ${round + 1}: ${targets.map((target) => `${rates.get(target)!.at(-1)!.toFixed(0)}`).join(' / ')} req/s`);
}

const medianOf = (target: Target) => median(rates.get(target)!);
// The warm-up's figure is left out: it includes the JIT's first compilations.
const cpuOf = (target: Target) => median(cpuPerRequest.get(target)!.slice(1));
console.log(`\nClients page, ${ROWS} rows of ${CLIENTS} clients (requests/s, median of ${ROUNDS} rounds):`);
for (const target of targets) {
  const perRound = rates
    .get(target)!
    .map((rate) => rate.toFixed(0))
    .join(', ');
  console.log(
    `  ${target.label.padEnd(34)} ${medianOf(target).toFixed(0).padStart(6)} req/s  (${perRound}); server CPU ${cpuOf(target).toFixed(2)} ms and ${statements.get(target)!.toFixed(1)} SQL statements a request`,
  );
}
const [graphql, rest, hand, bare] = targets;
const ratio = (a: Target, b: Target) => medianOf(a) / medianOf(b);
console.log('\nRatios of the medians:');
console.log(
  `  GraphQL ÷ minimal route:              ${ratio(graphql, hand).toFixed(2)} (target ≥ 0.5: ${verdict(ratio(graphql, hand) >= 0.5)})`,
);
console.log(
  `  REST ÷ minimal route:                 ${ratio(rest, hand).toFixed(2)} (target ≥ 0.6: ${verdict(ratio(rest, hand) >= 0.6)})`,
);
console.log(`  GraphQL ÷ minimal without session:    ${ratio(graphql, bare).toFixed(2)}`);
console.log(
  `  minimal ÷ minimal without session:    ${ratio(hand, bare).toFixed(2)} (what the session check and user lookup cost)`,
);
const cpuRatio = (a: Target, b: Target) => cpuOf(b) / cpuOf(a);
console.log(
  `  by server CPU a request (steadier on a shared machine; PostgreSQL's share left out): GraphQL ${cpuRatio(graphql, hand).toFixed(2)}, REST ${cpuRatio(rest, hand).toFixed(2)} of the minimal route`,
);
console.log(`
Not covered: the browser's own work (parsing, rendering), TLS, a reverse proxy, a database on another machine (here
PostgreSQL, the server and the load generator share the same cores), searches and later pages, writes, and
bearer-token requests. The server runs under tsx (the same JavaScript as the tsc build, transpiled at load).
Logs: ${app.logFile}, ${minimal.logFile} (removed with the database).`);

await app.stop();
await minimal.stop();
await db.stop();
