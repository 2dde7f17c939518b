import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Form, FormActions } from '../../ui/Form';
import styled from 'styled-components';
import type { Recurrence, ServiceType, TimeSlot, VisitStatus } from '../../gql/graphql';
import { businessToday } from '../../lib/businessTime';
import { dollarsToCents } from '../../lib/money';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Fieldset } from '../../ui/Checkbox';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { Radio } from '../../ui/Radio';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { serverMessage } from '../../apollo/errors';
import { RECURRING_OPTIONS, SERVICE_OPTIONS, TIME_SLOT_OPTIONS } from '../../lib/serviceLabels';
import {
  AFTER_SCHEDULE_CHANGE,
  CancelVisit_Mutation,
  EndSeries_Mutation,
  PauseSeries_Mutation,
  RescheduleVisit_Mutation,
  RestoreVisit_Mutation,
  SkipVisit_Mutation,
  UpdateSeries_Mutation,
} from './scheduleDocuments';

type Mode = 'cancel' | 'skip' | 'reschedule' | 'series' | 'pause' | 'end';

export interface ScheduleVisit {
  id: string;
  date: string;
  timeSlot: TimeSlot;
  status: VisitStatus;
  requestId: string;
  recurring: Recurrence;
}

const TITLES: Record<Mode, string> = {
  cancel: 'Cancel visit',
  skip: 'Skip',
  reschedule: 'Reschedule',
  series: 'Edit series',
  pause: 'Pause series',
  end: 'End series',
};

const SUCCESS: Record<Mode, string> = {
  cancel: 'Visit Canceled',
  skip: 'Visit Skipped',
  reschedule: 'Visit Rescheduled',
  series: 'Series Updated',
  pause: 'Series Paused',
  end: 'Series Ended',
};

const OPTIONS = { refetchQueries: AFTER_SCHEDULE_CHANGE, awaitRefetchQueries: true } as const;

/**
 * The owner's schedule changes on one visit (calendar details, dashboard lists): Cancel visit, Skip, Reschedule, or
 * Restore a canceled or skipped one; on a series, Edit series ("This visit" / "This and following"), Pause series
 * and End series. Each opens a small form; a move that a helper cannot follow warns first and asks to confirm.
 */
