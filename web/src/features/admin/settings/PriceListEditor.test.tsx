import type { MockLink } from '@apollo/client/testing';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import type { UpdatePriceListInput } from '../../../gql/graphql';
import { SERVICE_TYPES } from '../../../lib/serviceLabels';
import { PriceListEditor, PriceListEditor_Query, updatePriceListMutation } from './PriceListEditor';

configure({ asyncUtilTimeout: 5000 });

const LIST = {
  __typename: 'PriceListType',
  minimumCents: 12_000,
  services: SERVICE_TYPES.map((service) => ({
    __typename: 'ServicePricingType',
    service,
    basePriceCents: service === 'DEEP' ? 25_000 : 15_000,
    bedroomsIncluded: 1,
    bathroomsIncluded: 1,
    perBedroomCents: 2_500,
    perBathroomCents: 2_000,
    baseMinutes: 120,
    perBedroomMinutes: 30,
    perBathroomMinutes: 30,
    taxRateBasisPoints: service === 'COMMERCIAL' || service === 'POST_CONSTRUCTION' ? 650 : 0,
  })),
  extras: [
    {
      __typename: 'PriceExtraType',
      key: 'inside-oven',
      label: 'Inside oven',
      priceCents: 3_500,
      durationMinutes: 30,
      firstVisitOnly: false,
      services: ['STANDARD', 'DEEP'],
    },
    {
      __typename: 'PriceExtraType',
      key: 'laundry',
      label: 'Laundry',
      priceCents: 2_500,
      durationMinutes: 30,
      firstVisitOnly: false,
      services: ['STANDARD'],
    },
  ],
  frequencyDiscounts: ['WEEKLY', 'BIWEEKLY', 'MONTHLY', 'CUSTOM'].map((frequency) => ({
    __typename: 'FrequencyDiscountType',
    frequency,
    basisPoints: 1_000,
    notOnFirstVisit: true,
  })),
};

const listMock: MockLink.MockedResponse = { request: { query: PriceListEditor_Query }, result: { data: { priceList: LIST } } };

function saveMock(sent: UpdatePriceListInput[], error?: { message: string; field: string }): MockLink.MockedResponse {
  return {
    request: { query: updatePriceListMutation, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      sent.push(variables.input as UpdatePriceListInput);
      if (error) return { errors: [{ message: error.message, extensions: { code: 'BAD_USER_INPUT', field: error.field } }] };
      return { data: { updatePriceList: { __typename: 'UpdatePriceListPayload', priceList: LIST } } };
    },
  };
}

const notifications = () => within(screen.getByRole('region', { name: /notifications/i }));

describe('Settings → Price list', () => {
  it('shows a loading state, then sends the edited list in cents, basis points and minutes', { timeout: 30_000 }, async () => {
    const sent: UpdatePriceListInput[] = [];
    const { user } = renderWithProviders(<PriceListEditor />, { route: '/settings', mocks: [listMock, saveMock(sent)] });
    expect(screen.getByText('Loading the price list…')).toBeTruthy();
    const form = await screen.findByRole('form', { name: 'Price list' });
    const deepBase = within(form).getByRole('textbox', { name: 'Deep Cleaning: Base price' }) as HTMLInputElement;
    expect(deepBase.value).toBe('250');
    await user.clear(deepBase);
    await user.type(deepBase, '275.50');
    const tax = within(form).getByRole('textbox', { name: 'Commercial Cleaning: Sales tax (%)' }) as HTMLInputElement;
    expect(tax.value).toBe('6.5');
    await user.clear(tax);
    await user.type(tax, '7');
    await user.click(within(form).getByRole('button', { name: 'Remove Laundry' }));
    await user.click(within(form).getByRole('button', { name: 'Add Extra' }));
    await user.type(within(form).getByRole('textbox', { name: 'Extra 2: Name' }), 'Inside garage');
    const price = within(form).getByRole('textbox', { name: 'Extra 2: Price' });
    await user.clear(price);
    await user.type(price, '40');
    await user.click(within(form).getByRole('checkbox', { name: 'Extra 2: First visit only' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Extra 2: offered with Commercial Cleaning' }));
    const weekly = within(form).getByRole('textbox', { name: 'Weekly discount (%)' });
    await user.clear(weekly);
    await user.type(weekly, '15');
    await user.click(within(form).getByRole('button', { name: 'Save Price List' }));
    expect(await notifications().findByText('Prices Saved')).toBeTruthy();
    const input = sent[0]!;
    expect(input.services.find((s) => s.service === 'DEEP')?.basePriceCents).toBe(27_550);
    expect(input.services.find((s) => s.service === 'COMMERCIAL')?.taxRateBasisPoints).toBe(700);
    expect(input.extras.map((e) => e.key)).toEqual(['inside-oven', 'inside-garage']);
    expect(input.extras[1]).toMatchObject({
      label: 'Inside garage',
      priceCents: 4_000,
      durationMinutes: 30,
      firstVisitOnly: true,
    });
    expect(input.extras[1]!.services).not.toContain('COMMERCIAL');
    expect(input.frequencyDiscounts[0]).toEqual({ frequency: 'WEEKLY', basisPoints: 1_500, notOnFirstVisit: true });
    expect(input.minimumCents).toBe(12_000);
  });

  it(
    'refuses a price that is not an amount without sending, and marks the field the server names',
    { timeout: 30_000 },
    async () => {
      const sent: UpdatePriceListInput[] = [];
      const { user } = renderWithProviders(<PriceListEditor />, {
        route: '/settings',
        mocks: [
          listMock,
          saveMock(sent, {
            message: 'A base price must be a whole number from 0 to 100000000',
            field: 'services.post-construction.basePriceCents',
          }),
        ],
      });
      const form = await screen.findByRole('form', { name: 'Price list' });
      const minimum = within(form).getByRole('textbox', { name: 'Minimum per visit' });
      await user.clear(minimum);
      await user.type(minimum, 'lots');
      await user.click(within(form).getByRole('button', { name: 'Save Price List' }));
      expect(within(form).getByText('Enter an amount in dollars, like 150 or 149.99.')).toBeTruthy();
      expect(sent).toEqual([]);
      await user.clear(minimum);
      await user.type(minimum, '120');
      await user.click(within(form).getByRole('button', { name: 'Save Price List' }));
      const field = within(form).getByRole('textbox', { name: 'Post-Construction Cleaning: Base price' });
      await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
      expect(sent).toHaveLength(1);
    },
  );
});
