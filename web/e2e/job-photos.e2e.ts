import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, launchBrowser, newPage, signIn } from './browser.js';
import { businessDay } from './businessDay.js';

/** The helper and the client work from phones: the whole journey runs at this width. */
const PHONE = { width: 375, height: 812 };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** One GraphQL operation from the page, with its session (as the app's own client sends it). */
async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const body = await page.evaluate(
    async ({ query, variables }) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: { message: string }[] };
    },
    { query, variables },
  );
  if (body.errors) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return body.data as T;
}

async function signedIn(page: Page, email: string) {
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/signin') && !url.pathname.startsWith('/api/login'));
}

/** A 640 × 480 JPEG made in the page (a canvas), as a phone's camera would hand it over. */
async function cameraPhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#2a9d8f';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#f4a261';
    context.fillRect(80, 80, 200, 160);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const byte of bytes) text += String.fromCharCode(byte);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

describe('job photos', () => {
  it(
    "a helper on a phone adds an after photo to today's job; the owner sees it in the visit's details; the client sees it once the job is done",
    { timeout: 240_000 },
    async () => {
      const marker = `E2E-photos-${Date.now().toString(36)}`;
      const caption = `${marker} shiny kitchen`;
      const today = businessDay(0).iso;
      const client = await newPage(browser, PHONE);
      const admin = await newPage(browser);
      const helper = await newPage(browser, PHONE);
      try {
        // Set-up through the API: the client books today, the owner approves and sends the demo helper.
        await signedIn(client.page, 'client@demo.local');
        const booked = await client.page.evaluate(
          async ({ today, marker }) => {
            const response = await fetch('/api/service-requests', {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({
                service: 'deep',
                date: today,
                time: 'evening',
                phoneNumber: '239-555-0142',
                recurring: 'onetime',
                customDays: null,
                address: '12 Photo Lane, Naples, FL',
                notes: marker,
              }),
            });
            return (await response.json()) as { id: string };
          },
          { today, marker },
        );
        await signedIn(admin.page, 'admin@demo.local');
        const decided = await admin.page.evaluate(async (id) => {
          const response = await fetch(`/api/service-requests/${id}`, {
            method: 'PATCH',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ status: 'accepted' }),
          });
          return response.status;
        }, booked.id);
        expect(decided).toBe(200);
        const { serviceRequests } = await gql<{ serviceRequests: { edges: { node: { id: string; databaseId: string } }[] } }>(
          admin.page,
          '{ serviceRequests(first: 100) { edges { node { id databaseId } } } }',
        );
        const requestId = serviceRequests.edges.find((edge) => edge.node.databaseId === booked.id)!.node.id;
        const { nextVisitOfRequest: visit } = await gql<{ nextVisitOfRequest: { id: string } }>(
          admin.page,
          'query($id: ID!) { nextVisitOfRequest(requestId: $id) { id } }',
          { id: requestId },
        );
        const { helpers } = await gql<{ helpers: { edges: { node: { id: string; user: { email: string } | null } }[] } }>(
          admin.page,
          '{ helpers(first: 100) { edges { node { id user { email } } } } }',
        );
        const helperId = helpers.edges.find((edge) => edge.node.user?.email === 'helper@demo.local')!.node.id;
        await gql(admin.page, 'mutation($input: AssignHelpersInput!) { assignHelpers(input: $input) { applied } }', {
          input: { visitId: visit.id, helperIds: [helperId], confirm: true },
        });

        // The helper opens the job on the phone and adds an after photo.
        await signedIn(helper.page, 'helper@demo.local');
        await helper.page.goto(`/helper/jobs/${encodeURIComponent(visit.id)}`);
        const photos = helper.page.getByRole('region', { name: 'Photos' });
        await photos.getByText('No photos yet.', { exact: false }).waitFor();
        const form = photos.getByRole('form', { name: 'Add a photo' });
        const camera = form.getByLabel('Take a photo');
        expect(await camera.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
        expect(await camera.getAttribute('capture')).toBe('environment');

        // A file that is not a photo is refused in words, and nothing is stored.
        await form.getByLabel('Choose a photo').setInputFiles({
          name: 'notes.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.from('these are not the bytes of a photo'),
        });
        await form.getByRole('button', { name: 'Upload photo' }).click();
        await form
          .getByRole('alert')
          .getByText(/not a JPEG, PNG or WebP photo that can be read/)
          .waitFor();

        await form.getByLabel('What it shows').selectOption('AFTER');
        await form.getByLabel('Caption (optional)').fill(caption);
        await form.getByLabel('Choose a photo').setInputFiles({
          name: 'kitchen.jpg',
          mimeType: 'image/jpeg',
          buffer: await cameraPhoto(helper.page),
        });
        await form.getByRole('button', { name: 'Upload photo' }).click();
        await helper.page.getByText('Photo added', { exact: true }).first().waitFor();
        const thumbnail = photos.getByRole('img', { name: `After photo: ${caption}` });
        await thumbnail.waitFor();
        await thumbnail.scrollIntoViewIfNeeded();
        await helper.page.waitForFunction((alt) => {
          const image = [...document.images].find((candidate) => candidate.alt === alt);
          return Boolean(image?.complete && image.naturalWidth > 0);
        }, `After photo: ${caption}`);
        // Two thumbnails across, inside the phone's width.
        const box = await thumbnail.boundingBox();
        expect(box!.width).toBeLessThan(PHONE.width / 2);
        expect(await helper.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        expect(await accessibilityViolations(helper.page)).toEqual([]);

        // The owner reads it in the calendar's visit details.
        const { node: details } = await gql<{ node: { photos: { caption: string; url: string }[] } }>(
          admin.page,
          'query($id: ID!) { node(id: $id) { ... on Visit { photos { caption url } } } }',
          { id: visit.id },
        );
        expect(details.photos.map((photo) => photo.caption)).toEqual([caption]);
        const served = await admin.page.evaluate(async (url) => {
          const response = await fetch(url);
          return {
            status: response.status,
            type: response.headers.get('content-type'),
            cache: response.headers.get('cache-control'),
          };
        }, details.photos[0]!.url);
        expect(served).toEqual({ status: 200, type: 'image/jpeg', cache: 'private, max-age=86400' });

        // Before the job is done the client sees no photo, even by its address.
        const early = await client.page.evaluate(async (url) => (await fetch(url)).status, details.photos[0]!.url);
        expect(early).toBe(404);

        // The helper completes the job; the client's portal shows the after photo under Recently completed.
        await helper.page.getByRole('button', { name: 'Start Job' }).click();
        await helper.page.getByRole('button', { name: 'Complete Job' }).waitFor();
        await gql(helper.page, 'mutation($input: CompleteVisitInput!) { completeVisit(input: $input) { __typename } }', {
          input: { id: visit.id, reason: 'E2E: the photos journey ticks nothing' },
        });

        await client.page.goto('/portal');
        const recent = client.page.getByRole('region', { name: 'Recently completed' });
        const seen = recent.getByRole('img', { name: `After photo: ${caption}` });
        await seen.waitFor();
        // Thumbnails load lazily: the section may sit below the fold when other journeys filled the portal.
        await seen.scrollIntoViewIfNeeded();
        await client.page.waitForFunction((alt) => {
          const image = [...document.images].find((candidate) => candidate.alt === alt);
          return Boolean(image?.complete && image.naturalWidth > 0);
        }, `After photo: ${caption}`);
        expect(await client.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
        expect(await accessibilityViolations(client.page)).toEqual([]);
      } finally {
        await Promise.all([client.context.close(), admin.context.close(), helper.context.close()]);
      }
    },
  );
});
