/**
 * Screenshots of screens at the four widths of issue 16, light and dark, for a person to look at (not a test):
 * `BASE_URL=http://127.0.0.1:3000 npx tsx scripts/screenshots.ts [out-dir] [options] [role:path[+action] ...]`
 * against a running app with the demo data. Without screens, every screen of every role. A path may hold
 * `:invoiceId` (the first invoice); `+action` opens one of the dialogs or views below on that screen before the shot.
 * Options: `--widths=375,1280` and `--themes=light` shoot fewer; `--first-screen` keeps the first 900 px of a page
 * instead of all of it (the README's tour, docs/screenshots).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../e2e/chromiumFlags';

const BASE_URL = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const args = process.argv.slice(2);
const option = (name: string) =>
  args
    .find((arg) => arg.startsWith(`--${name}=`))
    ?.split('=')[1]
    ?.split(',');
const WIDTHS = option('widths')?.map(Number) ?? [375, 768, 1024, 1280];
const THEMES = (option('themes') ?? ['light', 'dark']) as ('light' | 'dark')[];
const FIRST_SCREEN = args.includes('--first-screen');
const ACCOUNTS: Record<string, string | null> = {
  visitor: null,
  admin: 'admin@demo.local',
  helper: 'helper@demo.local',
  client: 'client@demo.local',
};
const ALL = [
  'visitor:/',
  'visitor:/signin',
  'admin:/',
  'admin:/calendar',
  'admin:/clients',
  'admin:/helpers',
  'admin:/invoices',
  'admin:/payroll',
  'admin:/messages',
  'admin:/settings',
  'admin:/settings/activity',
  'admin:/settings/outbox',
  'admin:/account-settings',
  'admin:/request-helper',
  'admin:/no-such-page',
  'admin:/invoices/:invoiceId/print',
  'admin:/today',
  'admin:/clients+newClient',
  'admin:/invoices+newInvoice',
  'admin:/+assignHelpers',
  'admin:/calendar+visitDetails',
  'admin:/calendar+weekView',
  'admin:/calendar+dayByHelper',
  'visitor:/+siteMenu',
  'admin:/messages+conversation',
  'visitor:/signup',
  'visitor:/forgot-password',
  'helper:/today',
  'helper:/my-jobs',
  'helper:/payouts',
  'helper:/messages',
  'client:/portal',
  'client:/request-service',
  'client:/client-invoices',
  'client:/messages',
  'client:/account-settings',
  'client:/request-helper',
  'helper:/request-helper',
  'visitor:/book',
  'admin:/invoices/run',
  'admin:/helpers/time-off',
  'helper:/availability',
  'helper:/my-jobs+openJob',
];

/**
 * Dialogs, panes and views opened by a click, named in a screen's `+action` (weekView: the calendar's Week;
 * dayByHelper: its Day in columns by helper; siteMenu: the public header's Menu, where it is shown; approveRequest: the
 * dashboard's first Approve, its confirmation; openJob: the helper's first job's page).
 */
