import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { CalendarHelperUnavailable_Query, useHelperUnavailable } from './helperUnavailable';

const HELPER = 'SGVscGVyOjE';
const mock: MockLink.MockedResponse = {
  request: { query: CalendarHelperUnavailable_Query, variables: { helperId: HELPER } },
  result: {
    data: {
      node: {
        __typename: 'Helper',
        id: HELPER,
        // Mondays 8 to 12 only.
        availability: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          __typename: 'AvailabilityDay',
          weekday,
          ranges: weekday === 1 ? [{ __typename: 'TimeRange', from: '08:00', to: '12:00' }] : [],
        })),
      },
      timeOffRequests: {
        __typename: 'TimeOffRequestConnection',
        edges: [
          {
            __typename: 'TimeOffRequestEdge',
            node: {
              __typename: 'TimeOffRequest',
              id: 't1',
              startDate: '2031-03-17',
              endDate: '2031-03-17',
              helper: { __typename: 'Helper', id: HELPER },
            },
          },
          {
            __typename: 'TimeOffRequestEdge',
            node: {
              __typename: 'TimeOffRequest',
              id: 't2',
              startDate: '2031-03-10',
              endDate: '2031-03-10',
              helper: { __typename: 'Helper', id: 'other' },
            },
          },
        ],
      },
    },
  },
};

function Probe({ helperId }: { helperId: string }) {
  const { slotUnavailable, dayUnavailable } = useHelperUnavailable(helperId);
  // Monday 10 March 2031 (local time, as the calendar's slots are).
  const cases = {
    mondayNine: slotUnavailable(new Date(2031, 2, 10, 9)),
    mondayOne: slotUnavailable(new Date(2031, 2, 10, 13)),
    tuesdayNine: slotUnavailable(new Date(2031, 2, 11, 9)),
    timeOffMondayNine: slotUnavailable(new Date(2031, 2, 17, 9)),
    timeOffDay: dayUnavailable(new Date(2031, 2, 17)),
    othersTimeOff: dayUnavailable(new Date(2031, 2, 10)),
  };
  return <output aria-label="shaded">{JSON.stringify(cases)}</output>;
}

describe('useHelperUnavailable', () => {
  it("shades the chosen helper's hours outside their week and their time off, not another helper's", async () => {
    renderWithProviders(<Probe helperId={HELPER} />, { mocks: [mock] });
    const output = await screen.findByText(/"mondayOne":true/);
    expect(JSON.parse(output.textContent ?? '{}')).toEqual({
      mondayNine: false,
      mondayOne: true,
      tuesdayNine: true,
      timeOffMondayNine: true,
      timeOffDay: true,
      othersTimeOff: false,
    });
  });

  it('shades nothing while no helper is chosen', () => {
    renderWithProviders(<Probe helperId="" />, { mocks: [] });
    expect(JSON.parse(screen.getByLabelText('shaded').textContent ?? '{}')).toEqual({
      mondayNine: false,
      mondayOne: false,
      tuesdayNine: false,
      timeOffMondayNine: false,
      timeOffDay: false,
      othersTimeOff: false,
    });
  });
});
