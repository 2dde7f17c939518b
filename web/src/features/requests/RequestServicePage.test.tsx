import type { MockLink } from '@apollo/client/testing';
import { configure, act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectLocation, renderWithProviders } from '../../../test/render';
import type { CreateServiceRequestInput, QuoteInput, Role } from '../../gql/graphql';
import { LivePrice_Query } from './LivePrice';
import { REDIRECT_DELAY_MS, RequestServicePage, RequestServicePage_Query } from './RequestServicePage';
import { createServiceRequestMutation } from './useCreateServiceRequest';
import { businessToday } from '../../lib/businessTime';
import { NO_DAYS } from '../../lib/serviceLabels';

// On a busy machine (the full suite on two cores) a rendered page can take longer than the default second.
configure({ asyncUtilTimeout: 5000 });

function viewerMock(
  client: { address: string | null; phone: string | null } | null = {
    address: '1450 Gulf Shore Blvd N, Naples, FL 34102',
    phone: '+12395550142',
  },
  role: Role = 'CLIENT',
): MockLink.MockedResponse {
  return {
    request: { query: RequestServicePage_Query },
    result: {
      data: {
        viewer: {
          __typename: 'User',
          id: 'VXNlcjox',
          role,
          client: client && { __typename: 'Client', id: 'Q2xpZW50OjE=', ...client },
        },
        priceList: {
          __typename: 'PriceListType',
          extras: [
            {
              __typename: 'PriceExtraType',
              key: 'inside-oven',
              label: 'Inside oven',
              priceCents: 3_500,
              services: ['DEEP', 'STANDARD'],
            },
            { __typename: 'PriceExtraType', key: 'laundry', label: 'Laundry', priceCents: 2_500, services: ['STANDARD'] },
          ],
        },
      },
    },
  };
}

const line = (kind: string, label: string, amountCents: number) => ({ __typename: 'QuoteLineType', kind, label, amountCents });

/** The server's quote for a home: answered for any input, recording each one. */
function quoteMock(asked: QuoteInput[], totalCents: number, recurringCents: number | null = null): MockLink.MockedResponse {
  return {
    request: { query: LivePrice_Query, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      asked.push(variables.input as QuoteInput);
      return {
        data: {
          quote: {
            __typename: 'Quote',
            lines: [line('BASE', 'Deep Cleaning', 25_000), line('EXTRA', 'Inside oven', totalCents - 25_000)],
            subtotalCents: totalCents,
            discountCents: 0,
            taxCents: 0,
            totalCents,
            durationMinutes: 345,
            recurring:
              recurringCents === null
                ? null
                : {
                    __typename: 'VisitQuote',
                    totalCents: recurringCents,
                    durationMinutes: 345,
                    lines: [line('BASE', 'Deep Cleaning', recurringCents)],
                  },
          },
        },
      };
    },
  };
}

type Outcome = 'ok' | 'pending' | { error: string; code?: string } | { networkError: true };

/** A createServiceRequest answer that records each input it receives. */
function createMock(sent: CreateServiceRequestInput[], outcome: Outcome = 'ok'): MockLink.MockedResponse {
  return {
    request: { query: createServiceRequestMutation, variables: () => true },
    delay: outcome === 'pending' ? Infinity : 0,
    ...(typeof outcome === 'object' && 'networkError' in outcome
      ? { error: new TypeError('Failed to fetch') }
      : {
          result: (variables: Record<string, unknown>) => {
            const input = variables.input as CreateServiceRequestInput;
            sent.push(input);
            if (typeof outcome === 'object' && 'error' in outcome) {
              return { errors: [{ message: outcome.error, extensions: { code: outcome.code ?? 'BAD_USER_INPUT' } }] };
            }
            return {
              data: {
                createServiceRequest: {
                  __typename: 'CreateServiceRequestPayload',
                  serviceRequest: {
                    __typename: 'ServiceRequest',
                    id: 'U2VydmljZVJlcXVlc3Q6MQ==',
                    status: 'PENDING',
                    date: input.date,
                  },
                },
              },
            };
          },
        }),
  };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  return renderWithProviders(<RequestServicePage />, { route: '/request-service', mocks });
}

const notifications = () => within(screen.getByRole('region', { name: /notifications/i }));
const submitButton = () => screen.getByRole('button', { name: /submit request|submitting|submitted/i }) as HTMLButtonElement;

async function fillRequiredFields(user: ReturnType<typeof renderPage>['user']) {
  await user.selectOptions(await screen.findByLabelText('Service'), 'DEEP');
  await user.type(screen.getByLabelText('Date'), '2031-03-04');
  await user.selectOptions(screen.getByLabelText('Time'), 'MORNING');
}

