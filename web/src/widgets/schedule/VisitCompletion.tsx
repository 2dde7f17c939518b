import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { serverMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import type { VisitStatus } from '../../gql/graphql';
import { businessToday } from '../../lib/businessTime';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useToast } from '../../ui/Toast';
import { MUTATION_OPTIONS } from './scheduleDocuments';

/*
 * The owner's completion of visits: one visit (Mark completed / Undo completion) and many at once (Complete day,
 * Complete all). One module, so the dashboard, a visit's details and the calendar's day list load it as one chunk:
 * each extra chunk is a name in every lazy import's preload list, and the calendar's first load is at its budget.
 */
/** What marking a visit completed (or undoing it) changes on the visit: the cache updates it where it is shown. */
export const VisitCompletion_visit = graphql(`
  fragment VisitCompletion_visit on Visit {
    id
    status
    startedAt
    completedAt
    completedBy {
      id
      name
    }
  }
`);

export const MarkVisitCompleted_Mutation = graphql(`
  mutation MarkVisitCompleted_Mutation($input: VisitIdInput!) {
    markVisitCompleted(input: $input) {
      visit {
        ...VisitCompletion_visit
      }
    }
  }
`);

export const UndoVisitCompletion_Mutation = graphql(`
  mutation UndoVisitCompletion_Mutation($input: VisitIdInput!) {
    undoVisitCompletion(input: $input) {
      visit {
        ...VisitCompletion_visit
      }
    }
  }
`);

export const CompleteVisits_Mutation = graphql(`
  mutation CompleteVisits_Mutation($input: CompleteVisitsInput!) {
    completeVisits(input: $input) {
      completedCount
      visits {
        ...VisitCompletion_visit
      }
    }
  }
`);

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
  variant = 'primary',
}: {
  from?: string | null;
  through: string;
  /** How many scheduled visits the range holds, as last read. */
  count: number;
  label: string;
  /** The range in words, for the question: "dated before today", "on Friday, November 20". */
  what: string;
  describedBy?: string;
  variant?: 'primary' | 'secondary';
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
      <Button $size="sm" $variant={variant} aria-describedby={describedBy} disabled={count === 0} onClick={() => setOpen(true)}>
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
