import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { addDays, businessToday } from '../../shared/calendar-date.js';
import { Helper } from '../helper/helper.entity.js';
import { Visit } from '../visit/visit.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { PUBLIC_URL: 'http://sunshine.test' } });
});
afterAll(() => t.close());

const FEED = '{ myCalendarFeed { url webcalUrl } }';
const RESET = 'mutation { resetCalendarFeed { url } }';
const pathOf = (url: string) => new URL(url).pathname;

async function acceptedVisit(address: string, date = addDays(businessToday(), 2)) {
  const client = await t.signInAs(Role.CLIENT);
  const created = await client.agent.post('/api/service-requests').send({
    service: 'standard',
    date,
    time: 'morning',
    phoneNumber: '239-555-0100',
    address,
    recurring: 'onetime',
  });
  const { agent } = await t.signInAs(Role.ADMIN);
  await agent.patch(`/api/service-requests/${created.body.id}`).send({ status: 'accepted' }).expect(200);
  const [visit] = await t.em().find(Visit, { request: created.body.id });
  return { ...client, visit };
}

describe('calendar feeds', () => {
  it("a client's feed holds their visits only, in UTC from the business's wall clock", async () => {
    // Over a year ahead (bookings reach two years): out of the feed's window, so one is moved near for the times.
    const far = addDays(businessToday(), 400);
    const mine = await acceptedVisit('10 Mine St', far);
    await acceptedVisit('20 Theirs St', far);
    const near = addDays(businessToday(), 3);
    const ownNear = await t.em().findOneOrFail(Visit, mine.visit.id);
    ownNear.date = near;
    await t.em().persist(ownNear).flush();
    const feed = await gql(mine.agent, FEED);
    expect(feed.data.myCalendarFeed.url).toMatch(/^http:\/\/sunshine\.test\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.data.myCalendarFeed.webcalUrl).toMatch(/^webcal:\/\/sunshine\.test\//);
    // Asking again gives the same URL (it is stored only as a hash, rebuilt from the row's id).
    expect((await gql(mine.agent, FEED)).data.myCalendarFeed.url).toBe(feed.data.myCalendarFeed.url);

    const response = await t.request().get(pathOf(feed.data.myCalendarFeed.url));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/calendar/);
    expect(response.text).toContain('BEGIN:VCALENDAR');
    expect(response.text).toContain('10 Mine St');
    expect(response.text).not.toContain('20 Theirs St');
    expect(response.text).toContain(`UID:visit-${mine.visit.id}@sunshine-clean`);
    // Morning = 8:00 in Naples = 12:00 or 13:00 UTC depending on daylight saving.
    expect(response.text).toMatch(new RegExp(`DTSTART:${near.replace(/-/g, '')}T1[23]0000Z`));
  });

  it("a helper's feed holds the visits they are assigned to; the owner's holds the whole schedule", async () => {
    const { visit } = await acceptedVisit('30 Helper Way');
    await acceptedVisit('40 Nobody Ave');
    const helper = await t.signInAs(Role.HELPER);
    const record = await t.em().findOneOrFail(Helper, { user: helper.user.id });
    const { agent: owner } = await t.signInAs(Role.ADMIN);
    await gql(owner, `mutation($input: AssignHelpersInput!) { assignHelpers(input: $input) { applied } }`, {
      input: { visitId: visit.id, helperIds: [record.id], confirm: true },
    });
    const helperFeed = await t.request().get(pathOf((await gql(helper.agent, FEED)).data.myCalendarFeed.url));
    expect(helperFeed.text).toContain('30 Helper Way');
    expect(helperFeed.text).not.toContain('40 Nobody Ave');
    const ownerFeed = await t.request().get(pathOf((await gql(owner, FEED)).data.myCalendarFeed.url));
    expect(ownerFeed.text).toContain('30 Helper Way');
    expect(ownerFeed.text).toContain('40 Nobody Ave');
  });

  it('reset revokes the old URL; unknown and forged tokens are 404; the signed-out cannot ask for one', async () => {
    const { agent } = await t.signInAs(Role.CLIENT);
    const old = (await gql(agent, FEED)).data.myCalendarFeed.url;
    const fresh = (await gql(agent, RESET)).data.resetCalendarFeed.url;
    expect(fresh).not.toBe(old);
    expect((await t.request().get(pathOf(old))).status).toBe(404);
    expect((await t.request().get(pathOf(fresh))).status).toBe(200);
    expect((await t.request().get(`/api/calendar/${'a'.repeat(43)}.ics`)).status).toBe(404);
    expect((await t.request().get('/api/calendar/not-a-feed')).status).toBe(404);
    expect(errorCode(await gql(t.request(), FEED))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(t.request(), RESET))).toBe('UNAUTHENTICATED');
  });
});
