import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
import { ServiceAreaZip } from '../booking/booking.entities.js';
import { BusinessSettings } from './settings.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const STATUS = `{ setupStatus { needed steps { step done } } }`;
const COMPLETE = `mutation($step: SetupStep!) { completeSetupStep(input: { step: $step }) { setupStatus { needed steps { step done } } } }`;
const UPDATE = `mutation($input: UpdateBusinessSettingsInput!) { updateBusinessSettings(input: $input) { settings { phone } } }`;

const needed = async (agent: Parameters<typeof gql>[0]) => (await gql(agent, STATUS)).data.setupStatus.needed as boolean;

describe('first-run setup', () => {
  it('refuses clients, helpers and the signed-out, changing nothing', async () => {
    const ZIPS = `mutation { completeSetupStep(input: { step: ADDRESS, serviceAreaZips: "34999" }) { setupStatus { needed } } }`;
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, STATUS))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, COMPLETE, { step: 'BUSINESS' }))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, ZIPS))).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.request(), ZIPS))).toBe('UNAUTHENTICATED');
    expect(await t.em().count(ServiceAreaZip, { zip: '34999' })).toBe(0);
    expect(errorCode(await gql(t.request(), STATUS))).toBe('UNAUTHENTICATED');
    expect(errorCode(await gql(t.request(), COMPLETE, { step: 'BUSINESS' }))).toBe('UNAUTHENTICATED');
    expect((await t.em().findOne(BusinessSettings, { key: 'default' }))?.setupSteps ?? []).toEqual([]);
  });

  it('opens on an install with no business details, runs to its last step though the first fills them, then never again', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    expect(await needed(agent)).toBe(true);
    expect((await gql(agent, UPDATE, { input: { phone: '239-555-0100', email: 'hi@biz.test' } })).errors).toBeUndefined();
    const first = await gql(agent, COMPLETE, { step: 'BUSINESS' });
    expect(first.data.completeSetupStep.setupStatus).toEqual({
      needed: true,
      steps: [
        { step: 'BUSINESS', done: true },
        { step: 'ADDRESS', done: false },
        { step: 'PRICES', done: false },
        { step: 'TAX', done: false },
        { step: 'IMPORT', done: false },
      ],
    });
    // Skipping is completing without saving anything; a step done twice counts once.
    for (const step of ['ADDRESS', 'PRICES', 'PRICES', 'TAX']) await gql(agent, COMPLETE, { step });
    expect(await needed(agent)).toBe(true);
    await gql(agent, COMPLETE, { step: 'IMPORT' });
    expect(await needed(agent)).toBe(false);
    expect((await gql((await t.signInAs(Role.ADMIN)).agent, STATUS)).data.setupStatus.needed).toBe(false);
  });

  it("makes the Address step's ZIP codes the service area, a kept ZIP keeping its trip charge, all or none", async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const em = t.em();
    (await em.findOneOrFail(BusinessSettings, { key: 'default' })).setupSteps = [];
    em.create(ServiceAreaZip, { zip: '34971', place: 'Naples', tripChargeCents: 1500 });
    await em.flush();
    const WITH_ZIPS = `mutation($step: SetupStep!, $zips: String) {
      completeSetupStep(input: { step: $step, serviceAreaZips: $zips }) { setupStatus { steps { step done } } }
    }`;
    const before = await t.em().count(ServiceAreaZip, {});
    expect(before).toBeGreaterThan(1);
    const zipsNow = async () =>
      (await t.em().find(ServiceAreaZip, { zip: { $in: ['34971', '34972', '34973'] } }, { orderBy: { zip: 'asc' } })).map((z) => [
        z.zip,
        z.place,
        z.tripChargeCents,
      ]);

    // One bad ZIP among good ones: nothing saved, the step not done, the field named.
    const bad = await gql(agent, WITH_ZIPS, { step: 'ADDRESS', zips: '34972, 3497, 34973' });
    expect(errorCode(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]).toMatchObject({
      message: '3497 is not a 5-digit ZIP code: separate ZIP codes with commas or spaces',
      extensions: { field: 'serviceAreaZips' },
    });
    const wrongStep = await gql(agent, WITH_ZIPS, { step: 'TAX', zips: '34972' });
    expect(wrongStep.errors![0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'serviceAreaZips' });
    expect(await zipsNow()).toEqual([['34971', 'Naples', 1500]]);
    expect(await t.em().count(ServiceAreaZip, {})).toBe(before);
    const steps = async () => (await em.fork().findOneOrFail(BusinessSettings, { key: 'default' })).setupSteps;
    expect(await steps()).not.toContain('ADDRESS');

    // Commas, spaces, new lines and a repeat; the ZIP already served keeps its place and trip charge.
    const saved = await gql(agent, WITH_ZIPS, { step: 'ADDRESS', zips: ' 34972,34973\n34971  34972 ' });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.completeSetupStep.setupStatus.steps).toContainEqual({ step: 'ADDRESS', done: true });
    expect(await zipsNow()).toEqual([
      ['34971', 'Naples', 1500],
      ['34972', null, 0],
      ['34973', null, 0],
    ]);
    // The ZIPs not listed (the demo area a fresh install starts with) are no longer served.
    expect(await t.em().count(ServiceAreaZip, {})).toBe(3);
    // The clients' ZIP check on the public page now answers for them.
    const check = await gql(t.request(), '{ checkZip(zip: "34973") { served } }');
    expect(check.data.checkZip.served).toBe(true);
  });

  it('does not open where the business details are already there (a demo install or an upgraded one)', async () => {
    const em = t.em();
    const settings = await em.findOneOrFail(BusinessSettings, { key: 'default' });
    settings.setupSteps = [];
    await em.flush();
    // The details from the test before stay: phone and mailbox.
    expect(await needed((await t.signInAs(Role.ADMIN)).agent)).toBe(false);
  });
});
