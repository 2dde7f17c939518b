import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { TextPreferences_QueryQuery } from '../../gql/graphql';
import { formatInstantDate } from '../../lib/businessTime';
import { LoadState } from '../../ui/LoadState';
import { TEXT_CHOICES, TextChoicesForm, type TextChoicesValue } from '../../ui/TextChoicesForm';
import { useToast } from '../../ui/Toast';

export const myTextPreferencesQuery = graphql(`
  query TextPreferences_Query {
    myTextPreferences {
      phone
      categories
      consentAt
      consentMethod
      optedOut
      available
    }
  }
`);

export const updateMyTextPreferencesMutation = graphql(`
  mutation TextPreferences_Update($input: UpdateMyTextPreferencesInput!) {
    updateMyTextPreferences(input: $input) {
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

/** Account Settings → Text messages: which notifications come by text, the number, and consent. */
export function TextPreferences({ viewerRole }: { viewerRole: string }) {
  const { data, error, loading, refetch } = useQuery(myTextPreferencesQuery);
  const saved = data?.myTextPreferences;
  if (!saved) {
    return (
      <LoadState
        loading={loading || !error}
        error={error ? `We couldn't load your text choices. ${errorMessage(error)}` : null}
        label="Loading your text choices…"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  return <TextPreferencesEditor key={`${saved.phone}-${saved.consentAt}`} saved={saved} viewerRole={viewerRole} />;
}

type Saved = TextPreferences_QueryQuery['myTextPreferences'];

function TextPreferencesEditor({ saved, viewerRole }: { saved: Saved; viewerRole: string }) {
  const [value, setValue] = useState<TextChoicesValue>({
    phone: saved.phone ?? '',
    categories: saved.categories.filter((c): c is TextChoicesValue['categories'][number] =>
      TEXT_CHOICES.some((choice) => choice.category === c),
    ),
    consent: Boolean(saved.consentAt),
    consentMethod: '',
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [update, { loading }] = useMutation(updateMyTextPreferencesMutation);
  const { toast } = useToast();
  // A client is told about their own requests elsewhere; service-request alerts are the owner's.
  const choices = viewerRole === 'ADMIN' ? TEXT_CHOICES : TEXT_CHOICES.filter((choice) => choice.category !== 'REQUESTS');

  async function save() {
    setFailure(null);
    try {
      await update({
        variables: { input: { phone: value.phone, categories: value.categories, consent: value.consent } },
        update(cache, { data: result }) {
          if (!result) return;
          cache.writeQuery({
            query: myTextPreferencesQuery,
            data: { myTextPreferences: result.updateMyTextPreferences.textPreferences },
          });
        },
      });
      toast({ title: 'Text choices saved' });
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
        saved.consentAt ? `Consent given ${formatInstantDate(saved.consentAt)} via ${saved.consentMethod ?? 'the app'}.` : null
      }
      saving={loading}
      error={failure}
      choices={choices}
    />
  );
}
