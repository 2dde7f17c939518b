import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { PENDING_REQUESTS_SHOWN, SettingsPage, settingsPageQuery } from './SettingsPage';
import { createApiTokenMutation, revokeApiTokenMutation } from './useApiTokens';
import { approveRoleRequestMutation, declineRoleRequestMutation } from '../../../widgets/role-requests/useDecideRoleRequest';
import { savePublicServiceMutation } from './usePublicContent';
import { updateBusinessSettingsMutation } from './useUpdateBusinessSettings';

const PRICES = [
  ['STANDARD', 15_000],
  ['DEEP', 25_000],
  ['MOVEOUT', 35_000],
  ['MOVEIN', 15_000],
  ['POST_CONSTRUCTION', 15_000],
  ['COMMERCIAL', 15_000],
].map(([service, priceCents]) => ({ __typename: 'ServicePrice', service, priceCents }));

const SETTINGS = {
  __typename: 'BusinessSettings',
  id: 'QnVzaW5lc3NTZXR0aW5nczox',
  businessName: 'Sunshine Clean',
  phone: '+12395550100',
  email: 'hello@sunshineclean.example',
  address: '4500 Tamiami Trail N, Naples, FL 34103',
  paymentInstructions: 'Pay by Zelle.',
  payPeriodDays: 7,
  servicePrices: PRICES,
  defaultTaxRateBasisPoints: 650,
};

const SERVICE = {
  __typename: 'PublicService',
  id: 'UHVibGljU2VydmljZTox',
  title: 'Deep Cleaning',
  description: 'Top to bottom.',
  features: ['Baseboards'],
  color: '#2F855A',
  popular: false,
  position: 0,
};

const PHOTO = {
  __typename: 'GalleryPhoto',
  id: 'R2FsbGVyeVBob3RvOjE',
  url: '/api/gallery-photos/1?v=1',
  caption: 'Kitchen in Naples',
  position: 0,
  sizeBytes: 18_000,
};

const REQUEST = {
  __typename: 'RoleRequest',
  id: 'Um9sZVJlcXVlc3Q6MQ',
  phone: '+12395550199',
  experience: 'Two years of vacation rentals',
  reason: null,
  createdAt: '2026-11-20T15:00:00.000Z',
  requester: { __typename: 'User', id: 'VXNlcjo5', name: 'Nina Newcomer', email: 'nina@example.com' },
};

