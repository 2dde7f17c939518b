import type { MockLink } from '@apollo/client/testing';
import { useQuery } from '@apollo/client/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildViewer, expectLocation, renderWithProviders, viewerMock } from '../../../test/render';
import type { Role } from '../../gql/graphql';
import { appViewerQuery } from '../../viewerQuery';
import { RequestHelperPage, requestHelperPageQuery } from './RequestHelperPage';
import { requestHelperAccessMutation } from './useRequestHelperAccess';

function pageMock(
  role: Role,
  myRoleRequest: Record<string, unknown> | null = null,
  phone: string | null = '+12395550142',
): MockLink.MockedResponse {
  return {
    request: { query: requestHelperPageQuery, variables: { withRequest: role === 'CLIENT' } },
    result: {
      data: {
        viewer: { __typename: 'User', id: `VXNlcjo${role}`, role, phone },
        ...(role === 'CLIENT' ? { myRoleRequest } : {}),
      },
    },
    maxUsageCount: 2,
  };
}

const request = (status: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'RoleRequest',
  id: 'Um9sZVJlcXVlc3Q6MQ',
  status,
  createdAt: '2026-11-20T15:00:00.000Z',
  decidedAt: null,
  decisionReason: null,
  ...extra,
});

/** Renders the page after the app's viewer query has filled the cache, as inside the shell. */
async function renderPage(role: Role, mocks: MockLink.MockedResponse[]) {
  const utils = renderWithProviders(<AfterAppViewer />, { mocks: [viewerMock(buildViewer(role)), ...mocks] });
  await screen.findByRole('heading', { level: 1, name: 'Request Helper Access' });
  return utils;
}

/** As inside the shell: the app's own viewer query has filled the cache (the page reads the role from there). */
function AfterAppViewer() {
  const { data } = useQuery(appViewerQuery);
  return data ? <RequestHelperPage /> : null;
}

const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));

describe('RequestHelperPage', () => {
  it('keeps Submit disabled until there is a phone number; experience and reason are optional', async () => {
    const { user } = await renderPage('CLIENT', [pageMock('CLIENT', null, null)]);
    const submit = (await screen.findByRole('button', { name: 'Submit Request' })) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Cleaning experience' }).hasAttribute('required')).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Why do you want to join?' }).hasAttribute('required')).toBe(false);
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '239 555 0199');
    expect(submit.disabled).toBe(false);
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '   ');
    expect(submit.disabled).toBe(true);
  });

  it("sends the request, toasts 'An admin will review it soon.' and shows it waiting", async () => {
    const { user } = await renderPage('CLIENT', [
      pageMock('CLIENT'),
      {
        request: {
          query: requestHelperAccessMutation,
          variables: { input: { phone: '(239) 555-0142', experience: 'Five years of vacation rentals', reason: null } },
        },
        result: { data: { requestHelperAccess: { __typename: 'RoleRequestPayload', roleRequest: request('PENDING') } } },
      },
    ]);
    await user.type(await screen.findByRole('textbox', { name: 'Cleaning experience' }), 'Five years of vacation rentals');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await notifications().findByText('An admin will review it soon.')).toBeTruthy();
    expect(await screen.findByText('Waiting for review')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit Request' })).toBeNull();
  });

  it("shows the server's message when the request is refused", async () => {
    const { user } = await renderPage('CLIENT', [
      pageMock('CLIENT'),
      {
        request: {
          query: requestHelperAccessMutation,
          variables: { input: { phone: '(239) 555-0142', experience: null, reason: null } },
        },
        result: { errors: [{ message: 'You already have a request waiting for review', extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Submit Request' }));
    expect(await notifications().findByText('You already have a request waiting for review')).toBeTruthy();
    expect(notifications().getByText('Error')).toBeTruthy();
  });

  it('shows a declined request with its reason, and the form to apply again', async () => {
    await renderPage('CLIENT', [
      pageMock(
        'CLIENT',
        request('DECLINED', { decidedAt: '2026-11-21T15:00:00.000Z', decisionReason: 'We are fully staffed until spring.' }),
      ),
    ]);
    expect(await screen.findByText('Declined')).toBeTruthy();
    expect(screen.getByText('We are fully staffed until spring.')).toBeTruthy();
    expect(screen.getByText(/reviewed on Nov 21, 2026/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeTruthy();
  });

  it.each<Role>(['HELPER', 'ADMIN'])('%s sees an info card with Go to Dashboard instead of the form', async (role) => {
    const { user } = await renderPage(role, [pageMock(role)]);
    await user.click(await screen.findByRole('link', { name: 'Go to Dashboard' }));
    await expectLocation('/');
    expect(screen.queryByRole('button', { name: 'Submit Request' })).toBeNull();
  });
});
