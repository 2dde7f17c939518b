import { useMutation } from '@apollo/client/react';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../apollo/errors';
import { businessToday } from '../../lib/businessTime';
import { Button } from '../../ui/Button';
import { ActionsMenu } from '../../ui/Menu';
import { useToast } from '../../ui/Toast';
import { MUTATION_OPTIONS, RestoreVisit_Mutation } from './scheduleDocuments';
import { type Mode, type ScheduleVisit, TITLES } from './scheduleModes';
import { VisitCompletionButton } from './VisitCompletion';

export type { RescheduleProposal, ScheduleVisit } from './scheduleModes';

// The forms load when one opens: their fields and checks stay out of the dashboard's and calendar's first load.
const ScheduleChangeDialog = lazy(() => import('./ScheduleChangeDialog').then((m) => ({ default: m.ScheduleChangeDialog })));
const RescheduleVisitDialog = lazy(() => import('./RescheduleVisitDialog').then((m) => ({ default: m.RescheduleVisitDialog })));

/**
 * The owner's schedule changes on one visit (calendar details, dashboard lists): Cancel visit, Skip, Reschedule, or
 * Restore a canceled or skipped one; on a series, Edit series ("This visit" / "This and following"), Pause series
 * and End series. Each opens a small form; a move that a helper cannot follow warns first and asks to confirm.
 *
 * A visit of today or earlier also offers Mark completed (Undo completion once completed), the owner's word that it
 * was done; a past one still scheduled offers only Skip and Cancel visit besides.
 *
 * `layout="menu"` (lists, where each row has its own primary action) puts them in one "More actions" menu;
 * `"buttons"` (a visit's details) shows each as a button. Restore, the only action on a canceled or skipped visit,
 * is always a button.
 */
export function VisitScheduleActions({
  visit,
  layout = 'menu',
  describedBy,
}: {
  visit: ScheduleVisit;
  layout?: 'menu' | 'buttons';
  /** The id of the text naming the visit (a list row's title): read after "More actions". */
  describedBy?: string;
}) {
  const { toast } = useToast();
  const [mode, setMode] = useState<Mode | null>(null);
  const [restore, restoring] = useMutation(RestoreVisit_Mutation, MUTATION_OPTIONS);
  const close = () => setMode(null);
  const offSchedule = visit.status === 'CANCELED' || visit.status === 'SKIPPED';
  const scheduled = visit.status === 'SCHEDULED';
  const changeable = scheduled && visit.date >= businessToday();
  // A past visit nobody worked is only recorded: skipped or canceled (or completed), never moved.
  const modes: Mode[] = !scheduled
    ? []
    : !changeable
      ? ['skip', 'cancel']
      : visit.request.recurring === 'ONETIME'
        ? ['reschedule', 'skip', 'cancel', 'series']
        : ['reschedule', 'skip', 'cancel', 'series', 'pause', 'end'];

  async function onRestore() {
    try {
      await restore({ variables: { input: { id: visit.id } } });
      toast({ title: 'Visit Restored' });
    } catch (caught) {
      toast({ title: 'Error', description: serverMessage(caught) ?? 'Failed to restore the visit', variant: 'destructive' });
    }
  }

  return (
    <>
      <StyledActions role="group" aria-label="Change the schedule">
        <VisitCompletionButton visit={visit} describedBy={describedBy} />
        {offSchedule ? (
          <Button $size="sm" $variant="secondary" onClick={onRestore} disabled={restoring.loading}>
            Restore
          </Button>
        ) : null}
        {layout === 'menu' ? (
          <ActionsMenu
            describedBy={describedBy}
            actions={modes.map((next) => ({
              label: TITLES[next],
              onSelect: () => setMode(next),
              destructive: next === 'cancel' || next === 'end',
            }))}
          />
        ) : (
          modes.map((next) => (
            <Button key={next} $size="sm" $variant="secondary" onClick={() => setMode(next)}>
              {TITLES[next]}
            </Button>
          ))
        )}
      </StyledActions>
      <Suspense fallback={null}>
        {mode === 'reschedule' ? <RescheduleVisitDialog visit={visit} onClose={close} /> : null}
        {mode && mode !== 'reschedule' ? <ScheduleChangeDialog key={mode} visit={visit} mode={mode} onClose={close} /> : null}
      </Suspense>
    </>
  );
}

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.375rem;
`;
