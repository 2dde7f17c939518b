import { useMutation, useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage, serverMessage } from '../../../apollo/errors';
import { graphql } from '../../../gql';
import { Button } from '../../../ui/Button';
import { FormActions } from '../../../ui/Form';
import { MessageIcon } from '../../../ui/Icon';
import { LoadState } from '../../../ui/LoadState';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toast';
import { SettingsSection } from './SettingsSection';

export const TextSettingsSection_Query = graphql(`
  query TextSettingsSection_Query {
    textMessaging {
      enabled
      message
      incomingUrl
    }
    businessSettings {
      id
      textQuietStartHour
      textQuietEndHour
      textDailyLimit
    }
  }
`);

export const UpdateTextRules_Mutation = graphql(`
  mutation TextSettingsSection_Update($input: UpdateBusinessSettingsInput!) {
    updateBusinessSettings(input: $input) {
      settings {
        id
        textQuietStartHour
        textQuietEndHour
        textDailyLimit
      }
    }
  }
`);

/** Settings → Text messages: whether texts are on (Twilio), quiet hours and the daily cap per number. */
export function TextSettingsSection() {
  const { data, error, loading, refetch } = useQuery(TextSettingsSection_Query);
  const [update, saving] = useMutation(UpdateTextRules_Mutation);
  const { toast } = useToast();

  async function onSave(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await update({
        variables: {
          input: {
            textQuietStartHour: Number(form.get('quietStart')),
            textQuietEndHour: Number(form.get('quietEnd')),
            textDailyLimit: Number(form.get('dailyLimit')),
          },
        },
      });
      toast({ title: 'Settings Saved' });
    } catch (failure) {
      toast({ title: 'Error', description: serverMessage(failure) ?? 'Failed to save settings', variant: 'destructive' });
    }
  }

  return (
    <SettingsSection
      id="text-messages"
      title="Text messages"
      description="Reminders, on my way, invoices and replies by text, through Twilio."
      icon={<MessageIcon />}
    >
      {!data ? (
        <LoadState
          loading={loading || !error}
          error={error ? `We couldn't load the text settings. ${errorMessage(error)}` : null}
          label="Loading the text settings…"
          onRetry={() => void refetch().catch(() => undefined)}
        />
      ) : (
        <>
          <StyledStatus role="status">{data.textMessaging.message}</StyledStatus>
          {data.textMessaging.enabled ? (
            <StyledMuted>
              Point the Twilio number&apos;s &ldquo;A message comes in&rdquo; webhook (HTTP POST) at{' '}
              <code>{data.textMessaging.incomingUrl}</code>
            </StyledMuted>
          ) : null}
          <StyledForm onSubmit={(event) => void onSave(event)} key={data.businessSettings.id}>
            <StyledRow>
              <TextField
                label="Quiet hours start (0-23)"
                name="quietStart"
                type="number"
                min={0}
                max={23}
                required
                defaultValue={data.businessSettings.textQuietStartHour}
              />
              <TextField
                label="Quiet hours end (0-23)"
                name="quietEnd"
                type="number"
                min={0}
                max={23}
                required
                defaultValue={data.businessSettings.textQuietEndHour}
              />
            </StyledRow>
            <StyledMuted>New York time. Reminders wait until quiet hours end; &ldquo;on my way&rdquo; goes at once.</StyledMuted>
            <TextField
              label="Texts a day to one number, at most"
              name="dailyLimit"
              type="number"
              min={1}
              max={50}
              required
              defaultValue={data.businessSettings.textDailyLimit}
            />
            <FormActions>
              <Button type="submit" disabled={saving.loading}>
                {saving.loading ? 'Saving…' : 'Save'}
              </Button>
            </FormActions>
          </StyledForm>
        </>
      )}
    </SettingsSection>
  );
}

const StyledStatus = styled.p`
  margin: 0 0 0.5rem;
  font-weight: 600;
`;

const StyledMuted = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 36rem;
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
`;
