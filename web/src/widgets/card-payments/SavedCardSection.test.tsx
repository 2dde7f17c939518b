import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CARD_CONSENT, SavedCardSection, SavedCardSection_Query } from './SavedCardSection';

function mock(enabled: boolean, savedCard: { brand: string; last4: string } | null): MockLink.MockedResponse {
  return {
    request: { query: SavedCardSection_Query },
    result: {
      data: {
        cardPayments: { __typename: 'CardPaymentsStatus', enabled },
        viewer: {
          __typename: 'User',
          id: 'VXNlcjox',
          client: {
            __typename: 'Client',
            id: 'Q2xpZW50OjE=',
            chargeAfterVisit: false,
            savedCard: savedCard && { __typename: 'SavedCard', ...savedCard },
          },
        },
      },
    },
  };
}

describe('SavedCardSection', () => {
  it('asks for consent to charges made when absent before a card can be saved', async () => {
    const { user } = renderWithProviders(<SavedCardSection />, { mocks: [mock(true, null)] });
    const save = await screen.findByRole('button', { name: 'Save a card' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: CARD_CONSENT }));
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the saved card by brand and last four, with charge after visit and Remove card', async () => {
    renderWithProviders(<SavedCardSection />, { mocks: [mock(true, { brand: 'visa', last4: '4242' })] });
    expect(await screen.findByText('VISA ending in 4242')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Charge my card when a visit is completed' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove card' })).toBeTruthy();
  });

  it('shows nothing when card payments are off', async () => {
    const { container } = renderWithProviders(<SavedCardSection />, { mocks: [mock(false, null)] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.textContent).not.toContain('Card on file');
  });
});
