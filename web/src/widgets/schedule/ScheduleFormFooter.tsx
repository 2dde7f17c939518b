import { useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { FormActions } from '../../ui/Form';
import { useToast } from '../../ui/Toast';

type Outcome = { applied?: boolean; warnings?: readonly { message: string }[] } | null | undefined | void;

/**
 * Runs one schedule change from a form: a move a helper cannot follow comes back unapplied with warnings (the form
 * then asks "Move anyway"); success toasts and closes; a refusal shows the API's message in the form.
 */
export function useScheduleChange(success: string, onDone: () => void) {
  const { toast } = useToast();
  const [warnings, setWarnings] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<Outcome>) {
    setError(null);
    try {
      const outcome = await action();
      if (outcome && outcome.applied === false) {
        setWarnings(outcome.warnings?.map((warning) => warning.message) ?? []);
        return;
      }
      const dropped = outcome?.warnings?.length ? ' Helpers who were not free were taken off: it needs helpers.' : '';
      toast({ title: success, description: dropped || undefined });
      onDone();
    } catch (caught) {
      setError(serverMessage(caught) ?? (caught instanceof Error ? caught.message : 'Failed to change the schedule'));
    }
  }

  return { warnings, error, run, force: warnings.length > 0 };
}

/** The end of every schedule form: the helper warning, the API's refusal, Close and the action (or "Move anyway"). */
export function ScheduleFormFooter({
  warnings,
  error,
  pending,
  label,
  destructive = false,
}: {
  warnings: string[];
  error: string | null;
  pending: boolean;
  label: string;
  destructive?: boolean;
}) {
  return (
    <>
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
        <Button type="submit" $variant={destructive ? 'destructive' : 'primary'} disabled={pending}>
          {pending ? 'Saving…' : warnings.length ? 'Move anyway' : label}
        </Button>
      </FormActions>
    </>
  );
}
