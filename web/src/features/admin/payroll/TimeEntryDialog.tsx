import { fieldError, useSchemaForm } from '../../../lib/forms';
import { TIME_NOTE_MAX, timeEntrySchema } from '../../../lib/validation';
import { Dialog, DialogSubmitButtons } from '../../../ui/Dialog';
import { TextArea } from '../../../ui/TextArea';
import { TextField } from '../../../ui/TextField';
import type { EntryTimes } from './usePayrollMutations';
import { Form } from '../../../ui/Form';

export interface TimeEntryDraft {
  /** Naples wall times, as <input type="datetime-local"> values ('2026-11-16T08:00'). */
  clockIn: string;
  clockOut: string;
  note: string;
}

interface TimeEntryDialogProps {
  /** Null keeps the dialog closed. */
  draft: TimeEntryDraft | null;
  title: string;
  description: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (times: EntryTimes) => Promise<boolean>;
  onClose: () => void;
}

/** Adjust or add one time entry: clock-in and clock-out on the Naples clock, and a required note. */
export function TimeEntryDialog({ draft, title, description, submitLabel, pending, onSubmit, onClose }: TimeEntryDialogProps) {
  return (
    <Dialog
      open={Boolean(draft)}
      onOpenChange={(open) => !open && !pending && onClose()}
      title={title}
      description={description}
      footer={<DialogSubmitButtons formId="time-entry-form" pending={pending} label={submitLabel} />}
    >
      {draft ? <TimeEntryForm draft={draft} onSubmit={onSubmit} onClose={onClose} /> : null}
    </Dialog>
  );
}

/** The fields, mounted with each opening so they start from the entry's times (or the defaults of a new one). */
function TimeEntryForm(props: Pick<TimeEntryDialogProps, 'onSubmit' | 'onClose'> & { draft: TimeEntryDraft }) {
  const form = useSchemaForm(timeEntrySchema, { defaultValues: props.draft });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (times: EntryTimes) => {
    if (await props.onSubmit(times)) props.onClose();
  });
  return (
    <Form id="time-entry-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label="Clock in"
        type="datetime-local"
        error={fieldError(errors, 'clockIn')}
        required
        {...form.register('clockIn')}
      />
      <TextField
        label="Clock out"
        type="datetime-local"
        error={fieldError(errors, 'clockOut')}
        hint="Times are Naples time (America/New_York)."
        required
        {...form.register('clockOut')}
      />
      <TextArea
        label="Note"
        rows={2}
        error={fieldError(errors, 'note')}
        hint="Required: why the time changed. It stays with the entry."
        maxLength={TIME_NOTE_MAX}
        required
        {...form.register('note')}
      />
    </Form>
  );
}
