import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { completeSetupStepMutation, saveSetupSettingsMutation } from './FirstRunSetup';
import { SetupGate, setupStatusQuery } from './SetupGate';

const SETTINGS = {
  __typename: 'BusinessSettings',
  id: 'QnVzaW5lc3NTZXR0aW5nczox',
  businessName: 'Sunshine Clean',
  phone: null,
  email: null,
  address: null,
  defaultTaxRateBasisPoints: null,
};

const ZIPS = [{ __typename: 'ServiceAreaZip', id: 'U2VydmljZUFyZWFaaXA6MQ==', zip: '34102' }];

const status = (done: string[], needed = true) => ({
  __typename: 'SetupStatus',
  needed,
  steps: ['BUSINESS', 'ADDRESS', 'PRICES', 'TAX', 'IMPORT'].map((step) => ({
    __typename: 'SetupStepState',
    step,
    done: done.includes(step),
  })),
});

const statusMock = (done: string[], needed = true) => ({
  request: { query: setupStatusQuery },
  result: { data: { setupStatus: status(done, needed), businessSettings: SETTINGS, serviceAreaZips: ZIPS } },
});

describe('SetupGate', () => {
  it('opens the dashboard straight away when no setup is needed', async () => {
    renderWithProviders(<SetupGate>Dashboard here</SetupGate>, { mocks: [statusMock([], false)] });
    expect(await screen.findByText('Dashboard here')).toBeTruthy();
  });

  it('walks a new install through its steps: saving the business card, skipping the address', async () => {
    const { user } = renderWithProviders(<SetupGate>Dashboard here</SetupGate>, {
      mocks: [
        statusMock([]),
        {
          request: {
            query: saveSetupSettingsMutation,
            variables: { input: { businessName: 'Bright Homes', phone: '239-555-0100', email: 'hi@bright.test' } },
          },
          result: {
            data: {
              updateBusinessSettings: {
                __typename: 'UpdateBusinessSettingsPayload',
                settings: { ...SETTINGS, businessName: 'Bright Homes' },
              },
            },
          },
        },
        {
          request: { query: completeSetupStepMutation, variables: { input: { step: 'BUSINESS' } } },
          result: { data: { completeSetupStep: { __typename: 'CompleteSetupStepPayload', setupStatus: status(['BUSINESS']) } } },
        },
        statusMock(['BUSINESS']),
        {
          request: { query: completeSetupStepMutation, variables: { input: { step: 'ADDRESS' } } },
          result: {
            data: { completeSetupStep: { __typename: 'CompleteSetupStepPayload', setupStatus: status(['BUSINESS', 'ADDRESS']) } },
          },
        },
        statusMock(['BUSINESS', 'ADDRESS']),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Your business', level: 1 })).toBeTruthy();
    expect(screen.getByText('Step 1 of 5')).toBeTruthy();
    expect(screen.queryByText('Dashboard here')).toBeNull();
    const name = screen.getByRole('textbox', { name: 'Business name' });
    await user.clear(name);
    await user.type(name, 'Bright Homes');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '239-555-0100');
    await user.type(screen.getByRole('textbox', { name: 'Mailbox' }), 'hi@bright.test');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Address and service area', level: 1 })).toBeTruthy();
    // Each step's fields start from the settings, not from the inputs of the step before.
    expect((screen.getByRole('textbox', { name: 'Address' }) as HTMLInputElement).value).toBe('');
    expect((screen.getByRole('textbox', { name: 'ZIP codes served' }) as HTMLInputElement).value).toBe('34102');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(await screen.findByRole('heading', { name: 'Prices', level: 1 })).toBeTruthy();
    expect(screen.getByText('Step 3 of 5')).toBeTruthy();
  }, 20_000);

  it('saves the address and the ZIP codes served with the Address step, showing those already served', async () => {
    const { user } = renderWithProviders(<SetupGate>Dashboard here</SetupGate>, {
      mocks: [
        statusMock(['BUSINESS']),
        {
          request: { query: saveSetupSettingsMutation, variables: { input: { address: '1 Main St, Naples' } } },
          result: {
            data: {
              updateBusinessSettings: {
                __typename: 'UpdateBusinessSettingsPayload',
                settings: { ...SETTINGS, address: '1 Main St, Naples' },
              },
            },
          },
        },
        {
          request: {
            query: completeSetupStepMutation,
            variables: { input: { step: 'ADDRESS', serviceAreaZips: '34102, 34108 34110' } },
          },
          result: {
            data: { completeSetupStep: { __typename: 'CompleteSetupStepPayload', setupStatus: status(['BUSINESS', 'ADDRESS']) } },
          },
        },
        statusMock(['BUSINESS', 'ADDRESS']),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Address and service area', level: 1 })).toBeTruthy();
    const zips = screen.getByRole('textbox', { name: 'ZIP codes served' });
    expect((zips as HTMLInputElement).value).toBe('34102');
    await user.type(screen.getByRole('textbox', { name: 'Address' }), '1 Main St, Naples');
    await user.type(zips, ', 34108 34110');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('heading', { name: 'Prices', level: 1 })).toBeTruthy();
  }, 20_000);
});
