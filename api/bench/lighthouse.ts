/**
 * `npm run lighthouse`: Lighthouse 12 (mobile preset: a mid-range phone on a slow 4G, simulated) against the built
 * app in production mode, on Debian's chromium, three runs per page, the median by performance score: the public page
 * signed out (target ≥ 95) and the admin dashboard signed in (target ≥ 90). Needs `npm run build` first (web/dist).
 * CHROME_PATH picks another Chromium; BENCH_RUNS another count. Then the installable app: Lighthouse 12 dropped its
 * PWA category, whose installability audit asked Chromium itself (`Page.getInstallabilityErrors`); this asks the same
 * question, and also whether a service worker controls the page and the app opens with the network cut.
 * `npm run lighthouse -- --installability` runs only that check.
 */
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { seedSchedule, startBenchDatabase } from './lib/database.js';
import { API_DIR, signIn, startApp } from './lib/server.js';
import { median } from './lib/stats.js';
import { CHROMIUM_FLAGS } from '../../web/e2e/chromiumFlags.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const WEB_DIST = path.resolve(API_DIR, '..', 'web', 'dist');
if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
  console.error('web/dist is missing: run `npm run build` first.');
  process.exit(1);
}

const ONLY_INSTALLABILITY = process.argv.includes('--installability');
const db = await startBenchDatabase();
// A business a year in: enough requests and visits that the dashboard has figures and lists to show.
if (!ONLY_INSTALLABILITY) await seedSchedule(db, 1_000, 5_000, new Date().toISOString().slice(0, 10));
const app = await startApp(db.url, path.join(db.dir, 'app.log'), { WEB_DIST });
const cookie = await signIn(app.base);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});

interface Run {
  score: number;
  metrics: Record<string, number>;
  bytes: number;
}

const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
} as const;

async function audit(url: string, headers: Record<string, string>): Promise<Run> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: headers,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  // A run Lighthouse itself could not complete (it scores 0) says nothing about the page: say so and run again.
  if (runtimeError) {
    console.log(`    (a run failed: ${runtimeError.code}; running it again)`);
    return audit(url, headers);
  }
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    metrics: Object.fromEntries(Object.keys(METRICS).map((id) => [id, audits[id].numericValue ?? NaN])),
    bytes: audits['total-byte-weight'].numericValue ?? NaN,
  };
}

const pages: { label: string; url: string; headers: Record<string, string>; target: number }[] = [
  { label: 'Public page (signed out)', url: `${app.base}/`, headers: {}, target: 95 },
  { label: 'Admin dashboard', url: `${app.base}/`, headers: { Cookie: cookie }, target: 90 },
];

interface Installability {
  errors: string[];
  manifestUrl: string;
  serviceWorker: boolean;
  opensOffline: boolean;
}

/** What Chromium says stops the app from installing, and whether it opens with no network (its app shell). */
async function installability(base: string): Promise<Installability> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  // The browser's own profile, as Lighthouse uses: a new context is incognito, where no app installs.
  const context = browser.contexts()[0] ?? (await browser.newContext());
  const page = await context.newPage();
  try {
    await page.goto(`${base}/`, { waitUntil: 'load' });
    // Written as the page's own script: the API's TypeScript has no DOM types.
    const serviceWorker = await page
      .evaluate<boolean>(
        'Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), 10000))])',
      )
      .catch(() => false);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    const errors = [
      ...installabilityErrors.map(
        (error) => `${error.errorId}${error.errorArguments.map((a) => ` ${a.name}=${a.value}`).join('')}`,
      ),
      ...manifest.errors.map((error) => `manifest: ${error.message}`),
    ];
    let opensOffline = false;
    if (serviceWorker) {
      await context.setOffline(true);
      try {
        await page.goto(`${base}/today`, { waitUntil: 'load', timeout: 15_000 });
        opensOffline = (await page.locator('script[type="module"]').count()) > 0;
      } catch {
        opensOffline = false;
      } finally {
        await context.setOffline(false);
      }
    }
    return { errors, manifestUrl: manifest.url, serviceWorker, opensOffline };
  } finally {
    await page.close();
    await browser.close().catch(() => undefined);
  }
}

const format = (id: keyof typeof METRICS, value: number) =>
  id === 'cumulative-layout-shift' ? value.toFixed(3) : `${(value / 1000).toFixed(1)} s`;
console.log(`Lighthouse ${RUNS}× per page, mobile preset, ${process.env.CHROME_PATH ?? '/usr/bin/chromium'}:\n`);
let missed = 0;
try {
  for (const page of ONLY_INSTALLABILITY ? [] : pages) {
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await audit(page.url, page.headers));
    const scores = runs.map((run) => run.score);
    const middle = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
    const met = median(scores) >= page.target;
    if (!met) missed += 1;
    const metrics = Object.entries(METRICS)
      .map(([id, name]) => `${name} ${format(id as keyof typeof METRICS, middle.metrics[id])}`)
      .join(', ');
    console.log(
      `  ${page.label}: ${median(scores)} (runs ${scores.join(', ')}; target ≥ ${page.target}: ${met ? 'meets' : 'MISSES'})`,
    );
    console.log(`    median run: ${metrics}, ${(middle.bytes / 1024).toFixed(0)} KB transferred`);
  }
  // After the performance runs, which each start from a cold cache: this one leaves a service worker installed.
  const install = await installability(app.base);
  const installable = install.errors.length === 0 && install.serviceWorker && install.opensOffline;
  if (!installable) missed += 1;
  console.log(
    `  Installable app: ${installable ? 'meets' : 'MISSES'} (manifest ${install.manifestUrl || 'none'}; ` +
      `installability errors: ${install.errors.length === 0 ? 'none' : install.errors.join(', ')}; ` +
      `service worker ${install.serviceWorker ? 'in control' : 'MISSING'}; ` +
      `${install.opensOffline ? 'opens offline' : 'does NOT open offline'})`,
  );
} finally {
  chrome.kill();
  await app.stop();
  await db.stop();
}
console.log(`
${missed === 0 ? 'Every check meets its target.' : `${missed} check(s) below target.`}
Not covered: a real phone and network (Lighthouse simulates both), the other routes, a repeat visit with a warm cache,
and pages after sign-in navigation (each run loads its page cold).`);
