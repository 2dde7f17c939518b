import { useMutation } from '@apollo/client/react';
import { idempotencyContext, sendOrKeep } from '../../apollo/offline/offlineQueue';
import { useToast } from '../../ui/Toast';
import { QUEUED_TITLE, queuedWords } from './useJobActions';
import { useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../apollo/errors';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { formatClockTime } from '../../lib/businessTime';
import { Button } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { TextArea } from '../../ui/TextArea';

export const JobNotesCard_visit = graphql(`
  fragment JobNotesCard_visit on Visit {
    id
    jobNotes {
      id
      text
      authorName
      createdAt
    }
  }
`);

export const addVisitNoteMutation = graphql(`
  mutation JobNotesCard_AddNote($input: AddVisitNoteInput!) {
    addVisitNote(input: $input) {
      visit {
        id
        jobNotes {
          id
          text
          authorName
          createdAt
        }
      }
    }
  }
`);

/** Notes on the job (something broken, a key left with the neighbour), which the owner reads on the visit. */
export function JobNotesCard({ visit: ref }: { visit: FragmentType<typeof JobNotesCard_visit> }) {
  const visit = useFragment(JobNotesCard_visit, ref);
  const [add, { loading }] = useMutation(addVisitNoteMutation);
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  return (
    <Card aria-labelledby="job-notes-title">
      <CardTitle id="job-notes-title">Job notes</CardTitle>
      {visit.jobNotes.length === 0 ? <CardDescription>No notes yet.</CardDescription> : null}
      {visit.jobNotes.length > 0 ? (
        <StyledNotes>
          {visit.jobNotes.map((note) => (
            <li key={note.id}>
              <p>{note.text}</p>
              <small>
                {note.authorName}, {formatClockTime(note.createdAt)}
              </small>
            </li>
          ))}
        </StyledNotes>
      ) : null}
      <StyledForm
        onSubmit={async (event) => {
          event.preventDefault();
          if (!text.trim()) {
            setError('Write the note first');
            return;
          }
          try {
            const input = { visitId: visit.id, text: text.trim() };
            // Without a signal the note waits in the phone's queue and shows here once it has been sent.
            await sendOrKeep({
              send: (key) => add({ variables: { input }, context: idempotencyContext(key) }),
              change: { kind: 'addVisitNote', mutation: addVisitNoteMutation, variables: { input }, label: 'Job note' },
              keep: () => toast({ title: QUEUED_TITLE, description: queuedWords('Your note') }),
            });
            setText('');
            setError(null);
          } catch (failure) {
            setError(serverMessage(failure) ?? 'Failed to add the note');
          }
        }}
      >
        <TextArea
          label="Add a note"
          rows={3}
          maxLength={2000}
          value={text}
          error={error}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" disabled={loading}>
          {loading ? 'Adding…' : 'Add note'}
        </Button>
      </StyledForm>
    </Card>
  );
}

const StyledNotes = styled.ul`
  list-style: none;
  margin: 0 0 0.75rem;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  align-items: stretch;
`;
