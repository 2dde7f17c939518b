import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { errorMessage } from '../../../apollo/errors';
import { graphql } from '../../../gql';
import type { PriceListEditor_PriceListFragment, Recurrence, ServiceType, UpdatePriceListInput } from '../../../gql/graphql';
import { QueryLoadState } from '../../../lib/QueryLoadState';
import { basisPointsToPercentInput, centsToDollarsInput, dollarsToCents, percentToBasisPoints } from '../../../lib/money';
import { RECURRING_LABELS, SERVICE_NAMES, SERVICE_TYPES } from '../../../lib/serviceLabels';
import { Button } from '../../../ui/Button';
import { Checkbox, Fieldset } from '../../../ui/Checkbox';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toast';
import { FormActions, SettingsForm, SettingsSubsection } from './SettingsSection';

/** Everything the editor shows and sends back: read (unmasked) by the page's query and by the save's answer. */
export const PriceListEditor_priceList = graphql(`
  fragment PriceListEditor_priceList on PriceListType {
    minimumCents
    services {
      service
      basePriceCents
      bedroomsIncluded
      bathroomsIncluded
      perBedroomCents
      perBathroomCents
      baseMinutes
      perBedroomMinutes
      perBathroomMinutes
      taxRateBasisPoints
    }
    extras {
      key
      label
      priceCents
      durationMinutes
      firstVisitOnly
      services
    }
    frequencyDiscounts {
      frequency
      basisPoints
      notOnFirstVisit
    }
  }
`);

export const PriceListEditor_Query = graphql(`
  query PriceListEditor_Query {
    priceList {
      ...PriceListEditor_priceList @unmask
    }
  }
`);

export const updatePriceListMutation = graphql(`
  mutation PriceListEditor_UpdatePriceList($input: UpdatePriceListInput!) {
    updatePriceList(input: $input) {
      priceList {
        ...PriceListEditor_priceList @unmask
      }
    }
  }
`);

type PriceList = PriceListEditor_PriceListFragment;
const DISCOUNTED: Recurrence[] = ['WEEKLY', 'BIWEEKLY', 'MONTHLY', 'CUSTOM'];

/** The list as typed: money in dollars, rates in percent, counts as text, until saved. */
interface Draft {
  minimum: string;
  services: Record<ServiceType, Record<ServiceKey, string>>;
  extras: { key: string; label: string; price: string; minutes: string; firstVisitOnly: boolean; services: ServiceType[] }[];
  discounts: Record<string, { percent: string; notOnFirstVisit: boolean }>;
}
type ServiceKey =
  | 'base'
  | 'bedroomsIncluded'
  | 'bathroomsIncluded'
  | 'perBedroom'
  | 'perBathroom'
  | 'baseMinutes'
  | 'perBedroomMinutes'
  | 'perBathroomMinutes'
  | 'tax';

const SERVICE_FIELDS: { key: ServiceKey; label: string; money?: true; percent?: true }[] = [
  { key: 'base', label: 'Base price', money: true },
  { key: 'bedroomsIncluded', label: 'Bedrooms included' },
  { key: 'bathroomsIncluded', label: 'Bathrooms included' },
  { key: 'perBedroom', label: 'Each extra bedroom', money: true },
  { key: 'perBathroom', label: 'Each extra bathroom', money: true },
  { key: 'baseMinutes', label: 'Minutes per visit' },
  { key: 'perBedroomMinutes', label: 'Minutes per extra bedroom' },
  { key: 'perBathroomMinutes', label: 'Minutes per extra bathroom' },
  { key: 'tax', label: 'Sales tax (%)', percent: true },
];

