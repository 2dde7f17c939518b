import { useSchemaForm } from '../../lib/forms';
import { declineSchema } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { DialogClose } from '../../ui/Dialog';
import { FormActions } from '../../ui/Form';
import { TextArea } from '../../ui/TextArea';

/** The decline's optional reason, mounted with each opening so it starts empty. */
export function DeclineForm({ busy, onDecline }: { busy: boolean; onDecline: (reason: string) => Promise<unknown> }) {
  const form = useSchemaForm(declineSchema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(async ({ reason }) => {
    if (!busy) await onDecline(reason);
  });
  return (
    <form onSubmit={(event) => void submit(event)}>
      <TextArea label="Reason" hint="Optional." rows={3} maxLength={1000} {...form.register('reason')} />
      <FormActions>
        <DialogClose asChild>
          <Button $variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" $variant="destructive" disabled={busy}>
          {busy ? 'Declining…' : 'Decline Request'}
        </Button>
      </FormActions>
    </form>
  );
}
