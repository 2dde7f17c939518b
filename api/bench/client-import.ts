/**
 * The client import as the owner runs it (issue 28): a 2,000-row CSV saved by Excel in Windows-1252, holding bad rows
 * (no name, a bad email, a bad phone), duplicates by email and by phone (within the file and against the 2,000 clients
 * already kept), a Windows-1252 name (José) and a formula cell, uploaded to POST /api/imports and previewed with the
 * web app's own query against the production-mode app. Prints the preview's time (the target: under 3 s on this
 * machine), then the commit's, and checks that importing the same file again changes nothing.
 *
 *   npm run bench:import            (BENCH_ROWS=2000, BENCH_KEPT=2000, BENCH_RUNS=5)
 */
import 'reflect-metadata';
import path from 'node:path';
import { seedClients, startBenchDatabase } from './lib/database.js';
import { postGraphQL, signIn, startApp } from './lib/server.js';
import { median, ms } from './lib/stats.js';
import { webOperation } from './lib/web-documents.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 2000);
const KEPT = Number(process.env.BENCH_KEPT ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const TARGET_MS = 3000;

const db = await startBenchDatabase();
await seedClients(db, KEPT);
// A few kept clients with an email of their own, for the file's rows to match by email.
await db.sql(
  `insert into clients (id, display_name, email, active) select gen_random_uuid(), 'Emailed ' || g, 'kept' || g || '@bench.local', true from generate_series(1, 50) g`,
);
const app = await startApp(db.url, path.join(db.dir, 'app.log'));
const cookie = await signIn(app.base);

/** The file: mostly new clients, with every kind of row the import must sort out, spread through it. */
function buildCsv(): Buffer {
  const lines = ['First Name,Last Name,E-mail,Mobile,Street Address,Notes,Gate code,Status'];
  for (let i = 1; i <= ROWS; i += 1) {
    if (i % 100 === 1)
      lines.push(`,,noname${i}@import.test,,,,,`); // no name
    else if (i % 100 === 2) lines.push(`Bad,Email ${i},not-an-email,,,,,`);
    else if (i % 100 === 3) lines.push(`Bad,Phone ${i},,12,,,,`);
    else if (i % 100 === 4)
      lines.push(`Dup,Email ${i},new${i - 10}@import.test,,,,,`); // same email as an earlier row
    else if (i % 100 === 5) lines.push(`Kept,Phone ${i},,+1239${String((i * 2 * 7919) % 10000000).padStart(7, '0')},,,,`);
    else if (i % 100 === 6) lines.push(`Emailed,${(i % 50) + 1},kept${(i % 50) + 1}@bench.local,,New address ${i},,,yes`);
    else if (i % 100 === 7) lines.push(`José,Núñez ${i},jose${i}@import.test,,,,,`);
    else if (i % 100 === 8) lines.push(`"=HYPERLINK(""http://x"")",Formula ${i},formula${i}@import.test,,,"@SUM(A1)",,`);
    else {
      const phone = `(941) ${String(200 + (i % 700)).padStart(3, '0')}-${String(i % 10000).padStart(4, '0')}`;
      lines.push(`Client,Number ${i},new${i}@import.test,${phone},"${i} Palm Ave, Naples, FL",Two dogs,Key ${i},active`);
    }
  }
  // Excel's "CSV" is Windows-1252; every character here is in Latin-1, which Windows-1252 agrees with.
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'latin1');
}

async function upload(bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/csv' }), 'clients.csv');
  const response = await fetch(`${app.base}/api/imports`, { method: 'POST', headers: { cookie, origin: app.base }, body: form });
  const body = (await response.json()) as { uploadId?: string; encoding?: string };
  if (response.status !== 201 || !body.uploadId) throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`);
  if (body.encoding !== 'windows-1252') throw new Error(`read as ${body.encoding}, not windows-1252`);
  return body.uploadId;
}

interface Preview {
  previewClientImport: {
    counts: Record<string, number>;
    columns: { index: number; field: string | null }[];
    rows: { displayName: string | null }[];
  };
}

const csv = buildCsv();
const preview = webOperation('ClientImportPanel_Preview');
const commit = webOperation('ClientImportPanel_Commit');

const uploadStart = performance.now();
const uploadId = await upload(csv);
const uploadMs = performance.now() - uploadStart;

const times: number[] = [];
let result: Preview['previewClientImport'] | undefined;
for (let run = 0; run < RUNS; run += 1) {
  const start = performance.now();
  result = (await postGraphQL<Preview>(app.base, cookie, preview, { uploadId })).previewClientImport;
  times.push(performance.now() - start);
}
const mapping = result!.columns.filter((c) => c.field).map((c) => ({ column: c.index, field: c.field }));
if (!result!.rows.some((row) => row.displayName?.startsWith('José Núñez'))) throw new Error('José was not read right');

const commitStart = performance.now();
const first = await postGraphQL<{ commitClientImport: Record<string, number> }>(app.base, cookie, commit, {
  input: { uploadId, mapping },
});
const commitMs = performance.now() - commitStart;

const again = await upload(csv);
const second = await postGraphQL<{ commitClientImport: Record<string, number> }>(app.base, cookie, commit, {
  input: { uploadId: again, mapping },
});
const noOp = second.commitClientImport.created === 0 && second.commitClientImport.updated === 0;

console.log(
  `Client import of a ${ROWS}-row Windows-1252 file (${(csv.length / 1024).toFixed(0)} KB) against ${KEPT + 50} kept clients`,
);
console.log(`  upload:  ${ms(uploadMs)}`);
console.log(
  `  preview: median ${ms(median(times))} over ${RUNS} runs (target < ${ms(TARGET_MS)}): ${median(times) < TARGET_MS ? 'OK' : 'SLOW'}`,
);
console.log(`  counts:  ${JSON.stringify(result!.counts)}`);
console.log(`  commit:  ${ms(commitMs)} ${JSON.stringify(first.commitClientImport)}`);
console.log(`  again:   ${JSON.stringify(second.commitClientImport)} ${noOp ? '(nothing changed)' : '(CHANGED SOMETHING)'}`);

await app.stop();
await db.stop();
if (!noOp) process.exitCode = 1;
