import type { ReactNode } from 'react';
import type { ActionOutcome } from '../../lib/useToastedAction';
import { Dialog, DialogSubmitButtons } from '../../ui/Dialog';
import { LinkAccountSection } from './LinkAccountSection';

interface RosterFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The id of the form in `children`, which the footer's button submits. */
  formId: string;
  submitLabel: string;
  /** While a save runs the dialog stays open and its buttons wait. */
  pending: boolean;
  /** The record's fields: a form mounted with each opening. */
  children: ReactNode;
  /** On an edit: the account that reads the record's messages, or the way to link one. */
  account?: {
    kind: 'client' | 'helper';
    linkedEmail: string | null;
    loading: boolean;
    onLink: (email: string) => Promise<ActionOutcome>;
  };
}

/** Add or edit a client or helper: the dialog, its Cancel/Save footer, and on an edit the linked account. */
export function RosterFormDialog(props: RosterFormDialogProps) {
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open && props.pending) return;
        props.onOpenChange(open);
      }}
      title={props.title}
      description={props.description}
      width="32rem"
      footer={<DialogSubmitButtons formId={props.formId} pending={props.pending} label={props.submitLabel} />}
    >
      {props.children}
      {props.account ? <LinkAccountSection {...props.account} /> : null}
    </Dialog>
  );
}
