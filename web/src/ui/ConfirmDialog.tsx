import { useRef, type ReactNode } from 'react';
import { Button } from './Button';
import { Dialog, DialogClose } from './Dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** The action's own words, e.g. "Delete invoice". */
  confirmLabel: string;
  /** Shown on the action while it runs, e.g. "Deleting…". */
  pendingLabel?: string;
  pending?: boolean;
  /** Red action for what cannot be undone. */
  destructive?: boolean;
  onConfirm: () => void;
}

/**
 * "Are you sure?" before an action that cannot be undone. Cancel has the focus first, so Enter never confirms by
 * accident; Escape cancels.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending = false,
  destructive = false,
  onConfirm,
}: ConfirmDialogProps) {
  // Cancel, not the destructive action, is what Enter presses when the question appears.
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      initialFocus={cancelRef}
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      description={description}
      footer={
        <>
          <DialogClose asChild>
            <Button ref={cancelRef} $variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button $variant={destructive ? 'destructive' : 'primary'} disabled={pending} onClick={onConfirm}>
            {pending && pendingLabel ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
