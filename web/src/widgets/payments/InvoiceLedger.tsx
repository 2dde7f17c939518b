import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { operationProblems } from '../../apollo/errors';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { formatDay } from '../../lib/businessTime';
import { dollarsToCents, formatCents } from '../../lib/money';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogSubmitButtons } from '../../ui/Dialog';
import { Form } from '../../ui/Form';
import { Table, TBody, Td, THead, Th, Tr } from '../../ui/Table';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { PAYMENT_METHOD_LABELS } from './paymentWords';
import { RecordPaymentDialog } from './RecordPaymentDialog';

export const InvoiceLedger_invoice = graphql(`
  fragment InvoiceLedger_invoice on Invoice {
    id
    invoiceNumber
    status
    totalCents
    balanceCents
    client {
      id
      creditCents
    }
    payments {
      paymentId
      method
      receivedOn
      reference
      appliedCents
      refundedCents
      pendingRefundCents
    }
    writeOffs {
      amountCents
      reason
      createdAt
    }
    reminders {
      number
      sentOn
      balanceCents
    }
  }
`);

const RefundPayment_Mutation = graphql(`
  mutation InvoiceLedger_RefundPayment($input: RefundPaymentInput!) {
    refundPayment(input: $input) {
      status
    }
  }
`);

const WriteOff_Mutation = graphql(`
  mutation InvoiceLedger_WriteOff($input: WriteOffBalanceInput!) {
    writeOffBalance(input: $input) {
      invoice {
        id
        status
        balanceCents
      }
    }
  }
`);

const ApplyCredit_Mutation = graphql(`
  mutation InvoiceLedger_ApplyCredit($input: ApplyCreditInput!) {
    applyCredit(input: $input) {
      client {
        id
        creditCents
        balanceCents
      }
    }
  }
`);

const OPEN = ['SENT', 'OVERDUE', 'PARTLY_PAID'];

/**
 * An invoice's balance and payment history; for the owner (`canManage`) also Record Payment, Refund, Write Off
 * Balance and Apply Credit. Clients see the same history of their own invoices.
 */
export function InvoiceLedger({
  invoice: ref,
  canManage,
}: {
  invoice: FragmentType<typeof InvoiceLedger_invoice>;
  canManage: boolean;
}) {
  const invoice = useFragment(InvoiceLedger_invoice, ref);
  const { toast } = useToast();
  const [recording, setRecording] = useState(false);
  const [refunding, setRefunding] = useState<{ paymentId: string; refundable: number } | null>(null);
  const [writingOff, setWritingOff] = useState(false);
  const [applyCredit, { loading: applying }] = useMutation(ApplyCredit_Mutation, { refetchQueries: 'active' });
  const { refund, writeOffBalance } = useLedgerMutations();
  const open = OPEN.includes(invoice.status);

  return (
    <StyledSection aria-labelledby={`ledger-${invoice.id}`} data-print-hidden>
      <StyledHeader>
        <h2 id={`ledger-${invoice.id}`}>Payments</h2>
        <StyledBalance>
          Balance due: <strong>{formatCents(invoice.balanceCents)}</strong>
        </StyledBalance>
      </StyledHeader>
      {canManage ? (
        <StyledActions>
          {open ? <Button onClick={() => setRecording(true)}>Record Payment</Button> : null}
          {open && invoice.client.creditCents > 0 ? (
            <Button
              $variant="secondary"
              disabled={applying}
              onClick={() =>
                void applyCredit({ variables: { input: { clientId: invoice.client.id, invoiceId: invoice.id } } }).then(
                  () => toast({ title: 'Credit applied' }),
                  (failure: unknown) =>
                    toast({ title: operationProblems(failure).general ?? 'Failed to apply credit', variant: 'destructive' }),
                )
              }
            >
              Apply Credit ({formatCents(invoice.client.creditCents)})
            </Button>
          ) : null}
          {open && invoice.balanceCents > 0 ? (
            <Button $variant="secondary" onClick={() => setWritingOff(true)}>
              Write Off Balance
            </Button>
          ) : null}
        </StyledActions>
      ) : null}
      {invoice.payments.length === 0 ? (
        <p>No payments yet.</p>
      ) : (
        <Table caption={`Payments on ${invoice.invoiceNumber}`}>
          <THead>
            <Th>Date</Th>
            <Th>Method</Th>
            <Th $align="right">Amount</Th>
            <Th $align="right">Refunded</Th>
            {canManage ? <Th>Actions</Th> : null}
          </THead>
          <TBody>
            {invoice.payments.map((payment) => {
              const refundable = payment.appliedCents - payment.refundedCents - payment.pendingRefundCents;
              return (
                <Tr key={payment.paymentId}>
                  <Td label="Date" primary>
                    {formatDay(payment.receivedOn)}
                  </Td>
                  <Td label="Method">
                    {PAYMENT_METHOD_LABELS[payment.method]}
                    {payment.reference ? ` · ${payment.reference}` : ''}
                  </Td>
                  <Td label="Amount" align="right">
                    {formatCents(payment.appliedCents)}
                  </Td>
                  <Td label="Refunded" align="right">
                    {payment.refundedCents ? formatCents(payment.refundedCents) : '—'}
                    {payment.pendingRefundCents ? ` (${formatCents(payment.pendingRefundCents)} pending)` : ''}
                  </Td>
                  {canManage ? (
                    <Td label="Actions" actions>
                      {payment.method !== 'MARKED_PAID' && refundable > 0 ? (
                        <Button
                          $variant="ghost"
                          $size="sm"
                          aria-label={`Refund the payment of ${formatDay(payment.receivedOn)}`}
                          onClick={() => setRefunding({ paymentId: payment.paymentId, refundable })}
                        >
                          Refund
                        </Button>
                      ) : null}
                    </Td>
                  ) : null}
                </Tr>
              );
            })}
          </TBody>
        </Table>
      )}
      {invoice.writeOffs.map((writeOff) => (
        <p key={writeOff.createdAt}>
          Written off: {formatCents(writeOff.amountCents)} ({writeOff.reason})
        </p>
      ))}
      {invoice.reminders.length > 0 ? (
        <StyledReminders aria-label="Reminders sent">
          {invoice.reminders.map((reminder) => (
            <li key={reminder.number}>
              Reminder {reminder.number} sent {formatDay(reminder.sentOn, { month: 'short', day: 'numeric', year: 'numeric' })}{' '}
              for {formatCents(reminder.balanceCents)}
            </li>
          ))}
        </StyledReminders>
      ) : null}
      {canManage ? (
        <>
          <RecordPaymentDialog open={recording} onOpenChange={setRecording} clientId={invoice.client.id} invoiceId={invoice.id} />
          <AmountReasonDialog
            open={refunding !== null}
            onOpenChange={(next) => {
              if (!next) setRefunding(null);
            }}
            title="Refund Payment"
            description={refunding ? `At most ${formatCents(refunding.refundable)} of this payment can be refunded.` : ''}
            label="Refund"
            defaultCents={refunding?.refundable ?? 0}
            onSave={(amountCents, reason) =>
              refundPayment({ paymentId: refunding!.paymentId, amountCents, reason, invoiceId: invoice.id })
            }
          />
          <AmountReasonDialog
            open={writingOff}
            onOpenChange={setWritingOff}
            title="Write Off Balance"
            description={`The balance is ${formatCents(invoice.balanceCents)}.`}
            label="Write Off"
            defaultCents={invoice.balanceCents}
            onSave={(amountCents, reason) => writeOff({ invoiceId: invoice.id, amountCents, reason })}
          />
        </>
      ) : null}
    </StyledSection>
  );

  async function refundPayment(input: { paymentId: string; amountCents: number; reason: string; invoiceId: string }) {
    await refund({ variables: { input } });
    toast({ title: 'Refund recorded' });
  }
  async function writeOff(input: { invoiceId: string; amountCents: number; reason: string }) {
    await writeOffBalance({ variables: { input } });
    toast({ title: 'Balance written off' });
  }
}

