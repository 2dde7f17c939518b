import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage, operationProblems, type OperationProblems } from '../../../apollo/errors';
import { graphql } from '../../../gql';
import type { UpdateBusinessSettingsInput } from '../../../gql/graphql';
import { useToast } from '../../../ui/Toast';

export const updateBusinessSettingsMutation = graphql(`
  mutation SettingsPage_UpdateBusinessSettings($input: UpdateBusinessSettingsInput!) {
    updateBusinessSettings(input: $input) {
      settings {
        id
        businessName
        phone
        email
        address
        ...BusinessProfileForm_settings
        ...PricesForm_settings
      }
    }
  }
`);

export type SaveOutcome = { ok: true } | { ok: false; problems: OperationProblems };

/**
 * Saves part of the business settings. The settings object is normalized by id; the public page's copy of the
 * business card is updated in place, and figures that depend on prices or the card (the dashboard's revenue, the
 * invoices' business card) are dropped so they are read again. Toasts `successTitle`, or 'Error'.
 */
export function useUpdateBusinessSettings() {
  const [mutate, { loading }] = useMutation(updateBusinessSettingsMutation, {
    update(cache, { data }) {
      const settings = data?.updateBusinessSettings.settings;
      if (!settings) return;
      cache.modify({
        id: 'ROOT_QUERY',
        fields: {
          publicSite: (existing) =>
            existing && typeof existing === 'object'
              ? {
                  ...existing,
                  businessName: settings.businessName,
                  phone: settings.phone,
                  email: settings.email,
                  address: settings.address,
                }
              : existing,
        },
      });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'adminDashboard' });
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'businessProfile' });
      cache.gc();
    },
  });
  const { toast } = useToast();
  const save = useCallback(
    async (input: UpdateBusinessSettingsInput, successTitle: string): Promise<SaveOutcome> => {
      try {
        await mutate({ variables: { input } });
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
        return { ok: false, problems: operationProblems(error) };
      }
      toast({ title: successTitle });
      return { ok: true };
    },
    [mutate, toast],
  );
  return { save, loading };
}
