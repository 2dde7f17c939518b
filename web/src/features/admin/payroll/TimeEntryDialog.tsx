import { useEffect, useState } from 'react';
import { fromBusinessWallTime } from '../../../lib/businessTime';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
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

type Errors = Partial<Record<keyof TimeEntryDraft, string>>;

/** Reads the form: both times in Naples time, clock-out after clock-in, and a note saying why (the API needs one). */
export function readEntryForm(values: TimeEntryDraft): { times: EntryTimes } | { errors: Errors } {
  const errors: Errors = {};
  const clockIn = fromBusinessWallTime(values.clockIn);
  const clockOut = fromBusinessWallTime(values.clockOut);
  if (!clockIn) errors.clockIn = 'Enter the clock-in date and time';
  if (!clockOut) errors.clockOut = 'Enter the clock-out date and time';
  if (clockIn && clockOut && clockOut <= clockIn) errors.clockOut = 'Clock-out must be after clock-in';
  if (!values.note.trim()) errors.note = 'Say why, e.g. "Forgot to clock out; left at 4 PM"';
  if (Object.keys(errors).length || !clockIn || !clockOut) return { errors };
  return { times: { clockInAt: clockIn.toISOString(), clockOutAt: clockOut.toISOString(), note: values.note.trim() } };
}

/** Adjust or add one time entry: clock-in and clock-out on the Naples clock, and a required note. */
export function TimeEntryDialog({ draft, title, description, submitLabel, pending, onSubmit, onClose }: TimeEntryDialogProps) {
  const [values, setValues] = useState<TimeEntryDraft>({ clockIn: '', clockOut: '', note: '' });
  const [errors, setErrors] = useState<Errors>({});

  useEffect(() => {
    if (draft) setValues(draft);
    setErrors({});
  }, [draft]);

  const set = (field: keyof TimeEntryDraft) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit() {
    const read = readEntryForm(values);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    if (await onSubmit(read.times)) onClose();
  }

  return (
    <Dialog
      open={Boolean(draft)}
      onOpenChange={(open) => !open && !pending && onClose()}
      title={title}
      description={description}
      footer={
        <>
          <Button $variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" form="time-entry-form" disabled={pending}>
            {pending ? 'Saving…' : submitLabel}
          </Button>
        </>
      }
    >
      <Form
        id="time-entry-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextField
          label="Clock in"
          type="datetime-local"
          value={values.clockIn}
          onChange={(event) => set('clockIn')(event.target.value)}
          error={errors.clockIn}
          required
        />
        <TextField
          label="Clock out"
          type="datetime-local"
          value={values.clockOut}
          onChange={(event) => set('clockOut')(event.target.value)}
          error={errors.clockOut}
          hint="Times are Naples time (America/New_York)."
          required
        />
        <TextArea
          label="Note"
          rows={2}
          value={values.note}
          onChange={(event) => set('note')(event.target.value)}
          error={errors.note}
          hint="Required: why the time changed. It stays with the entry."
          maxLength={500}
          required
        />
      </Form>
    </Dialog>
  );
}