/** Refund and Write Off reload what is on screen (the balance, the status, the list) once they are saved. */
function useLedgerMutations() {
  const [refund] = useMutation(RefundPayment_Mutation, { refetchQueries: 'active', awaitRefetchQueries: true });
  const [writeOffBalance] = useMutation(WriteOff_Mutation, { refetchQueries: 'active', awaitRefetchQueries: true });
  return { refund, writeOffBalance };
}

/** An amount (prefilled) and a reason: Refund and Write Off ask the same two things. */
function AmountReasonDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  label: string;
  defaultCents: number;
  onSave: (amountCents: number, reason: string) => Promise<void>;
}) {
  const formId = useId();
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<{ fields: Record<string, string>; general: string | null }>({
    fields: {},
    general: null,
  });
  const [shownFor, setShownFor] = useState<boolean>(false);
  if (props.open !== shownFor) {
    setShownFor(props.open);
    if (props.open) {
      setAmount((props.defaultCents / 100).toFixed(2));
      setReason('');
      setProblems({ fields: {}, general: null });
    }
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cents = dollarsToCents(amount);
    const fields: Record<string, string> = {};
    if (cents === null || Number.isNaN(cents) || cents <= 0) fields.amountCents = 'Enter an amount more than $0';
    if (!reason.trim()) fields.reason = 'Say why';
    if (Object.keys(fields).length) return setProblems({ fields, general: null });
    setSaving(true);
    try {
      await props.onSave(cents!, reason.trim());
      props.onOpenChange(false);
    } catch (failure) {
      setProblems(operationProblems(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={props.open}
      onOpenChange={(next) => {
        if (!saving) props.onOpenChange(next);
      }}
      title={props.title}
      description={props.description}
      footer={<DialogSubmitButtons formId={formId} pending={saving} label={props.label} />}
    >
      <Form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        {problems.general ? <Alert>{problems.general}</Alert> : null}
        <TextField
          label="Amount ($)"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={problems.fields.amountCents ?? null}
        />
        <TextField
          label="Reason"
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={problems.fields.reason ?? problems.fields.paymentId ?? null}
        />
      </Form>
    </Dialog>
  );
}

const StyledSection = styled.section`
  max-width: 52rem;
  margin-top: 1.5rem;
  display: grid;
  gap: 0.75rem;

  h2 {
    margin: 0;
    font-size: 1.125rem;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: baseline;
  gap: 0.5rem;
`;

const StyledBalance = styled.p`
  margin: 0;
  font-variant-numeric: tabular-nums;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

const StyledReminders = styled.ul`
  margin: 0.5rem 0 0;
  padding-left: 1.125rem;
  font-size: 0.875rem;
`;