const ACTIONS: Record<string, (page: Page) => Promise<void>> = {
  newClient: (page) => page.getByRole('button', { name: 'Add Client' }).first().click(),
  newInvoice: (page) => page.getByRole('button', { name: 'New Invoice' }).first().click(),
  assignHelpers: (page) => page.getByRole('button', { name: 'Assign helpers' }).first().click(),
  // A phone's calendar opens on the List, whose visits are buttons in rows rather than .rbc-event boxes.
  visitDetails: (page) => page.locator('.rbc-event, .sc-agenda-event').first().click(),
  weekView: (page) => page.getByRole('button', { name: 'Week', exact: true }).click(),
  dayByHelper: async (page) => {
    await page.getByRole('button', { name: 'Day', exact: true }).click();
    await page.getByRole('button', { name: 'By helper' }).click();
  },
  siteMenu: async (page) => {
    const menu = page.locator('header summary', { hasText: 'Menu' });
    if (await menu.isVisible()) await menu.click();
  },
  conversation: (page) => page.getByLabel('Conversations').getByRole('link').first().click(),
  approveRequest: (page) => page.getByRole('button', { name: 'Approve', exact: true }).first().click(),
  // The helper's job page (/helper/jobs/:visitId): the first job's title links to it.
  openJob: async (page) => {
    await page.getByRole('article').first().getByRole('heading').getByRole('link').click();
    await page.waitForURL(/\/helper\/jobs\//);
    await page.getByRole('region', { name: 'Checklist' }).waitFor();
  },
};

/** Waits for finite animations (a dialog popping in, a theme's colours easing) to end; spinners keep running. */
async function settleAnimations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

async function firstInvoiceId(page: Page) {
  if (!page.url().startsWith('http')) await page.goto('/');
  const invoices = (await page.evaluate(async () => (await fetch('/api/invoices')).json())) as { id: string }[];
  return invoices[0]?.id ?? 'none';
}

const [outDir = '/tmp/screens', ...wanted] = args.filter((arg) => !arg.startsWith('--'));
mkdirSync(outDir, { recursive: true });
const screens = (wanted.length ? wanted : ALL).map((spec) => {
  const [role, rest] = spec.split(/:(.*)/s) as [string, string];
  const [screenPath, action] = rest.split('+') as [string, string | undefined];
  return { role, screenPath, action };
});

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  // Four pages are shot at once: without these, the ones in the background get no animation frames, and what
  // measures itself in one (the calendar's time gutter) is drawn unmeasured.
  args: [
    ...CHROMIUM_FLAGS,
    '--disable-renderer-backgrounding',
    '--disable-backgrounding-occluded-windows',
    '--disable-background-timer-throttling',
  ],
});
try {
  for (const role of new Set(screens.map((screen) => screen.role))) {
    const signIn = await browser.newContext({ baseURL: BASE_URL });
    const page = await signIn.newPage();
    const email = ACCOUNTS[role];
    if (email) {
      await page.goto('/signin');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('demo1234');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('button', { name: 'Toggle sidebar' }).waitFor();
    }
    const storageState = await signIn.storageState();
    await signIn.close();
    for (const colorScheme of THEMES) {
      const context = await browser.newContext({ baseURL: BASE_URL, storageState, colorScheme });
      await Promise.all(
        WIDTHS.map(async (width) => {
          const shot = await context.newPage();
          await shot.setViewportSize({ width, height: 900 });
          for (const screen of screens.filter((one) => one.role === role)) {
            const target = screen.screenPath.includes(':invoiceId')
              ? screen.screenPath.replace(':invoiceId', await firstInvoiceId(shot))
              : screen.screenPath;
            await shot.goto(target);
            await shot.waitForLoadState('networkidle');
            if (screen.action) {
              await ACTIONS[screen.action]!(shot);
              await shot.waitForLoadState('networkidle');
              // Let the dialog's entrance animation and its own query finish before the shot.
              await settleAnimations(shot);
              await shot.waitForTimeout(500);
            }
            // Lazy images (the gallery) load now: a full-page shot does not scroll to them (scrolling first made
            // Chromium stitch the page wrongly).
            await shot.evaluate(() => {
              for (const image of document.querySelectorAll('img[loading="lazy"]')) (image as HTMLImageElement).loading = 'eager';
            });
            await shot.waitForLoadState('networkidle');
            await settleAnimations(shot);
            await shot.waitForTimeout(300);
            const slug = screen.screenPath.replaceAll('/', '_').replace(':invoiceId', 'id');
            const name = `${role}${slug}${screen.action ? `+${screen.action}` : ''}-${width}-${colorScheme}.png`;
            // A dialog is fixed to the viewport: a full-page shot would draw it (and the sticky header) mid-page.
            if (screen.action || FIRST_SCREEN) {
              await shot.screenshot({ path: path.join(outDir, name) });
            } else {
              // The whole page in one viewport as tall as it: Chromium's full-page capture of four pages at once
              // stitched the first screenful over and over.
              const height = await shot.evaluate(() => document.documentElement.scrollHeight);
              await shot.setViewportSize({ width, height: Math.max(900, height) });
              await settleAnimations(shot);
              await shot.screenshot({ path: path.join(outDir, name) });
              await shot.setViewportSize({ width, height: 900 });
            }
          }
          await shot.close();
        }),
      );
      await context.close();
    }
  }
} finally {
  await browser.close();
}
