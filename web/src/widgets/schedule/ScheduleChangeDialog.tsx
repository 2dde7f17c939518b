import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import type { CustomDaysInput, Recurrence, ServiceType, TimeSlot } from '../../gql/graphql';
import { businessToday } from '../../lib/businessTime';
import { dollarsToCents } from '../../lib/money';
import { RECURRING_OPTIONS, SERVICE_OPTIONS, TIME_SLOT_OPTIONS, WEEKDAYS } from '../../lib/serviceLabels';
import { Checkbox, Fieldset } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { Radio } from '../../ui/Radio';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import {
  CancelVisit_Mutation,
  EndSeries_Mutation,
  PauseSeries_Mutation,
  SkipVisit_Mutation,
  UpdateSeries_Mutation,
  MUTATION_OPTIONS,
} from './scheduleDocuments';
import { ScheduleFormFooter, useScheduleChange } from './ScheduleFormFooter';
import { type Mode, type ScheduleVisit, SUCCESS, TITLES } from './scheduleModes';

/** A series repeats; "One-time" is no frequency for one. */
const FREQUENCY_OPTIONS = RECURRING_OPTIONS.filter((option) => option.value !== 'ONETIME');

/**
 * The forms of Cancel visit, Skip, Edit series, Pause series and End series, one at a time (mounted per action, so
 * each opens clean). Loaded on opening: the dashboard and calendar show the actions without the forms' code.
 */
export function ScheduleChangeDialog({
  visit,
  mode,
  onClose,
}: {
  visit: ScheduleVisit;
  mode: Exclude<Mode, 'reschedule'>;
  onClose: () => void;
}) {
  const [cancel, canceling] = useMutation(CancelVisit_Mutation, MUTATION_OPTIONS);
  const [skip, skipping] = useMutation(SkipVisit_Mutation, MUTATION_OPTIONS);
  const [updateSeries, updating] = useMutation(UpdateSeries_Mutation, MUTATION_OPTIONS);
  const [pause, pausing] = useMutation(PauseSeries_Mutation, MUTATION_OPTIONS);
  const [end, ending] = useMutation(EndSeries_Mutation, MUTATION_OPTIONS);
  const pending = [canceling, skipping, updating, pausing, ending].some((state) => state.loading);
  const { warnings, error, run, force } = useScheduleChange(SUCCESS[mode], onClose);
  // The weekdays show with the one frequency that stores them (the API refuses them with any other).
  const [frequency, setFrequency] = useState('');
  const today = businessToday();
  const recurring = visit.request.recurring !== 'ONETIME';

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const reason = text('reason') || null;
    switch (mode) {
      case 'cancel':
        return run(() => cancel({ variables: { input: { id: visit.id, reason } } }).then(() => undefined));
      case 'skip':
        return run(() => skip({ variables: { input: { id: visit.id, reason } } }).then(() => undefined));
      case 'series':
        return run(async () => {
          const priceCents = dollarsToCents(text('price'));
          if (Number.isNaN(priceCents)) throw new Error('Enter the price in dollars, e.g. 150 or 149.50');
          const customDays =
            frequency === 'CUSTOM'
              ? (Object.fromEntries(WEEKDAYS.map(({ key }) => [key, form.has(`day.${key}`)])) as CustomDaysInput)
              : null;
          const input = {
            visitId: visit.id,
            scope: text('scope') as 'THIS_VISIT' | 'THIS_AND_FOLLOWING',
            timeSlot: (text('timeSlot') || null) as TimeSlot | null,
            service: (text('service') || null) as ServiceType | null,
            recurring: (frequency || null) as Recurrence | null,
            customDays,
            address: text('address') || null,
            priceCents,
            force,
          };
          return (await updateSeries({ variables: { input } })).data?.updateSeries;
        });
      case 'pause':
        return run(() =>
          pause({ variables: { input: { requestId: visit.request.id, from: text('from'), until: text('until') } } }).then(
            () => undefined,
          ),
        );
      case 'end':
        return run(() =>
          end({ variables: { input: { requestId: visit.request.id, from: text('from') } } }).then(() => undefined),
        );
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={TITLES[mode]}>
      <Form onSubmit={onSubmit}>
        {mode === 'cancel' || mode === 'skip' ? (
          <TextArea
            label="Reason (optional)"
            name="reason"
            rows={2}
            maxLength={500}
            hint={mode === 'skip' ? 'The client asked; a skipped visit is never billed.' : undefined}
          />
        ) : null}
        {mode === 'series' ? (
          <>
            <Fieldset legend="Change">
              <Radio name="scope" value="THIS_VISIT" label="This visit" defaultChecked />
              {recurring ? <Radio name="scope" value="THIS_AND_FOLLOWING" label="This and following" /> : null}
            </Fieldset>
            <Select label="Time slot" name="timeSlot" options={TIME_SLOT_OPTIONS} placeholder="Keep" defaultValue="" />
            <Select label="Service" name="service" options={SERVICE_OPTIONS} placeholder="Keep" defaultValue="" />
            {recurring ? (
              <Select
                label="Frequency"
                name="recurring"
                options={FREQUENCY_OPTIONS}
                placeholder="Keep"
                value={frequency}
                onChange={(event) => setFrequency(event.target.value)}
                hint="Only with “This and following”."
              />
            ) : null}
            {frequency === 'CUSTOM' ? (
              <Fieldset legend="Weekdays" hint="The days a custom series repeats on.">
                {WEEKDAYS.map(({ key, label }) => (
                  <Checkbox key={key} name={`day.${key}`} label={label} />
                ))}
              </Fieldset>
            ) : null}
            <TextField label="Address" name="address" placeholder="Keep" maxLength={300} />
            <TextField label="Price per visit" name="price" prefix="$" inputMode="decimal" placeholder="Keep" />
          </>
        ) : null}
        {mode === 'pause' ? (
          <>
            <TextField label="From" name="from" type="date" required min={today} />
            <TextField label="Until" name="until" type="date" required min={today} />
          </>
        ) : null}
        {mode === 'end' ? (
          <TextField
            label="No visits from"
            name="from"
            type="date"
            required
            min={today}
            defaultValue={visit.date}
            hint="Visits before this date stay."
          />
        ) : null}
        <ScheduleFormFooter
          warnings={warnings}
          error={error}
          pending={pending}
          label={TITLES[mode]}
          destructive={mode === 'cancel' || mode === 'end'}
        />
      </Form>
    </Dialog>
  );
}
