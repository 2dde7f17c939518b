import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../../gql';
import type { ServiceType } from '../../../gql/graphql';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { SERVICE_NAMES, SERVICE_TYPES } from '../../../lib/serviceLabels';
import { FormActions, SettingsForm, SettingsSubsection } from './SettingsSection';
import { useUpdateBusinessSettings } from './useUpdateBusinessSettings';
import { fieldError, useSchemaForm } from '../../../lib/forms';
import { basisPointsToPercentInput, centsToDollarsInput } from '../../../lib/money';
import { pricesSchema } from '../../../lib/validation';

export const PricesForm_settings = graphql(`
  fragment PricesForm_settings on BusinessSettings {
    servicePrices {
      service
      priceCents
    }
    defaultTaxRateBasisPoints
  }
`);

/**
 * The price of one visit of each service type (what the dashboard's revenue counts) and the default tax rate for new
 * invoices. Typed in dollars and percent; sent in cents and basis points.
 */
export function PricesForm(props: { settings: FragmentType<typeof PricesForm_settings> }) {
  const settings = useFragment(PricesForm_settings, props.settings);
  const { save, loading } = useUpdateBusinessSettings();
  const byService = new Map(settings.servicePrices.map((price) => [price.service, price.priceCents]));
  const form = useSchemaForm(pricesSchema, {
    mode: 'onChange',
    defaultValues: {
      prices: Object.fromEntries(
        SERVICE_TYPES.map((service) => [service, byService.has(service) ? centsToDollarsInput(byService.get(service)!) : '']),
      ) as Record<ServiceType, string>,
      tax: basisPointsToPercentInput(settings.defaultTaxRateBasisPoints),
    },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async ({ prices, tax }) => {
    if (loading) return;
    await save(
      {
        servicePrices: SERVICE_TYPES.map((service) => ({ service, priceCents: prices[service] })),
        defaultTaxRateBasisPoints: tax,
      },
      'Prices Saved',
    );
  });

  return (
    <SettingsForm onSubmit={(event) => void submit(event)} aria-label="Prices and tax" noValidate>
      <SettingsSubsection
        title="Price per visit"
        description="Each service's base price, for a home with the included rooms; the price list below holds the rest."
      >
        <StyledPriceGrid>
          {SERVICE_TYPES.map((service) => (
            <TextField
              key={service}
              label={SERVICE_NAMES[service]}
              inputMode="decimal"
              prefix="$"
              error={fieldError(errors, `prices.${service}`)}
              {...form.register(`prices.${service}`)}
            />
          ))}
        </StyledPriceGrid>
      </SettingsSubsection>
      <SettingsSubsection title="Tax">
        <StyledTax>
          <TextField
            label="Default tax rate (%)"
            inputMode="decimal"
            hint="Added to invoices you write by hand. Invoices from visits use each service's tax in the price list."
            error={fieldError(errors, 'tax')}
            {...form.register('tax')}
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
