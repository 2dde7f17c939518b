import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { errorMessage, operationProblems, type OperationProblems } from '../../apollo/errors';
import { graphql } from '../../gql';
import { useToast } from '../../ui/Toast';

export const beginTwoFactorSetupMutation = graphql(`
  mutation TwoFactorSection_Begin($input: PasswordConfirmationInput!) {
    beginTwoFactorSetup(input: $input) {
      secret
      qrCodeDataUrl
    }
  }
`);

export const confirmTwoFactorSetupMutation = graphql(`
  mutation TwoFactorSection_Confirm($input: TwoFactorCodeInput!) {
    confirmTwoFactorSetup(input: $input) {
      recoveryCodes
      user {
        id
        twoFactorEnabled
        recoveryCodesLeft
      }
    }
  }
`);

export const disableTwoFactorMutation = graphql(`
  mutation TwoFactorSection_Disable($input: PasswordConfirmationInput!) {
    disableTwoFactor(input: $input) {
      user {
        id
        twoFactorEnabled
        recoveryCodesLeft
      }
    }
  }
`);

export const regenerateRecoveryCodesMutation = graphql(`
  mutation TwoFactorSection_RegenerateRecoveryCodes($input: PasswordConfirmationInput!) {
    regenerateRecoveryCodes(input: $input) {
      recoveryCodes
      user {
        id
        recoveryCodesLeft
      }
    }
  }
`);

export const adminTwoFactorRequirementQuery = graphql(`
  query TwoFactorSection_Requirement {
    businessSettings {
      id
      requireAdminTwoFactor
    }
  }
`);

export const setAdminTwoFactorRequirementMutation = graphql(`
  mutation TwoFactorSection_SetRequirement($input: SetAdminTwoFactorRequirementInput!) {
    setAdminTwoFactorRequirement(input: $input) {
      settings {
        id
        requireAdminTwoFactor
      }
    }
  }
`);

export type Outcome<T = undefined> = { ok: true; value: T } | { ok: false; problems: OperationProblems };

/** Starts a set-up (the password is asked first, so a borrowed session cannot enrol another phone). */
export function useBeginTwoFactorSetup() {
  const [mutate, { loading, data }] = useMutation(beginTwoFactorSetupMutation);
  const begin = useCallback(
    async (password: string): Promise<Outcome> => {
      try {
        await mutate({ variables: { input: { password } } });
        return { ok: true, value: undefined };
      } catch (error) {
        return { ok: false, problems: operationProblems(error) };
      }
    },
    [mutate],
  );
  return { begin, loading, setup: data?.beginTwoFactorSetup ?? null };
}

/** Turns two-factor on with the first code from the app; the viewer's status updates in the cache by id. */
export function useConfirmTwoFactorSetup() {
  const [mutate, { loading }] = useMutation(confirmTwoFactorSetupMutation);
  const { toast } = useToast();
  const confirm = useCallback(
    async (code: string): Promise<Outcome<string[]>> => {
      try {
        const result = await mutate({ variables: { input: { code } } });
        toast({ title: 'Two-Factor On', description: 'You were signed out on your other devices.' });
        return { ok: true, value: result.data?.confirmTwoFactorSetup.recoveryCodes ?? [] };
      } catch (error) {
        return { ok: false, problems: operationProblems(error) };
      }
    },
    [mutate, toast],
  );
  return { confirm, loading };
}

/** Turns two-factor off (the password is asked); toasts 'Two-Factor Off'. */
export function useDisableTwoFactor() {
  const [mutate, { loading }] = useMutation(disableTwoFactorMutation);
  const { toast } = useToast();
  const disable = useCallback(
    async (password: string): Promise<Outcome> => {
      try {
        await mutate({ variables: { input: { password } } });
      } catch (error) {
        return { ok: false, problems: operationProblems(error) };
      }
      toast({ title: 'Two-Factor Off', description: 'Sign-in asks for your password only.' });
      return { ok: true, value: undefined };
    },
    [mutate, toast],
  );
  return { disable, loading };
}

/** Ten new recovery codes (the password is asked); the count left updates in the cache by the user's id. */
export function useRegenerateRecoveryCodes() {
  const [mutate, { loading }] = useMutation(regenerateRecoveryCodesMutation);
  const regenerate = useCallback(
    async (password: string): Promise<Outcome<string[]>> => {
      try {
        const result = await mutate({ variables: { input: { password } } });
        return { ok: true, value: result.data?.regenerateRecoveryCodes.recoveryCodes ?? [] };
      } catch (error) {
        return { ok: false, problems: operationProblems(error) };
      }
    },
    [mutate],
  );
  return { regenerate, loading };
}

/** The owner's rule for admin accounts; turning it off asks for the password. Toasts either way. */
export function useSetAdminTwoFactorRequirement() {
  const [mutate, { loading }] = useMutation(setAdminTwoFactorRequirementMutation);
  const { toast } = useToast();
  const set = useCallback(
    async (required: boolean, password?: string): Promise<Outcome> => {
      try {
        await mutate({ variables: { input: { required, password: password ?? null } } });
      } catch (error) {
        const problems = operationProblems(error);
        if (!problems.fields.password) toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
        return { ok: false, problems };
      }
      toast({
        title: 'Settings Saved',
        description: required ? 'Admin accounts must sign in with two-factor.' : 'Two-factor is optional for admin accounts.',
      });
      return { ok: true, value: undefined };
    },
    [mutate, toast],
  );
  return { set, loading };
}
