import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';
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
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, STATUS))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, COMPLETE, { step: 'BUSINESS' }))).toBe('FORBIDDEN');
    }
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

  it('does not open where the business details are already there (a demo install or an upgraded one)', async () => {
    const em = t.em();
    const settings = await em.findOneOrFail(BusinessSettings, { key: 'default' });
    settings.setupSteps = [];
    await em.flush();
    // The details from the test before stay: phone and mailbox.
    expect(await needed((await t.signInAs(Role.ADMIN)).agent)).toBe(false);
  });
});
