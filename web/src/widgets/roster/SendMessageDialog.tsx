import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { useSendMessage } from './useSendMessage';

export const DEFAULT_SUBJECT = 'Message from Admin';
/** The API's limits (api/src/modules/message/message.entity.ts). */
export const MESSAGE_BODY_MAX = 5000;
export const MESSAGE_SUBJECT_MAX = 200;

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
 * 'Cannot Send Message' toast and the dialog closes; otherwise the message is sent to their Messages screen.
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
  const [subject, setSubject] = useState(DEFAULT_SUBJECT);
  const [body, setBody] = useState('');
  const formId = `send-message-${useId()}`;

  function close() {
    onOpenChange(false);
    setSubject(DEFAULT_SUBJECT);
    setBody('');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (loading || !body.trim()) return;
    if (!recipient.userId) {
      toast({ title: 'Cannot Send Message', description: noAccountMessage(recipient.kind), variant: 'destructive' });
      close();
      return;
    }
    const sent = await send({ toUserId: recipient.userId, subject: subject.trim() || DEFAULT_SUBJECT, body });
    if (sent) close();
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title="Send Message"
      description={`To ${recipient.name}. They will find it on their Messages screen.`}
      width="32rem"
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
      <StyledForm id={formId} onSubmit={onSubmit} noValidate>
        {!recipient.userId ? (
          <StyledNote role="note">{noAccountMessage(recipient.kind)} They can't receive messages until they sign up.</StyledNote>
        ) : null}
        <TextField
          label="Subject"
          name="subject"
          maxLength={MESSAGE_SUBJECT_MAX}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        <TextArea
          label="Message"
          name="body"
          rows={6}
          required
          autoFocus
          maxLength={MESSAGE_BODY_MAX}
          hint={`Plain text, up to ${MESSAGE_BODY_MAX.toLocaleString('en-US')} characters.`}
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </StyledForm>
    </Dialog>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const StyledNote = styled.p`
  margin: 0;
  padding: 0.625rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: 0.9375rem;
`;
