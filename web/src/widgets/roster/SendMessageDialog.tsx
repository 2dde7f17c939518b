import { useId, useRef } from 'react';
import styled from 'styled-components';
import { useSchemaForm } from '../../lib/forms';
import { MESSAGE_BODY_MAX, MESSAGE_SUBJECT_MAX, messageSchema } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { ConversationPreview } from './ConversationPreview';
import { useSendMessage } from './useSendMessage';

export const DEFAULT_SUBJECT = 'Message from Admin';

export type RecipientKind = 'client' | 'helper';

export interface MessageRecipient {
  kind: RecipientKind;
  /** How the recipient is shown, e.g. 'Jennifer Thompson' or 'Helper 1a2b3c4d'. */
  name: string;
  /** The linked account's id; null when the record has no sign-in, so nobody could read the message. */
  userId: string | null;
}

/** Spec §8 wording when the record has no account. */
export const noAccountMessage = (kind: RecipientKind) => `This ${kind} doesn't have a registered account yet.`;

/**
 * The tables' Send Message dialog (spec §5): blank text does nothing; a recipient without a linked account gets the
 * 'Cannot Send Message' toast and the dialog closes; otherwise it opens on that person's conversation and the message is
 * added to it.
 */
export function SendMessageDialog({
  recipient,
  open,
  onOpenChange,
}: {
  recipient: MessageRecipient;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { toast } = useToast();
  const { send, loading } = useSendMessage();
  const form = useSchemaForm(messageSchema, { defaultValues: { subject: DEFAULT_SUBJECT, body: '' } });
  const formId = `send-message-${useId()}`;
  const bodyRef = useRef<HTMLTextAreaElement | null>(null);
  const body = form.register('body');

  function close() {
    onOpenChange(false);
    form.reset();
  }

  const submit = form.handleSubmit(async (values) => {
    if (loading || !values.body.trim()) return;
    if (!recipient.userId) {
      toast({ title: 'Cannot Send Message', description: noAccountMessage(recipient.kind), variant: 'destructive' });
      close();
      return;
    }
    const sent = await send({ toUserId: recipient.userId, subject: values.subject.trim() || DEFAULT_SUBJECT, body: values.body });
    if (sent) close();
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Send Message"
      description={`To ${recipient.name}. It goes into your conversation with them, on their Messages screen and yours.`}
      width="32rem"
      initialFocus={bodyRef}
      footer={
        <>
          <DialogClose asChild>
            <Button $variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" form={formId} disabled={loading}>
            {loading ? 'Sending…' : 'Send Message'}
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {!recipient.userId ? (
          <StyledNote role="note">{noAccountMessage(recipient.kind)} They can't receive messages until they sign up.</StyledNote>
        ) : (
          <ConversationPreview userId={recipient.userId} name={recipient.name} />
        )}
        <TextField label="Subject" maxLength={MESSAGE_SUBJECT_MAX} {...form.register('subject')} />
        <TextArea
          label="Message"
          rows={6}
          required
          maxLength={MESSAGE_BODY_MAX}
          hint={`Plain text, up to ${MESSAGE_BODY_MAX.toLocaleString('en-US')} characters.`}
          {...body}
          ref={(element) => {
            body.ref(element);
            bodyRef.current = element;
          }}
        />
      </Form>
    </Dialog>
  );
}

const StyledNote = styled.p`
  margin: 0;
  padding: 0.625rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: 0.9375rem;
`;
