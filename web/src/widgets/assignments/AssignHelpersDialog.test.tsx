import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { AssignmentScope, AssignmentWarningKind, Recurrence } from '../../gql/graphql';
import { AssignHelpersButton } from './AssignHelpersButton';
import { ACTIVE_HELPERS_LIMIT, AssignHelpersDialog_Query } from './AssignHelpersDialog';
import { assignHelpersMutation } from './useAssignHelpers';

const VISIT_ID = 'VmlzaXQ6MQ';
const CARLOS = {
  __typename: 'Helper',
  id: 'SGVscGVyOmNhcmxvcw',
  databaseId: '7f3a9c2e-0000-4000-8000-000000000001',
  name: 'Carlos Rivera',
  maxHoursPerWeek: 40,
  notes: null,
  user: { __typename: 'User', id: 'VXNlcjpjYXJsb3M', name: 'Carlos Rivera' },
};
const ANA = {
  __typename: 'Helper',
  id: 'SGVscGVyOmFuYQ',
  databaseId: 'a1b2c3d4-0000-4000-8000-000000000002',
  name: 'Helper a1b2c3d4',
  maxHoursPerWeek: null,
  notes: 'Ana Gómez: evenings and weekends',
  user: null,
};

interface ClientPreferences {
  sameHelpers?: boolean;
  preferred?: string[];
  excluded?: { id: string; note: string | null }[];
}

function dialogMock(
  recurring: Recurrence = 'ONETIME',
  assigned: (typeof CARLOS | typeof ANA)[] = [],
  preferences: ClientPreferences = {},
): MockLink.MockedResponse {
  return {
    request: { query: AssignHelpersDialog_Query, variables: { visitId: VISIT_ID, first: ACTIVE_HELPERS_LIMIT } },
    result: {
      data: {
        node: {
          __typename: 'Visit',
          id: VISIT_ID,
          date: '2026-11-24',
          timeSlot: 'MORNING',
          startTime: null,
          status: 'SCHEDULED',
          service: 'DEEP',
          clientName: 'Jennifer Thompson',
          request: { __typename: 'ServiceRequest', id: 'U2VydmljZVJlcXVlc3Q6MQ', recurring },
          client: {
            __typename: 'Client',
            id: 'Q2xpZW50OjE',
            sameHelpers: preferences.sameHelpers ?? false,
            preferredHelpers: (preferences.preferred ?? []).map((id) => ({ __typename: 'Helper', id })),
            excludedHelpers: (preferences.excluded ?? []).map(({ id, note }) => ({
              __typename: 'ExcludedHelper',
              note,
              helper: { __typename: 'Helper', id },
            })),
          },
          helpers: assigned.map((helper) => ({
            __typename: 'Helper',
            id: helper.id,
            name: helper.name,
            databaseId: helper.databaseId,
            active: true,
            user: helper.user,
          })),
        },
        helpers: { __typename: 'HelperConnection', edges: [CARLOS, ANA].map((node) => ({ __typename: 'HelperEdge', node })) },
      },
    },
    maxUsageCount: 4,
  };
}

function assignMock(
  helperIds: string[],
  options: {
    scope?: AssignmentScope;
    confirm?: boolean;
    warnings?: string[];
    visits?: number;
    kind?: AssignmentWarningKind;
    overrideReason?: string;
    fillSeries?: boolean;
    filled?: number;
  } = {},
): MockLink.MockedResponse {
  const warnings = options.warnings ?? [];
  const applied = warnings.length === 0 || Boolean(options.confirm);
  return {
    request: {
      query: assignHelpersMutation,
      variables: {
        input: {
          visitId: VISIT_ID,
          helperIds,
          scope: options.scope ?? 'THIS_VISIT',
          confirm: options.confirm ?? false,
          ...(options.overrideReason ? { overrideReason: options.overrideReason } : {}),
          ...(options.fillSeries !== undefined ? { fillSeries: options.fillSeries } : {}),
        },
      },
    },
    result: {
      data: {
        assignHelpers: {
          applied,
          filledVisitCount: options.filled ?? 0,
          warnings: warnings.map((message) => ({
            __typename: 'AssignmentWarning',
            kind: options.kind ?? 'OVER_MAX_HOURS',
            helperId: CARLOS.databaseId,
            message,
          })),
          visits: Array.from({ length: options.visits ?? 1 }, (_, index) => ({
            __typename: 'Visit',
            id: index === 0 ? VISIT_ID : `VmlzaXQ6${index + 1}`,
            date: `2026-11-${24 + index * 7 > 30 ? 30 : 24 + index * 7}`,
            helperCount: applied ? helperIds.length : 0,
            helpers: applied
              ? [CARLOS, ANA]
                  .filter((helper) => helperIds.includes(helper.id))
                  .map((helper) => ({
                    __typename: 'Helper',
                    id: helper.id,
                    name: helper.name,
                    databaseId: helper.databaseId,
                    user: helper.user,
                  }))
              : [],
          })),
        },
      },
    },
  };
}

