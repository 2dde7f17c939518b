import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../gql';
import { useToast } from '../../../ui/Toast';
import { serverMessage } from '../../../apollo/errors';

/** What an adjusted or added entry brings back: the fields the payroll's entry list shows. */
export const usePayrollMutations_entry = graphql(`
  fragment usePayrollMutations_entry on TimeEntry {
    id
    clockInAt
    clockOutAt
    minutes
    adjustmentNote
  }
`);

export const adjustTimeEntryMutation = graphql(`
  mutation useAdjustTimeEntry_Mutation($input: AdjustTimeEntryInput!) {
    adjustTimeEntry(input: $input) {
      entry {
        ...usePayrollMutations_entry
      }
    }
  }
`);

export const addTimeEntryMutation = graphql(`
  mutation useAddTimeEntry_Mutation($input: AddTimeEntryInput!) {
    addTimeEntry(input: $input) {
      entry {
        ...usePayrollMutations_entry
      }
    }
  }
`);

export const setPayPeriodBonusMutation = graphql(`
  mutation useSetPayPeriodBonus_Mutation($input: SetPayPeriodBonusInput!) {
    setPayPeriodBonus(input: $input) {
      period {
        periodStart
        bonusCents
        bonusNote
        payoutCents
      }
    }
  }
`);

export const approvePayPeriodMutation = graphql(`
  mutation useApprovePayPeriod_Mutation($input: PayPeriodInput!) {
    approvePayPeriod(input: $input) {
      period {
        periodStart
        approved
        approvedMinutes
        payoutCents
      }
    }
  }
`);

/**
 * A period's figures (hours, payout, open entries) are worked out by the server from every entry, so each change
 * reloads the payroll table rather than patching it.
 */
const PAYROLL_QUERY = 'PayrollPage_Query';
const reload = { refetchQueries: [PAYROLL_QUERY], awaitRefetchQueries: true };

/** Runs one payroll change: a success toast, or a destructive 'Error' toast with the server's message. */
function useRun() {
  const { toast } = useToast();
  return useCallback(
    async (action: () => Promise<unknown>, success: { title: string; description: string }, fallback: string) => {
      try {
        await action();
      } catch (error) {
        toast({ title: 'Error', description: serverMessage(error) ?? fallback, variant: 'destructive' });
        return false;
      }
      toast(success);
      return true;
    },
    [toast],
  );
}

export interface EntryTimes {
  clockInAt: string;
  clockOutAt: string;
  note: string;
}

/** Adjust an entry (a forgotten clock-out), add a missing one, set the bonus, approve the period. */
export function usePayrollMutations() {
  const run = useRun();
  const [adjust, { loading: adjusting }] = useMutation(adjustTimeEntryMutation, reload);
  const [add, { loading: adding }] = useMutation(addTimeEntryMutation, reload);
  const [setBonus, { loading: savingBonus }] = useMutation(setPayPeriodBonusMutation, reload);
  const [approve, { loading: approving }] = useMutation(approvePayPeriodMutation, reload);

  return {
    adjustEntry: useCallback(
      (id: string, times: EntryTimes) =>
        run(
          () => adjust({ variables: { input: { id, ...times } } }),
          { title: 'Entry Adjusted', description: 'The time entry is corrected.' },
          'Failed to adjust the entry',
        ),
      [run, adjust],
    ),
    addEntry: useCallback(
      (helperId: string, times: EntryTimes) =>
        run(
          () => add({ variables: { input: { helperId, ...times } } }),
          { title: 'Entry Added', description: 'The time entry is added.' },
          'Failed to add the entry',
        ),
      [run, add],
    ),
    saveBonus: useCallback(
      (helperId: string, periodStart: string, bonusCents: number, note: string) =>
        run(
          () => setBonus({ variables: { input: { helperId, periodStart, bonusCents, note: note.trim() || null } } }),
          { title: 'Bonus Saved', description: bonusCents ? 'The bonus is part of the payout.' : 'The bonus is removed.' },
          'Failed to save the bonus',
        ),
      [run, setBonus],
    ),
    approvePeriod: useCallback(
      (helperId: string, periodStart: string, name: string) =>
        run(
          () => approve({ variables: { input: { helperId, periodStart } } }),
          { title: 'Period Approved', description: `${name}'s hours are approved and will be paid.` },
          'Failed to approve the period',
        ),
      [run, approve],
    ),
    busy: adjusting || adding || savingBonus || approving,
  };
}
