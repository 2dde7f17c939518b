import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { addDays, businessToday } from '../../lib/businessTime';
import { MarkVisitCompleted_Mutation, UndoVisitCompletion_Mutation } from './VisitCompletion';
import { VisitScheduleActions } from './VisitScheduleActions';

configure({ asyncUtilTimeout: 5000 });

const TODAY = businessToday();

function visit(date: string, status: 'SCHEDULED' | 'IN_PROGRESS' | 'COMPLETED' | 'CANCELED') {
  return { id: 'v1', date, timeSlot: 'MORNING', status, request: { id: 'r1', recurring: 'ONETIME' } } as const;
}

const payload = (status: 'COMPLETED' | 'SCHEDULED') => ({
  __typename: 'VisitPayload' as const,
  visit: {
    __typename: 'Visit' as const,
    id: 'v1',
    status,
    startedAt: null,
    completedAt: status === 'COMPLETED' ? '2031-03-12T15:00:00.000Z' : null,
    completedBy: status === 'COMPLETED' ? { __typename: 'User' as const, id: 'u1', name: 'Olivia Owner' } : null,
  },
});

const actions = () => within(screen.getByRole('group', { name: 'Change the schedule' }));

describe("a visit's details: the owner's completion", () => {
  it('marks a past visit completed, and offers only Skip and Cancel visit besides', async () => {
    const { user } = renderWithProviders(
      <VisitScheduleActions layout="buttons" visit={visit(addDays(TODAY, -3), 'SCHEDULED')} />,
      {
        mocks: [
          {
            request: { query: MarkVisitCompleted_Mutation, variables: { input: { id: 'v1' } } },
            result: { data: { markVisitCompleted: payload('COMPLETED') } },
          },
        ],
      },
    );
    expect(
      actions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Mark completed', 'Skip', 'Cancel visit']);
    await user.click(actions().getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText('Visit Completed')).toBeTruthy();
  });

  it("offers Mark completed on today's visit too, but never on a future one", () => {
    const { unmount } = renderWithProviders(<VisitScheduleActions layout="buttons" visit={visit(TODAY, 'IN_PROGRESS')} />);
    expect(actions().getByRole('button', { name: 'Mark completed' })).toBeTruthy();
    unmount();
    renderWithProviders(<VisitScheduleActions layout="buttons" visit={visit(addDays(TODAY, 1), 'SCHEDULED')} />);
    expect(actions().queryByRole('button', { name: 'Mark completed' })).toBeNull();
    expect(actions().getByRole('button', { name: 'Reschedule' })).toBeTruthy();
  });

  it('undoes a completion', async () => {
    const { user } = renderWithProviders(
      <VisitScheduleActions layout="buttons" visit={visit(addDays(TODAY, -1), 'COMPLETED')} />,
      {
        mocks: [
          {
            request: { query: UndoVisitCompletion_Mutation, variables: { input: { id: 'v1' } } },
            result: { data: { undoVisitCompletion: payload('SCHEDULED') } },
          },
        ],
      },
    );
    await user.click(actions().getByRole('button', { name: 'Undo completion' }));
    expect(await screen.findByText('Completion Undone')).toBeTruthy();
  });

  it("shows the server's reason when refused", async () => {
    const { user } = renderWithProviders(<VisitScheduleActions layout="buttons" visit={visit(TODAY, 'SCHEDULED')} />, {
      mocks: [
        {
          request: { query: MarkVisitCompleted_Mutation, variables: { input: { id: 'v1' } } },
          result: { errors: [{ message: "This visit's request is declined; its visits are off the schedule" }] },
        },
      ],
    });
    await user.click(actions().getByRole('button', { name: 'Mark completed' }));
    expect(await screen.findByText(/its visits are off the schedule/)).toBeTruthy();
  });

  it('offers nothing on a canceled visit but Restore', () => {
    renderWithProviders(<VisitScheduleActions layout="buttons" visit={visit(addDays(TODAY, -1), 'CANCELED')} />);
    expect(
      actions()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Restore']);
  });
});
