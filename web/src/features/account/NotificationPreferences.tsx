import { useMutation, useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { NotificationCategory } from '../../gql/graphql';
import { Checkbox } from '../../ui/Checkbox';
import { LoadState } from '../../ui/LoadState';
import { useToast } from '../../ui/Toast';
import { StackList } from '../../ui/StackList';

export const notificationPreferencesQuery = graphql(`
  query NotificationPreferences_Query {
    notificationPreferences {
      category
      label
      emailEnabled
      essential
    }
  }
`);

export const updateNotificationPreferenceMutation = graphql(`
  mutation NotificationPreferences_Update($input: UpdateNotificationPreferenceInput!) {
    updateNotificationPreference(input: $input) {
      preferences {
        category
        label
        emailEnabled
        essential
      }
    }
  }
`);

/**
 * Account Settings → Email notifications: email on or off per category. Essential ones (account security) are shown
 * checked and disabled: they are always sent. A change is saved at once and shown before the server answers.
 */
export function NotificationPreferences() {
  const { data, error, loading, refetch } = useQuery(notificationPreferencesQuery);
  const [update] = useMutation(updateNotificationPreferenceMutation);
  const { toast } = useToast();
  const preferences = data?.notificationPreferences;

  async function toggle(category: NotificationCategory, emailEnabled: boolean) {
    if (!preferences) return;
    const optimistic = preferences.map((preference) =>
      preference.category === category ? { ...preference, emailEnabled } : preference,
    );
    try {
      await update({
        variables: { input: { category, emailEnabled } },
        optimisticResponse: {
          updateNotificationPreference: { preferences: optimistic },
        },
        update(cache, { data: result }) {
          if (!result) return;
          cache.writeQuery({
            query: notificationPreferencesQuery,
            data: { notificationPreferences: result.updateNotificationPreference.preferences },
          });
        },
      });
    } catch (failure) {
      toast({ title: 'Error', description: `Failed to save your choice. ${errorMessage(failure)}`, variant: 'destructive' });
    }
  }

  if (!preferences) {
    return (
      <LoadState
        loading={loading || !error}
        error={error ? `We couldn't load your email choices. ${errorMessage(error)}` : null}
        label="Loading your email choices…"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }

  return (
    <StyledFieldset>
      <StyledLegend>Send me an email about</StyledLegend>
      <StyledList>
        {preferences.map((preference) => (
          <li key={preference.category}>
            <Checkbox
              label={
                <>
                  {preference.label}
                  {preference.essential ? <StyledAlways> (always sent)</StyledAlways> : null}
                </>
              }
              checked={preference.essential || preference.emailEnabled}
              disabled={preference.essential}
              onChange={(event) => void toggle(preference.category, event.target.checked)}
            />
          </li>
        ))}
      </StyledList>
      <StyledHint>
        Whatever you choose, everything still shows under the bell in the app. Account security emails cannot be turned off.
      </StyledHint>
    </StyledFieldset>
  );
}

const StyledFieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: 0.75rem;
  font-weight: 600;
`;

const StyledList = styled(StackList)`
  gap: 0.5rem;
  label {
    width: 100%;
  }
`;

const StyledAlways = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledHint = styled.p`
  margin: 0.75rem 0 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
