import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { businessToday } from '../../lib/businessTime';
import { revealAccessCodeMutation } from './AccessNotesCard';
import { tickChecklistItemMutation } from './ChecklistCard';
import { JobPage, JobPage_Query } from './JobPage';
import { completeVisitMutation } from './useJobActions';

const ID = 'VmlzaXQ6MQ';

function item(id: string, label: string, overrides: Record<string, unknown> = {}) {
  return { __typename: 'ChecklistItem', id, room: 'Kitchen', label, required: false, state: 'OPEN', note: null, ...overrides };
}

function visit(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Visit',
    id: ID,
    date: businessToday(),
    timeSlot: 'MORNING',
    startTime: null,
    status: 'SCHEDULED',
    onHold: false,
    service: 'STANDARD',
    clientName: 'Jennifer Thompson',
    clientPhone: '+12395550100',
    address: '5 Shell Rd, Naples, FL',
    helperNames: ['Carlos Rivera', 'Ana Gómez'],
    extras: ['Inside oven', 'Baseboards'],
    startedAt: null,
    completedAt: null,
    onMyWayAt: null,
    lateMinutes: null,
    jobNotes: [],
    accessNotes: {
      __typename: 'VisitAccessNotes',
      entry: 'Lockbox on the side gate',
      hasEntryCode: true,
      hasAlarmCode: false,
      parking: 'Driveway, left side',
      pets: 'The dog stays in the laundry room',
      notes: null,
    },
    checklist: [item('k1', 'Wipe counters', { required: true }), item('k2', 'Clean oven')],
    ...overrides,
  };
}

const pageMock = (node: ReturnType<typeof visit> | null): MockLink.MockedResponse => ({
  request: { query: JobPage_Query, variables: { id: ID } },
  result: { data: { node } },
});

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(
    <Routes>
      <Route path="/helper/jobs/:visitId" element={<JobPage />} />
    </Routes>,
    { route: `/helper/jobs/${ID}`, mocks },
  );
}

describe('JobPage', () => {
  it('shows the client, an Open in Maps link, the phone, the extras, the helpers and the access notes with the code hidden', async () => {
    renderPage([pageMock(visit())]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Jennifer Thompson' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open in Maps/ }).getAttribute('href')).toBe(
      'https://www.google.com/maps/search/?api=1&query=5%20Shell%20Rd%2C%20Naples%2C%20FL',
    );
    expect(screen.getByRole('link', { name: /Call/ }).getAttribute('href')).toBe('tel:+12395550100');
    expect(screen.getByText('Carlos Rivera, Ana Gómez')).toBeTruthy();
    expect(screen.getByText('Inside oven, Baseboards')).toBeTruthy();
    const notes = within(screen.getByRole('region', { name: 'Read before you start' }));
    expect(notes.getByText('The dog stays in the laundry room')).toBeTruthy();
    expect(notes.getByLabelText('Hidden')).toBeTruthy();
    // No alarm code on file: no row for it.
    expect(notes.queryByText('Alarm code')).toBeNull();
    expect(screen.getByRole('button', { name: 'Start Job' })).toBeTruthy();
  });

  it('marks a job whose client has not paid "On hold: unpaid", as the job cards do', async () => {
    renderPage([pageMock(visit({ onHold: true }))]);
    expect(await screen.findByText('On hold: unpaid')).toBeTruthy();
  });

  it('reveals the entry code only when asked', async () => {
    const { user } = renderPage([
      pageMock(visit()),
      {
        request: { query: revealAccessCodeMutation, variables: { input: { visitId: ID, field: 'ENTRY_CODE' } } },
        result: { data: { revealAccessCode: { __typename: 'RevealAccessCodePayload', field: 'ENTRY_CODE', value: '4821' } } },
      },
    ]);
    const reveal = await screen.findByRole('button', { name: 'Reveal entry code' });
    expect(screen.queryByText('4821')).toBeNull();
    await user.click(reveal);
    expect(await screen.findByText('4821')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reveal entry code' })).toBeNull();
  });

  it('ticks a task done and marks another not applicable', async () => {
    const ticked = (state: string, id: string) => ({
      request: { query: tickChecklistItemMutation, variables: { input: { visitId: ID, itemId: id, state } } },
      result: {
        data: {
          tickChecklistItem: {
            __typename: 'VisitPayload',
            visit: {
              __typename: 'Visit',
              id: ID,
              checklist: [
                item('k1', 'Wipe counters', { required: true, state: 'DONE' }),
                item('k2', 'Clean oven', { state: id === 'k2' ? state : 'OPEN' }),
              ],
            },
          },
        },
      },
    });
    const { user } = renderPage([pageMock(visit()), ticked('DONE', 'k1'), ticked('NOT_APPLICABLE', 'k2')]);
    const checklist = within(await screen.findByRole('region', { name: 'Checklist' }));
    await user.click(checklist.getByRole('checkbox', { name: 'Wipe counters' }));
    await waitFor(() =>
      expect((checklist.getByRole('checkbox', { name: 'Wipe counters' }) as HTMLInputElement).checked).toBe(true),
    );
    await user.click(checklist.getByRole('button', { name: 'Not applicable: Clean oven' }));
    expect(await checklist.findByText('Not applicable', { selector: 'span' })).toBeTruthy();
    expect(checklist.getByText('1 of 1 done')).toBeTruthy();
  });

  it('asks why before completing with a required task open, and sends the reason', async () => {
    const { user } = renderPage([
      pageMock(visit({ status: 'IN_PROGRESS', startedAt: new Date().toISOString() })),
      {
        request: { query: completeVisitMutation, variables: { input: { id: ID, reason: 'Oven in use' } } },
        result: {
          data: {
            completeVisit: {
              __typename: 'VisitPayload',
              visit: {
                __typename: 'Visit',
                id: ID,
                status: 'COMPLETED',
                startedAt: new Date().toISOString(),
                completedAt: new Date().toISOString(),
              },
            },
          },
        },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Complete Job' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Complete this job?' }));
    expect(dialog.getByText(/A required task is still open/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Complete Job' }));
    expect(dialog.getByText('Say why the required tasks are open')).toBeTruthy();
    await user.type(dialog.getByLabelText('Reason'), 'Oven in use');
    await user.click(dialog.getByRole('button', { name: 'Complete Job' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Completed')).toBeTruthy();
  });

  it("says so when the job is not the helper's", async () => {
    renderPage([pageMock(null)]);
    expect(await screen.findByText('Job not found')).toBeTruthy();
  });
});
