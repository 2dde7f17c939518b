import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { operationProblems } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { Recurrence, ServiceType, TimeSlot } from '../../gql/graphql';
import { Button, buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { Checkbox, Fieldset } from '../../ui/Checkbox';
import { Select } from '../../ui/Select';
import { PageLoader } from '../../ui/Spinner';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { EMPTY_REQUEST_FORM, newIdempotencyKey, validateRequestForm, type RequestFormValues } from './requestForm';
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
  }
`);

/** Spec §9: the page goes to the portal this long after a successful request. */
export const REDIRECT_DELAY_MS = 2000;

type FieldErrors = Partial<Record<keyof RequestFormValues, string>>;

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
        <RequestServiceForm prefillAddress={viewer?.client?.address ?? ''} prefillPhone={formatPhone(viewer?.client?.phone)} />
      )}
    </>
  );
}

function RequestServiceForm({ prefillAddress, prefillPhone }: { prefillAddress: string; prefillPhone: string }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const { submit, loading } = useCreateServiceRequest();
  const [values, setValues] = useState<RequestFormValues>(() => ({
    ...EMPTY_REQUEST_FORM,
    address: prefillAddress,
    phoneNumber: prefillPhone,
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
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

  function set<K extends keyof RequestFormValues>(field: K, value: RequestFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  }

  function toggleDay(day: Weekday, checked: boolean) {
    set('customDays', { ...values.customDays, [day]: checked });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current || loading || submitted) return;

    const result = validateRequestForm(values);
    if (!result.ok) {
      const { title, description, fields } = result.problem;
      toast({ title, description, variant: 'destructive' });
      setErrors(Object.fromEntries(fields.map((field) => [field, field === 'customDays' ? description : 'Required'])));
      return;
    }

    const fingerprint = JSON.stringify(result.input);
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: newIdempotencyKey(), fingerprint };

    inFlight.current = true;
    const outcome = await submit({ ...result.input, idempotencyKey: attempt.current.key });
    inFlight.current = false;
    if (outcome.ok) {
      setSubmitted(true);
      return;
    }
    setErrors(operationProblems(outcome.error).fields as FieldErrors);
  }

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
      <StyledForm onSubmit={onSubmit} noValidate aria-label="Request a cleaning">
        <StyledGrid>
          <Select
            label="Service"
            name="service"
            required
            placeholder="Select a service"
            options={SERVICE_OPTIONS}
            value={values.service}
            error={errors.service}
            disabled={busy}
            onChange={(event) => set('service', event.target.value as ServiceType)}
          />
          <TextField
            label="Date"
            name="date"
            type="date"
            required
            min={today}
            value={values.date}
            error={errors.date}
            disabled={busy}
            onChange={(event) => set('date', event.target.value)}
          />
          <Select
            label="Time"
            name="time"
            required
            placeholder="Select a time"
            options={TIME_SLOT_OPTIONS}
            value={values.time}
            error={errors.time}
            disabled={busy}
            onChange={(event) => set('time', event.target.value as TimeSlot)}
          />
          <Select
            label="Recurring"
            name="recurring"
            options={RECURRING_OPTIONS}
            value={values.recurring}
            error={errors.recurring}
            disabled={busy}
            onChange={(event) => set('recurring', event.target.value as Recurrence)}
          />
          {custom ? (
            <StyledWide>
              <Fieldset legend="Days" hint="Which days of the week should we come?">
                {WEEKDAYS.map(({ key, label }) => (
                  <Checkbox
                    key={key}
                    label={label}
                    name={`day-${key}`}
                    checked={values.customDays[key]}
                    disabled={busy}
                    onChange={(event) => toggleDay(key, event.target.checked)}
                  />
                ))}
              </Fieldset>
              {errors.customDays ? <StyledFieldError>{errors.customDays}</StyledFieldError> : null}
            </StyledWide>
          ) : null}
          <StyledWide>
            <TextField
              label="Address"
              name="address"
              autoComplete="street-address"
              required
              maxLength={300}
              value={values.address}
              error={errors.address}
              disabled={busy}
              onChange={(event) => set('address', event.target.value)}
            />
          </StyledWide>
          <TextField
            label="Phone Number"
            name="phoneNumber"
            type="tel"
            autoComplete="tel"
            required
            maxLength={32}
            value={values.phoneNumber}
            error={errors.phoneNumber}
            disabled={busy}
            onChange={(event) => set('phoneNumber', event.target.value)}
          />
          <StyledWide>
            <TextArea
              label="Notes"
              name="notes"
              maxLength={2000}
              hint="Optional. Gate codes, pets, rooms to focus on…"
              value={values.notes}
              error={errors.notes}
              disabled={busy}
              onChange={(event) => set('notes', event.target.value)}
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
