import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, signIn } from './browser.js';
import { baseUrl } from './browser.js';

/**
 * Issue 16: every screen of every role at a phone, a portrait tablet, a landscape tablet and a laptop. On each, after
 * each navigation: focus is on the screen's h1, the head holds exactly one <title>, no control of a row or a form
 * lies outside the visible width or inside a box that scrolls sideways, and axe (WCAG 2.1 A/AA and best practices)
 * finds nothing. Dark at 375 and 1024 px, light at 768 and 1280 px. One browser; each role signs in once and its
 * widths are visited side by side.
 */

const WIDTHS = [375, 768, 1024, 1280] as const;
/** Each theme at a phone and a tablet width, so both are checked without visiting everything twice. */
const SCHEME: Record<(typeof WIDTHS)[number], 'light' | 'dark'> = { 375: 'dark', 768: 'light', 1024: 'dark', 1280: 'light' };
const HEIGHT = 900;

interface ScreenVisit {
  path: string;
  heading: string;
  /** The sidebar link that leads there (a real click, by keyboard); otherwise the app's router is asked directly. */
  link?: string;
}

const ADMIN_SCREENS: ScreenVisit[] = [
  { path: '/', heading: 'Dashboard' },
  { path: '/calendar', heading: 'Calendar', link: 'Calendar' },
  { path: '/clients', heading: 'Clients', link: 'Clients' },
  { path: '/helpers', heading: 'Helpers', link: 'Helpers' },
  { path: '/helpers/time-off', heading: 'Time off' },
  { path: '/invoices', heading: 'Invoices', link: 'Invoices' },
  { path: '/payroll', heading: 'Payroll', link: 'Payroll' },
  { path: '/reports', heading: 'Reports', link: 'Reports' },
  { path: '/messages', heading: 'Messages', link: 'Messages' },
  { path: '/settings', heading: 'Settings', link: 'Settings' },
  { path: '/settings/activity', heading: 'Activity' },
  { path: '/settings/outbox', heading: 'Outbox' },
  { path: '/account-settings', heading: 'Account Settings' },
  { path: '/request-helper', heading: 'Request Helper Access' },
  { path: '/today', heading: 'Not allowed here' },
  { path: '/no-such-screen', heading: 'Page Not Found' },
];

const HELPER_SCREENS: ScreenVisit[] = [
  { path: '/', heading: "Today's Jobs" },
  { path: '/my-jobs', heading: 'My Jobs', link: 'My Jobs' },
  { path: '/payouts', heading: 'Payouts', link: 'Payouts' },
  { path: '/availability', heading: 'Availability', link: 'Availability' },
  { path: '/messages', heading: 'Messages', link: 'Messages' },
  { path: '/account-settings', heading: 'Account Settings' },
  { path: '/request-helper', heading: 'Request Helper Access' },
];

const CLIENT_SCREENS: ScreenVisit[] = [
  { path: '/portal', heading: 'Portal' },
  { path: '/request-service', heading: 'Request Service', link: 'Request Service' },
  { path: '/client-invoices', heading: 'Invoices', link: 'Invoices' },
  { path: '/messages', heading: 'Messages', link: 'Messages' },
  { path: '/account-settings', heading: 'Account Settings' },
  { path: '/request-helper', heading: 'Request Helper Access' },
];

const VISITOR_SCREENS: ScreenVisit[] = [
  { path: '/', heading: 'Sparkling clean homes across Southwest Florida' },
  { path: '/signin', heading: 'Sign in' },
  { path: '/signup', heading: 'Create account' },
];
/** `/` arrives rendered by the server with no router (a link from it loads the app), so it is visited on its own. */
const [SERVER_RENDERED_HOME, ...VISITOR_APP_SCREENS] = VISITOR_SCREENS;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/**
 * One sign-in per role for the whole file, reused by every context: the sign-in throttle allows 30 attempts per
 * address in 15 minutes, and the whole browser suite signs in from one address.
 */
const sessions = new Map<string | null, Promise<StorageState>>();
function signedInState(email: string | null): Promise<StorageState> {
  if (!sessions.has(email)) sessions.set(email, signInOnce(email));
  return sessions.get(email)!;
}

async function signInOnce(email: string | null): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  if (email) {
    await signIn(page, email);
    await page.getByRole('button', { name: 'Toggle sidebar' }).waitFor();
    // Signing in is a navigation too: focus leaves the sign-in form for the home screen's h1.
    const h1 = page.locator('main h1');
    await expect.poll(() => h1.evaluate((heading) => heading === document.activeElement)).toBe(true);
  }
  const state = await context.storageState();
  await context.close();
  return state;
}

