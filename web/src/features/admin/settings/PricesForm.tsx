import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import type { ServiceType } from '../../../gql/graphql';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { SERVICE_NAMES, SERVICE_TYPES } from '../../../lib/serviceLabels';
import { FormActions, SettingsForm, SettingsSubsection } from './SettingsSection';
import { useUpdateBusinessSettings } from './useUpdateBusinessSettings';
import { basisPointsToPercentInput, centsToDollarsInput, dollarsToCents, percentToBasisPoints } from '../../../lib/money';
import { MAX_TAX_BASIS_POINTS } from '../../../lib/validation';

export const PricesForm_settings = graphql(`
  fragment PricesForm_settings on BusinessSettings {
    servicePrices {
      service
      priceCents
    }
    defaultTaxRateBasisPoints
  }
`);

/** What one field says is wrong with a typed amount, or null when it is fine. */
function priceProblem(text: string): string | null {
  const cents = dollarsToCents(text);
  if (cents === null) return 'Enter a price.';
  return Number.isNaN(cents) ? 'Enter an amount in dollars, like 150 or 149.99.' : null;
}

function taxProblem(text: string): string | null {
  const points = percentToBasisPoints(text);
  if (points === null) return null;
  if (Number.isNaN(points)) return 'Enter a percentage, like 6.5.';
  return points > MAX_TAX_BASIS_POINTS ? 'A tax rate is at most 50%.' : null;
}

/**
 * The price of one visit of each service type (what the dashboard's revenue counts) and the default tax rate for new
 * invoices. Typed in dollars and percent; sent in cents and basis points.
 */
export function PricesForm(props: { settings: FragmentType<typeof PricesForm_settings> }) {
  const settings = useFragment(PricesForm_settings, props.settings);
  const { save, loading } = useUpdateBusinessSettings();
  const [prices, setPrices] = useState<Record<ServiceType, string>>(() => {
    const byService = new Map(settings.servicePrices.map((price) => [price.service, price.priceCents]));
    return Object.fromEntries(
      SERVICE_TYPES.map((service) => [service, byService.has(service) ? centsToDollarsInput(byService.get(service)!) : '']),
    ) as Record<ServiceType, string>;
  });
  const [tax, setTax] = useState(basisPointsToPercentInput(settings.defaultTaxRateBasisPoints));
  const [touched, setTouched] = useState(false);

  const problems = Object.fromEntries(SERVICE_TYPES.map((service) => [service, priceProblem(prices[service])])) as Record<
    ServiceType,
    string | null
  >;
  const taxError = taxProblem(tax);
  const valid = !taxError && SERVICE_TYPES.every((service) => !problems[service]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTouched(true);
    if (!valid || loading) return;
    await save(
      {
        servicePrices: SERVICE_TYPES.map((service) => ({ service, priceCents: dollarsToCents(prices[service])! })),
        defaultTaxRateBasisPoints: percentToBasisPoints(tax),
      },
      'Prices Saved',
    );
  }

  return (
    <SettingsForm onSubmit={onSubmit} aria-label="Prices and tax" noValidate>
      <SettingsSubsection
        title="Price per visit"
        description="Used for the dashboard's monthly revenue and as a starting point for invoices."
      >
        <StyledPriceGrid>
          {SERVICE_TYPES.map((service) => (
            <TextField
              key={service}
              label={SERVICE_NAMES[service]}
              name={`price-${service}`}
              inputMode="decimal"
              prefix="$"
              value={prices[service]}
              error={touched ? problems[service] : null}
              onChange={(event) => setPrices((current) => ({ ...current, [service]: event.target.value }))}
            />
          ))}
        </StyledPriceGrid>
      </SettingsSubsection>
      <SettingsSubsection title="Tax">
        <StyledTax>
          <TextField
            label="Default tax rate (%)"
            name="defaultTaxRate"
            inputMode="decimal"
            hint="Added to new invoices. Leave empty for none."
            value={tax}
            error={taxError}
            onChange={(event) => setTax(event.target.value)}
          />
        </StyledTax>
      </SettingsSubsection>
      <FormActions>
        <Button type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save Prices'}
        </Button>
      </FormActions>
    </SettingsForm>
  );
}

const StyledPriceGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fill, minmax(13rem, 1fr));
`;

const StyledTax = styled.div`
  max-width: 16rem;
`;