export function VisitScheduleActions({ visit }: { visit: ScheduleVisit }) {
  const { toast } = useToast();
  const [mode, setMode] = useState<Mode | null>(null);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [cancel, canceling] = useMutation(CancelVisit_Mutation, OPTIONS);
  const [skip, skipping] = useMutation(SkipVisit_Mutation, OPTIONS);
  const [restore, restoring] = useMutation(RestoreVisit_Mutation, OPTIONS);
  const [updateSeries, updating] = useMutation(UpdateSeries_Mutation, OPTIONS);
  const [pause, pausing] = useMutation(PauseSeries_Mutation, OPTIONS);
  const [end, ending] = useMutation(EndSeries_Mutation, OPTIONS);
  const pending = [canceling, skipping, restoring, updating, pausing, ending].some((state) => state.loading);

  const open = (next: Mode) => {
    setWarnings([]);
    setError(null);
    setMode(next);
  };
  const close = () => setMode(null);
  const today = businessToday();
  const offSchedule = visit.status === 'CANCELED' || visit.status === 'SKIPPED';
  const changeable = visit.status === 'SCHEDULED' && visit.date >= today;
  const recurring = visit.recurring !== 'ONETIME';

  async function run(action: () => Promise<{ applied?: boolean; warnings?: { message: string }[] } | void>) {
    setError(null);
    try {
      const outcome = await action();
      if (outcome && outcome.applied === false) {
        setWarnings(outcome.warnings?.map((warning) => warning.message) ?? []);
        return;
      }
      const dropped = outcome?.warnings?.length ? ' Helpers who were not free were taken off: it needs helpers.' : '';
      toast({ title: SUCCESS[mode!], description: dropped || undefined });
      close();
    } catch (caught) {
      setError(serverMessage(caught) ?? (caught instanceof Error ? caught.message : 'Failed to change the schedule'));
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    const force = warnings.length > 0;
    switch (mode) {
      case 'cancel':
        return run(() =>
          cancel({ variables: { input: { id: visit.id, reason: text('reason') || null } } }).then(() => undefined),
        );
      case 'skip':
        return run(() => skip({ variables: { input: { id: visit.id, reason: text('reason') || null } } }).then(() => undefined));
      case 'series':
        return run(async () => {
          const priceCents = dollarsToCents(text('price'));
          if (Number.isNaN(priceCents)) throw new Error('Enter the price in dollars, e.g. 150 or 149.50');
          const input = {
            visitId: visit.id,
            scope: text('scope') as 'THIS_VISIT' | 'THIS_AND_FOLLOWING',
            timeSlot: (text('timeSlot') || null) as TimeSlot | null,
            service: (text('service') || null) as ServiceType | null,
            recurring: (text('recurring') || null) as Recurrence | null,
            address: text('address') || null,
            priceCents,
            force,
          };
          return (await updateSeries({ variables: { input } })).data?.updateSeries;
        });
      case 'pause':
        return run(() =>
          pause({ variables: { input: { requestId: visit.requestId, from: text('from'), until: text('until') } } }).then(
            () => undefined,
          ),
        );
      case 'end':
        return run(() => end({ variables: { input: { requestId: visit.requestId, from: text('from') } } }).then(() => undefined));
    }
  }

  async function onRestore() {
    try {
      await restore({ variables: { input: { id: visit.id } } });
      toast({ title: 'Visit Restored' });
    } catch (caught) {
      toast({ title: 'Error', description: serverMessage(caught) ?? 'Failed to restore the visit', variant: 'destructive' });
    }
  }

  return (
    <>
      <StyledActions role="group" aria-label="Change the schedule">
        {offSchedule ? (
          <Button $size="sm" $variant="secondary" onClick={onRestore} disabled={pending}>
            Restore
          </Button>
        ) : null}
        {changeable ? (
          <>
            <Button $size="sm" $variant="secondary" onClick={() => open('reschedule')}>
              Reschedule
            </Button>
            <Button $size="sm" $variant="secondary" onClick={() => open('skip')}>
              Skip
            </Button>
            <Button $size="sm" $variant="secondary" onClick={() => open('cancel')}>
              Cancel visit
            </Button>
            <Button $size="sm" $variant="secondary" onClick={() => open('series')}>
              Edit series
            </Button>
            {recurring ? (
              <>
                <Button $size="sm" $variant="secondary" onClick={() => open('pause')}>
                  Pause series
                </Button>
                <Button $size="sm" $variant="secondary" onClick={() => open('end')}>
                  End series
                </Button>
              </>
            ) : null}
          </>
        ) : null}
      </StyledActions>
      {mode === 'reschedule' ? <RescheduleVisitDialog visit={visit} onClose={close} /> : null}
      <Dialog
        open={mode !== null && mode !== 'reschedule'}
        onOpenChange={(next) => !next && close()}
        title={mode ? TITLES[mode] : ''}
      >
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
                  options={RECURRING_OPTIONS.filter((option) => option.value !== 'ONETIME' && option.value !== 'CUSTOM')}
                  placeholder="Keep"
                  defaultValue=""
                  hint="Only with “This and following”."
                />
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
          {warnings.length ? (
            <Alert>{warnings.join(' ')} Move anyway? Those helpers will be taken off the visit, which then needs helpers.</Alert>
          ) : null}
          {error ? <Alert>{error}</Alert> : null}
          <FormActions>
            <DialogClose asChild>
              <Button $variant="secondary" disabled={pending}>
                Close
              </Button>
            </DialogClose>
            <Button type="submit" $variant={mode === 'cancel' || mode === 'end' ? 'destructive' : 'primary'} disabled={pending}>
              {pending ? 'Saving…' : warnings.length ? 'Move anyway' : mode ? TITLES[mode] : 'Save'}
            </Button>
          </FormActions>
        </Form>
      </Dialog>
    </>
  );
}

/** A proposed new date and time slot, e.g. where the visit was dropped on the calendar. */
export interface RescheduleProposal {
  date: string;
  timeSlot: TimeSlot;
}

/**
 * The Reschedule form on its own: opened by the Reschedule button, and by a visit dropped on the calendar with the
 * dropped day and slot filled in. Nothing is saved until the person confirms, so the API's checks (past day, closure,
 * a helper not free, a done visit) answer here, with the helper warning and "Move anyway".
 */
export function RescheduleVisitDialog({
  visit,
  proposal,
  onClose,
}: {
  visit: Pick<ScheduleVisit, 'id' | 'date' | 'timeSlot'>;
  proposal?: RescheduleProposal | null;
  onClose: () => void;
}) {
  const { toast } = useToast();
  const [warnings, setWarnings] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [reschedule, { loading: pending }] = useMutation(RescheduleVisit_Mutation, OPTIONS);
  const today = businessToday();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      id: visit.id,
      date: String(form.get('date') ?? '').trim(),
      timeSlot: String(form.get('timeSlot') ?? '') as TimeSlot,
      force: warnings.length > 0,
    };
    setError(null);
    try {
      const outcome = (await reschedule({ variables: { input } })).data?.rescheduleVisit;
      if (outcome && !outcome.applied) {
        setWarnings(outcome.warnings.map((warning) => warning.message));
        return;
      }
      const dropped = outcome?.warnings.length ? ' Helpers who were not free were taken off: it needs helpers.' : '';
      toast({ title: SUCCESS.reschedule, description: dropped || undefined });
      onClose();
    } catch (caught) {
      setError(serverMessage(caught) ?? (caught instanceof Error ? caught.message : 'Failed to change the schedule'));
    }
  }

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={TITLES.reschedule}>
      <Form onSubmit={onSubmit}>
        <TextField label="New date" name="date" type="date" required min={today} defaultValue={proposal?.date ?? visit.date} />
        <Select
          label="Time slot"
          name="timeSlot"
          options={TIME_SLOT_OPTIONS}
          defaultValue={proposal?.timeSlot ?? visit.timeSlot}
        />
        {warnings.length ? (
          <Alert>{warnings.join(' ')} Move anyway? Those helpers will be taken off the visit, which then needs helpers.</Alert>
        ) : null}
        {error ? <Alert>{error}</Alert> : null}
        <FormActions>
          <DialogClose asChild>
            <Button $variant="secondary" disabled={pending}>
              Close
            </Button>
          </DialogClose>
          <Button type="submit" $variant="primary" disabled={pending}>
            {pending ? 'Saving…' : warnings.length ? 'Move anyway' : TITLES.reschedule}
          </Button>
        </FormActions>
      </Form>
    </Dialog>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;
