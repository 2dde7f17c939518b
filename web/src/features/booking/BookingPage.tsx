import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { operationProblems } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { BookingPage_QueryQuery, Recurrence, TimeSlot } from '../../gql/graphql';
import { addDays, businessToday, formatLocalDate } from '../../lib/businessTime';
import { formatCents } from '../../lib/money';
import { RECURRING_OPTIONS, SERVICE_NAMES, TIME_SLOT_LABELS, WEEKDAYS } from '../../lib/serviceLabels';
import { Alert } from '../../ui/Alert';
import { BrandName, brandStyles } from '../../ui/Brand';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Checkbox, Fieldset } from '../../ui/Checkbox';
import { useDocumentTitle, useNavigationFocus } from '../../ui/NavigationFocus';
import { Radio } from '../../ui/Radio';
import { PageLoader, Spinner } from '../../ui/Spinner';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import {
  type BookingState,
  INITIAL_STATE,
  LEAD_STEPS,
  MAX_ROOMS,
  missingFor,
  newIdempotencyKey,
  type Step,
  STEP_TITLES,
  STEPS,
} from './bookingFlow';
import { PriceSummary } from './PriceSummary';

// Only a finished booking offers it, so the booking steps do not carry its code.
const SaveCardOffer = lazy(() =>
  import('../../widgets/card-payments/SaveCardOffer').then((module) => ({ default: module.SaveCardOffer })),
);

export const BookingPage_Query = graphql(`
  query BookingPage_Query {
    viewer {
      id
      role
      email
      firstName
      lastName
    }
    priceList {
      services {
        service
      }
      extras {
        key
        label
        priceCents
        firstVisitOnly
        services
      }
    }
  }
`);

export const BookingPage_Quote = graphql(`
  query BookingPage_Quote($input: QuoteInput!) {
    quote(input: $input) {
      lines {
        kind
        label
        amountCents
      }
      totalCents
      recurring {
        lines {
          kind
          label
          amountCents
        }
        totalCents
      }
    }
  }
`);

export const BookingPage_CheckZip = graphql(`
  query BookingPage_CheckZip($zip: String!) {
    checkZip(zip: $zip) {
      zip
      served
      tripChargeCents
      message
    }
  }
`);

const BookingPage_Slots = graphql(`
  query BookingPage_Slots($zip: String!, $from: LocalDate!, $through: LocalDate!) {
    bookingSlots(zip: $zip, from: $from, through: $through) {
      date
      time
      remaining
    }
  }
`);

const BookingPage_Book = graphql(`
  mutation BookingPage_Book($input: BookOnlineInput!) {
    bookOnline(input: $input) {
      outcome
      message
      accepted
      firstVisitTotalCents
      totalCents
    }
  }
`);

export const BookingPage_SaveLead = graphql(`
  mutation BookingPage_SaveLead($input: SaveBookingLeadInput!) {
    saveBookingLead(input: $input) {
      saved
    }
  }
`);

/** How far ahead the slot step looks at once (the API answers at most 62 days). */
const SLOT_DAYS = 56;

/**
 * /book: a visitor books a cleaning with a live price, no account needed to start (issue 24). Each step has Back and
 * Continue; the itemized price beside the steps (a bar at the bottom on a phone) follows every answer.
 */
export function BookingPage() {
  const { data, loading, error, refetch } = useQuery(BookingPage_Query);
  useDocumentTitle('Book online · Sunshine Clean');
  if (!data) {
    if (loading) return <PageLoader label="Loading the booking form…" />;
    return (
      <BookingFrame>
        <Alert>We couldn't load the booking form. {error ? operationProblems(error).general : null}</Alert>
        <Button onClick={() => void refetch()}>Try again</Button>
      </BookingFrame>
    );
  }
  return <BookingFlow data={data} />;
}