const TOKEN = {
  __typename: 'ApiToken',
  id: 'QXBpVG9rZW46MQ',
  name: 'Bookkeeping sync',
  prefix: 'sc_live_ab12',
  readOnly: true,
  createdAt: '2026-11-01T15:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};

function pageMock({
  requests = [REQUEST],
  tokens = [TOKEN],
}: { requests?: (typeof REQUEST)[]; tokens?: (typeof TOKEN)[] } = {}): MockLink.MockedResponse {
  return {
    request: { query: settingsPageQuery, variables: { pendingFirst: PENDING_REQUESTS_SHOWN } },
    result: {
      data: {
        businessSettings: SETTINGS,
        publicSite: { __typename: 'PublicSite', services: [SERVICE], testimonials: [], galleryPhotos: [PHOTO] },
        roleRequests: {
          __typename: 'RoleRequestConnection',
          totalCount: requests.length,
          edges: requests.map((node) => ({ __typename: 'RoleRequestEdge', node })),
        },
        apiTokens: tokens,
      },
    },
  };
}

const notifications = () => within(screen.getByRole('region', { name: /notifications/i, hidden: true }));

function settingsResult(overrides: Record<string, unknown>) {
  return {
    data: { updateBusinessSettings: { __typename: 'UpdateBusinessSettingsPayload', settings: { ...SETTINGS, ...overrides } } },
  };
}

describe('SettingsPage', () => {
  it('sends prices typed in dollars as cents and the tax typed in percent as basis points', async () => {
    const servicePrices = PRICES.map(({ service, priceCents }) => ({
      service,
      priceCents: service === 'DEEP' ? 27_550 : priceCents,
    }));
    const { user } = renderWithProviders(<SettingsPage />, {
      mocks: [
        pageMock(),
        {
          request: {
            query: updateBusinessSettingsMutation,
            variables: { input: { servicePrices, defaultTaxRateBasisPoints: 725 } },
          },
          result: settingsResult({
            servicePrices: servicePrices.map((price) => ({ __typename: 'ServicePrice', ...price })),
            defaultTaxRateBasisPoints: 725,
          }),
        },
      ],
    });
    const prices = await screen.findByRole('form', { name: 'Prices and tax' });
    const deep = within(prices).getByRole('textbox', { name: 'Deep Cleaning' }) as HTMLInputElement;
    expect(deep.value).toBe('250');
    const tax = within(prices).getByRole('textbox', { name: 'Default tax rate (%)' }) as HTMLInputElement;
    expect(tax.value).toBe('6.5');

    await user.clear(deep);
    await user.type(deep, '275.50');
    await user.clear(tax);
    await user.type(tax, '7.25');
    await user.click(within(prices).getByRole('button', { name: 'Save Prices' }));
    expect(await notifications().findByText('Prices Saved')).toBeTruthy();
  });

  it('does not send a price that is not an amount', async () => {
    const { user } = renderWithProviders(<SettingsPage />, { mocks: [pageMock()] });
    const prices = await screen.findByRole('form', { name: 'Prices and tax' });
    const standard = within(prices).getByRole('textbox', { name: 'Standard Cleaning' });
    await user.clear(standard);
    await user.type(standard, 'abc');
    await user.click(within(prices).getByRole('button', { name: 'Save Prices' }));
    expect(within(prices).getByText('Enter an amount in dollars, like 150 or 149.99.')).toBeTruthy();
    expect(notifications().queryByText('Prices Saved')).toBeNull();
  });

  it('saves the business profile and the pay period', async () => {
    const input = {
      businessName: 'Sunshine Clean SWFL',
      phone: '(239) 555-0100',
      email: 'hello@sunshineclean.example',
      address: '4500 Tamiami Trail N, Naples, FL 34103',
      paymentInstructions: 'Pay by Zelle.',
      payPeriodDays: 14,
    };
    const { user } = renderWithProviders(<SettingsPage />, {
      mocks: [
        pageMock(),
        {
          request: { query: updateBusinessSettingsMutation, variables: { input } },
          result: settingsResult({ businessName: 'Sunshine Clean SWFL', payPeriodDays: 14 }),
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Business profile' });
    const name = within(form).getByRole('textbox', { name: 'Business name' });
    await user.type(name, ' SWFL');
    await user.click(within(form).getByRole('radio', { name: 'Every two weeks' }));
    await user.click(within(form).getByRole('button', { name: 'Save Business Profile' }));
    expect(await notifications().findByText('Business Profile Saved')).toBeTruthy();
  });

  it('approves a waiting role request, which then leaves the list', async () => {
    const { user } = renderWithProviders(<SettingsPage />, {
      mocks: [
        pageMock(),
        {
          request: { query: approveRoleRequestMutation, variables: { input: { id: REQUEST.id } } },
          result: {
            data: {
              approveRoleRequest: {
                __typename: 'RoleRequestPayload',
                roleRequest: {
                  __typename: 'RoleRequest',
                  id: REQUEST.id,
                  status: 'APPROVED',
                  decidedAt: '2026-11-22T15:00:00.000Z',
                },
              },
            },
          },
        },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Role requests' });
    expect(within(section).getByText('Two years of vacation rentals')).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Approve Nina Newcomer' }));
    expect(await notifications().findByText('Request Approved')).toBeTruthy();
    expect(await within(section).findByText('No requests waiting')).toBeTruthy();
  });

  it('declines with an optional reason', async () => {
    const { user } = renderWithProviders(<SettingsPage />, {
      mocks: [
        pageMock(),
        {
          request: {
            query: declineRoleRequestMutation,
            variables: { input: { id: REQUEST.id, reason: 'Fully staffed until spring.' } },
          },
          result: {
            data: {
              declineRoleRequest: {
                __typename: 'RoleRequestPayload',
                roleRequest: {
                  __typename: 'RoleRequest',
                  id: REQUEST.id,
                  status: 'DECLINED',
                  decidedAt: '2026-11-22T15:00:00.000Z',
                  decisionReason: 'Fully staffed until spring.',
                },
              },
            },
          },
        },
      ],
    });
    const section = await screen.findByRole('region', { name: 'Role requests' });
    await user.click(within(section).getByRole('button', { name: 'Decline Nina Newcomer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline Nina Newcomer?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Fully staffed until spring.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline Request' }));
    expect(await notifications().findByText('Request Declined')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('creates an API token and shows it once with a copy button and a warning', async () => {
    const created = {
      ...TOKEN,
      id: 'QXBpVG9rZW46Mg',
      name: 'Reports',
      prefix: 'sc_live_cd34',
      readOnly: false,
      createdAt: '2026-11-22T15:00:00.000Z',
    };
    const { user } = renderWithProviders(<SettingsPage />, {
      mocks: [
        pageMock(),
        {
          request: { query: createApiTokenMutation, variables: { input: { name: 'Reports', readOnly: false } } },
          result: {
            data: {
              createApiToken: { __typename: 'CreateApiTokenPayload', token: 'sc_live_cd34-secret-value', apiToken: created },
            },
          },
        },
      ],
    });
    const form = await screen.findByRole('form', { name: 'Create a token' });
    await user.type(within(form).getByRole('textbox', { name: 'Token name' }), 'Reports');
    await user.click(within(form).getByRole('checkbox', { name: /Read-only/ }));
    await user.click(within(form).getByRole('button', { name: 'Create Token' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your new token' });
    expect((within(dialog).getByRole('textbox', { name: 'Token' }) as HTMLInputElement).value).toBe('sc_live_cd34-secret-value');
    expect(within(dialog).getByText(/only time the token is shown/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const table = screen.getByRole('table', { name: 'API tokens' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Reports')).toBeTruthy();
    expect(within(rows[0]!).getByText('Read and write')).toBeTruthy();
    expect(within(rows[1]!).getByText('Bookkeeping sync')).toBeTruthy();
    expect(screen.queryByText('sc_live_cd34-secret-value')).toBeNull();
  });

  it('revokes a token after confirmation', async () => {
    const { user } = renderWithProviders(<SettingsPage />, {
      mocks: [
        pageMock(),
        {
          request: { query: revokeApiTokenMutation, variables: { input: { id: TOKEN.id } } },
          result: {
            data: {
              revokeApiToken: {
                __typename: 'RevokeApiTokenPayload',
                apiToken: { __typename: 'ApiToken', id: TOKEN.id, revokedAt: '2026-11-22T15:00:00.000Z' },
              },
            },
          },
        },
      ],
    });
    const table = await screen.findByRole('table', { name: 'API tokens' });
    expect(within(table).getByText('Never')).toBeTruthy();
    expect(within(table).getByText('Read-only')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Revoke Bookkeeping sync' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke Token' }));
    expect(await notifications().findByText('Token Revoked')).toBeTruthy();
    expect(await within(table).findByText(/Revoked Nov 22, 2026/)).toBeTruthy();
  });

  it('adds a service card at the end of the list', async () => {
    const input = {
      position: 1,
      title: 'Window Washing',
      description: 'Streak-free glass.',
      features: ['Inside and out', 'Screens'],
      color: '#0B6E99',
      popular: false,
    };
    const { user } = renderWithProviders(<SettingsPage />, {
      mocks: [
        pageMock(),
        {
          request: { query: savePublicServiceMutation, variables: { input } },
          result: {
            data: {
              savePublicService: {
                __typename: 'SavePublicServicePayload',
                service: { ...SERVICE, ...input, id: 'UHVibGljU2VydmljZToy' },
              },
            },
          },
        },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a service card' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Window Washing');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Streak-free glass.');
    await user.type(within(dialog).getByRole('textbox', { name: "What's included" }), 'Inside and out{Enter}Screens');
    await user.click(within(dialog).getByRole('button', { name: 'Save Service' }));
    expect(await notifications().findByText('Service Saved')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Service cards' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[1]!.textContent).toContain('Window Washing');
  });

  it('lists the gallery photos with their captions as alt text and asks before deleting one', async () => {
    const { user } = renderWithProviders(<SettingsPage />, { mocks: [pageMock()] });
    const grid = await screen.findByRole('list', { name: 'Gallery photos' });
    expect(within(grid).getByRole('img', { name: 'Kitchen in Naples' })).toBeTruthy();
    await user.click(within(grid).getByRole('button', { name: 'Delete photo 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this photo?' });
    expect(within(dialog).getByText(/"Kitchen in Naples" will be removed/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('checks the type and size of a gallery photo before uploading it', async () => {
    renderWithProviders(<SettingsPage />, { mocks: [pageMock()] });
    const form = await screen.findByRole('form', { name: 'Upload a photo' });
    const input = within(form).getByLabelText('Photo') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'party.gif', { type: 'image/gif' })] } });
    expect(await within(form).findByText('Choose a JPEG, PNG or WebP image.')).toBeTruthy();
    expect((within(form).getByRole('button', { name: 'Upload Photo' }) as HTMLButtonElement).disabled).toBe(true);

    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [big] } });
    expect(await within(form).findByText('That image is 5 MB; the limit is 5 MB.')).toBeTruthy();
  });
});