/** Waits until the screen shows its h1 and has nothing left loading (spinners, stale tables, network). */
async function settled(page: Page, heading: string) {
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"], [aria-busy="true"]')].some(
        (element) => element.getAttribute('aria-busy') === 'true' || /loading/i.test(element.textContent ?? ''),
      ),
    undefined,
    { timeout: 15_000 },
  );
  // Finite transitions (a dialog fading, a button easing to its colour) end before anything is measured.
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity && animation.playState === 'running');
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** What is wrong with the screen as shown: focus, titles, controls out of reach. Empty when all is well. */
function layoutFaults(page: Page, heading: string, navigated: boolean): Promise<string[]> {
  return page.evaluate(
    ({ heading, navigated }) => {
      const faults: string[] = [];
      const active = document.activeElement;
      const onHeading = active instanceof HTMLHeadingElement && active.tagName === 'H1' && active.textContent?.trim() === heading;
      // A page's first load leaves focus to the browser (at the top); every navigation after it brings it to the h1.
      if (navigated && !onHeading) {
        const described = active
          ? `${active.tagName.toLowerCase()} “${(active.textContent ?? '').trim().slice(0, 40)}”`
          : 'nothing';
        faults.push(`focus is on ${described}, not the h1`);
      }
      const titles = [...document.querySelectorAll('title')].filter((title) => !title.closest('svg'));
      if (titles.length !== 1) faults.push(`${titles.length} <title> elements`);

      const width = window.innerWidth;
      if (document.documentElement.scrollWidth > width + 1) {
        faults.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
      }
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`;
      const controls = document.querySelectorAll<HTMLElement>(
        'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="combobox"]',
      );
      for (const control of controls) {
        const rect = control.getBoundingClientRect();
        // Off-screen by design (a skip link waiting for focus) or not rendered: nothing to reach.
        if (
          rect.width <= 1 ||
          rect.height <= 1 ||
          !control.checkVisibility({ visibilityProperty: true, opacityProperty: true })
        ) {
          continue;
        }
        if (rect.bottom < 0) continue;
        if (rect.left < -1 || rect.right > width + 1) {
          faults.push(
            `${describe(control)} lies outside the visible width (${Math.round(rect.left)}–${Math.round(rect.right)} px)`,
          );
          continue;
        }
        for (let box = control.parentElement; box && box !== document.body; box = box.parentElement) {
          const overflowX = getComputedStyle(box).overflowX;
          if (overflowX === 'visible' || box.scrollWidth <= box.clientWidth + 1) continue;
          if (overflowX === 'auto' || overflowX === 'scroll') {
            faults.push(`${describe(control)} is inside a box that scrolls sideways (${describe(box)})`);
            break;
          }
          const boxRect = box.getBoundingClientRect();
          if (rect.left < boxRect.left - 1 || rect.right > boxRect.right + 1) {
            faults.push(`${describe(control)} is cut off by its box (${describe(box)})`);
            break;
          }
        }
      }
      return faults;
    },
    { heading, navigated },
  );
}

async function axeFaults(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations.map(
    (violation) =>
      `axe ${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
}

/** A navigation inside the app, as a link does it: by the sidebar's link (opening the phone's sheet), else the router. */
async function navigate(page: Page, screen: ScreenVisit) {
  if (screen.link) {
    const phone = (page.viewportSize()?.width ?? 1280) < 768;
    if (phone) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    const nav = phone ? page.getByRole('dialog') : page.locator('#app-sidebar');
    // A badge may follow the name ('Messages, 2 unread').
    const link = nav.getByRole('link', { name: new RegExp(`^${screen.link}\\b`) }).first();
    await link.focus({ timeout: 5_000 });
    await page.keyboard.press('Enter');
  } else {
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, screen.path);
  }
  await page.waitForURL((url) => url.pathname === screen.path);
}

/** Visits the screens in order at one width: the first by loading the page, the others by navigating in the app. */
async function visitAll(context: BrowserContext, screens: ScreenVisit[], width: (typeof WIDTHS)[number]): Promise<string[]> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: HEIGHT });
  const faults: string[] = [];
  try {
    for (const [index, screen] of screens.entries()) {
      const started = Date.now();
      try {
        if (index === 0) await page.goto(screen.path);
        else await navigate(page, screen);
        await settled(page, screen.heading);
        const found = [...(await layoutFaults(page, screen.heading, index > 0)), ...(await axeFaults(page))];
        faults.push(...found.map((fault) => `${width} px ${SCHEME[width]} ${screen.path}: ${fault}`));
      } catch (error) {
        // One screen that never shows its heading is reported, and the others are still visited.
        faults.push(`${width} px ${screen.path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        await page.goto(screen.path).catch(() => undefined);
      }
      if (process.env.SCREENS_TIMING) console.log(`${width} ${screen.path} ${Date.now() - started} ms`);
    }
  } finally {
    await page.close();
  }
  return faults;
}

async function visitAtEveryWidth(email: string | null, screens: ScreenVisit[]) {
  const storageState = await signedInState(email);
  const light = await browser.newContext({ baseURL: baseUrl(), storageState, colorScheme: 'light' });
  const dark = await browser.newContext({ baseURL: baseUrl(), storageState, colorScheme: 'dark' });
  try {
    const faults = await Promise.all(WIDTHS.map((width) => visitAll(SCHEME[width] === 'dark' ? dark : light, screens, width)));
    return faults.flat();
  } finally {
    await light.close();
    await dark.close();
  }
}

/** The database id of the first invoice the signed-in person can print, read from the link on their invoices screen. */
async function printablePath(email: string, listPath: string): Promise<string> {
  const context = await browser.newContext({ baseURL: baseUrl(), storageState: await signedInState(email) });
  try {
    const page = await context.newPage();
    await page.goto(listPath);
    const link = page.locator('a[href*="/print"]').first();
    await link.waitFor();
    return new URL((await link.getAttribute('href'))!, baseUrl()).pathname;
  } finally {
    await context.close();
  }
}

describe('every screen at 375, 768, 1024 and 1280 px', { timeout: 240_000 }, () => {
  it('the visitor: the public page, sign in and sign up', async () => {
    expect(await visitAtEveryWidth(null, [SERVER_RENDERED_HOME!])).toEqual([]);
    expect(await visitAtEveryWidth(null, VISITOR_APP_SCREENS)).toEqual([]);
  });

  it('the admin: every console screen, account screens, the printable invoice, not-allowed and not-found', async () => {
    const print = await printablePath('admin@demo.local', '/invoices');
    const screens = [
      ...ADMIN_SCREENS,
      { path: print, heading: 'Invoice' },
      { path: '/public', heading: VISITOR_SCREENS[0]!.heading },
    ];
    expect(await visitAtEveryWidth('admin@demo.local', screens)).toEqual([]);
  });

  it('the helper: today, jobs, payouts, availability, messages and account screens', async () => {
    expect(await visitAtEveryWidth('helper@demo.local', HELPER_SCREENS)).toEqual([]);
  });

  it('the client: portal, request service, invoices, messages, account screens and a printable invoice', async () => {
    const print = await printablePath('client@demo.local', '/client-invoices');
    expect(await visitAtEveryWidth('client@demo.local', [...CLIENT_SCREENS, { path: print, heading: 'Invoice' }])).toEqual([]);
  });
});

describe('toasts', () => {
  it('the destructive toast of a failed submit covers none of the controls in view, at every width', async () => {
    const storageState = await signedInState('client@demo.local');
    const context = await browser.newContext({ baseURL: baseUrl(), storageState });
    try {
      const faults = await Promise.all(
        WIDTHS.map(async (width) => {
          const page = await context.newPage();
          await page.setViewportSize({ width, height: HEIGHT });
          await page.goto('/request-service');
          await settled(page, 'Request Service');
          const submit = page.getByRole('button', { name: 'Submit Request' });
          await submit.scrollIntoViewIfNeeded();
          await submit.click();
          await page.locator('[data-variant="destructive"]').filter({ hasText: 'Missing Information' }).waitFor();
          await page.waitForTimeout(200); // its slide-in
          const covered = await page.evaluate(() => {
            const toastBox = document.querySelector('[data-variant="destructive"]')!.getBoundingClientRect();
            const overlaps = (a: DOMRect, b: DOMRect) =>
              a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
            return [
              ...document.querySelectorAll<HTMLElement>('main button, main a[href], main input, main select, main textarea'),
            ]
              .filter((control) => {
                const box = control.getBoundingClientRect();
                return (
                  box.width > 1 && box.height > 1 && box.bottom > 0 && box.top < window.innerHeight && overlaps(box, toastBox)
                );
              })
              .map((control) =>
                (control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim().slice(0, 40),
              );
          });
          await page.close();
          return covered.map((name) => `${width} px: the toast covers “${name}”`);
        }),
      );
      expect(faults.flat()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