function draftOf(list: PriceList): Draft {
  const services = Object.fromEntries(
    list.services.map((s) => [
      s.service,
      {
        base: centsToDollarsInput(s.basePriceCents),
        bedroomsIncluded: String(s.bedroomsIncluded),
        bathroomsIncluded: String(s.bathroomsIncluded),
        perBedroom: centsToDollarsInput(s.perBedroomCents),
        perBathroom: centsToDollarsInput(s.perBathroomCents),
        baseMinutes: String(s.baseMinutes),
        perBedroomMinutes: String(s.perBedroomMinutes),
        perBathroomMinutes: String(s.perBathroomMinutes),
        tax: basisPointsToPercentInput(s.taxRateBasisPoints) || '0',
      },
    ]),
  ) as Draft['services'];
  return {
    minimum: centsToDollarsInput(list.minimumCents),
    services,
    extras: list.extras.map((e) => ({
      key: e.key,
      label: e.label,
      price: centsToDollarsInput(e.priceCents),
      minutes: String(e.durationMinutes),
      firstVisitOnly: e.firstVisitOnly,
      services: [...e.services],
    })),
    discounts: Object.fromEntries(
      DISCOUNTED.map((frequency) => {
        const found = list.frequencyDiscounts.find((d) => d.frequency === frequency);
        return [
          frequency,
          { percent: basisPointsToPercentInput(found?.basisPoints ?? 0) || '0', notOnFirstVisit: found?.notOnFirstVisit ?? true },
        ];
      }),
    ),
  };
}

/** A key for a new extra, from its name: "Inside garage" → inside-garage. */
const keyOf = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40) || 'extra';

const SERVER_KEYS: Record<string, ServiceKey> = {
  basePriceCents: 'base',
  perBedroomCents: 'perBedroom',
  perBathroomCents: 'perBathroom',
  taxRateBasisPoints: 'tax',
};

/** The server names fields by the API's input (services.post-construction.basePriceCents); the form by its own. */
function draftField(field: string): string {
  const [group, at, prop] = field.split('.');
  if (group === 'services' && at && prop) {
    return `${at.toUpperCase().replace('-', '_')}.${SERVER_KEYS[prop] ?? prop}`;
  }
  if (group === 'extras' && at && prop)
    return `extras.${at}.${prop === 'priceCents' ? 'price' : prop === 'durationMinutes' ? 'minutes' : prop}`;
  if (group === 'frequencyDiscounts' && at) return `discounts.${DISCOUNTED[Number(at)] ?? ''}`;
  if (group === 'minimumCents') return 'minimum';
  return field;
}

type Parsed = { ok: true; input: UpdatePriceListInput } | { ok: false; field: string; message: string };

function parse(draft: Draft): Parsed {
  const money = (text: string, field: string) => {
    const cents = dollarsToCents(text);
    if (cents === null || Number.isNaN(cents)) throw { field, message: 'Enter an amount in dollars, like 150 or 149.99.' };
    return cents;
  };
  const whole = (text: string, field: string) => {
    if (!/^\d{1,4}$/.test(text.trim())) throw { field, message: 'Enter a whole number.' };
    return Number(text.trim());
  };
  const percent = (text: string, field: string) => {
    const points = percentToBasisPoints(text);
    if (points === null || Number.isNaN(points) || points > 10_000) throw { field, message: 'Enter a percentage, like 6.5.' };
    return points;
  };
  try {
    return {
      ok: true,
      input: {
        minimumCents: money(draft.minimum, 'minimum'),
        services: SERVICE_TYPES.map((service) => {
          const s = draft.services[service];
          const at = (key: ServiceKey) => `${service}.${key}`;
          return {
            service,
            basePriceCents: money(s.base, at('base')),
            bedroomsIncluded: whole(s.bedroomsIncluded, at('bedroomsIncluded')),
            bathroomsIncluded: whole(s.bathroomsIncluded, at('bathroomsIncluded')),
            perBedroomCents: money(s.perBedroom, at('perBedroom')),
            perBathroomCents: money(s.perBathroom, at('perBathroom')),
            baseMinutes: whole(s.baseMinutes, at('baseMinutes')),
            perBedroomMinutes: whole(s.perBedroomMinutes, at('perBedroomMinutes')),
            perBathroomMinutes: whole(s.perBathroomMinutes, at('perBathroomMinutes')),
            taxRateBasisPoints: percent(s.tax, at('tax')),
          };
        }),
        extras: draft.extras.map((e, i) => ({
          // A new extra gets its key from its name, once, when first saved.
          key: e.key || keyOf(e.label),
          label: e.label.trim(),
          priceCents: money(e.price, `extras.${i}.price`),
          durationMinutes: whole(e.minutes, `extras.${i}.minutes`),
          firstVisitOnly: e.firstVisitOnly,
          services: e.services,
        })),
        frequencyDiscounts: DISCOUNTED.map((frequency) => ({
          frequency,
          basisPoints: percent(draft.discounts[frequency]!.percent, `discounts.${frequency}`),
          notOnFirstVisit: draft.discounts[frequency]!.notOnFirstVisit,
        })),
      },
    };
  } catch (problem) {
    return { ok: false, ...(problem as { field: string; message: string }) };
  }
}

