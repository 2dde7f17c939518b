import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import {
  linkClientChoicesQuery,
  linkTextNumberMutation,
  textLeadsQuery,
  UnknownTextNumbers,
  unknownTextNumbersQuery,
} from './UnknownTextNumbers';

const NUMBER = {
  __typename: 'UnknownTextNumber',
  phone: '+12395550177',
  lastBody: 'Do you clean offices?',
  lastAt: '2026-11-20T14:00:00.000Z',
  count: 2,
};
const CLIENT = 'Q2xpZW50OjE';

describe('UnknownTextNumbers', () => {
  it('lists texts from numbers on no client, and links one to a client chosen by name', async () => {
    const { user } = renderWithProviders(<UnknownTextNumbers />, {
      mocks: [
        { request: { query: unknownTextNumbersQuery }, result: { data: { unknownTextNumbers: [NUMBER] } } },
        { request: { query: textLeadsQuery }, result: { data: { textLeads: [] } } },
        {
          request: { query: linkClientChoicesQuery },
          result: {
            data: {
              clients: {
                __typename: 'ClientConnection',
                edges: [{ __typename: 'ClientEdge', node: { __typename: 'Client', id: CLIENT, displayName: 'Maria Diaz' } }],
              },
            },
          },
        },
        {
          request: { query: linkTextNumberMutation, variables: { input: { phone: NUMBER.phone, clientId: CLIENT } } },
          result: {
            data: {
              linkTextNumberToClient: {
                __typename: 'LinkTextNumberPayload',
                movedTexts: 2,
                client: { __typename: 'Client', id: CLIENT, phone: NUMBER.phone },
              },
            },
          },
        },
        { request: { query: unknownTextNumbersQuery }, result: { data: { unknownTextNumbers: [] } } },
        { request: { query: textLeadsQuery }, result: { data: { textLeads: [] } } },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Texts from numbers not on a client' })).toBeTruthy();
    expect(screen.getByText('(239) 555-0177')).toBeTruthy();
    expect(screen.getByText('Do you clean offices?')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Link (239) 555-0177 to a client' }));
    const select = await screen.findByLabelText('Client for (239) 555-0177');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Maria Diaz' })).toBeTruthy());
    await user.selectOptions(select, CLIENT);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    expect(await screen.findByText('2 texts moved to the conversation.')).toBeTruthy();
  });

  it('shows nothing when no unknown number has texted', async () => {
    const { container } = renderWithProviders(<UnknownTextNumbers />, {
      mocks: [
        { request: { query: unknownTextNumbersQuery }, result: { data: { unknownTextNumbers: [] } } },
        { request: { query: textLeadsQuery }, result: { data: { textLeads: [] } } },
      ],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('section')).toBeNull();
  });
});
