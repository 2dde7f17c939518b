import type { Locator, Page } from 'playwright-core';

/**
 * The item of a paged list (a region with 'Load more') that holds `text`, clicking 'Load more' until it shows: other
 * journeys share the demo database and may have added items before ours.
 */
export async function findInList(region: Locator, text: string): Promise<Locator> {
  const item = region.getByRole('listitem').filter({ hasText: text });
  for (let round = 0; round < 20; round++) {
    if ((await item.count()) > 0) return item.first();
    const more = region.getByRole('button', { name: 'Load more' });
    if ((await more.count()) === 0) break;
    await more.click();
    await region.page().waitForLoadState('networkidle');
  }
  await item.first().waitFor({ timeout: 10_000 });
  return item.first();
}

/**
 * Waits for a toast with exactly `text` (its title or description). Not through the notifications region's role: while
 * a dialog is open, everything outside it (the toasts' region too) is hidden from the accessibility tree.
 */
export async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}
