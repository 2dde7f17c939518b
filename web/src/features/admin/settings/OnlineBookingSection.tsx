import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../../apollo/errors';
import { graphql } from '../../../gql';
import type { CouponAppliesTo, CouponKind } from '../../../gql/graphql';
import { formatDay, formatInstantDate } from '../../../lib/businessTime';
import { dollarsToCents, formatCents, formatRate, percentToBasisPoints } from '../../../lib/money';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { FormActions } from '../../../ui/Form';
import { GlobeIcon } from '../../../ui/Icon';
import { Select } from '../../../ui/Select';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toast';
import { SettingsSection, SettingsSubsection } from './SettingsSection';
import { TextLeadsSubsection } from './TextLeadsSubsection';

export const OnlineBookingSection_Query = graphql(`
  query OnlineBookingSection_Query {
    bookingSettings {
      windowWeeks
      visitsPerSlot
      acceptAtOnce
    }
    serviceAreaZips {
      id
      zip
      place
      tripChargeCents
    }
    coupons {
      id
      code
      kind
      amount
      appliesTo
      newClientsOnly
      validFrom
      validThrough
      usageLimit
      usedCount
      active
    }
    bookingLeads {
      id
      email
      step
      zip
      outsideArea
      summary
      totalCents
      remindedAt
      bookedAt
      createdAt
    }
  }
`);

const UpdateSettings = graphql(`
  mutation OnlineBookingSection_UpdateSettings($input: UpdateBookingSettingsInput!) {
    updateBookingSettings(input: $input) {
      settings {
        windowWeeks
        visitsPerSlot
        acceptAtOnce
      }
    }
  }
`);

const SaveZip = graphql(`
  mutation OnlineBookingSection_SaveZip($input: SaveServiceAreaZipInput!) {
    saveServiceAreaZip(input: $input) {
      serviceAreaZip {
        id
      }
    }
  }
`);

const DeleteZip = graphql(`
  mutation OnlineBookingSection_DeleteZip($input: DeleteServiceAreaZipInput!) {
    deleteServiceAreaZip(input: $input) {
      deletedServiceAreaZipId
    }
  }
`);

const SaveCoupon = graphql(`
  mutation OnlineBookingSection_SaveCoupon($input: SaveCouponInput!) {
    saveCoupon(input: $input) {
      coupon {
        id
      }
    }
  }
`);

const DeactivateCoupon = graphql(`
  mutation OnlineBookingSection_DeactivateCoupon($input: DeactivateCouponInput!) {
    deactivateCoupon(input: $input) {
      coupon {
        id
        active
      }
    }
  }
`);

const RemindLead = graphql(`
  mutation OnlineBookingSection_RemindLead($input: SendLeadReminderInput!) {
    sendLeadReminder(input: $input) {
      lead {
        id
        remindedAt
      }
    }
  }
`);

const REFRESH = { refetchQueries: ['OnlineBookingSection_Query'], awaitRefetchQueries: true };

const STEP_WORDS: Record<string, string> = {
  ZIP: 'ZIP code',
  SERVICE: 'Service',
  HOME: 'Home size',
  EXTRAS: 'Extras',
  FREQUENCY: 'Frequency',
  SLOT: 'Date and time',
  DETAILS: 'Details',
  SUMMARY: 'Summary',
  ACCOUNT: 'Account',
};

/**
 * Settings → Online booking: how far ahead and how many visits a slot takes, approval at once; the ZIP codes served
 * with their trip charges; coupons; and the leads of visitors who left, each with "Send a reminder".
 */
