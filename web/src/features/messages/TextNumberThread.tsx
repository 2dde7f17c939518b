import { useMutation, useQuery } from '@apollo/client/react';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { formatDayAndTime } from '../../lib/businessTime';
import { formatPhone } from '../../lib/phone';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { ReplyBox } from './ReplyBox';

/** Room for the reply in one text (the API's 1,600 characters, less the business's name before it). */
export const TEXT_REPLY_MAX = 1500;

export const textThreadQuery = graphql(`
  query TextNumberThread_Query($phone: String!) {
    textThread(phone: $phone) {
      phone
      optedOut
      canReply
      entries {
        id
        direction
        channel
        body
        at
        authorName
        status
      }
    }
  }
`);

export const replyToTextNumberMutation = graphql(`
  mutation TextNumberThread_Reply($input: ReplyToTextNumberInput!) {
    replyToTextNumber(input: $input) {
      entry {
        id
        status
      }
    }
  }
`);

export const keepTextNumberAsLeadMutation = graphql(`
  mutation TextNumberThread_KeepAsLead($input: KeepTextNumberAsLeadInput!) {
    keepTextNumberAsLead(input: $input) {
      lead {
        id
        phone
        name
      }
    }
  }
`);

/**
 * Every text from and to a number on no record, oldest first, each marked as a text, with a reply box: the reply goes
 * by text (the outbox sends it), so a number that texted STOP, or texts being off, is said instead of a box.
 */
export function TextNumberThread({ phone }: { phone: string }) {
  const shown = formatPhone(phone);
  const { data, loading, error, refetch } = useQuery(textThreadQuery, { variables: { phone } });
  const [reply, replyState] = useMutation(replyToTextNumberMutation, { refetchQueries: ['TextNumberThread_Query'] });
  const [failure, setFailure] = useState<string | null>(null);

  if (loading && !data) return <Spinner label={`Loading texts with ${shown}…`} />;
  if (error || !data) {
    return (
      <StyledStack>
        <Alert>{error ? errorMessage(error) : 'Nothing to show.'}</Alert>
        <div>
          <Button $variant="secondary" $size="sm" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      </StyledStack>
    );
  }
  const thread = data.textThread;

  async function onSend(body: string) {
    setFailure(null);
    try {
      await reply({ variables: { input: { phone, body } } });
      return true;
    } catch (sendError) {
      setFailure(errorMessage(sendError));
      return false;
    }
  }

  return (
    <StyledStack>
      {thread.entries.length === 0 ? <p>No texts yet.</p> : null}
      <StyledThread aria-label={`Texts with ${shown}`}>
        {thread.entries.map((entry) => {
          const own = entry.direction === 'OUT';
          return (
            <StyledEntry key={entry.id} $own={own}>
              <StyledMeta>
                <strong>{own ? (entry.authorName ?? 'You') : shown}</strong> · {formatDayAndTime(entry.at)}
                {entry.channel === 'TEXT' ? <StyledMarker> · by text</StyledMarker> : null}
                {own && entry.status ? ` · ${entry.status}` : ''}
              </StyledMeta>
              <StyledBubble $own={own}>{entry.body}</StyledBubble>
            </StyledEntry>
          );
        })}
      </StyledThread>
      {thread.canReply ? (
        <ReplyBox label={`Reply by text to ${shown}`} maxLength={TEXT_REPLY_MAX} sending={replyState.loading} onSend={onSend} />
      ) : (
        <StyledNote>
          {thread.optedOut
            ? 'This number texted STOP: no text can go to it until it texts START.'
            : 'Text messages are off: a reply cannot go by text.'}
        </StyledNote>
      )}
      {failure ? <Alert>{failure}</Alert> : null}
    </StyledStack>
  );
}

/** Keeps a number as a lead, with an optional name and note: it leaves the unknown numbers for the leads. */
export function KeepAsLeadForm({ phone, onDone }: { phone: string; onDone: () => void }) {
  const shown = formatPhone(phone);
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [keep, keepState] = useMutation(keepTextNumberAsLeadMutation, {
    refetchQueries: ['UnknownTextNumbers_Query', 'UnknownTextNumbers_Leads'],
  });
  const { toast } = useToast();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      await keep({ variables: { input: { phone, name: name.trim() || null, note: note.trim() || null } } });
      toast({ title: 'Kept as Lead', description: `${shown} is among your leads now.` });
      onDone();
    } catch (keepError) {
      setFailure(errorMessage(keepError));
    }
  }

  return (
    <StyledForm aria-label={`Keep ${shown} as a lead`} onSubmit={(event) => void onSubmit(event)}>
      <TextField label="Name (optional)" maxLength={100} value={name} onChange={(event) => setName(event.target.value)} />
      <TextArea label="Note (optional)" rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.target.value)} />
      <StyledActions>
        <Button type="submit" $size="sm" disabled={keepState.loading}>
          {keepState.loading ? 'Keeping…' : 'Keep as lead'}
        </Button>
        <Button type="button" $variant="ghost" $size="sm" onClick={onDone}>
          Cancel
        </Button>
      </StyledActions>
      {failure ? <Alert>{failure}</Alert> : null}
    </StyledForm>
  );
}

const StyledStack = styled.div`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledForm = styled.form`
  display: grid;
  gap: 0.5rem;
  max-width: 32rem;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const StyledThread = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const StyledEntry = styled.li<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  max-width: 100%;
`;

const StyledMeta = styled.p`
  margin: 0 0 0.25rem;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledMarker = styled.span`
  font-weight: 600;
`;

const StyledBubble = styled.p<{ $own: boolean }>`
  margin: 0;
  max-width: min(36rem, 90%);
  padding: 0.625rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${({ theme, $own }) => ($own ? theme.colors.primary : theme.colors.surfaceMuted)};
  color: ${({ theme, $own }) => ($own ? theme.colors.primaryText : theme.colors.text)};
  border: 1px solid ${({ theme, $own }) => ($own ? theme.colors.primary : theme.colors.border)};
`;
