import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations } from './browser.js';
import { CHROMIUM_FLAGS } from './chromiumFlags';

/*
 * The first-run setup needs what the shared browser-test app does not have: a production install with no business
 * details (that one has the demo data, which skips the setup). So this file starts its own, from the same build.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ADMIN = { email: 'owner@new-install.test', password: 'a-long-owner-password' };

let child: ChildProcess;
let dataDir: string;
let base: string;
let browser: Browser;
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sunshine-first-run-'));
  chmodSync(dataDir, 0o755); // the postgres user must reach its data folder
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['api/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'first-run-e2e-secret-of-enough-length-0123456789',
      COOKIE_SECURE: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited early (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`The app did not become ready:\n${output}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function ownerPage(width: number) {
  const context = await browser.newContext({ baseURL: base, viewport: { width, height: 800 } });
  const page = await context.newPage();
  await page.goto('/api/login');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  return { context, page };
}

const overflows = (page: Awaited<ReturnType<typeof ownerPage>>['page']) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

describe('a new production install', () => {
  it('opens the first-run setup for the owner, at 1280 and 375 px, and never again once done', async () => {
    const wide = await ownerPage(1280);
    try {
      await wide.page.getByRole('heading', { name: 'Your business', level: 1 }).waitFor();
      expect(await wide.page.getByText('Step 1 of 5').count()).toBe(1);
      expect(await overflows(wide.page)).toBe(false);
      expect(await accessibilityViolations(wide.page)).toEqual([]);
    } finally {
      await wide.context.close();
    }

    const { context, page } = await ownerPage(375);
    try {
      await page.getByRole('heading', { name: 'Your business', level: 1 }).waitFor();
      expect(await overflows(page)).toBe(false);
      await page.getByRole('textbox', { name: 'Business name', exact: true }).fill('Bright Homes Cleaning');
      await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('(239) 555-0142');
      await page.getByRole('textbox', { name: 'Mailbox', exact: true }).fill('hello@brighthomes.test');
      await page.getByRole('button', { name: 'Save and continue' }).click();

      await page.getByRole('heading', { name: 'Address and service area', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Palm Ave, Naples, FL 34102');
      // A fresh install starts with the demo's area, shown here: the owner's own list replaces it.
      const zips = page.getByRole('textbox', { name: 'ZIP codes served', exact: true });
      expect(await zips.inputValue()).toContain('34102');
      await zips.fill('34102, 34108 34110');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByRole('heading', { name: 'Prices', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Skip' }).click();
      await page.getByRole('heading', { name: 'Tax rate', level: 1 }).waitFor();
      await page.getByRole('textbox', { name: 'Tax rate (%)', exact: true }).fill('6.5');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByRole('heading', { name: 'Import your clients', level: 1 }).waitFor();
      expect(await page.getByRole('link', { name: 'Download a sample CSV' }).count()).toBe(1);
      expect(await overflows(page)).toBe(false);
      await page.getByRole('button', { name: 'Finish' }).click();
      await page.getByRole('heading', { name: 'Import your clients', level: 1 }).waitFor({ state: 'detached' });

      const settings = await page.evaluate(async () => {
        const response = await fetch('/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query:
              '{ businessSettings { businessName phone email address defaultTaxRateBasisPoints } setupStatus { needed } ' +
              'serviceAreaZips { zip } }',
          }),
        });
        return (await response.json()).data;
      });
      expect(settings).toEqual({
        businessSettings: {
          businessName: 'Bright Homes Cleaning',
          phone: '+12395550142',
          email: 'hello@brighthomes.test',
          address: '12 Palm Ave, Naples, FL 34102',
          defaultTaxRateBasisPoints: 650,
        },
        setupStatus: { needed: false },
        serviceAreaZips: [{ zip: '34102' }, { zip: '34108' }, { zip: '34110' }],
      });
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.getByRole('heading', { name: 'Your business', level: 1 }).count()).toBe(0);
    } finally {
      await context.close();
    }
  }, 120_000);
});
