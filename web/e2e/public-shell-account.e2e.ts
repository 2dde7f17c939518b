import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, baseUrl, DEMO_PASSWORD, launchBrowser, newPage, signIn } from './browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A new client account of its own (signed up and with a completed profile), so no other test's data is touched. */
async function signUpClient(page: Page, firstName: string) {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const password = 'a-good-long-password';
  const signUp = await page.request.post('/api/signup', { data: { firstName, lastName: 'Tester', email, password } });
  expect(signUp.status()).toBe(202);
  // Signing up signs nobody in (its answer is the same for a taken address): the new account signs in.
  expect((await page.request.post('/api/login', { data: { email, password } })).ok()).toBe(true);
  const profile = await page.request.post('/api/auth/profile', {
    data: { displayName: `${firstName} Tester`, phone: '(239) 555-0177' },
  });
  expect(profile.ok()).toBe(true);
  return { email, password };
}

/** The element's top edge relative to the viewport, once smooth scrolling has settled. */
async function settledTop(page: Page, selector: string) {
  let previous = Number.NaN;
  for (let i = 0; i < 40; i++) {
    const top = await page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));
    if (top === previous) return top;
    previous = top;
    await page.waitForTimeout(100);
  }
  return previous;
}

describe('the public page, signed out', () => {
  it('shows the business from the database, its anchors work, and it passes axe in light and dark', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/');
      await page.getByRole('heading', { level: 1, name: 'Sparkling clean homes across Southwest Florida' }).waitFor();
      await page.getByRole('heading', { name: 'Premium Weekly/Bi-Weekly Cleaning' }).waitFor();
      expect(await page.title()).toBe('Sunshine Clean · House Cleaning in Southwest Florida');
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain('Southwest Florida');
      expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toContain('Sunshine Clean');
      expect(await page.getByRole('link', { name: 'Sign In' }).first().getAttribute('href')).toBe('/api/login');

      // The three services, the popular one marked; two five-star testimonials; six captioned photos.
      const services = page.locator('#services article');
      expect(await services.count()).toBe(3);
      expect(await services.nth(1).getByText('Most Popular').count()).toBe(1);
      expect(await page.getByRole('img', { name: 'Rated 5 out of 5' }).count()).toBe(2);
      const photos = page.locator('#gallery img');
      expect(await photos.count()).toBe(6);
      expect(await photos.first().getAttribute('loading')).toBe('lazy');

      // Tap to call and to text.
      const contact = page.locator('#contact');
      expect(await contact.getByRole('link', { name: /^Call / }).getAttribute('href')).toBe('tel:+12395550100');
      expect(await contact.getByRole('link', { name: 'Text us' }).getAttribute('href')).toBe('sms:+12395550100');
      expect(await page.getByText('© 2025 Sunshine Clean').count()).toBe(1);

      // The hero's buttons scroll to their sections, just below the sticky header.
      for (const [button, id] of [
        ['View Gallery', 'gallery'],
        ['View Services', 'services'],
        ['Get Started', 'contact'],
      ] as const) {
        await page.getByRole('link', { name: button, exact: true }).click();
        await page.waitForURL(`**/#${id}`);
        const top = await settledTop(page, `#${id}`);
        expect(top).toBeGreaterThanOrEqual(0);
        expect(top).toBeLessThan(120);
      }

      // The gallery pictures are real images served by the app.
      await page.locator('#gallery').scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('#gallery img')].every((img) => img.complete && img.naturalWidth > 0),
      );

      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
    const dark = await newPage(browser, { colorScheme: 'dark' });
    try {
      await dark.page.goto('/');
      await dark.page.getByRole('heading', { name: 'Premium Weekly/Bi-Weekly Cleaning' }).waitFor();
      // The server-rendered page hydrates in a transition; the theme is settled once it has.
      await expect.poll(() => dark.page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await accessibilityViolations(dark.page)).toEqual([]);
    } finally {
      await dark.context.close();
    }
  });

  // Body background and text of each theme (web/src/theme/tokens.ts), as computed styles report them.
  const PAINT = {
    light: { background: 'rgb(247, 248, 250)', text: 'rgb(26, 32, 44)' },
    dark: { background: 'rgb(15, 20, 26)', text: 'rgb(233, 238, 244)' },
  } as const;

  async function paint(page: Page) {
    return page.evaluate(() => {
      const body = getComputedStyle(document.body);
      return { background: body.backgroundColor, text: body.color };
    });
  }

  it.each(['light', 'dark'] as const)(
    "paints in the visitor's system theme (%s) from the server's HTML alone, before any JavaScript",
    async (colorScheme) => {
      const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, colorScheme });
      try {
        const page = await context.newPage();
        await page.goto('/');
        expect(await paint(page)).toEqual(PAINT[colorScheme]);
        // Not only the tokens: the header's own tint follows too (cssTheme.ts's inDarkTheme).
        const header = await page
          .locator('header')
          .first()
          .evaluate((element) => getComputedStyle(element).backgroundColor);
        expect(header).toBe(colorScheme === 'dark' ? 'rgba(23, 30, 38, 0.92)' : 'rgba(255, 255, 255, 0.92)');
      } finally {
        await context.close();
      }
    },
  );

  it.each([
    ['light', 'dark'],
    ['dark', 'light'],
  ] as const)(
    'paints a saved theme (%s, system %s) before any of its JavaScript, and keeps it once hydrated',
    async (saved, system) => {
      const { context, page } = await newPage(browser, { colorScheme: system });
      try {
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        await page.goto('/robots.txt');
        await page.evaluate((theme) => window.localStorage.setItem('theme', theme), saved);

        // The page's modules held back: what paints is the HTML, its CSS and the head script (allowed by its CSP hash).
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto('/');
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(saved);
        expect(await paint(page)).toEqual(PAINT[saved]);

        await page.unroute('**/assets/*.js');
        errors.length = 0;
        await page.goto('/');
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(saved);
        expect(await paint(page)).toEqual(PAINT[saved]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('arrives as HTML with its content, paints without JavaScript, and hydrates without a mismatch or a query', async () => {
    // Without JavaScript: the server's HTML alone shows the business, its services and its photos.
    const noScript = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    try {
      const page = await noScript.newPage();
      await page.goto('/');
      expect(await page.title()).toBe('Sunshine Clean · House Cleaning in Southwest Florida');
      expect(await page.getByRole('heading', { name: 'Premium Weekly/Bi-Weekly Cleaning' }).count()).toBe(1);
      expect(await page.locator('#gallery img').count()).toBe(6);
      expect(await page.locator('#public-data').count()).toBe(1);
    } finally {
      await noScript.close();
    }

    // With it: React takes over the same markup, reports no hydration error, and asks the API for nothing.
    const { context, page } = await newPage(browser);
    try {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto('/');
      const form = page.getByRole('form', { name: 'Send us a message' });
      // Hydrated: the form's submit is React's (it leaves a link to open the message again) rather than a page load.
      await page.waitForLoadState('networkidle');
      await form.getByLabel('Your Name').fill('Ana');
      await form.getByLabel('Email Address').fill('ana@example.com');
      await form.getByLabel('Message').fill('Hello');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await page.getByRole('link', { name: 'Open the message again' }).waitFor();
      expect(errors).toEqual([]);
      expect(requests.filter((path) => path === '/graphql')).toEqual([]);
      expect(requests.filter((path) => /^\/assets\/index-/.test(path))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("'Send us a message' opens the mail client with the inquiry addressed to the business", async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/#contact');
      const form = page.getByRole('form', { name: 'Send us a message' });
      await form.waitFor();
      await form.getByLabel('Your Name').fill('Ana Gómez');
      await form.getByLabel('Email Address').fill('ana@example.com');
      await form.getByLabel('Phone Number').fill('(239) 555-0123');
      await form.getByLabel('Message').fill('A deep clean & the windows, please?\nThe lanai too.');
      await form.getByRole('button', { name: 'Send Message' }).click();

      // The form navigates to a mailto: link (no server call) and leaves the same link on the page.
      const again = page.getByRole('link', { name: 'Open the message again' });
      await again.waitFor();
      const href = (await again.getAttribute('href'))!;
      const mail = new URL(href);
      expect(mail.protocol).toBe('mailto:');
      expect(mail.pathname).toBe('hello@sunshineclean.example');
      expect(mail.searchParams.get('subject')).toBe('New cleaning service inquiry');
      expect(mail.searchParams.get('body')).toBe(
        'Name: Ana Gómez\r\nEmail: ana@example.com\r\nPhone: (239) 555-0123\r\n\r\nMessage:\r\nA deep clean & the windows, please?\nThe lanai too.',
      );
      expect(page.url()).toMatch(/#contact$/);
    } finally {
      await context.close();
    }
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    try {
      await page.goto('/');
      await page.getByRole('heading', { name: 'Premium Weekly/Bi-Weekly Cleaning' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await page.getByRole('link', { name: 'Sign In' }).first().isVisible()).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the shell', () => {
  it("loads the admin's dashboard with its answer in the page: its figures show without asking the API for them", async () => {
    // Without the service worker: on a slow run it may answer the reload from its cached shell, which asks the API.
    const { context, page } = await newPage(browser, { serviceWorkers: 'block' });
    try {
      await signIn(page, 'admin@demo.local');
      // Signed in through the app: the dashboard asks for its figures itself (nothing inlined on that navigation).
      await page.getByText('Pending Approvals').waitFor();
      await page.waitForLoadState('networkidle');
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const operations: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname !== '/graphql') return;
        operations.push(String((request.postDataJSON() as { operationName?: string } | null)?.operationName));
      });
      await page.reload();
      await page.getByText('Pending Approvals').waitFor();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(operations).not.toContain('App_Viewer');
      expect(operations).not.toContain('AdminDashboardPage_Query');
      expect(await page.locator('#app-first-page').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('at 1280 px: the sidebar collapses to a rail with Ctrl+B, remembered across a reload, with tooltips', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'admin@demo.local');
      const sidebar = page.locator('#app-sidebar');
      await sidebar.waitFor();
      expect(await sidebar.evaluate((element) => element.getBoundingClientRect().width)).toBe(256);
      expect(await page.getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
      expect(await page.getByRole('link', { name: 'View Public Site' }).getAttribute('href')).toBe('/public');
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.keyboard.press('Control+b');
      await page.waitForFunction(() => document.getElementById('app-sidebar')?.getBoundingClientRect().width === 48);
      const cookie = (await context.cookies()).find((entry) => entry.name === 'sidebar_state');
      expect(cookie?.value).toBe('false');
      const days = (cookie!.expires - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);

      await page.reload();
      // The dashboard links to the calendar too; the sidebar's rail icon is the one with the tooltip.
      const calendarInRail = page.getByRole('navigation', { name: 'Admin Console' }).getByRole('link', { name: 'Calendar' });
      await calendarInRail.waitFor();
      expect(await sidebar.getAttribute('data-state')).toBe('collapsed');
      await calendarInRail.hover();
      expect(await page.getByRole('tooltip').textContent()).toBe('Calendar');
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await page.waitForFunction(() => document.getElementById('app-sidebar')?.getBoundingClientRect().width === 256);
    } finally {
      await context.close();
    }
  });

  it('at 375 px: the sidebar is an 18rem sheet that closes when a link is followed', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    try {
      await signIn(page, 'client@demo.local');
      const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
      await toggle.waitFor();
      expect(await page.getByRole('navigation', { name: 'Client Menu' }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await toggle.click();
      const sheet = page.getByRole('dialog', { name: 'Client Menu' });
      await sheet.waitFor();
      expect(await sheet.evaluate((element) => element.getBoundingClientRect().width)).toBe(288);
      expect(await accessibilityViolations(page)).toEqual([]);
      await sheet.getByRole('link', { name: 'Request Service' }).click();
      await page.waitForURL('**/request-service');
      await sheet.waitFor({ state: 'detached' });
      expect(await page.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/api/logout');
    } finally {
      await context.close();
    }
  });

  it('keeps the chosen theme across a reload', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'light' });
    try {
      await signIn(page, 'helper@demo.local');
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      expect(await page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')])).toEqual([
        'dark',
        'dark',
      ]);
      await page.reload();
      await page.getByRole('button', { name: 'Toggle theme' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows 'Page Not Found' for an unknown path and 'Not allowed here' for another role's screen", async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, 'client@demo.local');
      await page.getByText('Client Menu').waitFor();
      await page.goto('/no/such/page');
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      await page.goto('/clients');
      await page.getByRole('heading', { level: 1, name: 'Not allowed here' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Go to your home page' }).click();
      await page.getByRole('heading', { level: 1, name: 'Portal' }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the account screens', () => {
  it('account settings save the profile and change the password, signing out the other sessions', async () => {
    const { context, page } = await newPage(browser);
    const other = await newPage(browser);
    try {
      const { email, password } = await signUpClient(page, 'Paula');
      await signIn(other.page, email, password);
      await other.page.getByText('Client Menu').waitFor();

      await page.goto('/account-settings');
      await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
      expect(await page.getByLabel('Email', { exact: true }).getAttribute('readonly')).not.toBeNull();
      expect(await page.getByRole('button', { name: 'Contact Support' }).isDisabled()).toBe(true);
      expect(await accessibilityViolations(page)).toEqual([]);

      await page.getByLabel('Display name').fill('Paula P.');
      await page.getByRole('button', { name: 'Save Profile' }).click();
      await page.getByText('Profile Updated', { exact: true }).waitFor();
      await page.getByRole('banner').getByText('Paula P.').waitFor();

      await page.getByLabel('Current password').fill(password);
      await page.getByLabel('New password', { exact: true }).fill('another-long-password');
      await page.getByLabel('Confirm new password').fill('another-long-password');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText('Password Changed', { exact: true }).waitFor();

      // This browser stays signed in; the other one is signed out.
      expect((await page.request.get('/api/auth/user')).status()).toBe(200);
      expect((await other.page.request.get('/api/auth/user')).status()).toBe(401);
    } finally {
      await context.close();
      await other.context.close();
    }
  });

  it("a client's request for helper access, approved by the admin, leads to the helper's 'Complete Your Profile'", async () => {
    const client = await newPage(browser);
    const admin = await newPage(browser);
    try {
      await signUpClient(client.page, 'Rosa');
      await client.page.goto('/request-helper');
      await client.page.getByRole('heading', { level: 1, name: 'Request Helper Access' }).waitFor();
      expect(await accessibilityViolations(client.page)).toEqual([]);
      const phone = client.page.getByLabel('Phone');
      const submit = client.page.getByRole('button', { name: 'Submit Request' });
      await phone.fill('');
      expect(await submit.isDisabled()).toBe(true);
      await phone.fill('(239) 555-0188');
      await client.page.getByLabel('Cleaning experience').fill('Three years cleaning vacation rentals on Sanibel.');
      await submit.click();
      await client.page.getByText('An admin will review it soon.').first().waitFor();
      await client.page.getByText('Waiting for review').waitFor();

      await signIn(admin.page, 'admin@demo.local', DEMO_PASSWORD);
      await admin.page.getByText('Admin Console').waitFor();
      // The dashboard lists waiting requests (Settings keeps the full list).
      const waiting = admin.page.getByRole('region', { name: /^Helper Access Requests/ });
      const approve = waiting.getByRole('button', { name: 'Approve Rosa Tester' });
      await approve.waitFor();
      expect(await accessibilityViolations(admin.page)).toEqual([]);
      await approve.click();
      await admin.page.getByText('Request Approved', { exact: true }).waitFor();

      await client.page.reload();
      await client.page.getByRole('heading', { name: 'Complete Your Profile' }).waitFor();
      await client.page.getByLabel('Phone Number').waitFor();
      await client.page.getByLabel('Hourly Rate').waitFor();
      const user = await client.page.evaluate(async () => (await fetch('/api/auth/user')).json());
      expect(user).toMatchObject({ role: 'helper', needsProfileSetup: true });
    } finally {
      await client.context.close();
      await admin.context.close();
    }
  });

  it('the admin settings screen passes axe in dark mode too', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'dark' });
    try {
      await signIn(page, 'admin@demo.local');
      await page.getByText('Admin Console').waitFor();
      await page.goto('/settings');
      await page.getByRole('heading', { name: 'Business profile' }).waitFor();
      expect(await accessibilityViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
