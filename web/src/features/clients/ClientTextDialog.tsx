import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { ClientTextDialog_QueryQuery } from '../../gql/graphql';
import { formatInstantDate } from '../../lib/businessTime';
import { Dialog } from '../../ui/Dialog';
import { LoadState } from '../../ui/LoadState';
import { TEXT_CHOICES, TextChoicesForm, type TextChoicesValue } from '../../ui/TextChoicesForm';
import { useToast } from '../../ui/Toast';

export const ClientTextDialog_Query = graphql(`
  query ClientTextDialog_Query($clientId: ID!) {
    clientTextPreferences(clientId: $clientId) {
      phone
      categories
      consentAt
      consentMethod
      optedOut
      available
    }
  }
`);

export const UpdateClientTextPreferences_Mutation = graphql(`
  mutation UpdateClientTextPreferences_Mutation($input: UpdateClientTextPreferencesInput!) {
    updateClientTextPreferences(input: $input) {
      textPreferences {
        phone
        categories
        consentAt
        consentMethod
        optedOut
        available
      }
    }
  }
`);

// A client is not told about service requests by text: those alerts are the owner's.
const CLIENT_CHOICES = TEXT_CHOICES.filter((choice) => choice.category !== 'REQUESTS');

/** The owner records a client's texting choice (asked by phone), with how the client agreed. */
export function ClientTextDialog(props: {
  clientId: string;
  name: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { data, error, loading, refetch } = useQuery(ClientTextDialog_Query, { variables: { clientId: props.clientId } });
  const saved = data?.clientTextPreferences;
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange} title={`Text messages: ${props.name}`}>
      {saved ? (
        <Editor saved={saved} {...props} />
      ) : (
        <LoadState
          loading={loading || !error}
          error={error ? `We couldn't load the text choices. ${errorMessage(error)}` : null}
          label="Loading text choices…"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      )}
    </Dialog>
  );
}

type Saved = ClientTextDialog_QueryQuery['clientTextPreferences'];

function Editor({ saved, clientId, onOpenChange }: { saved: Saved; clientId: string; onOpenChange: (open: boolean) => void }) {
  const [value, setValue] = useState<TextChoicesValue>({
    phone: saved.phone ?? '',
    categories: saved.categories.filter((c): c is TextChoicesValue['categories'][number] =>
      CLIENT_CHOICES.some((choice) => choice.category === c),
    ),
    consent: Boolean(saved.consentAt),
    consentMethod: '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateClientTextPreferences_Mutation, {
    refetchQueries: [{ query: ClientTextDialog_Query, variables: { clientId } }],
  });
  const { toast } = useToast();

  async function save() {
    setFailure(null);
    try {
      await update({
        variables: {
          input: {
            clientId,
            phone: value.phone,
            categories: value.categories,
            consent: value.consent,
            consentMethod: value.consentMethod || null,
          },
        },
      });
      toast({ title: 'Text choices saved' });
      onOpenChange(false);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <TextChoicesForm
      value={value}
      onChange={setValue}
      onSubmit={() => void save()}
      available={saved.available}
      optedOut={saved.optedOut}
      consentRecord={
        saved.consentAt ? `Consent on record since ${formatInstantDate(saved.consentAt)}: ${saved.consentMethod ?? ''}` : null
      }
      forClient
      saving={loading}
      error={failure}
      choices={CLIENT_CHOICES}
    />
  );
}
