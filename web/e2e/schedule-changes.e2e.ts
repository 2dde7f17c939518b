import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';
import { businessDay } from './businessDay.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** One GraphQL operation as the signed-in page (its session cookie), for set-up the journey does not look at. */
async function graphqlAs<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ([q, v]) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: q, variables: v }),
      });
      return response.json();
    },
    [query, variables] as const,
  );
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** The demo client signs in and asks for a cleaning at the demo address (set-up through the API); its request id. */
async function requestAsClient(
  page: Page,
  fields: { service: string; date: string; time: string; recurring: string; notes?: string },
) {
  await signIn(page, 'client@demo.local');
  await page.getByText('Client Menu').waitFor();
  const created = await graphqlAs<{ createServiceRequest: { serviceRequest: { id: string } } }>(
    page,
    `mutation($input: CreateServiceRequestInput!) { createServiceRequest(input: $input) { serviceRequest { id } } }`,
    { input: { address: '1450 Gulf Shore Blvd N, Naples, FL 34102', phoneNumber: '239-555-0142', ...fields } },
  );
  return created.createServiceRequest.serviceRequest.id;
}

describe('a client skips next week', () => {
  it(
    'is asked in the portal, approved on the dashboard, gone from the helper’s day, and not billed',
    { timeout: 240_000 },
    async () => {
      const today = businessDay(0);
      const nextWeek = businessDay(7);
      const marker = `E2E skip ${Date.now().toString(36)}`;
      const client = await newPage(browser);
      const admin = await newPage(browser);
      const helper = await newPage(browser);
      try {
        // Set-up: the client's weekly deep clean from today, approved, staffed by the demo helper, today's done.
        const requestId = await requestAsClient(client.page, {
          service: 'DEEP',
          date: today.iso,
          time: 'MORNING',
          recurring: 'WEEKLY',
          notes: marker,
        });

        await signIn(admin.page, 'admin@demo.local');
        await admin.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
        await graphqlAs(
          admin.page,
          `mutation($id: ID!) { approveServiceRequest(input: { id: $id }) { serviceRequest { id } } }`,
          {
            id: requestId,
          },
        );
        const window = await graphqlAs<{ visits: { edges: { node: { id: string; date: string; request: { id: string } } }[] } }>(
          admin.page,
          `query($from: LocalDate!, $to: LocalDate!) { visits(from: $from, to: $to, first: 500) { edges { node { id date request { id } } } } }`,
          { from: today.iso, to: nextWeek.iso },
        );
        const ours = window.visits.edges.map((edge) => edge.node).filter((visit) => visit.request.id === requestId);
        const first = ours.find((visit) => visit.date === today.iso)!;
        const skipped = ours.find((visit) => visit.date === nextWeek.iso)!;
        expect(first && skipped).toBeTruthy();
        const helpers = await graphqlAs<{ helpers: { edges: { node: { id: string; user: { email: string } | null } }[] } }>(
          admin.page,
          '{ helpers(first: 50) { edges { node { id user { email } } } } }',
        );
        const demoHelper = helpers.helpers.edges.find((edge) => edge.node.user?.email === 'helper@demo.local')!.node;
        await graphqlAs(admin.page, `mutation($input: AssignHelpersInput!) { assignHelpers(input: $input) { applied } }`, {
          input: { visitId: first.id, helperIds: [demoHelper.id], scope: 'FUTURE_VISITS', confirm: true },
        });

        await signIn(helper.page, 'helper@demo.local');
        await helper.page.getByText('Helper Portal').first().waitFor();
        await graphqlAs(helper.page, `mutation($id: ID!) { startVisit(input: { id: $id }) { visit { id } } }`, { id: first.id });
        // The service's checklist has required tasks this journey does not tick: completing them open asks why.
        await graphqlAs(
          helper.page,
          `mutation($id: ID!) { completeVisit(input: { id: $id, reason: "Checklist kept on paper today" }) { visit { id } } }`,
          { id: first.id },
        );
        // The helper's next week holds the visit.
        const helperWeek = `/my-jobs?week=${nextWeek.iso}`;
        await helper.page.goto(helperWeek);
        const day = helper.page.getByRole('region', { name: new RegExp(nextWeek.dayTitle) });
        await day.getByText('Jennifer Thompson').first().waitFor();
        const jobsBefore = await day.getByRole('listitem').count();

        // 1. The client asks to skip next week's visit.
        await client.page.goto('/portal');
        const visits = client.page.getByRole('region', { name: 'Upcoming visits' });
        const item = visits.getByRole('listitem').filter({ hasText: nextWeek.short }).filter({ hasText: 'Deep Cleaning' });
        await item.first().getByRole('button', { name: 'Request a change' }).click();
        const dialog = client.page.getByRole('dialog', { name: 'Request a change' });
        await dialog.getByLabel('Skip this visit').check();
        await dialog.getByLabel('Note (optional)').fill(`${marker}: family visiting`);
        expect(await accessibilityViolations(client.page), 'request a change dialog').toEqual([]);
        await dialog.getByRole('button', { name: 'Send request' }).click();
        await client.page.getByText('Change Requested', { exact: true }).first().waitFor();
        await item.first().getByText('Waiting for approval').waitFor();

        // 2. The owner approves it on the dashboard.
        await admin.page.goto('/');
        const changes = admin.page.getByRole('region', { name: /Change requests/ });
        const change = changes.getByRole('listitem').filter({ hasText: `${marker}: family visiting` });
        await change.waitFor();
        expect(await accessibilityViolations(admin.page), 'dashboard with a change request').toEqual([]);
        await change.getByRole('button', { name: 'Approve' }).click();
        await admin.page.getByText('Change Approved', { exact: true }).first().waitFor();
        await change.waitFor({ state: 'detached' });

        // 3. The helper's day no longer has it.
        await helper.page.goto(helperWeek);
        await helper.page.getByRole('heading', { name: 'My Jobs' }).first().waitFor();
        await helper.page.waitForLoadState('networkidle');
        const dayAfter = helper.page.getByRole('region', { name: new RegExp(nextWeek.dayTitle) });
        const jobsAfter = (await dayAfter.count()) ? await dayAfter.getByRole('listitem').count() : 0;
        expect(jobsAfter).toBe(jobsBefore - 1);

        // The client sees the outcome.
        await client.page.reload();
        await client.page
          .getByRole('region', { name: 'Upcoming visits' })
          .getByRole('listitem')
          .filter({ hasText: `Skip · visit of ${nextWeek.short}` })
          .getByText('Approved')
          .first()
          .waitFor();

        // 4. The invoice from the request bills the completed visit, not the skipped one.
        await admin.page.goto('/invoices');
        await admin.page.getByRole('button', { name: 'From Request' }).click();
        const fromRequest = admin.page.getByRole('dialog', { name: 'Invoice from a request' });
        const clientSelect = fromRequest.getByLabel('Client', { exact: true });
        await clientSelect.locator('option', { hasText: 'Jennifer Thompson' }).first().waitFor({ state: 'attached' });
        await clientSelect.selectOption({ label: 'Jennifer Thompson' });
        const select = fromRequest.getByLabel('Request');
        await select.locator(`option[value="${requestId}"]`).waitFor({ state: 'attached' });
        await select.selectOption(requestId);
        await fromRequest.getByRole('button', { name: 'Create Invoice' }).click();
        await admin.page.getByText('Invoice created', { exact: true }).first().waitFor();
        // "Deep Cleaning, Tue, Nov 24, 2026": the line the invoice writes for a visit (the service's one name).
        const lineFor = (iso: string) =>
          `Deep Cleaning, ${new Intl.DateTimeFormat('en-US', {
            timeZone: 'UTC',
            weekday: 'short',
            month: 'short',
            day: 'numeric',
            year: 'numeric',
          }).format(new Date(`${iso}T12:00:00Z`))}`;
        const invoices = await graphqlAs<{
          invoices: { edges: { node: { client: { displayName: string }; items: { description: string }[] } }[] };
        }>(admin.page, '{ invoices(first: 20) { edges { node { client { displayName } items { description } } } } }');
        const billed = invoices.invoices.edges
          .map((edge) => edge.node)
          .filter((invoice) => invoice.client.displayName === 'Jennifer Thompson')
          .find((invoice) => invoice.items.some((line) => line.description === lineFor(today.iso)));
        expect(billed?.items.map((line) => line.description)).toEqual([lineFor(today.iso)]);
      } finally {
        await client.context.close();
        await admin.context.close();
        await helper.context.close();
      }
    },
  );
});