function BookingFlow({ data }: { data: BookingPage_QueryQuery }) {
  const signedInClient = data.viewer?.role === 'CLIENT';
  const steps = useMemo(() => STEPS.filter((step) => step !== 'account' || !signedInClient), [signedInClient]);
  const [state, setState] = useState<BookingState>(() => ({
    ...INITIAL_STATE,
    ...(signedInClient && data.viewer
      ? { email: data.viewer.email, firstName: data.viewer.firstName, lastName: data.viewer.lastName }
      : {}),
  }));
  const [stepIndex, setStepIndex] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [fieldProblems, setFieldProblems] = useState<Record<string, string>>({});
  const [appliedCoupon, setAppliedCoupon] = useState('');
  const [done, setDone] = useState<{ message: string } | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const step = steps[stepIndex];
  const set = <K extends keyof BookingState>(key: K, value: BookingState[K]) => setState((s) => ({ ...s, [key]: value }));

  const [checkZip, zipCheck] = useLazyQuery(BookingPage_CheckZip);
  const served = zipCheck.data?.checkZip.served && zipCheck.data.checkZip.zip === state.zip.trim();

  const quoteInput = state.service
    ? {
        service: state.service,
        bedrooms: state.bedrooms,
        bathrooms: state.bathrooms,
        extras: state.extras,
        frequency: state.recurring,
        zip: served ? state.zip.trim() : null,
        couponCode: appliedCoupon || null,
      }
    : null;
  const quote = useQuery(BookingPage_Quote, { variables: { input: quoteInput! }, skip: !quoteInput });
  const shownQuote = quote.data?.quote ?? quote.previousData?.quote ?? null;
  const quoteProblems = quote.error ? operationProblems(quote.error) : null;

  const [saveLead] = useMutation(BookingPage_SaveLead);
  const [book, booking] = useMutation(BookingPage_Book);

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [stepIndex]);

  /** Keeps the visitor's email as a lead once they have given one (the API answers the same whatever it stores). */
  const rememberLead = (atStep: Step, email = state.email) => {
    if (!/^\S+@\S+\.\S+$/.test(email.trim()) || signedInClient) return;
    void saveLead({
      variables: {
        input: {
          email: email.trim(),
          step: LEAD_STEPS[atStep] as never,
          zip: state.zip.trim() || null,
          service: state.service,
          bedrooms: state.bedrooms,
          bathrooms: state.bathrooms,
          extras: state.extras,
          recurring: state.recurring,
          website: state.website || null,
        },
      },
    }).catch(() => undefined);
  };

  const next = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setFieldProblems({});
    const missing = missingFor(step, state);
    if (missing) return setProblem(missing);
    if (step === 'zip') {
      const result = await checkZip({ variables: { zip: state.zip.trim() } });
      if (!result.data?.checkZip.served) return;
    }
    if (step === 'details') rememberLead('details');
    if (step === 'summary' && quoteProblems?.fields.couponCode) return setProblem(quoteProblems.fields.couponCode);
    if (step === steps.at(-1)) return submit();
    setStepIndex((i) => i + 1);
  };

  const submit = async () => {
    try {
      const result = await book({
        variables: {
          input: {
            zip: state.zip.trim(),
            service: state.service!,
            bedrooms: state.bedrooms,
            bathrooms: state.bathrooms,
            extras: state.extras,
            recurring: state.recurring,
            customDays: state.recurring === 'CUSTOM' ? state.customDays : null,
            date: state.date,
            time: state.time!,
            address: state.address.trim(),
            phoneNumber: state.phoneNumber.trim(),
            notes: state.notes.trim() || null,
            couponCode: appliedCoupon || null,
            website: state.website || null,
            idempotencyKey,
            account: signedInClient
              ? null
              : {
                  mode: state.accountMode,
                  email: state.email.trim(),
                  password: state.password,
                  firstName: state.firstName.trim(),
                  lastName: state.lastName.trim(),
                },
          },
        },
      });
      if (result.data) setDone({ message: result.data.bookOnline.message });
    } catch (failure) {
      const problems = operationProblems(failure);
      setFieldProblems(problems.fields);
      const back: Partial<Record<string, Step>> = {
        date: 'slot',
        time: 'slot',
        zip: 'zip',
        couponCode: 'summary',
        address: 'details',
      };
      const field = Object.keys(problems.fields)[0];
      const target = field ? back[field] : undefined;
      setProblem(problems.general ?? (field ? problems.fields[field] : null));
      if (target) setStepIndex(steps.indexOf(target));
    }
  };

  if (done) {
    return (
      <BookingFrame>
        <Card aria-labelledby="done-title">
          <StyledStepTitle id="done-title" ref={heading} tabIndex={-1}>
            Booked
          </StyledStepTitle>
          <p role="status">{done.message}</p>
          <Suspense fallback={null}>
            <SaveCardOffer />
          </Suspense>
          {signedInClient ? <Link to="/portal">Go to your portal</Link> : <a href="/">Back to the home page</a>}
        </Card>
      </BookingFrame>
    );
  }

  return (
    <BookingFrame
      summary={
        <PriceSummary
          quote={shownQuote}
          loading={quote.loading}
          problem={quoteProblems?.general ?? (quoteProblems ? Object.values(quoteProblems.fields)[0] : null)}
        />
      }
    >
      <Card aria-labelledby="step-title">
        <StyledProgress>
          Step {stepIndex + 1} of {steps.length}
        </StyledProgress>
        <StyledStepTitle id="step-title" ref={heading} tabIndex={-1}>
          {STEP_TITLES[step]}
        </StyledStepTitle>
        <StyledForm onSubmit={(event) => void next(event)} noValidate>
          {step === 'zip' ? (
            <ZipStep
              state={state}
              set={set}
              check={zipCheck.data?.checkZip ?? null}
              checking={zipCheck.loading}
              onLead={rememberLead}
            />
          ) : null}
          {step === 'service' ? (
            <Fieldset legend="Cleaning">
              {data.priceList.services.map(({ service }) => (
                <Radio
                  key={service}
                  name="service"
                  label={SERVICE_NAMES[service]}
                  checked={state.service === service}
                  onChange={() => setState((s) => ({ ...s, service, extras: [] }))}
                />
              ))}
            </Fieldset>
          ) : null}
          {step === 'home' ? (
            <>
              <TextField
                label="Bedrooms"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_ROOMS}
                value={String(state.bedrooms)}
                onChange={(event) => set('bedrooms', Number(event.target.value))}
                error={fieldProblems.bedrooms}
              />
              <TextField
                label="Bathrooms"
                type="number"
                inputMode="numeric"
                min={0}
                max={MAX_ROOMS}
                value={String(state.bathrooms)}
                onChange={(event) => set('bathrooms', Number(event.target.value))}
                error={fieldProblems.bathrooms}
              />
            </>
          ) : null}
          {step === 'extras' ? (
            <Fieldset legend="Extras" hint="Each is added to the price.">
              {data.priceList.extras
                .filter((extra) => state.service && extra.services.includes(state.service))
                .map((extra) => (
                  <Checkbox
                    key={extra.key}
                    label={`${extra.label} (+${formatCents(extra.priceCents)}${extra.firstVisitOnly ? ', first visit' : ''})`}
                    checked={state.extras.includes(extra.key)}
                    onChange={(event) =>
                      set(
                        'extras',
                        event.target.checked ? [...state.extras, extra.key] : state.extras.filter((key) => key !== extra.key),
                      )
                    }
                  />
                ))}
            </Fieldset>
          ) : null}
          {step === 'frequency' ? (
            <>
              <Fieldset legend="Recurring">
                {RECURRING_OPTIONS.map((option) => (
                  <Radio
                    key={option.value}
                    name="recurring"
                    label={option.label}
                    checked={state.recurring === option.value}
                    onChange={() => set('recurring', option.value as Recurrence)}
                  />
                ))}
              </Fieldset>
              {state.recurring === 'CUSTOM' ? (
                <Fieldset legend="Days">
                  {WEEKDAYS.map((day) => (
                    <Checkbox
                      key={day.key}
                      label={day.label}
                      checked={state.customDays[day.key]}
                      onChange={(event) => set('customDays', { ...state.customDays, [day.key]: event.target.checked })}
                    />
                  ))}
                </Fieldset>
              ) : null}
            </>
          ) : null}
          {step === 'slot' ? <SlotStep state={state} set={set} /> : null}
          {step === 'details' ? (
            <>
              <TextField
                label="Address"
                autoComplete="street-address"
                value={state.address}
                onChange={(e) => set('address', e.target.value)}
                required
                error={fieldProblems.address}
              />
              <StyledPair>
                <TextField
                  label="First name"
                  autoComplete="given-name"
                  value={state.firstName}
                  onChange={(e) => set('firstName', e.target.value)}
                  required
                  error={fieldProblems.firstName}
                />
                <TextField
                  label="Last name"
                  autoComplete="family-name"
                  value={state.lastName}
                  onChange={(e) => set('lastName', e.target.value)}
                  required
                  error={fieldProblems.lastName}
                />
              </StyledPair>
              <TextField
                label="Email Address"
                type="email"
                autoComplete="email"
                value={state.email}
                onChange={(e) => set('email', e.target.value)}
                onBlur={() => rememberLead('details')}
                readOnly={signedInClient}
                required
                error={fieldProblems.email}
              />
              <TextField
                label="Phone Number"
                type="tel"
                autoComplete="tel"
                value={state.phoneNumber}
                onChange={(e) => set('phoneNumber', e.target.value)}
                required
                error={fieldProblems.phoneNumber}
              />
              <TextArea
                label="Notes"
                rows={3}
                value={state.notes}
                onChange={(e) => set('notes', e.target.value)}
                hint="Gate codes, pets, anything we should know."
              />
              <StyledHoneypot aria-hidden="true">
                <label>
                  Website
                  <input
                    tabIndex={-1}
                    autoComplete="off"
                    value={state.website}
                    onChange={(e) => set('website', e.target.value)}
                  />
                </label>
              </StyledHoneypot>
            </>
          ) : null}
          {step === 'summary' ? (
            <>
              <StyledFacts>
                <li>
                  {SERVICE_NAMES[state.service!]}, {state.bedrooms} bedrooms, {state.bathrooms} bathrooms
                </li>
                <li>{RECURRING_OPTIONS.find((o) => o.value === state.recurring)?.label}</li>
                <li>
                  {state.date ? formatLocalDate(state.date) : null}, {state.time ? TIME_SLOT_LABELS[state.time] : null}
                </li>
                <li>{state.address}</li>
              </StyledFacts>
              <StyledCoupon>
                <TextField
                  label="Coupon code"
                  value={state.couponCode}
                  onChange={(e) => set('couponCode', e.target.value)}
                  error={
                    appliedCoupon && quoteProblems?.fields.couponCode ? quoteProblems.fields.couponCode : fieldProblems.couponCode
                  }
                />
                <Button type="button" $variant="secondary" onClick={() => setAppliedCoupon(state.couponCode.trim())}>
                  Apply
                </Button>
              </StyledCoupon>
              {shownQuote ? (
                <StyledTotalLine>
                  Total: <strong>{formatCents(shownQuote.totalCents)}</strong>
                  {shownQuote.recurring ? ` first visit, then ${formatCents(shownQuote.recurring.totalCents)} each` : null}
                </StyledTotalLine>
              ) : null}
            </>
          ) : null}
          {step === 'account' ? (
            <>
              <Fieldset legend="Account">
                <Radio
                  name="accountMode"
                  label="Create an account"
                  checked={state.accountMode === 'CREATE'}
                  onChange={() => set('accountMode', 'CREATE')}
                />
                <Radio
                  name="accountMode"
                  label="I have an account"
                  checked={state.accountMode === 'SIGN_IN'}
                  onChange={() => set('accountMode', 'SIGN_IN')}
                />
              </Fieldset>
              <p>Email: {state.email}</p>
              <TextField
                label="Password"
                type="password"
                autoComplete={state.accountMode === 'CREATE' ? 'new-password' : 'current-password'}
                value={state.password}
                onChange={(e) => set('password', e.target.value)}
                hint={state.accountMode === 'CREATE' ? 'At least 8 characters.' : undefined}
                required
                error={fieldProblems.password}
              />
            </>
          ) : null}
          {problem ? <Alert>{problem}</Alert> : null}
          <StyledActions>
            {stepIndex > 0 ? (
              <Button type="button" $variant="secondary" onClick={() => setStepIndex((i) => i - 1)}>
                Back
              </Button>
            ) : (
              <a href="/">Cancel</a>
            )}
            <Button type="submit" disabled={booking.loading || zipCheck.loading}>
              {booking.loading ? <Spinner label="Booking…" size={16} /> : null}
              {step === steps.at(-1) ? 'Book' : 'Continue'}
            </Button>
          </StyledActions>
        </StyledForm>
      </Card>
    </BookingFrame>
  );
}

