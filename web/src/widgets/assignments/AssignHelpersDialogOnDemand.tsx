import { lazy, Suspense } from 'react';

const AssignHelpersDialog = lazy(() => import('./AssignHelpersDialog').then((m) => ({ default: m.AssignHelpersDialog })));

/**
 * The assign-helpers dialog, loaded from its own chunk and mounted only while a visit is being assigned: the buttons
 * sit on the dashboard's and the calendar's first paint, the dialog (and its form controls) need not.
 */
export function AssignHelpersDialogOnDemand({ visitId, onClose }: { visitId: string | null; onClose: () => void }) {
  if (!visitId) return null;
  return (
    <Suspense fallback={null}>
      <AssignHelpersDialog visitId={visitId} onClose={onClose} />
    </Suspense>
  );
}
