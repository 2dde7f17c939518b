import { type ReactNode, useState } from 'react';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SendMessageDialog } from './SendMessageDialog';
import { RowActions } from '../../ui/Table';

type OpenDialog = 'edit' | 'message' | 'deactivate' | null;

export interface RosterRowActionsProps {
  kind: 'client' | 'helper';
  /** How the row is named in the buttons' accessible names and the dialogs' titles. */
  name: string;
  /** The linked account that messages go to; null when the record has none. */
  userId: string | null;
  active: boolean;
  /** Deactivates or reactivates; resolves true when it worked (the hook has toasted either way). */
  setActive: (active: boolean) => Promise<boolean>;
  busy: boolean;
  /** What deactivation keeps, in the confirmation ('Their details, requests and invoices are kept'). */
  keeps: string;
  renderEditDialog: (open: boolean, onOpenChange: (open: boolean) => void) => ReactNode;
  /** Buttons a screen adds after Message (a helper's Availability, a client's Helper preferences). */
  extraActions?: ReactNode;
}

/**
 * A roster row's actions, the same for clients and helpers: Edit, Message, and Deactivate (after a confirmation) or
 * Reactivate, with the dialogs they open.
 */
export function RosterRowActions(props: RosterRowActionsProps) {
  const { name } = props;
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const onOpenChange = (which: OpenDialog) => (open: boolean) => setDialog(open ? which : null);

  return (
    <>
      <RowActions>
        <Button $variant="secondary" $size="sm" aria-label={`Edit ${name}`} onClick={() => setDialog('edit')}>
          Edit
        </Button>
        <Button $variant="secondary" $size="sm" aria-label={`Message ${name}`} onClick={() => setDialog('message')}>
          Message
        </Button>
        {props.extraActions}
        {props.active ? (
          <Button $variant="ghost" $size="sm" aria-label={`Deactivate ${name}`} onClick={() => setDialog('deactivate')}>
            Deactivate
          </Button>
        ) : (
          <Button
            $variant="ghost"
            $size="sm"
            aria-label={`Reactivate ${name}`}
            disabled={props.busy}
            onClick={() => void props.setActive(true)}
          >
            Reactivate
          </Button>
        )}
      </RowActions>
      {props.renderEditDialog(dialog === 'edit', onOpenChange('edit'))}
      <SendMessageDialog
        recipient={{ kind: props.kind, name, userId: props.userId }}
        open={dialog === 'message'}
        onOpenChange={onOpenChange('message')}
      />
      <ConfirmDialog
        open={dialog === 'deactivate'}
        onOpenChange={onOpenChange('deactivate')}
        title={`Deactivate ${name}?`}
        description={`They will show as Inactive. ${props.keeps}, and you can reactivate them at any time.`}
        confirmLabel="Deactivate"
        pendingLabel="Deactivating…"
        pending={props.busy}
        destructive
        onConfirm={async () => {
          if (await props.setActive(false)) setDialog(null);
        }}
      />
    </>
  );
}
