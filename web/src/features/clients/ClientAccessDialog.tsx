import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { SectionLoader } from '../../ui/LoadState';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { roomsToText, textToRooms } from '../../lib/checklistText';

export const ClientAccessDialog_Query = graphql(`
  query ClientAccessDialog_Query($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Client {
        accessNotes {
          entry
          entryCode
          alarmCode
          parking
          pets
          notes
        }
        checklistAdditions {
          room
          tasks {
            id
            label
            required
          }
        }
      }
    }
  }
`);

export const updateClientAccessNotesMutation = graphql(`
  mutation ClientAccessDialog_SaveNotes($input: UpdateClientAccessNotesInput!) {
    updateClientAccessNotes(input: $input) {
      client {
        id
      }
    }
  }
`);

export const updateClientChecklistMutation = graphql(`
  mutation ClientAccessDialog_SaveChecklist($input: UpdateClientChecklistInput!) {
    updateClientChecklist(input: $input) {
      client {
        id
      }
    }
  }
`);

type Fields = { entry: string; entryCode: string; alarmCode: string; parking: string; pets: string; notes: string };
const FIELDS: { key: keyof Fields; label: string; hint?: string }[] = [
  { key: 'entry', label: 'Entry', hint: 'Key, lockbox, door: how to get in.' },
  { key: 'entryCode', label: 'Entry code', hint: 'Shown to the helper as dots until they tap Reveal (logged).' },
  { key: 'alarmCode', label: 'Alarm code', hint: 'Shown as dots until revealed (logged).' },
  { key: 'parking', label: 'Parking' },
  { key: 'pets', label: 'Pets' },
  { key: 'notes', label: 'Notes' },
];

/**
 * The owner's access notes and checklist additions for one client, on the client record: read only when opened, so
 * the list never carries the codes.
 */
export function ClientAccessDialog({
  clientId,
  name,
  open,
  onOpenChange,
}: {
  clientId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data, loading, error } = useQuery(ClientAccessDialog_Query, {
    variables: { id: clientId },
    skip: !open,
    fetchPolicy: 'network-only',
  });
  const client = data?.node?.__typename === 'Client' ? data.node : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`Access and checklist: ${name}`} width="32rem">
      {loading ? <SectionLoader label="Loading…" /> : null}
      {error ? <p role="alert">{serverMessage(error) ?? 'Failed to load the access notes'}</p> : null}
      {client ? <AccessForm key={clientId} clientId={clientId} client={client} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

type LoadedClient = {
  accessNotes?: Partial<Record<keyof Fields, string | null>> | null;
  checklistAdditions: { room: string; tasks: { id: string; label: string; required: boolean }[] }[];
};

function AccessForm({ clientId, client, onDone }: { clientId: string; client: LoadedClient; onDone: () => void }) {
  const { toast } = useToast();
  const [saveNotes, notesState] = useMutation(updateClientAccessNotesMutation);
  const [saveChecklist, checklistState] = useMutation(updateClientChecklistMutation);
  const [fields, setFields] = useState<Fields>(() => {
    const notes = client.accessNotes ?? {};
    return Object.fromEntries(FIELDS.map(({ key }) => [key, notes[key] ?? ''])) as Fields;
  });
  const [checklist, setChecklist] = useState(() => roomsToText(client.checklistAdditions));
  const busy = notesState.loading || checklistState.loading;

  return (
    <StyledForm
      onSubmit={async (event) => {
        event.preventDefault();
        try {
          await saveNotes({ variables: { input: { clientId, ...fields } } });
          await saveChecklist({ variables: { input: { clientId, rooms: textToRooms(checklist, client.checklistAdditions) } } });
          toast({ title: 'Client Updated', description: 'Access notes and checklist saved.' });
          onDone();
        } catch (failure) {
          toast({ title: 'Error', description: serverMessage(failure) ?? 'Failed to save', variant: 'destructive' });
        }
      }}
    >
      {FIELDS.map(({ key, label, hint }) => (
        <TextField
          key={key}
          label={label}
          hint={hint}
          autoComplete="off"
          maxLength={key.endsWith('Code') ? 100 : 1000}
          value={fields[key]}
          onChange={(event) => setFields((current) => ({ ...current, [key]: event.target.value }))}
        />
      ))}
      <TextArea
        label="Checklist additions"
        hint="One task a line, as Room: task. Add (required) at the end of a task that must be done."
        rows={4}
        value={checklist}
        onChange={(event) => setChecklist(event.target.value)}
      />
      <StyledButtons>
        <DialogClose asChild>
          <Button $variant="secondary" disabled={busy}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </StyledButtons>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const StyledButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;
