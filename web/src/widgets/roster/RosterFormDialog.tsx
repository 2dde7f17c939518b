import type { ReactNode } from 'react';
import { HistoryLink } from '../../lib/HistoryLink';
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
  kind: 'client' | 'helper';
  /** The record being edited (none when adding): its linked account is shown, or the way to link one. */
  record?: { id: string; user?: { email: string } | null } | null;
  link: (id: string, email: string) => Promise<ActionOutcome>;
  linking: boolean;
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
      {props.record ? <HistoryLink objectId={props.record.id} what={props.kind} /> : null}
      {props.record ? (
        <LinkAccountSection
          kind={props.kind}
          linkedEmail={props.record.user?.email ?? null}
          loading={props.linking}
          onLink={(email) => props.link(props.record!.id, email)}
        />
      ) : null}
    </Dialog>
  );
}
