import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { serverMessage } from '../../apollo/errors';
import { helperName } from '../../lib/people';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { Select } from '../../ui/Select';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';

export const ClientPreferencesDialog_Query = graphql(`
  query ClientPreferencesDialog_Query($clientId: ID!) {
    node(id: $clientId) {
      id
      ... on Client {
        sameHelpers
        preferredHelpers {
          id
        }
        excludedHelpers {
          note
          helper {
            id
          }
        }
      }
    }
    helpers(status: ACTIVE, first: 100) {
      edges {
        node {
          id
          databaseId
          user {
            id
            name
          }
        }
      }
    }
  }
`);

export const SetClientHelperPreferences_Mutation = graphql(`
  mutation SetClientHelperPreferences_Mutation($input: SetClientHelperPreferencesInput!) {
    setClientHelperPreferences(input: $input) {
      client {
        id
        sameHelpers
        preferredHelpers {
          id
        }
        excludedHelpers {
          note
          helper {
            id
          }
        }
      }
    }
  }
`);

type Choice = 'none' | 'preferred' | 'never';
const CHOICES = [
  { value: 'none', label: 'No preference' },
  { value: 'preferred', label: 'Preferred' },
  { value: 'never', label: 'Never send' },
];

interface Props {
  clientId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The owner's record of what a client asked about helpers: preferred ones (listed first when assigning), ones never to
 * send (with a private note; sending one anyway needs a reason) and "same helpers every visit".
 */
export function ClientPreferencesDialog({ clientId, name, open, onOpenChange }: Props) {
  const { data, loading, error } = useQuery(ClientPreferencesDialog_Query, {
    variables: { clientId },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const client = data?.node && 'sameHelpers' in data.node ? data.node : null;
  const helpers = data?.helpers.edges.map((edge) => edge.node) ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Helper preferences of ${name}`}
      description="Preferred helpers are listed first when you assign; a never-send helper needs a reason."
      width="36rem"
    >
      {client ? (
        <PreferencesForm
          key={clientId}
          clientId={clientId}
          client={client}
          helpers={helpers}
          onDone={() => onOpenChange(false)}
        />
      ) : loading ? (
        <Spinner label="Loading preferences…" />
      ) : (
        <Alert>{error ? (serverMessage(error) ?? 'Failed to load the preferences') : 'This client no longer exists.'}</Alert>
      )}
    </Dialog>
  );
}

interface FormProps {
  clientId: string;
  client: {
    sameHelpers: boolean;
    preferredHelpers: readonly { id: string }[];
    excludedHelpers: readonly { note?: string | null; helper: { id: string } }[];
  };
  helpers: readonly { id: string; databaseId: string; user?: { name: string } | null }[];
  onDone: () => void;
}

function PreferencesForm({ clientId, client, helpers, onDone }: FormProps) {
  const [choices, setChoices] = useState<Record<string, Choice>>(() => ({
    ...Object.fromEntries(client.preferredHelpers.map((helper) => [helper.id, 'preferred' as Choice])),
    ...Object.fromEntries(client.excludedHelpers.map((row) => [row.helper.id, 'never' as Choice])),
  }));
  const [notes, setNotes] = useState<Record<string, string>>(() =>
    Object.fromEntries(client.excludedHelpers.map((row) => [row.helper.id, row.note ?? ''])),
  );
  const [sameHelpers, setSameHelpers] = useState(client.sameHelpers);
  const [save, { loading }] = useMutation(SetClientHelperPreferences_Mutation);
  const { toast } = useToast();

  async function submit() {
    const of = (choice: Choice) => helpers.filter((helper) => choices[helper.id] === choice);
    try {
      await save({
        variables: {
          input: {
            clientId,
            sameHelpers,
            preferredHelperIds: of('preferred').map((helper) => helper.id),
            excluded: of('never').map((helper) => ({ helperId: helper.id, note: notes[helper.id]?.trim() || null })),
          },
        },
      });
      toast({ title: 'Preferences Saved' });
      onDone();
    } catch (caught) {
      toast({ title: 'Error', description: serverMessage(caught) ?? 'Failed to save the preferences', variant: 'destructive' });
    }
  }

  return (
    <StyledForm
      onSubmit={(event) => {
        event.preventDefault();
        if (!loading) void submit();
      }}
    >
      {helpers.length === 0 ? <p>No active helpers yet.</p> : null}
      {helpers.map((helper) => (
        <StyledHelper key={helper.id}>
          <Select
            label={helperName(helper)}
            options={CHOICES}
            value={choices[helper.id] ?? 'none'}
            onChange={(event) => setChoices({ ...choices, [helper.id]: event.target.value as Choice })}
            disabled={loading}
          />
          {choices[helper.id] === 'never' ? (
            <TextField
              label={`Private note about ${helperName(helper)}`}
              hint="Only you see it."
              value={notes[helper.id] ?? ''}
              maxLength={1000}
              onChange={(event) => setNotes({ ...notes, [helper.id]: event.target.value })}
              disabled={loading}
            />
          ) : null}
        </StyledHelper>
      ))}
      <Checkbox
        label="Same helpers every visit"
        checked={sameHelpers}
        onChange={(event) => setSameHelpers(event.target.checked)}
        disabled={loading}
      />
      <StyledActions>
        <Button type="button" $variant="secondary" onClick={onDone} disabled={loading}>
          Cancel
        </Button>
        <Button type="submit" disabled={loading}>
          {loading ? 'Saving…' : 'Save preferences'}
        </Button>
      </StyledActions>
    </StyledForm>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

const StyledHelper = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
`;
