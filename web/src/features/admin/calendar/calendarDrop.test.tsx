import type { MockLink } from '@apollo/client/testing';
import { act, configure, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { withDragAndDropProps } from 'react-big-calendar/lib/addons/dragAndDrop';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { calendarVisit, visitsMock } from './calendarMocks';
import { RescheduleVisit_Mutation } from '../../../widgets/schedule/scheduleDocuments';
import type { VisitEvent } from './CalendarEvent';
import { CalendarPage } from './CalendarPage';

configure({ asyncUtilTimeout: 5000 });

// The seam: the real drag-and-drop calendar renders, and the props the page hands it are kept, so the test calls the
// very onEventDrop and draggableAccessor a mouse drag would reach (jsdom has no layout to drag through).
const seen = vi.hoisted(() => ({ props: null as null | withDragAndDropProps<VisitEvent> }));
vi.mock('react-big-calendar/lib/addons/dragAndDrop', async (importActual) => {
  type Props = withDragAndDropProps<VisitEvent> & Record<string, unknown>;
  const actual = await importActual<{ default: (calendar: ComponentType) => ComponentType<Props> }>();
  return {
    default: (calendar: ComponentType) => {
      const Wrapped = actual.default(calendar);
      return function Recorded(props: Props) {
        seen.props = props;
        return <Wrapped {...props} />;
      };
    },
  };
});

const NODES = [
  calendarVisit('v1', '2031-03-12'),
  calendarVisit('v2', '2031-03-13', { clientName: 'Robert Chen', status: 'CANCELED' }),
  calendarVisit('v3', '2031-03-14', { clientName: 'Linda Parker', status: 'COMPLETED' }),
];

const rescheduleMock: MockLink.MockedResponse = {
  request: {
    query: RescheduleVisit_Mutation,
    variables: { input: { id: 'v1', date: '2031-03-14', timeSlot: 'AFTERNOON', force: false } },
  },
  result: {
    data: {
      rescheduleVisit: {
        __typename: 'RescheduleVisitPayload',
        applied: false,
        droppedHelperIds: [],
        warnings: [{ __typename: 'HelperConflictWarning', helperId: 'h1', message: 'Maria Rodriguez is busy then.' }],
        visit: { __typename: 'Visit', id: 'v1', date: '2031-03-12', timeSlot: 'MORNING' },
      },
    },
  },
};

const eventOf = (id: string) => {
  const event = (seen.props as unknown as { events: VisitEvent[] }).events.find((candidate) => candidate.id === id);
  if (!event) throw new Error(`no event ${id}`);
  return event;
};
const draggable = (id: string) => {
  const accessor = seen.props!.draggableAccessor as (event: VisitEvent) => boolean;
  return accessor(eventOf(id));
};

beforeEach(() => {
  seen.props = null;
  vi.useFakeTimers({ now: new Date(2031, 2, 12, 9, 30), toFake: ['Date'] });
});
afterEach(() => vi.useRealTimers());

describe('dragging a visit on the calendar', () => {
  it('drags nothing in month view, and in week view only visits still to do, never resizing', async () => {
    const { user } = renderWithProviders(<CalendarPage />, {
      mocks: [visitsMock('2031-02-23', '2031-04-05', NODES), visitsMock('2031-03-09', '2031-03-15', NODES)],
    });
    await screen.findByText('3 visits shown');
    // Month view is the plain calendar: nothing there can be dragged.
    expect(seen.props).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Week' }));
    await screen.findByRole('heading', { name: 'March 9 – 15, 2031' });
    await screen.findByText('3 visits shown');
    await vi.waitFor(() => expect(seen.props).not.toBeNull());
    expect(seen.props!.resizable).toBe(false);
    expect(draggable('v1')).toBe(true);
    expect(draggable('v2')).toBe(false);
    expect(draggable('v3')).toBe(false);
  });

  it('opens the Reschedule dialog with the dropped day and slot, and saves only on confirmation', async () => {
    const { user } = renderWithProviders(<CalendarPage />, {
      mocks: [
        visitsMock('2031-02-23', '2031-04-05', NODES),
        visitsMock('2031-03-09', '2031-03-15', NODES),
        rescheduleMock,
        visitsMock('2031-03-09', '2031-03-15', NODES),
      ],
    });
    await screen.findByText('3 visits shown');
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await screen.findByRole('heading', { name: 'March 9 – 15, 2031' });
    await screen.findByText('3 visits shown');
    await vi.waitFor(() => expect(seen.props).not.toBeNull());

    // Dropped on Friday at 1 PM: the afternoon slot of March 14.
    const start = new Date(2031, 2, 14, 13, 0);
    act(() => seen.props!.onEventDrop!({ event: eventOf('v1'), start, end: new Date(2031, 2, 14, 17, 0) }));

    const dialog = await screen.findByRole('dialog', { name: 'Reschedule' });
    expect((within(dialog).getByLabelText('New date') as HTMLInputElement).value).toBe('2031-03-14');
    expect((within(dialog).getByLabelText('Time slot') as HTMLSelectElement).value).toBe('AFTERNOON');

    // The API's helper check answers in the dialog; nothing is moved until "Move anyway".
    await user.click(within(dialog).getByRole('button', { name: 'Reschedule' }));
    expect(await within(dialog).findByText(/Maria Rodriguez is busy then\./)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Move anyway' })).toBeTruthy();
  });

  it('opens nothing when the visit is dropped back into its own day and slot', async () => {
    // The dialog's code is loaded up front, so the short wait below would see a dialog that opened.
    await import('../../../widgets/schedule/RescheduleVisitDialog');
    const { user } = renderWithProviders(<CalendarPage />, {
      mocks: [visitsMock('2031-02-23', '2031-04-05', NODES), visitsMock('2031-03-09', '2031-03-15', NODES)],
    });
    await screen.findByText('3 visits shown');
    await user.click(screen.getByRole('button', { name: 'Week' }));
    await screen.findByText('3 visits shown');
    await vi.waitFor(() => expect(seen.props).not.toBeNull());
    act(() =>
      seen.props!.onEventDrop!({
        event: eventOf('v1'),
        start: new Date(2031, 2, 12, 9, 0),
        end: new Date(2031, 2, 12, 13, 0),
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Reschedule' })).toBeNull();
  });
});
