import { type ReactNode, useId } from 'react';
import { operationProblems } from '../../apollo/errors';
import { HistoryLink } from '../../lib/HistoryLink';
import type { ActionOutcome } from '../../lib/useToastedAction';
import { Dialog, DialogSubmitButtons } from '../../ui/Dialog';
import { LinkAccountSection } from './LinkAccountSection';

/** What the dialog hands its form: the id the footer's button submits, and the save. */
export interface RosterFormProps<TInput> {
  formId: string;
  /** Saves the fields: null when saved (the dialog closes), else the server's messages by field name. */
  save: (input: TInput) => Promise<Record<string, string> | null>;
}

interface RosterFormDialogProps<TInput> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: 'client' | 'helper';
  /** The record being edited (none when adding): its linked account is shown, or the way to link one. */
  record?: { id: string; user?: { email: string } | null } | null;
  title: string;
  description: string;
  submitLabel: string;
  /** Creates the record, or updates `record` (its id added to the input). */
  create: (input: TInput) => Promise<ActionOutcome>;
  update: (input: TInput & { id: string }) => Promise<ActionOutcome>;
  /** While a save runs the dialog stays open and its buttons wait. */
  saving: boolean;
  link: (id: string, email: string) => Promise<ActionOutcome>;
  linking: boolean;
  /** The record's fields: a form mounted with each opening, so it starts from the record's current details. */
  children: (form: RosterFormProps<TInput>) => ReactNode;
}

/** Add or edit a client or helper: the dialog, its Cancel/Save footer, the save, and on an edit the linked account. */
export function RosterFormDialog<TInput>(props: RosterFormDialogProps<TInput>) {
  const { record } = props;
  const formId = `${props.kind}-form-${useId()}`;
  const save = async (input: TInput) => {
    const result = await (record ? props.update({ ...input, id: record.id }) : props.create(input));
    if (!result.ok) return operationProblems(result.error).fields;
    props.onOpenChange(false);
    return null;
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open && props.saving) return;
        props.onOpenChange(open);
      }}
      title={props.title}
      description={props.description}
      width="32rem"
      footer={<DialogSubmitButtons formId={formId} pending={props.saving} label={props.submitLabel} />}
    >
      {props.children({ formId, save })}
      {record ? <HistoryLink objectId={record.id} what={props.kind} /> : null}
      {record ? (
        <LinkAccountSection
          kind={props.kind}
          linkedEmail={record.user?.email ?? null}
          loading={props.linking}
          onLink={(email) => props.link(record.id, email)}
        />
      ) : null}
    </Dialog>
  );
}
