// Temporary screenshot run (not committed): the built app on a fresh embedded database with demo data.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const repoRoot = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sunshine-shots-'));
chmodSync(dataDir, 0o755);
const port = 47123;
const child = spawn(process.execPath, ['api/dist/main.js'], {
  cwd: repoRoot,
  env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: '' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
for (let i = 0; i < 360; i++) {
  try { if ((await fetch(`${base}/readyz`)).ok) break; } catch {}
  await new Promise((r) => setTimeout(r, 250));
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const plan = [
  [null, ['/']],
  ['admin@demo.local', ['/', '/calendar', '/clients', '/helpers', '/invoices', '/payroll', '/settings', '/messages']],
  ['client@demo.local', ['/portal', '/request-service', '/client-invoices', '/account-settings']],
  ['helper@demo.local', ['/today', '/my-jobs', '/payouts']],
];
const only = process.argv[2];
for (const [who, paths] of plan) {
  for (const width of [375, 1280]) {
    for (const scheme of ['light', 'dark']) {
      const context = await browser.newContext({ baseURL: base, viewport: { width, height: 900 }, colorScheme: scheme });
      const page = await context.newPage();
      if (who) {
        await page.goto('/api/login');
        await page.getByLabel('Email').fill(who);
        await page.getByLabel('Password').fill('demo1234');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
      }
      for (const p of paths) {
        const name = `${who ? who.split('@')[0] : 'public'}${p.replace(/\//g, '_') || '_'}-${width}-${scheme}`;
        if (only && !name.includes(only)) continue;
        await page.goto(p);
        await page.waitForTimeout(1500);
        await page.screenshot({ path: `/tmp/shots/${name}.png`, fullPage: true });
      }
      await context.close();
    }
  }
}
// A few dialogs: New Invoice, Add Helper, Request Service errors.
const context = await browser.newContext({ baseURL: base, viewport: { width: 375, height: 900 } });
const page = await context.newPage();
await page.goto('/api/login');
await page.getByLabel('Email').fill('admin@demo.local');
await page.getByLabel('Password').fill('demo1234');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
await page.goto('/invoices');
await page.getByRole('button', { name: 'New Invoice' }).click();
await page.getByRole('button', { name: '+ Add line item' }).click();
await page.getByRole('button', { name: 'Create Invoice' }).click();
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/shots/dialog-new-invoice-375.png', fullPage: false });
await page.setViewportSize({ width: 1280, height: 900 });
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/shots/dialog-new-invoice-1280.png', fullPage: false });
await page.keyboard.press('Escape');
await page.getByRole('button', { name: 'From Request' }).click();
await page.waitForTimeout(1000);
await page.screenshot({ path: '/tmp/shots/dialog-from-request-1280.png', fullPage: false });
await page.keyboard.press('Escape');
await page.goto('/helpers');
await page.getByRole('button', { name: 'Add Helper' }).click();
await page.getByRole('button', { name: 'Add Helper' }).last().click();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/shots/dialog-add-helper-1280.png', fullPage: false });
await context.close();
await browser.close();
child.kill('SIGTERM');