describe('dragging a visit on the calendar (desktop)', () => {
  it('drags a visit in day view with the mouse: Reschedule opens prefilled with the drop, and saves on confirmation', async () => {
    // Far beyond the demo series' 13 weeks, so the day holds this visit only.
    const day = businessDay(120);
    const admin = await newPage(browser);
    const client = await newPage(browser);
    try {
      const requestId = await requestAsClient(client.page, {
        service: 'COMMERCIAL',
        date: day.iso,
        time: 'EVENING',
        recurring: 'ONETIME',
      });
      await signIn(admin.page, 'admin@demo.local');
      await admin.page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await graphqlAs(admin.page, `mutation($id: ID!) { approveServiceRequest(input: { id: $id }) { serviceRequest { id } } }`, {
        id: requestId,
      });

      // Month by month to the visit's month, then its day (the day number drills down to the day view).
      const page = admin.page;
      await page.goto('/calendar');
      await page.getByRole('status').filter({ hasText: /shown/ }).waitFor();
      const [year, month, date] = day.iso.split('-').map(Number) as [number, number, number];
      const monthTitle = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
        new Date(Date.UTC(year, month - 1, 1)),
      );
      for (let step = 0; step < 6 && !(await page.getByRole('heading', { name: monthTitle }).isVisible()); step += 1) {
        await page.getByRole('button', { name: /^Next/ }).click();
      }
      await page.getByRole('heading', { name: monthTitle }).waitFor();
      const dayName = new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(new Date(Date.UTC(year, month - 1, date)));
      await page.getByRole('button', { name: dayName, exact: true }).click();
      // The drag-and-drop grid replaces the plain one once its chunk is in.
      await page.locator('.rbc-addons-dnd .rbc-day-slot').first().waitFor();
      const visit = page.locator('.rbc-day-slot .rbc-event').filter({ hasText: 'Commercial' });
      await visit.waitFor();

      // Evening (from 5 PM) to 1 PM: grab the box near its top and drop it at the top of the 1 PM hour.
      const onePm = page.locator('.rbc-day-slot .rbc-timeslot-group').nth(13);
      // Both in the viewport: 1 PM is four hours above the visit.
      await visit.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const from = (await visit.boundingBox())!;
      const to = (await onePm.boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + 6);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2, from.y + 30, { steps: 5 });
      await page.mouse.move(from.x + from.width / 2, to.y + 6, { steps: 15 });
      await page.mouse.up();

      const dialog = page.getByRole('dialog', { name: 'Reschedule' });
      await dialog.waitFor();
      expect(await dialog.getByLabel('New date').inputValue()).toBe(day.iso);
      expect(await dialog.getByLabel('Time slot').inputValue()).toBe('AFTERNOON');
      await dialog.getByRole('button', { name: 'Reschedule' }).click();
      await page.getByText('Visit Rescheduled').first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      // The grid shows it in the afternoon (1 PM) now.
      await expect.poll(async () => (await visit.boundingBox())!.y, { timeout: 10_000 }).toBeLessThan(from.y - 100);
    } finally {
      await admin.context.close();
      await client.context.close();
    }
  }, 120_000);
});

