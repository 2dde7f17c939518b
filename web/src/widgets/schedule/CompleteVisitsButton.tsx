import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/Toast';
import { CompleteVisits_Mutation } from './completionDocuments';
import { MUTATION_OPTIONS } from './scheduleDocuments';

const visits = (count: number) => `${count} ${count === 1 ? 'visit' : 'visits'}`;

/**
 * Marks every scheduled visit between two days (today or earlier) completed at once, after a confirmation naming how
 * many: "Complete all" of the past visits, or one past day's.
 */
export function CompleteVisitsButton({
  from,
  through,
  count,
  label,
  what,
  describedBy,
}: {
  from?: string | null;
  through: string;
  /** How many scheduled visits the range holds, as last read. */
  count: number;
  label: string;
  /** The range in words, for the question: "dated before today", "on Friday, November 20". */
  what: string;
  describedBy?: string;
}) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [complete, { loading }] = useMutation(CompleteVisits_Mutation, MUTATION_OPTIONS);

  async function onConfirm() {
    try {
      const result = await complete({ variables: { input: { from: from ?? null, through } } });
      toast({
        title: 'Visits Completed',
        description: `${visits(result.data?.completeVisits.completedCount ?? 0)} marked completed.`,
      });
      setOpen(false);
    } catch (caught) {
      toast({ title: 'Error', description: serverMessage(caught) ?? 'Failed to complete the visits', variant: 'destructive' });
    }
  }

  return (
    <>
      <Button $size="sm" aria-describedby={describedBy} disabled={count === 0} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Complete ${visits(count)}?`}
        description={`${count === 1 ? 'The visit' : `All ${count} visits`} ${what} will be marked completed, by you. Each can be undone from its details.`}
        confirmLabel={`Complete ${visits(count)}`}
        pendingLabel="Completing…"
        pending={loading}
        onConfirm={() => void onConfirm()}
      />
    </>
  );
}