type SetField = <K extends keyof BookingState>(key: K, value: BookingState[K]) => void;

function ZipStep({
  state,
  set,
  check,
  checking,
  onLead,
}: {
  state: BookingState;
  set: SetField;
  check: { served: boolean; message: string; zip: string } | null;
  checking: boolean;
  onLead: (step: Step, email: string) => void;
}) {
  const [email, setEmail] = useState('');
  const [left, setLeft] = useState(false);
  const outside = check && !check.served && check.zip === state.zip.trim();
  return (
    <>
      <TextField
        label="ZIP code"
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={5}
        value={state.zip}
        onChange={(event) => set('zip', event.target.value)}
        required
      />
      {checking ? <Spinner label="Checking your ZIP code…" size={16} /> : null}
      {outside ? (
        <div role="status">
          <p>{check.message}</p>
          {left ? (
            <p>Thank you: we'll be in touch.</p>
          ) : (
            <StyledCoupon>
              <TextField
                label="Your email"
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
              <Button
                type="button"
                $variant="secondary"
                onClick={() => {
                  onLead('zip', email);
                  setLeft(true);
                }}
              >
                Let me know
              </Button>
            </StyledCoupon>
          )}
        </div>
      ) : null}
    </>
  );
}

function SlotStep({ state, set }: { state: BookingState; set: SetField }) {
  const from = addDays(businessToday(), 1);
  const { data, loading, error } = useQuery(BookingPage_Slots, {
    variables: { zip: state.zip.trim(), from, through: addDays(from, SLOT_DAYS) },
    fetchPolicy: 'network-only',
  });
  const days = useMemo(() => {
    const byDay = new Map<string, TimeSlot[]>();
    for (const slot of data?.bookingSlots ?? []) byDay.set(slot.date, [...(byDay.get(slot.date) ?? []), slot.time]);
    return byDay;
  }, [data]);
  if (loading && !data) return <Spinner label="Loading free times…" />;
  if (error) return <Alert>{operationProblems(error).general ?? 'We could not load the free times.'}</Alert>;
  if (days.size === 0) return <p>No free times in the coming weeks: please call us.</p>;
  const times = days.get(state.date) ?? [];
  return (
    <>
      <StyledSelectLabel>
        Day
        <select value={state.date} onChange={(event) => setDay(event.target.value)}>
          <option value="">Choose a day</option>
          {[...days.keys()].map((date) => (
            <option key={date} value={date}>
              {formatLocalDate(date)}
            </option>
          ))}
        </select>
      </StyledSelectLabel>
      {state.date ? (
        <Fieldset legend="Time">
          {times.map((time) => (
            <Radio
              key={time}
              name="time"
              label={TIME_SLOT_LABELS[time]}
              checked={state.time === time}
              onChange={() => set('time', time)}
            />
          ))}
        </Fieldset>
      ) : null}
    </>
  );

  function setDay(date: string) {
    set('date', date);
    if (state.time && !(days.get(date) ?? []).includes(state.time)) set('time', null);
  }
}

