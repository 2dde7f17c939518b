import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_FLAGS } from './chromiumFlags';

/** Debian's chromium (or CHROME_PATH), headless, with the flags this sandboxed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_FLAGS,
  });
}

export const baseUrl = () => inject('baseUrl');

export interface ViewportOptions {
  width?: number;
  height?: number;
  colorScheme?: 'light' | 'dark';
  /** 'block' for a test about what the server answers, which the app's service worker could answer instead. */
  serviceWorkers?: 'allow' | 'block';
}

export async function newPage(browser: Browser, options: ViewportOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? 'light',
    serviceWorkers: options.serviceWorkers ?? 'allow',
  });
  const page = await context.newPage();
  return { context, page };
}

export const DEMO_PASSWORD = 'demo1234';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/api/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** axe's WCAG A/AA rules on the current page; returns the violations for an assertion to show. */
export async function accessibilityViolations(page: Page) {
  await settleAnimations(page);
  // A fully sandboxed frame (the Outbox's email preview) runs no script, axe's included: it cannot be analysed, and
  // trying costs a 30 s timeout. The Outbox test checks the email itself as a page of its own.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('iframe[sandbox=""]')
    .analyze();
  return results.violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
}

/**
 * Waits for running CSS transitions and animations (a dialog fading in, a button's colour easing to its pressed
 * state) to end, so axe measures the colours a user reads rather than a frame in between. Endless animations
 * (spinners) are left running.
 */
async function settleAnimations(page: Page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      return timing?.iterations !== Infinity && animation.playState === 'running';
    });
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
