import { useSchemaForm } from '../../../lib/forms';
import { declineSchema } from '../../../lib/validation';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { TextArea } from '../../../ui/TextArea';
import { Form, FormActions } from '../../../ui/Form';

export interface DeclineDialogProps {
  open: boolean;
  /** e.g. "Jennifer Thompson's Deep Cleaning on Thu, Jun 12" */
  summary: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/**
 * Spec §2: declining asks for an optional reason; cancelling aborts. An accessible dialog in place of the browser
 * prompt: focus moves to the reason, Escape or Cancel closes it without a call.
 */
export function DeclineDialog({ open, summary, pending = false, onCancel, onConfirm }: DeclineDialogProps) {
  const form = useSchemaForm(declineSchema, { defaultValues: { reason: '' } });
  const submit = form.handleSubmit(({ reason }) => {
    if (!pending) onConfirm(reason);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          form.reset();
          onCancel();
        }
      }}
      title="Decline request"
      description={`Decline ${summary}? You can tell the client why; they will see your reason in their portal.`}
    >
      <Form onSubmit={(event) => void submit(event)}>
        <TextArea
          label="Reason (optional)"
          rows={3}
          maxLength={1000}
          placeholder="e.g. We're fully booked that day. Could you pick another date?"
          {...form.register('reason')}
        />
        <FormActions>
          <DialogClose asChild>
            <Button $variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" $variant="destructive" disabled={pending}>
            {pending ? 'Declining…' : 'Decline'}
          </Button>
        </FormActions>
      </Form>
    </Dialog>
  );
}
