import { useMutation, useQuery } from '@apollo/client/react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import { serverMessage } from '../../../apollo/errors';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { FormActions } from '../../../ui/Form';
import { DollarIcon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/Toast';
import { SettingsSection, SettingsSubsection } from './SettingsSection';

export const CollectionsSettingsSection_Query = graphql(`
  query CollectionsSettingsSection_Query {
    businessSettings {
      id
      holdWhenUnpaid
      holdOverdueDays
      reminderFirstDays
      reminderEveryDays
      reminderMaxCount
    }
  }
`);

export const CollectionsSettingsSection_Update = graphql(`
  mutation CollectionsSettingsSection_Update($input: UpdateBusinessSettingsInput!) {
    updateBusinessSettings(input: $input) {
      settings {
        id
        holdWhenUnpaid
        holdOverdueDays
        reminderFirstDays
        reminderEveryDays
        reminderMaxCount
      }
    }
  }
`);

/**
 * Settings → Unpaid invoices: the overdue reminders (first N days after the due date, then every M days, at most K)
 * and the payment-aware hold (off by default): held visits stay on the schedule, marked "On hold: unpaid".
 */
export function CollectionsSettingsSection() {
  const { toast } = useToast();
  const { data, loading } = useQuery(CollectionsSettingsSection_Query);
  const [update, updating] = useMutation(CollectionsSettingsSection_Update);
  const settings = data?.businessSettings;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      await update({
        variables: {
          input: {
            reminderFirstDays: Number(form.get('reminderFirstDays')),
            reminderEveryDays: Number(form.get('reminderEveryDays')),
            reminderMaxCount: Number(form.get('reminderMaxCount')),
            holdWhenUnpaid: form.get('holdWhenUnpaid') === 'on',
            holdOverdueDays: Number(form.get('holdOverdueDays')),
          },
        },
      });
      toast({ title: 'Settings Saved' });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to save settings', variant: 'destructive' });
    }
  }

  return (
    <SettingsSection
      id="unpaid-invoices"
      title="Unpaid invoices"
      description="Reminders for overdue invoices, and holding the visits of a client who has not paid."
      icon={<DollarIcon />}
    >
      {settings ? (
        <StyledForm onSubmit={onSubmit} key={settings.id}>
          <SettingsSubsection title="Reminders" description="Emailed for what is left to pay; they stop when it is paid.">
            <StyledRow>
              <TextField
                label="First reminder (days after the due date)"
                name="reminderFirstDays"
                type="number"
                min={0}
                max={365}
                required
                defaultValue={settings.reminderFirstDays}
              />
              <TextField
                label="Then every (days)"
                name="reminderEveryDays"
                type="number"
                min={1}
                max={365}
                required
                defaultValue={settings.reminderEveryDays}
              />
              <TextField
                label="At most (reminders)"
                name="reminderMaxCount"
                type="number"
                min={0}
                max={20}
                required
                defaultValue={settings.reminderMaxCount}
                hint="0 sends none."
              />
            </StyledRow>
          </SettingsSubsection>
          <SettingsSubsection
            title="Hold visits"
            description='Held visits stay on the calendar, marked "On hold: unpaid"; the client is emailed why and how to pay. Paying, or your Release on the client, lifts it at once.'
          >
            <Checkbox
              label="Hold future visits when an invoice is overdue more than the days below or a card charge failed"
              name="holdWhenUnpaid"
              defaultChecked={settings.holdWhenUnpaid}
            />
            <TextField
              label="Overdue more than (days)"
              name="holdOverdueDays"
              type="number"
              min={0}
              max={365}
              required
              defaultValue={settings.holdOverdueDays}
            />
          </SettingsSubsection>
          <FormActions>
            <Button type="submit" disabled={updating.loading}>
              {updating.loading ? 'Saving…' : 'Save'}
            </Button>
          </FormActions>
        </StyledForm>
      ) : loading ? (
        <Spinner label="Loading the unpaid invoice settings…" />
      ) : null}
    </SettingsSection>
  );
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  max-width: 40rem;
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  gap: 1rem;
`;
