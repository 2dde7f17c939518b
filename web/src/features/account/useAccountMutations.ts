import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage, operationProblems, type OperationProblems } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { ChangePasswordInput, UpdateMyProfileInput } from '../../gql/graphql';
import { useToast } from '../../ui/Toast';

export const updateMyProfileMutation = graphql(`
  mutation AccountSettingsPage_UpdateMyProfile($input: UpdateMyProfileInput!) {
    updateMyProfile(input: $input) {
      user {
        id
        firstName
        lastName
        displayName
        phone
        name
        client {
          id
          phone
          address
        }
      }
    }
  }
`);

export const changePasswordMutation = graphql(`
  mutation AccountSettingsPage_ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      changed
    }
  }
`);

/** The outcome of a save: ok, or the problems for the form to place under its fields. */
export type SaveOutcome = { ok: true } | { ok: false; problems: OperationProblems };

/**
 * Saves the signed-in person's names and phone. The user is normalized by id, so the header's name follows.
 * Toasts 'Profile Updated', or 'Error' with the server's words.
 */
export function useUpdateMyProfile() {
  const [mutate, { loading }] = useMutation(updateMyProfileMutation);
  const { toast } = useToast();
  const save = useCallback(
    async (input: UpdateMyProfileInput): Promise<SaveOutcome> => {
      try {
        await mutate({ variables: { input } });
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
        return { ok: false, problems: operationProblems(error) };
      }
      toast({ title: 'Profile Updated', description: 'Your details are saved.' });
      return { ok: true };
    },
    [mutate, toast],
  );
  return { save, loading };
}

/**
 * Changes the password. The server ends every other session of the account and keeps this one, so nothing in the
 * cache changes. Toasts 'Password Changed' (saying so), or 'Error'.
 */
export function useChangePassword() {
  const [mutate, { loading }] = useMutation(changePasswordMutation);
  const { toast } = useToast();
  const change = useCallback(
    async (input: ChangePasswordInput): Promise<SaveOutcome> => {
      try {
        await mutate({ variables: { input } });
      } catch (error) {
        toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
        return { ok: false, problems: operationProblems(error) };
      }
      toast({ title: 'Password Changed', description: 'You were signed out on your other devices.' });
      return { ok: true };
    },
    [mutate, toast],
  );
  return { change, loading };
}
