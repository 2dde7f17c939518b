import { useState, type FormEvent, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useMediaQuery } from '../../lib/useMediaQuery';
import { Button } from '../../ui/Button';
import { SendIcon } from '../../ui/Icon';
import { TextArea } from '../../ui/TextArea';

/** The API's limit (api/src/modules/message/message.entity.ts). */
export const REPLY_MAX = 5000;

/**
 * A device with a keyboard, as far as CSS can tell: a mouse or trackpad that hovers. A phone or tablet (touch, no
 * hover) has no Ctrl key to press, so the shortcut is not offered there.
 */
export const KEYBOARD_MEDIA = '(hover: hover) and (pointer: fine)';

interface ReplyBoxProps {
  label: string;
  /** Resolves true when sent: the box empties. */
  onSend: (body: string) => Promise<boolean>;
  sending: boolean;
  /** The longest body the channel takes (a text is shorter than a message). */
  maxLength?: number;
}

/** Where a reply is written: Send (or Ctrl/⌘ + Enter, said only where there is a keyboard) sends it; blank text sends nothing. */
export function ReplyBox({ label, onSend, sending, maxLength = REPLY_MAX }: ReplyBoxProps) {
  const [body, setBody] = useState('');
  const hasKeyboard = useMediaQuery(KEYBOARD_MEDIA);
  const blank = body.trim() === '';

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if (blank || sending) return;
    if (await onSend(body)) setBody('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send(event);
  }

  return (
    <StyledForm onSubmit={(event) => void send(event)}>
      <TextArea
        label={label}
        name="body"
        rows={3}
        maxLength={maxLength}
        hint={hasKeyboard ? 'Plain text. Ctrl + Enter sends.' : 'Plain text.'}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <StyledActions>
        <Button type="submit" disabled={blank || sending}>
          <SendIcon size={16} />
          {sending ? 'Sending…' : 'Send'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  button {
    gap: 0.375rem;
  }
`;