export function OnlineBookingSection() {
  const { toast } = useToast();
  const { data, error } = useQuery(OnlineBookingSection_Query);
  const [updateSettings, savingSettings] = useMutation(UpdateSettings, REFRESH);
  const [saveZip, savingZip] = useMutation(SaveZip, REFRESH);
  const [deleteZip] = useMutation(DeleteZip, REFRESH);
  const [saveCoupon, savingCoupon] = useMutation(SaveCoupon, REFRESH);
  const [deactivateCoupon] = useMutation(DeactivateCoupon, REFRESH);
  const [remindLead] = useMutation(RemindLead, REFRESH);
  const [zipError, setZipError] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);

  const failed = (fallback: string) => (failure: unknown) =>
    toast({ title: 'Error', description: serverMessage(failure) ?? fallback, variant: 'destructive' });

  async function onSaveSettings(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await updateSettings({
        variables: {
          input: {
            windowWeeks: Number(form.get('windowWeeks')),
            visitsPerSlot: Number(form.get('visitsPerSlot')),
            acceptAtOnce: form.get('acceptAtOnce') === 'on',
          },
        },
      });
      toast({ title: 'Settings Saved' });
    } catch (failure) {
      failed('Failed to save settings')(failure);
    }
  }

  async function onAddZip(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setZipError(null);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const trip = String(form.get('trip') ?? '').trim();
    const tripChargeCents = trip ? dollarsToCents(trip) : 0;
    if (tripChargeCents === null) return setZipError('Trip charge must be an amount in dollars');
    try {
      await saveZip({
        variables: {
          input: { zip: String(form.get('zip')).trim(), place: String(form.get('place')).trim() || null, tripChargeCents },
        },
      });
      formElement.reset();
      toast({ title: 'ZIP Code Added' });
    } catch (failure) {
      setZipError(serverMessage(failure) ?? 'Failed to add the ZIP code');
    }
  }

  async function onAddCoupon(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setCouponError(null);
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const kind = String(form.get('kind')) as CouponKind;
    const raw = String(form.get('amount') ?? '');
    const amount = kind === 'PERCENT' ? percentToBasisPoints(raw) : dollarsToCents(raw);
    if (!amount) return setCouponError(kind === 'PERCENT' ? 'Amount must be a percentage' : 'Amount must be in dollars');
    const limit = String(form.get('usageLimit') ?? '').trim();
    try {
      await saveCoupon({
        variables: {
          input: {
            code: String(form.get('code')).trim(),
            kind,
            amount,
            appliesTo: String(form.get('appliesTo')) as CouponAppliesTo,
            newClientsOnly: form.get('newClientsOnly') === 'on',
            validFrom: String(form.get('validFrom') ?? '') || null,
            validThrough: String(form.get('validThrough') ?? '') || null,
            usageLimit: limit ? Number(limit) : null,
          },
        },
      });
      formElement.reset();
      toast({ title: 'Coupon Created' });
    } catch (failure) {
      setCouponError(serverMessage(failure) ?? 'Failed to create the coupon');
    }
  }

  return (
    <SettingsSection
      id="online-booking"
      title="Online booking"
      description="Where you clean, how bookings fill your days, coupons, and visitors who did not finish."
      icon={<GlobeIcon />}
    >
      {error && !data ? <Alert>We couldn't load online booking ({serverMessage(error) ?? error.message}).</Alert> : null}
      {data ? (
        <>
          <SettingsSubsection title="Bookings">
            <StyledForm onSubmit={(event) => void onSaveSettings(event)}>
              <StyledRow>
                <TextField
                  label="Booking window (weeks)"
                  name="windowWeeks"
                  type="number"
                  min={1}
                  max={52}
                  required
                  defaultValue={data.bookingSettings.windowWeeks}
                />
                <TextField
                  label="Visits per time slot per day"
                  name="visitsPerSlot"
                  type="number"
                  min={1}
                  max={50}
                  required
                  defaultValue={data.bookingSettings.visitsPerSlot}
                />
              </StyledRow>
              <Checkbox
                label="Accept online bookings at once (skip approval)"
                name="acceptAtOnce"
                defaultChecked={data.bookingSettings.acceptAtOnce}
              />
              <FormActions>
                <Button type="submit" disabled={savingSettings.loading}>
                  {savingSettings.loading ? 'Saving…' : 'Save'}
                </Button>
              </FormActions>
            </StyledForm>
          </SettingsSubsection>

          <SettingsSubsection
            title="Service area"
            description="The ZIP codes you clean in, each with an optional trip charge per visit."
          >
            <StyledList aria-label="ZIP codes served">
              {data.serviceAreaZips.map((zip) => (
                <li key={zip.id}>
                  <span>
                    <strong>{zip.zip}</strong> {zip.place ?? ''}
                    {zip.tripChargeCents ? ` · trip charge ${formatCents(zip.tripChargeCents)}` : ''}
                  </span>
                  <Button
                    $variant="ghost"
                    $size="sm"
                    aria-label={`Remove ${zip.zip}`}
                    onClick={() => void deleteZip({ variables: { input: { id: zip.id } } }).catch(failed('Failed to remove'))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </StyledList>
            <StyledForm onSubmit={(event) => void onAddZip(event)}>
              <StyledRow>
                <TextField label="ZIP code" name="zip" inputMode="numeric" maxLength={5} required />
                <TextField label="Place" name="place" />
                <TextField label="Trip charge" name="trip" prefix="$" inputMode="decimal" hint="Empty: none." />
              </StyledRow>
              {zipError ? <Alert>{zipError}</Alert> : null}
              <FormActions>
                <Button type="submit" disabled={savingZip.loading}>
                  Add ZIP code
                </Button>
              </FormActions>
            </StyledForm>
          </SettingsSubsection>

          <SettingsSubsection title="Coupons" description="Codes are matched without regard to case.">
            {data.coupons.length === 0 ? <p>No coupons yet.</p> : null}
            <StyledList aria-label="Coupons">
              {data.coupons.map((coupon) => (
                <li key={coupon.id}>
                  <span>
                    <strong>{coupon.code}</strong>{' '}
                    {coupon.kind === 'PERCENT' ? formatRate(coupon.amount) : formatCents(coupon.amount)} off{' '}
                    {coupon.appliesTo === 'FIRST' ? 'the first visit' : 'every visit'}
                    {coupon.newClientsOnly ? ', new clients only' : ''}
                    {coupon.validFrom ? `, from ${formatDay(coupon.validFrom)}` : ''}
                    {coupon.validThrough ? `, through ${formatDay(coupon.validThrough)}` : ''} · used {coupon.usedCount}
                    {coupon.usageLimit !== null && coupon.usageLimit !== undefined ? ` of ${coupon.usageLimit}` : ''}
                    {coupon.active ? '' : ' · inactive'}
                  </span>
                  {coupon.active ? (
                    <Button
                      $variant="ghost"
                      $size="sm"
                      aria-label={`Deactivate ${coupon.code}`}
                      onClick={() =>
                        void deactivateCoupon({ variables: { input: { id: coupon.id } } }).catch(failed('Failed to deactivate'))
                      }
                    >
                      Deactivate
                    </Button>
                  ) : null}
                </li>
              ))}
            </StyledList>
            <StyledForm onSubmit={(event) => void onAddCoupon(event)}>
              <StyledRow>
                <TextField label="Code" name="code" required maxLength={40} />
                <Select
                  label="Kind"
                  name="kind"
                  defaultValue="PERCENT"
                  options={[
                    { value: 'PERCENT', label: 'Percent off' },
                    { value: 'FIXED', label: 'Dollars off' },
                  ]}
                />
                <TextField label="Amount" name="amount" inputMode="decimal" required hint="10 for 10% or $10." />
              </StyledRow>
              <StyledRow>
                <Select
                  label="Applies to"
                  name="appliesTo"
                  defaultValue="FIRST"
                  options={[
                    { value: 'FIRST', label: 'The first visit' },
                    { value: 'EVERY', label: 'Every visit' },
                  ]}
                />
                <TextField label="Valid from" name="validFrom" type="date" />
                <TextField label="Valid through" name="validThrough" type="date" />
                <TextField label="Usage limit" name="usageLimit" type="number" min={1} hint="Empty: no limit." />
              </StyledRow>
              <Checkbox label="New clients only" name="newClientsOnly" />
              {couponError ? <Alert>{couponError}</Alert> : null}
              <FormActions>
                <Button type="submit" disabled={savingCoupon.loading}>
                  Create coupon
                </Button>
              </FormActions>
            </StyledForm>
          </SettingsSubsection>

          <SettingsSubsection title="Leads" description="Visitors who gave an email and did not book. Kept 90 days.">
            {data.bookingLeads.length === 0 ? <p>No leads yet.</p> : null}
            <StyledList aria-label="Leads">
              {data.bookingLeads.map((lead) => (
                <li key={lead.id}>
                  <span>
                    <strong>{lead.email}</strong> · {formatInstantDate(lead.createdAt)} · reached{' '}
                    {STEP_WORDS[lead.step] ?? lead.step}
                    {lead.outsideArea ? ` · outside the area (${lead.zip})` : ''}
                    {lead.summary ? ` · ${lead.summary}` : ''}
                    {lead.totalCents !== null && lead.totalCents !== undefined ? ` ${formatCents(lead.totalCents)}` : ''}
                    {lead.bookedAt ? ' · booked since' : ''}
                    {lead.remindedAt ? ` · reminded ${formatInstantDate(lead.remindedAt)}` : ''}
                  </span>
                  {lead.bookedAt ? null : (
                    <Button
                      $variant="secondary"
                      $size="sm"
                      aria-label={`Send a reminder to ${lead.email}`}
                      onClick={() =>
                        void remindLead({ variables: { input: { id: lead.id } } })
                          .then(() => toast({ title: 'Reminder Sent' }))
                          .catch(failed('Failed to send the reminder'))
                      }
                    >
                      Send a reminder
                    </Button>
                  )}
                </li>
              ))}
            </StyledList>
          </SettingsSubsection>
          <TextLeadsSubsection />
        </>
      ) : null}
    </SettingsSection>
  );
}

const StyledForm = styled.form`
  display: grid;
  gap: 1rem;
  margin-top: 1rem;
`;

const StyledRow = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
