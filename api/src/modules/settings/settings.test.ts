import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, gql, type TestApp } from '../../../test/harness.js';
import { Role } from '../../auth/role.enum.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UPDATE = `mutation($input: UpdateBusinessSettingsInput!) {
  updateBusinessSettings(input: $input) {
    settings { businessName phone email address defaultTaxRateBasisPoints paymentInstructions payPeriodDays servicePrices { service priceCents } }
  }
}`;

describe('business settings', () => {
  it('starts with the spec prices (deep $250, move-out $350, others $150)', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const result = await gql(agent, '{ businessSettings { businessName payPeriodDays servicePrices { service priceCents } } }');
    expect(result.data.businessSettings.payPeriodDays).toBe(7);
    expect(
      Object.fromEntries(
        result.data.businessSettings.servicePrices.map((p: { service: string; priceCents: number }) => [p.service, p.priceCents]),
      ),
    ).toEqual({
      STANDARD: 15_000,
      DEEP: 25_000,
      MOVEOUT: 35_000,
      MOVEIN: 15_000,
      POST_CONSTRUCTION: 15_000,
      COMMERCIAL: 15_000,
    });
  });

  it('lets the admin change the business card, prices, tax and pay period', async () => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const result = await gql(agent, UPDATE, {
      input: {
        businessName: ' Gulf Coast Sparkle ',
        phone: '(239) 555-0100',
        email: 'Hello@GulfCoast.example',
        address: '1 Main St, Naples, FL',
        servicePrices: [{ service: 'DEEP', priceCents: 27_500 }],
        defaultTaxRateBasisPoints: 650,
        paymentInstructions: 'Zelle to hello@gulfcoast.example',
        payPeriodDays: 14,
      },
    });
    expect(result.errors).toBeUndefined();
    const settings = result.data.updateBusinessSettings.settings;
    expect(settings).toMatchObject({
      businessName: 'Gulf Coast Sparkle',
      phone: '+12395550100',
      email: 'hello@gulfcoast.example',
      defaultTaxRateBasisPoints: 650,
      payPeriodDays: 14,
    });
    expect(settings.servicePrices.find((p: { service: string }) => p.service === 'DEEP').priceCents).toBe(27_500);
    expect(settings.servicePrices.find((p: { service: string }) => p.service === 'MOVEOUT').priceCents).toBe(35_000);
    const site = await gql(t.request(), '{ publicSite { businessName phone email } }');
    expect(site.data.publicSite).toEqual({
      businessName: 'Gulf Coast Sparkle',
      phone: '+12395550100',
      email: 'hello@gulfcoast.example',
    });
  });

  it.each([
    ['businessName', { businessName: '  ' }],
    ['email', { email: 'not-mail' }],
    ['phone', { phone: '12' }],
    ['payPeriodDays', { payPeriodDays: 10 }],
    ['priceCents', { servicePrices: [{ service: 'DEEP', priceCents: -1 }] }],
    ['defaultTaxRateBasisPoints', { defaultTaxRateBasisPoints: 99_999 }],
  ])('refuses a bad %s and changes nothing', async (field, input) => {
    const { agent } = await t.signInAs(Role.ADMIN);
    const before = (await gql(agent, '{ businessSettings { businessName email phone payPeriodDays } }')).data.businessSettings;
    const result = await gql(agent, UPDATE, { input });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
    expect(String(result.errors?.[0].extensions?.field)).toContain(field);
    expect((await gql(agent, '{ businessSettings { businessName email phone payPeriodDays } }')).data.businessSettings).toEqual(
      before,
    );
  });

  it('only the admin reads or changes settings', async () => {
    for (const role of [Role.CLIENT, Role.HELPER]) {
      const { agent } = await t.signInAs(role);
      expect(errorCode(await gql(agent, '{ businessSettings { businessName } }'))).toBe('FORBIDDEN');
      expect(errorCode(await gql(agent, UPDATE, { input: { businessName: 'Hijack' } }))).toBe('FORBIDDEN');
    }
    expect(errorCode(await gql(t.request(), UPDATE, { input: { businessName: 'Hijack' } }))).toBe('UNAUTHENTICATED');
  });
});
