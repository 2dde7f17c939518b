import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ACTIVE_HELPERS_LIMIT, AssignHelpersDialog_Query } from './AssignHelpersDialog';
import { AssignJobHelpersButton, AssignJobHelpersButton_NextVisit } from './AssignJobHelpersButton';

const REQUEST_ID = 'U2VydmljZVJlcXVlc3Q6MQ';

function nextVisitMock(id: string | null): MockLink.MockedResponse {
  return {
    request: { query: AssignJobHelpersButton_NextVisit, variables: { requestId: REQUEST_ID } },
    result: { data: { nextVisitOfRequest: id ? { __typename: 'Visit', id } : null } },
  };
}

const dialogMock: MockLink.MockedResponse = {
  request: { query: AssignHelpersDialog_Query, variables: { visitId: 'VmlzaXQ6Nw', first: ACTIVE_HELPERS_LIMIT } },
  result: {
    data: {
      node: {
        __typename: 'Visit',
        id: 'VmlzaXQ6Nw',
        date: '2026-12-15',
        timeSlot: 'EVENING',
        startTime: null,
        status: 'SCHEDULED',
        service: 'STANDARD',
        clientName: 'Robert Chen',
        request: { __typename: 'ServiceRequest', id: REQUEST_ID, recurring: 'MONTHLY' },
        client: { __typename: 'Client', id: 'Q2xpZW50OjE', sameHelpers: false, preferredHelpers: [], excludedHelpers: [] },
        helpers: [],
      },
      helpers: { __typename: 'HelperConnection', edges: [] },
    },
  },
};

const notifications = () => within(document.querySelector<HTMLElement>('[role="region"][aria-label^="Notifications"]')!);

describe('AssignJobHelpersButton (an approved job on the dashboard)', () => {
  it("opens 'Assign helpers' for the job's next visit", async () => {
    const { user } = renderWithProviders(<AssignJobHelpersButton requestId={REQUEST_ID} />, {
      mocks: [nextVisitMock('VmlzaXQ6Nw'), dialogMock],
    });
    await user.click(screen.getByRole('button', { name: 'Assign helpers' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign helpers' }));
    expect(await dialog.findByText(/Robert Chen · Standard Cleaning · Tuesday, December 15, Evening 4PM-7PM/)).toBeTruthy();
    expect(dialog.getByRole('radio', { name: /This and all future visits/ })).toBeTruthy();
    expect(dialog.getByText(/No active helpers/)).toBeTruthy();
  });

  it('says so when the job has no visit left to do', async () => {
    const { user } = renderWithProviders(<AssignJobHelpersButton requestId={REQUEST_ID} />, { mocks: [nextVisitMock(null)] });
    await user.click(screen.getByRole('button', { name: 'Assign helpers' }));
    expect(await notifications().findByText('Nothing to assign')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
