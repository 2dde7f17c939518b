import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CARD_CONSENT } from './SavedCardSection';
import { SaveCardOffer, SaveCardOffer_Query } from './SaveCardOffer';

function mock(enabled: boolean, savedCard: { brand: string; last4: string } | null): MockLink.MockedResponse {
  return {
    request: { query: SaveCardOffer_Query },
    result: {
      data: {
        cardPayments: { __typename: 'CardPaymentsStatus', enabled },
        viewer: {
          __typename: 'User',
          id: 'VXNlcjox',
          client: { __typename: 'Client', id: 'Q2xpZW50OjE=', savedCard: savedCard && { __typename: 'SavedCard', ...savedCard } },
        },
      },
    },
  };
}

describe('SaveCardOffer (the end of online booking)', () => {
  it('offers a card for after each visit only once the client agrees to charges made when absent', async () => {
    const { user } = renderWithProviders(<SaveCardOffer />, { mocks: [mock(true, null)] });
    await screen.findByRole('heading', { name: 'Save a card for after each visit' });
    const save = screen.getByRole('button', { name: 'Save a card for after each visit' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: CARD_CONSENT }));
    expect(save.disabled).toBe(false);
  });

  it('offers nothing when card payments are off or a card is already saved', async () => {
    for (const answer of [mock(false, null), mock(true, { brand: 'visa', last4: '4242' })]) {
      const { unmount } = renderWithProviders(<SaveCardOffer />, { mocks: [answer] });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('heading', { name: 'Save a card for after each visit' })).toBeNull();
      unmount();
    }
  });
});
