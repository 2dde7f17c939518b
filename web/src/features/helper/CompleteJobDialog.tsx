import { useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { TextArea } from '../../ui/TextArea';

interface CompleteJobDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  summary: string;
  /** Required checklist tasks still open: then a reason is asked for (the owner reads it). */
  openRequired: number;
  pending: boolean;
  onComplete: (reason?: string) => void;
}

/** "Complete this job?", and with required tasks still open, why (the server refuses without a reason). */
export function CompleteJobDialog({ open, onOpenChange, summary, openRequired, pending, onComplete }: CompleteJobDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const needsReason = openRequired > 0;

  return (
    <Dialog
      open={open}
      initialFocus={needsReason ? undefined : cancelRef}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title="Complete this job?"
      description={
        needsReason
          ? `${openRequired === 1 ? 'A required task is' : `${openRequired} required tasks are`} still open. Say why to complete ${summary}.`
          : `${summary} will be marked completed at the current time. This can't be undone.`
      }
      footer={
        <>
          <DialogClose asChild>
            <Button ref={cancelRef} $variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            disabled={pending}
            onClick={() => {
              if (needsReason && !reason.trim()) {
                setError('Say why the required tasks are open');
                return;
              }
              onComplete(needsReason ? reason.trim() : undefined);
            }}
          >
            {pending ? 'Completing…' : 'Complete Job'}
          </Button>
        </>
      }
    >
      {needsReason ? (
        <TextArea
          label="Reason"
          rows={3}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
        />
      ) : null}
    </Dialog>
  );
}
