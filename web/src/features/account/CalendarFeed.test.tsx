import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { CalendarFeed, calendarFeedQuery, resetCalendarFeedMutation } from './CalendarFeed';

const feed = (token: string) => ({
  __typename: 'CalendarFeedLink',
  url: `https://clean.example.com/api/calendar/${token}.ics`,
  webcalUrl: `webcal://clean.example.com/api/calendar/${token}.ics`,
});

const loadMock: MockLink.MockedResponse = {
  request: { query: calendarFeedQuery },
  result: { data: { myCalendarFeed: feed('old-token') } },
};

const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));

describe('CalendarFeed', () => {
  it('shows the private URL with a copy button and the webcal link; the owner’s covers the whole schedule', async () => {
    const { user } = renderWithProviders(<CalendarFeed viewerRole="ADMIN" />, { mocks: [loadMock] });
    const field = (await screen.findByLabelText('Subscription URL')) as HTMLInputElement;
    expect(field.value).toBe('https://clean.example.com/api/calendar/old-token.ics');
    expect(field.readOnly).toBe(true);
    expect(screen.getByText(/the whole schedule/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open in calendar app' }).getAttribute('href')).toBe(
      'webcal://clean.example.com/api/calendar/old-token.ics',
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link is on your clipboard.')).toBeTruthy();
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe('https://clean.example.com/api/calendar/old-token.ics');
  });

  it('resets the link only after a confirmation that the old one stops working', async () => {
    const { user } = renderWithProviders(<CalendarFeed viewerRole="CLIENT" />, {
      mocks: [
        loadMock,
        {
          request: { query: resetCalendarFeedMutation },
          result: { data: { resetCalendarFeed: feed('new-token') } },
        },
      ],
    });
    expect(await screen.findByText(/your cleanings/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset your calendar link?' });
    expect(within(confirm).getByText(/The old link stops working/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect((screen.getByLabelText('Subscription URL') as HTMLInputElement).value).toContain('old-token');

    await user.click(screen.getByRole('button', { name: 'Reset link' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset link' }));
    expect(await notifications().findByText('Calendar link reset')).toBeTruthy();
    await waitFor(() => expect((screen.getByLabelText('Subscription URL') as HTMLInputElement).value).toContain('new-token'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers to try again when the link cannot be loaded', async () => {
    renderWithProviders(<CalendarFeed viewerRole="HELPER" />, {
      mocks: [{ request: { query: calendarFeedQuery }, error: new Error('offline') }],
    });
    expect(await screen.findByText(/We couldn't load your calendar link/)).toBeTruthy();
  });
});
