import type { MockLink } from '@apollo/client/testing';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { addDays, businessToday } from '../../../lib/businessTime';
import { CompleteVisits_Mutation, MarkVisitCompleted_Mutation } from '../../../widgets/schedule/VisitCompletion';
import { PastVisitsCard, PastVisitsCard_Query } from './PastVisitsCard';

configure({ asyncUtilTimeout: 5000 });

const TODAY = businessToday();
const TWO_DAYS_AGO = addDays(TODAY, -2);
const YESTERDAY = addDays(TODAY, -1);

function visit(id: string, date: string, clientName: string) {
  return {
    __typename: 'Visit' as const,
    id,
    date,
    timeSlot: 'MORNING' as const,
    startTime: null,
    status: 'SCHEDULED' as const,
    service: 'STANDARD' as const,
    clientName,
    request: { __typename: 'ServiceRequest' as const, id: `r-${id}`, recurring: 'WEEKLY' as const },
  };
}

function pastMock(visits: ReturnType<typeof visit>[], totalCount = visits.length): MockLink.MockedResponse {
  return {
    request: { query: PastVisitsCard_Query },
    result: { data: { pastVisitsToConfirm: { __typename: 'PastVisitsToConfirm', totalCount, visits } } },
  };
}

const completed = (id: string) => ({
  __typename: 'Visit' as const,
  id,
  status: 'COMPLETED' as const,
  startedAt: null,
  completedAt: '2031-03-12T15:00:00.000Z',
  completedBy: { __typename: 'User' as const, id: 'u-owner', name: 'Olivia Owner' },
});

const THREE = [
  visit('v1', TWO_DAYS_AGO, 'Jennifer Thompson'),
  visit('v2', YESTERDAY, 'Robert Chen'),
  visit('v3', YESTERDAY, 'Maria Garcia'),
];

describe('PastVisitsCard', () => {
  it('lists past visits by day, oldest first, each with Complete, Skip and Cancel visit', async () => {
    renderWithProviders(<PastVisitsCard />, { mocks: [pastMock(THREE)] });
    const card = within(await screen.findByRole('region', { name: /Past visits to confirm/ }));
    await card.findByText('Jennifer Thompson');
    expect(card.getByText('(3)')).toBeTruthy();
    const days = card.getAllByRole('region');
    expect(days).toHaveLength(2);
    expect(within(days[0]!).getByText('Jennifer Thompson')).toBeTruthy();
    expect(
      within(days[1]!)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Robert Chen', 'Maria Garcia']);
    const row = within(card.getAllByRole('listitem')[0]!);
    for (const name of ['Complete', 'Skip', 'Cancel visit']) {
      expect(row.getByRole('button', { name }).getAttribute('aria-describedby')).toBe('past-visit-v1');
    }
  });

  it('completes one visit and shows the list again without it', async () => {
    const { user } = renderWithProviders(<PastVisitsCard />, {
      mocks: [
        pastMock(THREE),
        {
          request: { query: MarkVisitCompleted_Mutation, variables: { input: { id: 'v1' } } },
          result: { data: { markVisitCompleted: { __typename: 'VisitPayload', visit: completed('v1') } } },
        },
        pastMock(THREE.slice(1)),
      ],
    });
    const card = within(await screen.findByRole('region', { name: /Past visits to confirm/ }));
    const row = within((await card.findByText('Jennifer Thompson')).closest('li')!);
    await user.click(row.getByRole('button', { name: 'Complete' }));
    expect(await screen.findByText('Visit Completed')).toBeTruthy();
    expect(await card.findByText('(2)')).toBeTruthy();
    expect(card.queryByText('Jennifer Thompson')).toBeNull();
  });

  it('asks before completing all, naming how many, then says so', async () => {
    const { user } = renderWithProviders(<PastVisitsCard />, {
      mocks: [
        // Capped: 3 shown of 12.
        pastMock(THREE, 12),
        {
          request: { query: CompleteVisits_Mutation, variables: { input: { from: null, through: YESTERDAY } } },
          result: {
            data: {
              completeVisits: {
                __typename: 'CompleteVisitsPayload',
                completedCount: 12,
                visits: THREE.map((v) => completed(v.id)),
              },
            },
          },
        },
        pastMock([]),
      ],
    });
    const card = within(await screen.findByRole('region', { name: /Past visits to confirm/ }));
    await card.findByText('Showing the oldest 3 of 12.');
    // The last day of a capped list may hold more than shown: no "Complete day" there.
    expect(card.getAllByRole('button', { name: 'Complete day' })).toHaveLength(1);
    await user.click(card.getByRole('button', { name: 'Complete all' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete 12 visits?' }));
    expect(dialog.getByText(/All 12 visits dated before today will be marked completed/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Complete 12 visits' }));
    expect(await screen.findByText('12 visits marked completed.')).toBeTruthy();
    expect(await card.findByText(/Nothing to confirm/)).toBeTruthy();
    expect(card.queryByRole('button', { name: 'Complete all' })).toBeNull();
  });

  it('opens the Skip form of the schedule actions for a past visit', async () => {
    const { user } = renderWithProviders(<PastVisitsCard />, { mocks: [pastMock(THREE)] });
    const card = within(await screen.findByRole('region', { name: /Past visits to confirm/ }));
    const row = within((await card.findByText('Robert Chen')).closest('li')!);
    await user.click(row.getByRole('button', { name: 'Skip' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Skip' }));
    expect(dialog.getByText('The client asked; a skipped visit is never billed.')).toBeTruthy();
  });

  it('says when there is nothing to confirm, and when the list failed to load', async () => {
    renderWithProviders(<PastVisitsCard />, { mocks: [pastMock([])] });
    expect(await screen.findByText(/Nothing to confirm: every visit before today/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    renderWithProviders(<PastVisitsCard />, {
      mocks: [{ request: { query: PastVisitsCard_Query }, error: new Error('Network down') }],
    });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
