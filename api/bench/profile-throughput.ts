/**
 * Profiles the app under the throughput bench's load: starts it with --cpu-prof, loads one target
 * (PROFILE_TARGET=graphql|rest) for PROFILE_SECONDS and writes the .cpuprofile into PROFILE_DIR.
 */
import 'reflect-metadata';
import path from 'node:path';
import autocannon from 'autocannon';
import { seedClients, startBenchDatabase } from './lib/database.js';
import { BROWSER_HEADERS, signIn, startApp } from './lib/server.js';
import { webOperation } from './lib/web-documents.js';

const dir = process.env.PROFILE_DIR ?? '/tmp/pt';
const target = process.env.PROFILE_TARGET ?? 'graphql';
const db = await startBenchDatabase();
await seedClients(db, 10_000);
process.env.BENCH_NODE_ARGS = `--cpu-prof --cpu-prof-dir=${dir}`;
const app = await startApp(db.url, path.join(db.dir, 'app.log'));
const cookie = await signIn(app.base);
const options =
  target === 'graphql'
    ? {
        url: `${app.base}/graphql`,
        method: 'POST' as const,
        headers: { ...BROWSER_HEADERS, cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          operationName: 'ClientsPage_Query',
          variables: { search: null, status: 'ALL', first: 50 },
          query: webOperation('ClientsPage_Query'),
        }),
      }
    : { url: `${app.base}/api/clients?limit=50`, method: 'GET' as const, headers: { ...BROWSER_HEADERS, cookie } };
await autocannon({ ...options, connections: 8, duration: 3 });
const result = await autocannon({ ...options, connections: 8, duration: Number(process.env.PROFILE_SECONDS ?? 8) });
console.log(`${target}: ${result.requests.average} req/s, ${result.non2xx} non-2xx`);
await app.stop();
await db.stop();
