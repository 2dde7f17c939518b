import { useQuery } from '@apollo/client/react';
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import { serverMessage } from '../../../apollo/errors';
import { formatLocalDate } from '../../../lib/businessTime';
import { dollarsToCents, formatCents } from '../../../lib/money';
import { helperName } from '../../../lib/people';
import { TIME_SLOT_LABELS } from '../../../lib/serviceLabels';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { Fact, FactGrid } from '../../../ui/FactGrid';
import { Select } from '../../../ui/Select';
import { Spinner } from '../../../ui/Spinner';
import type { TimeSlot } from '../../../gql/graphql';
import { TextField } from '../../../ui/TextField';
import { QuoteLines } from '../../../widgets/quotes/QuoteLines';

export const ApproveDialog_Query = graphql(`
  query ApproveDialog_Query($id: ID!) {
    approvalPreview(id: $id) {
      priceCents
      durationMinutes
      slotVisitCount
    }
    node(id: $id) {
      id
      ... on ServiceRequest {
        quote {
          bedrooms
          bathrooms
          ...QuoteLines_quote
        }
      }
    }
    helpers(status: ACTIVE, first: 100) {
      edges {
        node {
          id
          name
          databaseId
          user {
            id
            name
          }
        }
      }
    }
  }
`);

export interface ApproveDialogProps {
  request: { id: string; date: string; time: TimeSlot };
  /** e.g. "Jennifer Thompson's Deep Cleaning on Thu, Jun 12" */
  summary: string;
  pending: boolean;
  onCancel: () => void;
  /** Approve, with the helper chosen (none: an empty list) and the owner's price per visit if they changed it. */
  onConfirm: (helperIds: string[], priceCents?: number | null) => void;
}

/** '4 hours', '1 hour 30 minutes'. */
export function durationWords(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours ? `${hours} ${hours === 1 ? 'hour' : 'hours'}` : '', rest ? `${rest} minutes` : ''];
  return parts.filter(Boolean).join(' ') || '0 minutes';
}

/** '2 visits already booked', 'No visits booked yet'. */
const slotWords = (count: number) =>
  count === 0 ? 'No visits booked yet' : `${count} ${count === 1 ? 'visit' : 'visits'} already booked`;

/**
 * Approve's short confirmation: the price of a visit, how long one takes, how busy that day's slot already is, and
 * a helper to assign in the same step. Approve (focused on opening) approves as it is; nothing must be filled in. The
 * facts are for information: if they cannot load, approving still works.
 */
export function ApproveDialog({ request, summary, pending, onCancel, onConfirm }: ApproveDialogProps) {
  const { data, loading, error } = useQuery(ApproveDialog_Query, { variables: { id: request.id }, fetchPolicy: 'network-only' });
  const [helperId, setHelperId] = useState('');
  const [price, setPrice] = useState('');
  const priceCents = price.trim() ? dollarsToCents(price) : null;
  const badPrice = priceCents !== null && Number.isNaN(priceCents);
  const quote = data?.node && 'quote' in data.node ? data.node.quote : null;
  const approveRef = useRef<HTMLButtonElement>(null);
  const preview = data?.approvalPreview;
  const helpers = data?.helpers.edges.map((edge) => edge.node) ?? [];
  const day = formatLocalDate(request.date, { weekday: 'short', month: 'short', day: 'numeric' });

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
      title="Approve request"
      description={`Approve ${summary}?`}
      initialFocus={approveRef}
      footer={
        <>
          <DialogClose asChild>
            <Button $variant="secondary" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button
            ref={approveRef}
            disabled={pending || badPrice}
            onClick={() => onConfirm(helperId ? [helperId] : [], badPrice ? null : priceCents)}
          >
            {pending ? 'Approving…' : 'Approve'}
          </Button>
        </>
      }
    >
      {loading && !data ? (
        <StyledLoading>
          <Spinner label="Loading the request's details…" size={20} />
        </StyledLoading>
      ) : error && !data ? (
        <Alert>{serverMessage(error) ?? 'Could not load the price and the day’s bookings.'} You can still approve.</Alert>
      ) : preview ? (
        <FactGrid spacing="roomy">
          <Fact label="Price per visit">{formatCents(preview.priceCents)}</Fact>
          <Fact label="Expected duration">{durationWords(preview.durationMinutes)}</Fact>
          <Fact wide label={`${day}, ${TIME_SLOT_LABELS[request.time]}`}>
            {slotWords(preview.slotVisitCount)}
          </Fact>
        </FactGrid>
      ) : null}
      {quote ? (
        <StyledQuote>
          <QuoteLines quote={quote} label="The quote the client was given" />
        </StyledQuote>
      ) : null}
      <StyledHelper>
        <TextField
          label="Your price per visit (optional)"
          hint="Leave empty to keep the quoted price."
          prefix="$"
          inputMode="decimal"
          value={price}
          disabled={pending}
          error={badPrice ? 'Enter an amount in dollars, like 150 or 149.99.' : undefined}
          onChange={(event) => setPrice(event.target.value)}
        />
      </StyledHelper>
      {helpers.length > 0 ? (
        <StyledHelper>
          <Select
            label="Assign a helper (optional)"
            hint="They are assigned to every visit of this request."
            value={helperId}
            disabled={pending}
            onChange={(event) => setHelperId(event.target.value)}
            options={[
              { value: '', label: 'No helper yet' },
              ...helpers.map((helper) => ({ value: helper.id, label: helperName(helper) })),
            ]}
          />
        </StyledHelper>
      ) : null}
    </Dialog>
  );
}

const StyledLoading = styled.div`
  display: flex;
  justify-content: center;
  padding: 0.5rem 0;
`;

const StyledQuote = styled.div`
  margin-top: 1rem;
`;

const StyledHelper = styled.div`
  margin-top: 1rem;
`;