/** The page around the steps: the brand (home), the steps, and the price beside them. */
function BookingFrame({ children, summary }: { children: ReactNode; summary?: ReactNode }) {
  const title = useRef<HTMLHeadingElement>(null);
  useNavigationFocus(title);
  return (
    <StyledPage>
      <header>
        <StyledBrand href="/">
          <BrandName />
        </StyledBrand>
      </header>
      <StyledMain>
        <StyledPageTitle ref={title} tabIndex={-1}>
          Book online
        </StyledPageTitle>
        <StyledColumns>
          <div>{children}</div>
          {summary}
        </StyledColumns>
      </StyledMain>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  min-height: 100vh;
  padding: 1rem 1rem 0;
`;

const StyledBrand = styled.a`
  ${brandStyles}
  font-size: 1.25rem;
`;

const StyledMain = styled.main`
  max-width: 64rem;
  margin: 0 auto;
`;

const StyledPageTitle = styled.h1`
  font-size: 1.75rem;
  margin: 1rem 0;
`;

const StyledColumns = styled.div`
  display: grid;
  gap: 1rem;
  align-items: start;

  @media (min-width: 900px) {
    grid-template-columns: 1fr 20rem;
  }
`;

const StyledProgress = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

const StyledStepTitle = styled.h2`
  margin: 0.25rem 0 1rem;
  font-size: 1.375rem;
`;

const StyledForm = styled.form`
  display: grid;
  gap: 1rem;
`;

const StyledPair = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 600px) {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 1rem;
`;

const StyledCoupon = styled.div`
  display: flex;
  align-items: end;
  gap: 0.5rem;
  > :first-child {
    flex: 1;
  }
`;

const StyledFacts = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

const StyledTotalLine = styled.p`
  margin: 0;
`;

const StyledSelectLabel = styled.label`
  display: grid;
  gap: 0.375rem;
  font-weight: 600;
  select {
    min-height: 2.75rem;
    font: inherit;
    padding: 0.5rem;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Off screen for people, there for robots that fill every field. */
const StyledHoneypot = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;
