import { useMutation } from '@apollo/client/react';
import { serverMessage } from '../../apollo/errors';
import type { VisitStatus } from '../../gql/graphql';
import { businessToday } from '../../lib/businessTime';
import { Button } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import { MarkVisitCompleted_Mutation, UndoVisitCompletion_Mutation } from './completionDocuments';
import { MUTATION_OPTIONS } from './scheduleDocuments';

/** Whether the owner may mark this visit completed: scheduled or started, dated today or earlier (never ahead). */
export const completable = (visit: { date: string; status: VisitStatus }) =>
  (visit.status === 'SCHEDULED' || visit.status === 'IN_PROGRESS') && visit.date <= businessToday();

/**
 * The owner's "Mark completed" on a visit of today or earlier (one no helper completed in the app), and "Undo
 * completion" on a completed one. Nothing for a future, canceled or skipped visit.
 */
export function VisitCompletionButton({
  visit,
  describedBy,
  variant = 'secondary',
  label = 'Mark completed',
}: {
  visit: { id: string; date: string; status: VisitStatus };
  describedBy?: string;
  variant?: 'primary' | 'secondary';
  /** The action's words where the row says enough: "Complete". */
  label?: string;
}) {
  const { toast } = useToast();
  const [mark, marking] = useMutation(MarkVisitCompleted_Mutation, MUTATION_OPTIONS);
  const [undo, undoing] = useMutation(UndoVisitCompletion_Mutation, MUTATION_OPTIONS);
  const done = visit.status === 'COMPLETED';
  if (!done && !completable(visit)) return null;

  async function onClick() {
    try {
      if (done) await undo({ variables: { input: { id: visit.id } } });
      else await mark({ variables: { input: { id: visit.id } } });
      toast({ title: done ? 'Completion Undone' : 'Visit Completed' });
    } catch (caught) {
      toast({ title: 'Error', description: serverMessage(caught) ?? 'Failed to update the visit', variant: 'destructive' });
    }
  }

  return (
    <Button
      $size="sm"
      $variant={done ? 'secondary' : variant}
      aria-describedby={describedBy}
      disabled={marking.loading || undoing.loading}
      onClick={() => void onClick()}
    >
      {done ? 'Undo completion' : label}
    </Button>
  );
}
