import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { type FieldError, type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { operationProblems } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { CreateServiceRequestInput, QuoteInput, ServiceType } from '../../gql/graphql';
import { formatCents } from '../../lib/money';
import { LivePrice } from './LivePrice';
import { fieldError, showServerProblems } from '../../lib/forms';
import { Button, buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { Checkbox, Fieldset } from '../../ui/Checkbox';
import { Select } from '../../ui/Select';
import { PageLoader } from '../../ui/Spinner';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import {
  EMPTY_REQUEST_FORM,
  lastBookableDay,
  newIdempotencyKey,
  requestFormResolver,
  type RequestFormValues,
  validateRequestForm,
} from './requestForm';
import { useCreateServiceRequest } from './useCreateServiceRequest';
import { businessToday } from '../../lib/businessTime';
import { formatPhone } from '../../lib/phone';
import { RECURRING_OPTIONS, SERVICE_OPTIONS, TIME_SLOT_OPTIONS, type Weekday, WEEKDAYS } from '../../lib/serviceLabels';
import { PageHeader } from '../../ui/PageHeader';

export const RequestServicePage_Query = graphql(`
  query RequestServicePage_Query {
    viewer {
      id
      role
      client {
        id
        address
        phone
      }
    }
    priceList {
      extras {
        key
        label
        priceCents
        services
      }
    }
  }
`);

/** 0 to 20, as the API takes. */
const ROOM_OPTIONS = Array.from({ length: 21 }, (_, n) => ({ value: String(n), label: String(n) }));

/** Spec §9: the page goes to the portal this long after a successful request. */
export const REDIRECT_DELAY_MS = 2000;

type RequestInput = Omit<CreateServiceRequestInput, 'idempotencyKey'>;

/** The form's fields the server may name in its answer. */
const FIELDS = [
  'service',
  'date',
  'time',
  'recurring',
  'address',
  'phoneNumber',
  'notes',
  'customDays',
  'bedrooms',
  'bathrooms',
  'extras',
] as const;

/**
 * /request-service: a client asks for a cleaning (spec §2, §5). Address and phone come prefilled from the client's
 * record. Each submission attempt carries an idempotency key, so a double click or a retry of the same details
 * creates one request.
 */
export function RequestServicePage() {
  const { data, loading } = useQuery(RequestServicePage_Query);
  const viewer = data?.viewer;

  if (!data && loading) return <PageLoader label="Loading the request form…" />;

  return (
    <>
      <PageHeader title="Request Service" lead="Tell us what you need and when. We'll confirm your cleaning as soon as we can." />
      {viewer && viewer.role !== 'CLIENT' ? (
        <Card>
          <CardTitle>For our clients</CardTitle>
          <CardDescription>
            Cleanings are requested by clients from their own account. New requests show up on your dashboard for approval.
          </CardDescription>
          <StyledLinkButton to="/">Go to Dashboard</StyledLinkButton>
        </Card>
      ) : (
        <RequestServiceForm
          prefillAddress={viewer?.client?.address ?? ''}
          prefillPhone={formatPhone(viewer?.client?.phone)}
          extras={data?.priceList.extras ?? []}
        />
      )}
    </>
  );
}

type Extra = { key: string; label: string; priceCents: number; services: readonly ServiceType[] };

function RequestServiceForm({
  prefillAddress,
  prefillPhone,
  extras,
}: {
  prefillAddress: string;
  prefillPhone: string;
  extras: readonly Extra[];
}) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { submit, loading } = useCreateServiceRequest();
  const form = useForm<RequestFormValues, unknown, RequestInput>({
    defaultValues: { ...EMPTY_REQUEST_FORM, address: prefillAddress, phoneNumber: prefillPhone },
    resolver: requestFormResolver(businessToday),
    // The rules speak once per attempt (a toast each time): not again on every key after a failed submit.
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [submitted, setSubmitted] = useState(false);
  const today = businessToday();

  // A double click fires two submits before React re-renders the disabled button: the ref stops the second.
  const inFlight = useRef(false);
  // One key per attempt: reused while the details are unchanged (a retry), new when they change.
  const attempt = useRef<{ key: string; fingerprint: string } | null>(null);

  useEffect(() => {
    if (!submitted) return;
    const timer = window.setTimeout(() => navigate('/portal'), REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [submitted, navigate]);

  const values = useWatch({ control: form.control });
  /** A field's registration; changing it clears its mark until the next submit. */
  const field = (name: keyof RequestFormValues | `customDays.${Weekday}`) =>
    form.register(name, { onChange: () => form.clearErrors(name.startsWith('customDays') ? 'customDays' : name) });
  /** A select stays controlled: its empty first choice is disabled, and only React keeps it chosen. */
  const select = (name: 'service' | 'time' | 'recurring' | 'bedrooms' | 'bathrooms') => ({
    ...field(name),
    value: values[name] ?? '',
  });
  const service = values.service || null;
  const offered = service ? extras.filter((extra) => extra.services.includes(service)) : [];
  const chosenExtras = (values.extras ?? []).filter((key): key is string => offered.some((extra) => extra.key === key));
  const quoteInput: QuoteInput | null = service
    ? {
        service,
        bedrooms: Number(values.bedrooms ?? 1),
        bathrooms: Number(values.bathrooms ?? 1),
        extras: chosenExtras,
        frequency: values.recurring ?? 'ONETIME',
      }
    : null;

  const onValid = async (input: RequestInput) => {
    if (inFlight.current || loading || submitted) return;
    const fingerprint = JSON.stringify(input);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: newIdempotencyKey(), fingerprint };
    inFlight.current = true;
    // Only the extras the chosen service offers (one ticked before switching service is not sent).
    const outcome = await submit({ ...input, extras: chosenExtras, idempotencyKey: attempt.current.key });
    inFlight.current = false;
    if (outcome.ok) {
      setSubmitted(true);
      return;
    }
    showServerProblems(form.setError, operationProblems(outcome.error).fields, FIELDS);
  };
  const onInvalid = (found: FieldErrors<RequestFormValues>) => {
    const result = validateRequestForm(form.getValues());
    if (result.ok || loading || submitted) return;
    // Marked now, in the same render as the toast (handleSubmit itself publishes them only after this returns).
    for (const name of Object.keys(found) as (keyof RequestFormValues)[]) form.setError(name, found[name] as FieldError);
    const { title, description } = result.problem;
    toast({ title, description, variant: 'destructive' });
  };

  const custom = values.recurring === 'CUSTOM';
  const busy = loading || submitted;

  return (
    <StyledCard>
      {submitted ? (
        <StyledSuccess role="status">
          <strong>Request submitted!</strong> Thank you. We'll review it and confirm your cleaning soon. Taking you to your
          portal…
        </StyledSuccess>
      ) : null}
      <StyledForm
        onSubmit={(event) => void form.handleSubmit(onValid, onInvalid)(event)}
        noValidate
        aria-label="Request a cleaning"
      >
        <StyledGrid>
          <Select
            label="Service"
            required
            placeholder="Select a service"
            options={SERVICE_OPTIONS}
            error={fieldError(errors, 'service')}
            disabled={busy}
            {...select('service')}
          />
          <TextField
            label="Date"
            type="date"
            required
            min={today}
            max={lastBookableDay(today)}
            error={fieldError(errors, 'date')}
            disabled={busy}
            {...field('date')}
          />
          <Select
            label="Time"
            required
            placeholder="Select a time"
            options={TIME_SLOT_OPTIONS}
            error={fieldError(errors, 'time')}
            disabled={busy}
            {...select('time')}
          />
          <Select
            label="Recurring"
            options={RECURRING_OPTIONS}
            error={fieldError(errors, 'recurring')}
            disabled={busy}
            {...select('recurring')}
          />
          {custom ? (
            <StyledWide>
              <Fieldset legend="Days" hint="Which days of the week should we come?">
                {WEEKDAYS.map(({ key, label }) => (
                  <Checkbox key={key} label={label} disabled={busy} {...field(`customDays.${key}`)} />
                ))}
              </Fieldset>
              {errors.customDays?.message ? <StyledFieldError>{errors.customDays.message}</StyledFieldError> : null}
            </StyledWide>
          ) : null}
          <Select
            label="Bedrooms"
            options={ROOM_OPTIONS}
            error={fieldError(errors, 'bedrooms')}
            disabled={busy}
            {...select('bedrooms')}
          />
          <Select
            label="Bathrooms"
            options={ROOM_OPTIONS}
            error={fieldError(errors, 'bathrooms')}
            disabled={busy}
            {...select('bathrooms')}
          />
          {offered.length > 0 ? (
            <StyledWide>
              <Fieldset legend="Extras" hint="Optional, priced each.">
                {offered.map((extra) => (
                  <Checkbox
                    key={extra.key}
                    label={`${extra.label} (${formatCents(extra.priceCents)})`}
                    value={extra.key}
                    disabled={busy}
                    {...form.register('extras')}
                  />
                ))}
              </Fieldset>
            </StyledWide>
          ) : null}
          <LivePrice input={quoteInput} />
          <StyledWide>
            <TextField
              label="Address"
              autoComplete="street-address"
              required
              maxLength={300}
              error={fieldError(errors, 'address')}
              disabled={busy}
              {...field('address')}
            />
          </StyledWide>
          <TextField
            label="Phone Number"
            type="tel"
            autoComplete="tel"
            required
            maxLength={32}
            error={fieldError(errors, 'phoneNumber')}
            disabled={busy}
            {...field('phoneNumber')}
          />
          <StyledWide>
            <TextArea
              label="Notes"
              maxLength={2000}
              hint="Optional. Gate codes, pets, rooms to focus on…"
              error={fieldError(errors, 'notes')}
              disabled={busy}
              {...field('notes')}
            />
          </StyledWide>
        </StyledGrid>
        <StyledActions>
          <Button type="submit" $size="lg" disabled={busy}>
            {loading ? 'Submitting…' : submitted ? 'Submitted' : 'Submit Request'}
          </Button>
        </StyledActions>
      </StyledForm>
    </StyledCard>
  );
}

const StyledCard = styled(Card)`
  max-width: 48rem;
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
`;

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1.25rem 1rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;

const StyledFieldError = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    & > button {
      width: 100%;
    }
  }
`;

const StyledSuccess = styled.div`
  margin-bottom: 1.25rem;
  padding: 0.875rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};

  strong {
    color: ${({ theme }) => theme.colors.success};
  }
`;

const StyledLinkButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
