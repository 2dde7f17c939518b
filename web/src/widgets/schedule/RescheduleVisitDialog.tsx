import { useMutation } from '@apollo/client/react';
import type { FormEvent } from 'react';
import type { TimeSlot } from '../../gql/graphql';
import { businessToday } from '../../lib/businessTime';
import { TIME_SLOT_OPTIONS } from '../../lib/serviceLabels';
import { Dialog } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { MUTATION_OPTIONS, RescheduleVisit_Mutation } from './scheduleDocuments';
import { ScheduleFormFooter, useScheduleChange } from './ScheduleFormFooter';
import { type RescheduleProposal, type ScheduleVisit, SUCCESS, TITLES } from './scheduleModes';

/**
 * The Reschedule form on its own: opened by the Reschedule action, and by a visit dropped on the calendar with the
 * dropped day and slot filled in. Nothing is saved until the person confirms, so the API's checks (past day, closure,
 * a helper not free, a done visit) answer here, with the helper warning and "Move anyway". Loaded on opening.
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
  const [reschedule, { loading: pending }] = useMutation(RescheduleVisit_Mutation, MUTATION_OPTIONS);
  const { warnings, error, run, force } = useScheduleChange(SUCCESS.reschedule, onClose);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      id: visit.id,
      date: String(form.get('date') ?? '').trim(),
      timeSlot: String(form.get('timeSlot') ?? '') as TimeSlot,
      force,
    };
    return run(async () => (await reschedule({ variables: { input } })).data?.rescheduleVisit);
  }

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={TITLES.reschedule}>
      <Form onSubmit={onSubmit}>
        <TextField
          label="New date"
          name="date"
          type="date"
          required
          min={businessToday()}
          defaultValue={proposal?.date ?? visit.date}
        />
        <Select
          label="Time slot"
          name="timeSlot"
          options={TIME_SLOT_OPTIONS}
          defaultValue={proposal?.timeSlot ?? visit.timeSlot}
        />
        <ScheduleFormFooter warnings={warnings} error={error} pending={pending} label={TITLES.reschedule} />
      </Form>
    </Dialog>
  );
}
