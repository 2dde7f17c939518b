import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../../ui/Button';
import { AssignHelpersDialogOnDemand } from './AssignHelpersDialogOnDemand';

interface AssignHelpersButtonProps {
  /** The visit's global id. */
  visitId: string;
  /** Spoken after the button's name, e.g. "Jennifer Thompson's Deep Cleaning on Tue, Nov 24". */
  describedBy?: string;
  label?: string;
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

/** 'Assign helpers' and the dialog it opens: the one-line hook-in for the calendar and the dashboard. */
export function AssignHelpersButton({
  visitId,
  describedBy,
  label = 'Assign helpers',
  $variant = 'primary',
  $size = 'md',
}: AssignHelpersButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button $variant={$variant} $size={$size} aria-describedby={describedBy} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <AssignHelpersDialogOnDemand visitId={open ? visitId : null} onClose={() => setOpen(false)} />
    </>
  );
}