describe("the calendar's week on a phone", () => {
  it('shows each visit as its client’s first name on one line, with the full title as the accessible name', async () => {
    const { context, page } = await newPage(browser, { width: 375, height: 812 });
    try {
      await signIn(page, 'admin@demo.local');
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
      await page.goto('/calendar');
      await page.getByRole('heading', { name: 'Calendar' }).waitFor();
      await page.getByRole('button', { name: 'Week', exact: true }).click();
      // The week's own visits, not the month's shown while they load.
      await page.waitForLoadState('networkidle');
      const events = page.locator('.rbc-day-slot .rbc-event');
      // The demo series runs weekly for 13 weeks; a week of holidays or closures may hold none.
      for (let tries = 0; tries < 4 && (await events.count()) === 0; tries++) {
        await page.getByRole('button', { name: /Next/ }).click();
        await page.waitForLoadState('networkidle');
      }
      expect(await events.count()).toBeGreaterThan(0);

      const shown = await events.evaluateAll((boxes) =>
        boxes.map((box) => {
          const name = box.querySelector('.sc-event-name')!;
          const short = box.querySelector<HTMLElement>('.sc-event-short')!;
          const lineHeight = parseFloat(getComputedStyle(short).lineHeight);
          return {
            title: name.textContent!.trim(),
            nameWidth: name.getBoundingClientRect().width,
            short: short.textContent,
            shortAriaHidden: short.getAttribute('aria-hidden'),
            oneLine: short.getBoundingClientRect().height <= lineHeight + 1,
            ellipsis: getComputedStyle(short).textOverflow,
            inside: short.getBoundingClientRect().right <= box.getBoundingClientRect().right + 0.5,
          };
        }),
      );
      for (const event of shown) {
        expect(event).toEqual({
          title: event.title,
          nameWidth: expect.any(Number),
          short: event.title.split(/\s+/)[0],
          shortAriaHidden: 'true',
          oneLine: true,
          ellipsis: 'ellipsis',
          inside: true,
        });
        // The full title is out of sight (visually hidden), and still what a screen reader hears.
        expect(event.nameWidth).toBeLessThanOrEqual(1);
        expect(await page.getByRole('button', { name: event.title }).count()).toBeGreaterThan(0);
      }

      // The resize re-renders the calendar (drag and drop is on beyond phone width), so wait for the new events.
      const eventShows = () =>
        events.first().evaluate((box) => ({
          nameShown: box.querySelector('.sc-event-name')!.getBoundingClientRect().width > 1,
          short: getComputedStyle(box.querySelector('.sc-event-short')!).display,
        }));
      // A tablet beside the open sidebar has columns as narrow as a phone's: first names still.
      await page.setViewportSize({ width: 768, height: 812 });
      await expect.poll(eventShows, { timeout: 10_000 }).toEqual({ nameShown: false, short: 'block' });
      // On a laptop, the whole title.
      await page.setViewportSize({ width: 1280, height: 812 });
      await expect.poll(eventShows, { timeout: 10_000 }).toEqual({ nameShown: true, short: 'none' });
    } finally {
      await context.close();
    }
  });
});