// The API books at most two years ahead of Naples's today: the form's dates are read on an early-2031 morning.
beforeEach(() => {
  vi.setSystemTime(new Date('2031-02-20T14:00:00Z'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RequestServicePage', () => {
  it('offers the services, time slots and schedules of the spec, and a date from today in Naples', async () => {
    renderPage([viewerMock()]);
    const service = await screen.findByLabelText('Service');
    const labels = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(labels(service)).toEqual([
      'Select a service',
      'Standard Cleaning',
      'Deep Cleaning',
      'Move-Out Cleaning',
      'Move-In Cleaning',
      'Post-Construction Cleaning',
      'Commercial Cleaning',
    ]);
    expect(labels(screen.getByLabelText('Time'))).toEqual([
      'Select a time',
      'Morning 8AM-12PM',
      'Afternoon 12PM-4PM',
      'Evening 4PM-7PM',
      'Flexible',
    ]);
    expect(labels(screen.getByLabelText('Recurring'))).toEqual(['One-time', 'Weekly', 'Bi-weekly', 'Monthly', 'Custom']);
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect(date.type).toBe('date');
    expect(date.min).toBe(businessToday());
    expect(screen.getByLabelText('Notes')).toBeTruthy();
  });

  it("prefills the address and phone from the client's record", async () => {
    renderPage([viewerMock()]);
    expect(((await screen.findByLabelText('Address')) as HTMLInputElement).value).toBe(
      '1450 Gulf Shore Blvd N, Naples, FL 34102',
    );
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('(239) 555-0142');
  });

  it("shows 'Missing Information' and sends nothing while a required field is empty", async () => {
    const sent: CreateServiceRequestInput[] = [];
    const { user } = renderPage([viewerMock({ address: null, phone: null }), createMock(sent)]);
    await screen.findByLabelText('Service');
    await user.click(submitButton());
    expect(await notifications().findByText('Missing Information')).toBeTruthy();
    expect(notifications().getByText('Please fill in all required fields')).toBeTruthy();
    expect(screen.getByLabelText('Service').getAttribute('aria-invalid')).toBe('true');

    // Everything but the phone number: still missing.
    await fillRequiredFields(user);
    await user.type(screen.getByLabelText('Address'), '12 Palm Ave, Naples');
    await user.click(submitButton());
    expect(await notifications().findByText('Please fill in all required fields')).toBeTruthy();
    expect(screen.getByLabelText('Phone Number').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("shows the day checkboxes only for Custom, and 'No Days Selected' without a day", async () => {
    const sent: CreateServiceRequestInput[] = [];
    const { user } = renderPage([viewerMock(), createMock(sent)]);
    await fillRequiredFields(user);
    expect(screen.queryByRole('group', { name: /days/i })).toBeNull();

    await user.selectOptions(screen.getByLabelText('Recurring'), 'CUSTOM');
    const days = screen.getByRole('group', { name: /days/i });
    expect(
      within(days)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    await user.click(submitButton());
    expect(await notifications().findByText('No Days Selected')).toBeTruthy();
    expect(notifications().getByText('Please select at least one day for custom recurring schedule')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(within(days).getByLabelText('Tuesday'));
    await user.click(within(days).getByLabelText('Friday'));
    await user.click(submitButton());
    expect(await notifications().findByText('Request Submitted')).toBeTruthy();
    expect(sent[0]).toMatchObject({
      recurring: 'CUSTOM',
      customDays: { ...NO_DAYS, tuesday: true, friday: true },
    });
  });

  it('sends customDays null for every schedule but Custom', async () => {
    const sent: CreateServiceRequestInput[] = [];
    const { user } = renderPage([viewerMock(), createMock(sent)]);
    await fillRequiredFields(user);
    await user.selectOptions(screen.getByLabelText('Recurring'), 'CUSTOM');
    await user.click(screen.getByLabelText('Monday'));
    await user.selectOptions(screen.getByLabelText('Recurring'), 'WEEKLY');
    await user.type(screen.getByLabelText('Notes'), 'Gate code 4821');
    await user.click(submitButton());
    await notifications().findByText('Request Submitted');
    expect(sent).toEqual([
      {
        service: 'DEEP',
        date: '2031-03-04',
        time: 'MORNING',
        address: '1450 Gulf Shore Blvd N, Naples, FL 34102',
        phoneNumber: '(239) 555-0142',
        notes: 'Gate code 4821',
        recurring: 'WEEKLY',
        customDays: null,
        bedrooms: 1,
        bathrooms: 1,
        extras: [],
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
  });

  it('sends one request, with one idempotency key, for a double click', async () => {
    const sent: CreateServiceRequestInput[] = [];
    // One mocked answer: a second request would find none and end in an 'Error' toast.
    const { user } = renderPage([viewerMock(), createMock(sent)]);
    await fillRequiredFields(user);
    await user.dblClick(submitButton());
    expect(await notifications().findByText('Request Submitted')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(notifications().queryByText('Error')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("reads 'Submitting…' and is disabled while pending", async () => {
    const { user } = renderPage([viewerMock(), createMock([], 'pending')]);
    await fillRequiredFields(user);
    await user.click(submitButton());
    expect(submitButton().textContent).toBe('Submitting…');
    expect(submitButton().disabled).toBe(true);
  });

  it('keeps the key for a retry of the same details and makes a new one when they change', async () => {
    const sent: CreateServiceRequestInput[] = [];
    const { user } = renderPage([
      viewerMock(),
      createMock(sent, { error: 'The date cannot be in the past' }),
      createMock(sent, { error: 'Still failing' }),
      createMock(sent, 'ok'),
    ]);
    await fillRequiredFields(user);
    await user.click(submitButton());
    await notifications().findByText('The date cannot be in the past');
    await user.click(submitButton());
    await notifications().findByText('Still failing');
    await user.type(screen.getByLabelText('Notes'), 'Side door');
    await user.click(submitButton());
    await notifications().findByText('Request Submitted');

    expect(sent).toHaveLength(3);
    expect(sent[1]!.idempotencyKey).toBe(sent[0]!.idempotencyKey);
    expect(sent[2]!.idempotencyKey).not.toBe(sent[0]!.idempotencyKey);
  });

  it(`shows the banner, 'Request Submitted', and goes to /portal after ${REDIRECT_DELAY_MS} ms`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent: CreateServiceRequestInput[] = [];
    const { user } = renderPage([viewerMock(), createMock(sent)]);
    await fillRequiredFields(user);
    await user.click(submitButton());
    expect(await notifications().findByText('Request Submitted')).toBeTruthy();
    expect(screen.getByText('Request submitted!').closest('[role="status"]')?.textContent).toMatch(/taking you to your portal/i);
    expect(submitButton().disabled).toBe(true);

    act(() => vi.advanceTimersByTime(REDIRECT_DELAY_MS - 200));
    await expectLocation('/request-service');
    act(() => vi.advanceTimersByTime(400));
    await expectLocation('/portal');
  });

  it("shows a destructive 'Error' with the server's message and marks the field", async () => {
    const sent: CreateServiceRequestInput[] = [];
    const { user } = renderPage([viewerMock(), createMock(sent, { error: 'Enter a valid phone number' })]);
    await fillRequiredFields(user);
    await user.click(submitButton());
    expect(await notifications().findByText('Error')).toBeTruthy();
    expect(notifications().getByText('Enter a valid phone number')).toBeTruthy();
    expect(notifications().getByRole('listitem').getAttribute('data-variant')).toBe('destructive');
    await expectLocation('/request-service');
    expect(submitButton().disabled).toBe(false);
  });

  it("falls back to 'Failed to submit service request' when the server said nothing", async () => {
    const { user } = renderPage([viewerMock(), createMock([], { networkError: true })]);
    await fillRequiredFields(user);
    await user.click(submitButton());
    expect(await notifications().findByText('Failed to submit service request')).toBeTruthy();
    expect(notifications().getByText('Error')).toBeTruthy();
  });

  it('prices the home live from the server as it is described, announces the total politely and sends the home', async () => {
    const asked: QuoteInput[] = [];
    const sent: CreateServiceRequestInput[] = [];
    const { user } = renderPage([viewerMock(), quoteMock(asked, 28_500, 25_650), createMock(sent)]);
    expect(await screen.findByText('Choose a service to see the price.')).toBeTruthy();
    await fillRequiredFields(user);
    await user.selectOptions(screen.getByLabelText('Bedrooms'), '3');
    await user.selectOptions(screen.getByLabelText('Bathrooms'), '2');
    // Only the chosen service's extras are offered.
    expect(screen.queryByLabelText('Laundry ($25.00)')).toBeNull();
    await user.click(screen.getByLabelText('Inside oven ($35.00)'));
    await user.selectOptions(screen.getByLabelText('Recurring'), 'BIWEEKLY');
    const price = await screen.findByRole('region', { name: 'Your price' });
    expect(await within(price).findByText('First visit')).toBeTruthy();
    expect(within(price).getByText('$285.00')).toBeTruthy();
    expect(within(price).getByText('$256.50')).toBeTruthy();
    const announcement = within(price).getByRole('status');
    expect(announcement.getAttribute('aria-live')).toBe('polite');
    expect(announcement.textContent).toBe('Total $285.00, then $256.50 a visit');
    expect(asked.at(-1)).toEqual({ service: 'DEEP', bedrooms: 3, bathrooms: 2, extras: ['inside-oven'], frequency: 'BIWEEKLY' });
    await user.click(submitButton());
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ bedrooms: 3, bathrooms: 2, extras: ['inside-oven'], recurring: 'BIWEEKLY' });
  });

  it('tells an admin that requests come from clients instead of showing the form', async () => {
    renderPage([viewerMock(null, 'ADMIN')]);
    expect(await screen.findByText('For our clients')).toBeTruthy();
    expect(screen.queryByLabelText('Service')).toBeNull();
  });
});