/**
 * Settings → Prices: the whole price list the quotes are computed from. Typed in dollars, percent and minutes; sent
 * in cents, basis points and minutes. A change prices new quotes only: requests keep the quote they were made at.
 */
export function PriceListEditor() {
  const query = useQuery(PriceListEditor_Query);
  if (!query.data)
    return <QueryLoadState query={query} label="Loading the price list…" failed="The price list could not be loaded." />;
  return <PriceListForm list={query.data.priceList} />;
}

function PriceListForm({ list }: { list: PriceList }) {
  const { toast } = useToast();
  const [draft, setDraft] = useState(() => draftOf(list));
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const [save, { loading }] = useMutation(updatePriceListMutation);
  const formId = useId();
  const errorAt = (field: string) => (problem?.field === field ? problem.message : undefined);
  const edit = (change: (next: Draft) => void) => {
    setProblem(null);
    setDraft((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });
  };

  const submit = async () => {
    if (loading) return;
    const parsed = parse(draft);
    if (!parsed.ok) {
      setProblem({ field: parsed.field, message: parsed.message });
      toast({ title: 'Error', description: parsed.message, variant: 'destructive' });
      return;
    }
    try {
      const saved = await save({ variables: { input: parsed.input } });
      if (saved.data) setDraft(draftOf(saved.data.updatePriceList.priceList));
      toast({ title: 'Prices Saved', description: 'New quotes use these prices; agreed ones keep theirs.' });
    } catch (error) {
      // The whole path (services.deep.basePriceCents), not only its last part: the same name recurs per service.
      const first = CombinedGraphQLErrors.is(error) ? error.errors[0] : undefined;
      const field = first?.extensions?.field;
      if (typeof field === 'string' && first) setProblem({ field: draftField(field), message: first.message });
      toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
    }
  };

  return (
    <SettingsForm
      aria-label="Price list"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <SettingsSubsection
        title="Services"
        description="A home with the included rooms pays the base price; each room beyond adds its amount and minutes."
      >
        <StyledServices>
          {SERVICE_TYPES.map((service) => (
            <Fieldset key={service} legend={SERVICE_NAMES[service]}>
              <StyledGrid>
                {SERVICE_FIELDS.map(({ key, label, money, percent }) => (
                  <TextField
                    key={key}
                    id={`${formId}-${service}-${key}`}
                    label={label}
                    aria-label={`${SERVICE_NAMES[service]}: ${label}`}
                    inputMode={money || percent ? 'decimal' : 'numeric'}
                    prefix={money ? '$' : undefined}
                    value={draft.services[service][key]}
                    error={errorAt(`${service}.${key}`)}
                    disabled={loading}
                    onChange={(event) => edit((next) => void (next.services[service][key] = event.target.value))}
                  />
                ))}
              </StyledGrid>
            </Fieldset>
          ))}
        </StyledServices>
      </SettingsSubsection>

      <SettingsSubsection title="Extras" description="Offered on the booking form with the services you tick.">
        <StyledServices>
          {draft.extras.map((extra, index) => (
            <Fieldset key={`${extra.key}-${index}`} legend={extra.label.trim() || 'New extra'}>
              <StyledGrid>
                <TextField
                  label="Name"
                  aria-label={`Extra ${index + 1}: Name`}
                  maxLength={60}
                  value={extra.label}
                  error={errorAt(`extras.${index}.label`) ?? errorAt(`extras.${index}.key`)}
                  disabled={loading}
                  onChange={(event) => edit((next) => void (next.extras[index]!.label = event.target.value))}
                />
                <TextField
                  label="Price"
                  aria-label={`Extra ${index + 1}: Price`}
                  prefix="$"
                  inputMode="decimal"
                  value={extra.price}
                  error={errorAt(`extras.${index}.price`) ?? errorAt(`extras.${index}.priceCents`)}
                  disabled={loading}
                  onChange={(event) => edit((next) => void (next.extras[index]!.price = event.target.value))}
                />
                <TextField
                  label="Minutes"
                  aria-label={`Extra ${index + 1}: Minutes`}
                  inputMode="numeric"
                  value={extra.minutes}
                  error={errorAt(`extras.${index}.minutes`)}
                  disabled={loading}
                  onChange={(event) => edit((next) => void (next.extras[index]!.minutes = event.target.value))}
                />
              </StyledGrid>
              <Checkbox
                label="First visit only"
                aria-label={`Extra ${index + 1}: First visit only`}
                checked={extra.firstVisitOnly}
                disabled={loading}
                onChange={(event) => edit((next) => void (next.extras[index]!.firstVisitOnly = event.target.checked))}
              />
              <StyledChoices>
                {SERVICE_TYPES.map((service) => (
                  <Checkbox
                    key={service}
                    label={SERVICE_NAMES[service]}
                    aria-label={`Extra ${index + 1}: offered with ${SERVICE_NAMES[service]}`}
                    checked={extra.services.includes(service)}
                    disabled={loading}
                    onChange={(event) =>
                      edit((next) => {
                        const offered = next.extras[index]!.services.filter((s) => s !== service);
                        next.extras[index]!.services = event.target.checked ? [...offered, service] : offered;
                      })
                    }
                  />
                ))}
              </StyledChoices>
              <div>
                <Button
                  type="button"
                  $variant="secondary"
                  aria-label={`Remove ${extra.label.trim() || `extra ${index + 1}`}`}
                  disabled={loading}
                  onClick={() => edit((next) => void next.extras.splice(index, 1))}
                >
                  Remove
                </Button>
              </div>
            </Fieldset>
          ))}
          <div>
            <Button
              type="button"
              $variant="secondary"
              disabled={loading}
              onClick={() =>
                edit(
                  (next) =>
                    void next.extras.push({
                      key: '',
                      label: '',
                      price: '0',
                      minutes: '30',
                      firstVisitOnly: false,
                      services: [...SERVICE_TYPES],
                    }),
                )
              }
            >
              Add Extra
            </Button>
          </div>
        </StyledServices>
      </SettingsSubsection>

      <SettingsSubsection title="Frequency discounts" description="Off each visit of a recurring series.">
        <StyledGrid>
          {DISCOUNTED.map((frequency) => (
            <Fieldset key={frequency} legend={RECURRING_LABELS[frequency]}>
              <TextField
                label="Discount (%)"
                aria-label={`${RECURRING_LABELS[frequency]} discount (%)`}
                inputMode="decimal"
                value={draft.discounts[frequency]!.percent}
                error={errorAt(`discounts.${frequency}`)}
                disabled={loading}
                onChange={(event) => edit((next) => void (next.discounts[frequency]!.percent = event.target.value))}
              />
              <Checkbox
                label="Not on the first visit"
                aria-label={`${RECURRING_LABELS[frequency]}: not on the first visit`}
                checked={draft.discounts[frequency]!.notOnFirstVisit}
                disabled={loading}
                onChange={(event) => edit((next) => void (next.discounts[frequency]!.notOnFirstVisit = event.target.checked))}
              />
            </Fieldset>
          ))}
        </StyledGrid>
      </SettingsSubsection>

      <SettingsSubsection title="Minimum" description="The least a visit's cleaning costs, before discounts and tax.">
        <StyledNarrow>
          <TextField
            label="Minimum per visit"
            prefix="$"
            inputMode="decimal"
            value={draft.minimum}
            error={errorAt('minimum') ?? errorAt('minimumCents')}
            disabled={loading}
            onChange={(event) => edit((next) => void (next.minimum = event.target.value))}
          />
        </StyledNarrow>
      </SettingsSubsection>

      <FormActions>
        <Button type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save Price List'}
        </Button>
      </FormActions>
    </SettingsForm>
  );
}

const StyledServices = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const StyledGrid = styled.div`
  display: grid;
  gap: 0.75rem 1rem;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
`;

const StyledChoices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;
`;

const StyledNarrow = styled.div`
  max-width: 16rem;
`;