const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));

async function openDialog(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByRole('button', { name: 'Assign helpers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Assign helpers' });
  await within(dialog).findByRole('checkbox', { name: /Carlos Rivera/ });
  return within(dialog);
}

describe('AssignHelpersDialog', () => {
  it('lists the active helpers by name (Helper + id without an account) and assigns the chosen one', async () => {
    const { user } = renderWithProviders(<AssignHelpersButton visitId={VISIT_ID} />, {
      mocks: [dialogMock(), assignMock([CARLOS.id])],
    });
    const dialog = await openDialog(user);
    expect(dialog.getByText(/Jennifer Thompson · Deep Cleaning · Tuesday, November 24, Morning 8AM-12PM/)).toBeTruthy();
    expect(dialog.getByRole('checkbox', { name: /Helper a1b2c3d4.*Ana Gómez: evenings and weekends/ })).toBeTruthy();
    expect(dialog.getByText('Up to 40 hours a week')).toBeTruthy();
    // A one-time request has no scope to choose.
    expect(dialog.queryByRole('radio')).toBeNull();
    const submit = dialog.getByRole('button', { name: 'Assign' });
    expect(submit).toHaveProperty('disabled', true);

    await user.click(dialog.getByRole('checkbox', { name: /Carlos Rivera/ }));
    await user.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notifications().getByText('Helpers Assigned')).toBeTruthy();
    expect(
      notifications().getByText("Carlos Rivera is assigned to Jennifer Thompson's Deep Cleaning (Tue, Nov 24)."),
    ).toBeTruthy();
  });

  it("shows the server's warnings and saves nothing until 'Assign anyway' (confirm: true)", async () => {
    const warning = 'Carlos Rivera would work 44.00 hours in the week of 2026-11-22 (max 40).';
    const { user } = renderWithProviders(<AssignHelpersButton visitId={VISIT_ID} />, {
      mocks: [
        dialogMock(),
        assignMock([CARLOS.id], { warnings: [warning] }),
        assignMock([CARLOS.id], { warnings: [warning], confirm: true }),
      ],
    });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('checkbox', { name: /Carlos Rivera/ }));
    await user.click(dialog.getByRole('button', { name: 'Assign' }));

    const alert = await dialog.findByRole('alert');
    expect(within(alert).getByText(warning)).toBeTruthy();
    expect(within(alert).getByText(/Nothing is saved yet/)).toBeTruthy();
    expect(dialog.queryByRole('button', { name: 'Assign' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notifications().getByText('Helpers Assigned')).toBeTruthy();
  });

  it('shows the first few of many warnings (a recurring assignment, week after week) and how many more', async () => {
    const weeks = ['2026-11-22', '2026-11-29', '2026-12-06', '2026-12-13', '2026-12-20'].map(
      (week) => `Carlos Rivera would work 44.00 hours in the week of ${week} (max 40).`,
    );
    const { user } = renderWithProviders(<AssignHelpersButton visitId={VISIT_ID} />, {
      mocks: [dialogMock(), assignMock([CARLOS.id], { warnings: weeks })],
    });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('checkbox', { name: /Carlos Rivera/ }));
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      ...weeks.slice(0, 3),
      'And 2 more like these in later weeks.',
    ]);
  });

  it('Cancel on the warnings closes without assigning', async () => {
    const { user } = renderWithProviders(<AssignHelpersButton visitId={VISIT_ID} />, {
      mocks: [dialogMock(), assignMock([ANA.id], { warnings: ['Helper a1b2c3d4 already has a morning visit on 2026-11-24.'] })],
    });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('checkbox', { name: /Helper a1b2c3d4/ }));
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    await dialog.findByText('Helper a1b2c3d4 already has a morning visit on 2026-11-24.');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notifications().queryByText('Helpers Assigned')).toBeNull();
  });

  it('changing the choice clears stale warnings', async () => {
    const { user } = renderWithProviders(<AssignHelpersButton visitId={VISIT_ID} />, {
      mocks: [dialogMock(), assignMock([CARLOS.id], { warnings: ['Over the max.'] })],
    });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('checkbox', { name: /Carlos Rivera/ }));
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    await dialog.findByText('Over the max.');
    await user.click(dialog.getByRole('checkbox', { name: /Helper a1b2c3d4/ }));
    expect(dialog.queryByText('Over the max.')).toBeNull();
    expect(dialog.getByRole('button', { name: 'Assign' })).toBeTruthy();
  });

  it('offers This visit / This and all future visits for a recurring request and sends the scope', async () => {
    const { user } = renderWithProviders(<AssignHelpersButton visitId={VISIT_ID} />, {
      mocks: [dialogMock('WEEKLY'), assignMock([CARLOS.id, ANA.id], { scope: 'FUTURE_VISITS', visits: 3 })],
    });
    const dialog = await openDialog(user);
    expect(dialog.getByRole('radio', { name: 'This visit' })).toHaveProperty('checked', true);
    await user.click(dialog.getByRole('radio', { name: /This and all future visits/ }));
    await user.click(dialog.getByRole('checkbox', { name: /Carlos Rivera/ }));
    await user.click(dialog.getByRole('checkbox', { name: /Helper a1b2c3d4/ }));
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      notifications().getByText(/Carlos Rivera and Helper a1b2c3d4 are assigned to .* \(3 visits from Tue, Nov 24\)\./),
    ).toBeTruthy();
  });

  it('starts from the visit’s helpers; clearing them all unassigns', async () => {
    const { user } = renderWithProviders(<AssignHelpersButton visitId={VISIT_ID} />, {
      mocks: [dialogMock('ONETIME', [CARLOS]), assignMock([])],
    });
    const dialog = await openDialog(user);
    expect(dialog.getByRole('checkbox', { name: /Carlos Rivera/ })).toHaveProperty('checked', true);
    await user.click(dialog.getByRole('checkbox', { name: /Carlos Rivera/ }));
    await user.click(dialog.getByRole('button', { name: 'Unassign helpers' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notifications().getByText('Helpers Unassigned')).toBeTruthy();
  });

  it("shows the server's refusal (an inactive helper) as a destructive toast and keeps the dialog open", async () => {
    const { user } = renderWithProviders(<AssignHelpersButton visitId={VISIT_ID} />, {
      mocks: [
        dialogMock(),
        {
          request: {
            query: assignHelpersMutation,
            variables: { input: { visitId: VISIT_ID, helperIds: [CARLOS.id], scope: 'THIS_VISIT', confirm: false } },
          },
          result: {
            errors: [
              new GraphQLError('Carlos Rivera is inactive and cannot be assigned', { extensions: { code: 'BAD_USER_INPUT' } }),
            ],
          },
        },
      ],
    });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('checkbox', { name: /Carlos Rivera/ }));
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(notifications().getByText('Carlos Rivera is inactive and cannot be assigned')).toBeTruthy());
    expect(notifications().getByText('Error')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Assign helpers' })).toBeTruthy();
  });

  it("lists the client's preferred helpers first and marks a never-send one", async () => {
    const { user } = renderWithProviders(<AssignHelpersButton visitId={VISIT_ID} />, {
      mocks: [
        dialogMock('ONETIME', [], {
          sameHelpers: true,
          preferred: [ANA.id],
          excluded: [{ id: CARLOS.id, note: 'Allergic to cats' }],
        }),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Assign helpers' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Assign helpers' }));
    const boxes = await dialog.findAllByRole('checkbox');
    expect(boxes[0].closest('label')?.textContent).toContain('Preferred by this client');
    expect(boxes[0].closest('label')?.textContent).toContain('Helper a1b2c3d4');
    expect(boxes[1].closest('label')?.textContent).toContain('Never send: Allergic to cats');
    expect(dialog.getByText('This client asked for the same helpers every visit.')).toBeTruthy();
  });

  it('asks a reason before sending a never-send helper anyway, and sends it with the confirmation', async () => {
    const warning = 'Jennifer Thompson asked never to send Carlos Rivera. Give a reason to send them anyway.';
    const { user } = renderWithProviders(<AssignHelpersButton visitId={VISIT_ID} />, {
      mocks: [
        dialogMock('ONETIME', [], { excluded: [{ id: CARLOS.id, note: null }] }),
        assignMock([CARLOS.id], { warnings: [warning], kind: 'EXCLUDED_BY_CLIENT' }),
        assignMock([CARLOS.id], {
          warnings: [warning],
          kind: 'EXCLUDED_BY_CLIENT',
          confirm: true,
          overrideReason: 'Nobody else is free',
        }),
      ],
    });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('checkbox', { name: /Carlos Rivera/ }));
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(await dialog.findByText(warning)).toBeTruthy();
    const anyway = dialog.getByRole('button', { name: 'Assign anyway' });
    expect(anyway).toHaveProperty('disabled', true);
    await user.type(dialog.getByRole('textbox', { name: /Reason for sending anyway/ }), 'Nobody else is free');
    expect(anyway).toHaveProperty('disabled', false);
    await user.click(anyway);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notifications().getByText('Helpers Assigned')).toBeTruthy();
  });

  it("offers the series' later visits without helpers for a client who wants the same helpers, ticked by default", async () => {
    const { user } = renderWithProviders(<AssignHelpersButton visitId={VISIT_ID} />, {
      mocks: [
        dialogMock('WEEKLY', [], { sameHelpers: true }),
        assignMock([CARLOS.id], { fillSeries: true, filled: 3, visits: 4 }),
      ],
    });
    const dialog = await openDialog(user);
    const offer = "Also assign them to this series' later visits that have no helpers";
    // Nothing to offer until someone is chosen.
    expect(dialog.queryByRole('checkbox', { name: offer })).toBeNull();
    await user.click(dialog.getByRole('checkbox', { name: /Carlos Rivera/ }));
    expect(dialog.getByRole('checkbox', { name: offer })).toHaveProperty('checked', true);
    // Not for "This and all future visits", which already covers them.
    await user.click(dialog.getByRole('radio', { name: /This and all future visits/ }));
    expect(dialog.queryByRole('checkbox', { name: offer })).toBeNull();
    await user.click(dialog.getByRole('radio', { name: 'This visit' }));
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      notifications().getByText(
        "Carlos Rivera is assigned to Jennifer Thompson's Deep Cleaning (Tue, Nov 24, and 3 later visits that had nobody).",
      ),
    ).toBeTruthy();
  });

  it('sends fillSeries false when the owner unticks it, and shows a same-helpers warning to override', async () => {
    const warning = 'Jennifer Thompson asked for the same helpers every visit: Helper a1b2c3d4 cleaned on Tue, Nov 17.';
    const { user } = renderWithProviders(<AssignHelpersButton visitId={VISIT_ID} />, {
      mocks: [
        dialogMock('WEEKLY', [], { sameHelpers: true }),
        assignMock([CARLOS.id], { fillSeries: false, warnings: [warning], kind: 'SAME_HELPERS' }),
        assignMock([CARLOS.id], { fillSeries: false, warnings: [warning], kind: 'SAME_HELPERS', confirm: true }),
      ],
    });
    const dialog = await openDialog(user);
    await user.click(dialog.getByRole('checkbox', { name: /Carlos Rivera/ }));
    await user.click(dialog.getByRole('checkbox', { name: /later visits that have no helpers/ }));
    await user.click(dialog.getByRole('button', { name: 'Assign' }));
    expect(await dialog.findByText(warning)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Assign anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(notifications().getByText('Helpers Assigned')).toBeTruthy();
  });
});
