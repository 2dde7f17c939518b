import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { makeFragmentData } from '../../../gql';
import { VisitHistory, VisitHistory_visit } from './VisitHistory';

const change = (field: string, label: string, fromText: string | null, toText: string | null) => ({
  __typename: 'AuditChange' as const,
  field,
  label,
  fromText,
  toText,
  redacted: false,
});

function entry(id: string, name: string, summary: string, changes: ReturnType<typeof change>[] = []) {
  return {
    __typename: 'AuditEvent' as const,
    id,
    occurredAt: '2026-12-09T15:00:00.000Z',
    summary,
    actor: { __typename: 'AuditActor' as const, name },
    changes,
  };
}

describe('VisitHistory', () => {
  it("tells who assigned, removed, moved and completed, in the API's words", () => {
    renderWithProviders(
      <VisitHistory
        visit={makeFragmentData(
          {
            history: [
              entry('e1', 'Dana Owner', 'assigned Carla Reyes to the visit on Wed, Dec 9', [
                change('helpers', 'Helpers', null, 'Carla Reyes'),
              ]),
              entry('e2', 'Dana Owner', 'changed the visit on Wed, Dec 9', [
                change('timeSlot', 'Time slot', 'Morning 8AM-12PM', 'Afternoon 12PM-4PM'),
              ]),
              entry('e3', 'Carla Reyes', 'completed the visit on Wed, Dec 9', [
                change('status', 'Status', 'In progress', 'Completed'),
              ]),
            ],
          },
          VisitHistory_visit,
        )}
      />,
    );
    const items = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
    expect(items[0]!.textContent).toContain('Dana Owner assigned Carla Reyes to the visit on Wed, Dec 9');
    // The sentence says who was assigned; only details it does not say get a line.
    expect(items[0]!.textContent).not.toContain('Helpers:');
    expect(items[1]!.textContent).toContain('Time slot: Morning 8AM-12PM → Afternoon 12PM-4PM');
    expect(items[2]!.textContent).toContain('Carla Reyes completed the visit on Wed, Dec 9');
    expect(within(items[2]!).getByRole('time').textContent).toBe('Wed, Dec 9, 10:00 AM');
  });

  it('says when nothing has changed', () => {
    renderWithProviders(<VisitHistory visit={makeFragmentData({ history: [] }, VisitHistory_visit)} />);
    expect(screen.getByText('No changes since it was scheduled.')).toBeTruthy();
  });
});
