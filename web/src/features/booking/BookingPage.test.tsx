import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { BookingPage, BookingPage_CheckZip, BookingPage_Query, BookingPage_Quote, BookingPage_SaveLead } from './BookingPage';

const pageMock = {
  request: { query: BookingPage_Query },
  result: {
    data: {
      viewer: null,
      priceList: {
        __typename: 'PriceListType',
        services: [
          { __typename: 'ServicePricingType', service: 'STANDARD' },
          { __typename: 'ServicePricingType', service: 'DEEP' },
        ],
        extras: [
          {
            __typename: 'PriceExtraType',
            key: 'inside-oven',
            label: 'Inside oven',
            priceCents: 3500,
            firstVisitOnly: false,
            services: ['STANDARD', 'DEEP'],
          },
        ],
      },
    },
  },
};

const zipMock = (zip: string, served: boolean) => ({
  request: { query: BookingPage_CheckZip, variables: { zip } },
  result: {
    data: {
      checkZip: {
        __typename: 'ZipCheck',
        zip,
        served,
        tripChargeCents: 0,
        message: served
          ? `Good news: we clean in ${zip}.`
          : `Sorry, we don't clean in ${zip} yet. Leave your email and we'll tell you when we do.`,
      },
    },
  },
});

const line = (kind: string, label: string, amountCents: number) => ({ __typename: 'QuoteLineType', kind, label, amountCents });

describe('BookingPage', () => {
  it('tells a visitor outside the area so, and keeps their email as a lead', async () => {
    let leadSent = false;
    const { user } = renderWithProviders(<BookingPage />, {
      route: '/book',
      mocks: [
        pageMock,
        zipMock('10001', false),
        {
          request: {
            query: BookingPage_SaveLead,
            variables: {
              input: {
                email: 'far@example.com',
                step: 'ZIP',
                zip: '10001',
                service: null,
                bedrooms: 2,
                bathrooms: 1,
                extras: [],
                recurring: 'ONETIME',
                website: null,
              },
            },
          },
          result: () => {
            leadSent = true;
            return { data: { saveBookingLead: { __typename: 'SaveBookingLeadPayload', saved: true } } };
          },
        },
      ],
    });
    await user.type(await screen.findByLabelText('ZIP code'), '10001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/we don't clean in 10001 yet/)).toBeTruthy();
    // Still on the first step: nobody books outside the area.
    expect(screen.getByRole('heading', { level: 2, name: 'Where is the home?' })).toBeTruthy();
    await user.type(screen.getByLabelText('Your email'), 'far@example.com');
    await user.click(screen.getByRole('button', { name: 'Let me know' }));
    expect(await screen.findByText("Thank you: we'll be in touch.")).toBeTruthy();
    expect(leadSent).toBe(true);
  });

  it('shows the price as soon as a cleaning is chosen, in a polite live region', async () => {
    const { user } = renderWithProviders(<BookingPage />, {
      route: '/book',
      mocks: [
        pageMock,
        zipMock('34102', true),
        {
          request: {
            query: BookingPage_Quote,
            variables: {
              input: {
                service: 'DEEP',
                bedrooms: 2,
                bathrooms: 1,
                extras: [],
                frequency: 'ONETIME',
                zip: '34102',
                couponCode: null,
              },
            },
          },
          result: {
            data: {
              quote: {
                __typename: 'Quote',
                lines: [line('BASE', 'Deep Cleaning', 25000), line('BEDROOMS', '1 more bedroom', 4000)],
                totalCents: 29000,
                recurring: null,
              },
            },
          },
        },
      ],
    });
    expect(await screen.findByText('Choose a cleaning to see its price.')).toBeTruthy();
    await user.type(await screen.findByLabelText('ZIP code'), '34102');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: 'Deep Cleaning' }));
    const total = await screen.findByTestId('price-total');
    expect(total.textContent).toBe('$290.00');
    expect(total.closest('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    // Continue is blocked until a cleaning is chosen, and the next step's heading takes the focus.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'How big is the home?' });
    expect(document.activeElement).toBe(heading);
  });
});
