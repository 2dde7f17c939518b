import { useMutation } from '@apollo/client/react';
import { isReference } from '@apollo/client/utilities';
import { idempotencyContext, sendOrKeep } from '../../apollo/offline/offlineQueue';
import { QUEUED_TITLE, queuedWords } from './useJobActions';
import { useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../apollo/errors';
import { graphql, useFragment, type FragmentType } from '../../gql';
import type { ChecklistState } from '../../gql/graphql';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';

export const ChecklistCard_visit = graphql(`
  fragment ChecklistCard_visit on Visit {
    id
    status
    checklist {
      id
      room
      label
      required
      state
      note
    }
  }
`);

export const tickChecklistItemMutation = graphql(`
  mutation ChecklistCard_Tick($input: TickChecklistItemInput!) {
    tickChecklistItem(input: $input) {
      visit {
        id
        checklist {
          id
          room
          label
          required
          state
          note
        }
      }
    }
  }
`);

/** A checklist item as the cache keeps it inside its visit. */
type ChecklistItemData = { id: string; state: ChecklistState; note?: string | null };

/**
 * The visit's checklist by room: each task is ticked done (a checkbox), marked "Not applicable", or given a note.
 * The answer's checklist updates the cache, so the page's "required tasks open" count follows.
 */
export function ChecklistCard({ visit: ref }: { visit: FragmentType<typeof ChecklistCard_visit> }) {
  const visit = useFragment(ChecklistCard_visit, ref);
  const { toast } = useToast();
  const [tick, { loading, client }] = useMutation(tickChecklistItemMutation);
  const [noting, setNoting] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const closed = visit.status === 'CANCELED' || visit.status === 'SKIPPED';

  /** Sent now, or (no signal) kept in the phone's queue and shown ticked at once. */
  async function save(itemId: string, state: ChecklistState, withNote?: string | null) {
    const input = { visitId: visit.id, itemId, state, ...(withNote !== undefined && { note: withNote }) };
    const task = visit.checklist.find((item) => item.id === itemId)?.label ?? 'a task';
    const what =
      withNote !== undefined
        ? `Note on ${task}`
        : state === 'NOT_APPLICABLE'
          ? `Not applicable: ${task}`
          : `${state === 'DONE' ? 'Tick' : 'Untick'}: ${task}`;
    try {
      await sendOrKeep({
        send: (key) => tick({ variables: { input }, context: idempotencyContext(key) }),
        change: { kind: 'tickChecklistItem', mutation: tickChecklistItemMutation, variables: { input }, label: what },
        keep: () => {
          // Items live inside their visit (see type-policies), so the visit's list is what changes.
          client.cache.modify<{ checklist: ChecklistItemData[] }>({
            id: client.cache.identify({ __typename: 'Visit', id: visit.id }),
            fields: {
              checklist: (items) =>
                items.map((item) =>
                  !isReference(item) && item.id === itemId
                    ? { ...item, state, ...(withNote !== undefined && { note: withNote }) }
                    : item,
                ),
            },
          });
          toast({ title: QUEUED_TITLE, description: queuedWords(what) });
        },
      });
      return true;
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to update the checklist', variant: 'destructive' });
      return false;
    }
  }

  const rooms = [...new Set(visit.checklist.map((item) => item.room))];
  const done = visit.checklist.filter((item) => item.state === 'DONE').length;
  const applicable = visit.checklist.filter((item) => item.state !== 'NOT_APPLICABLE').length;

  return (
    <Card aria-labelledby="checklist-title">
      <CardTitle id="checklist-title">Checklist</CardTitle>
      {visit.checklist.length === 0 ? (
        <CardDescription>No checklist for this service yet.</CardDescription>
      ) : (
        <>
          <CardDescription>
            {done} of {applicable} done
          </CardDescription>
          {rooms.map((room) => (
            <StyledRoom key={room} aria-label={room}>
              <h3>{room}</h3>
              <ul>
                {visit.checklist
                  .filter((item) => item.room === room)
                  .map((item) => {
                    const na = item.state === 'NOT_APPLICABLE';
                    return (
                      <li key={item.id}>
                        <StyledTask>
                          <label>
                            <input
                              type="checkbox"
                              checked={item.state === 'DONE'}
                              disabled={closed || loading || na}
                              onChange={(event) => void save(item.id, event.target.checked ? 'DONE' : 'OPEN')}
                            />
                            <StyledLabel $na={na}>{item.label}</StyledLabel>
                          </label>
                          {item.required ? <Badge tone="warning">Required</Badge> : null}
                          {na ? <Badge tone="neutral">Not applicable</Badge> : null}
                        </StyledTask>
                        {item.note ? <StyledNote>Note: {item.note}</StyledNote> : null}
                        <StyledActions>
                          <Button
                            $variant="ghost"
                            $size="sm"
                            disabled={closed || loading}
                            aria-label={`${na ? 'Applies' : 'Not applicable'}: ${item.label}`}
                            onClick={() => void save(item.id, na ? 'OPEN' : 'NOT_APPLICABLE')}
                          >
                            {na ? 'Applies' : 'Not applicable'}
                          </Button>
                          <Button
                            $variant="ghost"
                            $size="sm"
                            disabled={closed || loading}
                            aria-label={`Note on ${item.label}`}
                            aria-expanded={noting === item.id}
                            onClick={() => {
                              setNoting(noting === item.id ? null : item.id);
                              setNote(item.note ?? '');
                            }}
                          >
                            Note
                          </Button>
                        </StyledActions>
                        {noting === item.id ? (
                          <StyledNoteForm
                            onSubmit={async (event) => {
                              event.preventDefault();
                              if (await save(item.id, item.state, note.trim() || null)) setNoting(null);
                            }}
                          >
                            <TextField
                              label={`Note on ${item.label}`}
                              value={note}
                              maxLength={2000}
                              onChange={(event) => setNote(event.target.value)}
                            />
                            <Button type="submit" $size="sm" disabled={loading}>
                              Save note
                            </Button>
                          </StyledNoteForm>
                        ) : null}
                      </li>
                    );
                  })}
              </ul>
            </StyledRoom>
          ))}
        </>
      )}
    </Card>
  );
}

const StyledRoom = styled.section`
  h3 {
    margin: 0.75rem 0 0.25rem;
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 0.5rem;
  }
  li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    padding-top: 0.5rem;
  }
`;

const StyledTask = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: 0.5rem;

  label {
    display: flex;
    align-items: center;
    gap: 0.625rem;
    min-height: 2.75rem;
    flex: 1 1 12rem;
    cursor: pointer;
  }
  input {
    width: 1.375rem;
    height: 1.375rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledLabel = styled.span<{ $na: boolean }>`
  overflow-wrap: anywhere;
  ${({ $na, theme }) => ($na ? `text-decoration: line-through; color: ${theme.colors.textMuted};` : '')}
`;

const StyledNote = styled.p`
  margin: 0 0 0.25rem 2rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledActions = styled.div`
  display: flex;
  gap: 0.25rem;
  margin-left: 1.5rem;
  button {
    min-height: 2.75rem;
  }
`;

const StyledNoteForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  margin: 0.25rem 0 0.5rem 2rem;
`;
