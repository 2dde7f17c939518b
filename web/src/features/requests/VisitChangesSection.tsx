import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Form, FormActions } from '../../ui/Form';
import styled from 'styled-components';
import { graphql } from '../../gql';
import type { TimeSlot, VisitChangeKind, VisitChangeStatus } from '../../gql/graphql';
import { Alert } from '../../ui/Alert';
import { Badge, type BadgeTone } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Fieldset } from '../../ui/Checkbox';
import { Dialog, DialogClose } from '../../ui/Dialog';
import { Radio } from '../../ui/Radio';
import { Select } from '../../ui/Select';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { businessToday, formatLocalDate } from '../../lib/businessTime';
import { serverMessage } from '../../apollo/errors';
import { SERVICE_NAMES, TIME_SLOT_LABELS, TIME_SLOT_OPTIONS } from '../../lib/serviceLabels';
import { StackList } from '../../ui/StackList';
import { whoIsComing } from './whoIsComing';

export const VisitChangesSection_Query = graphql(`
  query VisitChangesSection_Query {
    upcomingVisits(limit: 20) {
      id
      date
      timeSlot
      service
      helperCount
      helperFirstNames
      request {
        id
        recurring
      }
    }
    visitChangeRequests(first: 50) {
      edges {
        node {
          id
          kind
          status
          note
          visitDate
          proposedDate
          proposedTimeSlot
          decisionReason
          visit {
            id
          }
        }
      }
    }
  }
`);

const RequestChange_Mutation = graphql(`
  mutation VisitChangesSection_Request($input: RequestVisitChangeInput!) {
    requestVisitChange(input: $input) {
      changeRequest {
        id
        status
      }
    }
  }
`);

/** "Tue, Dec 1" */
const SHORT_DAY: Intl.DateTimeFormatOptions = { weekday: 'short', month: 'short', day: 'numeric' };

const KIND_LABELS: Record<VisitChangeKind, string> = { SKIP: 'Skip', MOVE: 'Move', END_PLAN: 'End the plan' };
const STATUS: Record<VisitChangeStatus, { label: string; tone: BadgeTone }> = {
  PENDING: { label: 'Waiting for approval', tone: 'warning' },
  APPROVED: { label: 'Approved', tone: 'success' },
  DECLINED: { label: 'Declined', tone: 'danger' },
};

type Visit = { id: string; date: string; timeSlot: TimeSlot; recurring: string };

/**
 * The client's upcoming visits, each with "Request a change" (skip it, move it, or end the plan, with a note),
 * the outcome of each request, and declined requests listed apart.
 */
export function VisitChangesSection() {
  const { toast } = useToast();
  const { data } = useQuery(VisitChangesSection_Query, { fetchPolicy: 'cache-and-network' });
  const [changing, setChanging] = useState<Visit | null>(null);
  const [kind, setKind] = useState<VisitChangeKind>('SKIP');
  const [error, setError] = useState<string | null>(null);
  const [requestChange, { loading }] = useMutation(RequestChange_Mutation, {
    refetchQueries: ['VisitChangesSection_Query', 'PortalPage_Query'],
    awaitRefetchQueries: true,
  });
  if (!data) return null;

  const changes = data.visitChangeRequests.edges.map((edge) => edge.node);
  const declined = changes.filter((change) => change.status === 'DECLINED');
  const open = changes.filter((change) => change.status !== 'DECLINED');
  const latestFor = (visitId: string) => open.find((change) => change.visit?.id === visitId);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!changing) return;
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || null;
    setError(null);
    try {
      const result = await requestChange({
        variables: {
          input: {
            visitId: changing.id,
            kind,
            note: text('note'),
            proposedDate: kind === 'MOVE' ? text('proposedDate') : null,
            proposedTimeSlot: kind === 'MOVE' ? (text('proposedTimeSlot') as TimeSlot | null) : null,
          },
        },
      });
      const approved = result.data?.requestVisitChange.changeRequest.status === 'APPROVED';
      toast({
        title: approved ? 'Visit Skipped' : 'Change Requested',
        description: approved ? undefined : 'We will confirm it soon.',
      });
      setChanging(null);
    } catch (caught) {
      setError(serverMessage(caught) ?? 'Failed to request the change');
    }
  }

  return (
    <section aria-labelledby="upcoming-visits">
      <StyledTitle id="upcoming-visits">Upcoming visits</StyledTitle>
      {data.upcomingVisits.length === 0 ? (
        <StyledEmpty>No visit scheduled.</StyledEmpty>
      ) : (
        <StyledList>
          {data.upcomingVisits.map((visit) => {
            const change = latestFor(visit.id);
            return (
              <StyledItem key={visit.id}>
                <div>
                  <strong>{formatLocalDate(visit.date, SHORT_DAY)}</strong> · {TIME_SLOT_LABELS[visit.timeSlot]} ·{' '}
                  {SERVICE_NAMES[visit.service]}
                  <StyledWho>Who's coming: {whoIsComing(visit.helperFirstNames, visit.helperCount)}</StyledWho>
                  {change ? (
                    <StyledOutcome>
                      {KIND_LABELS[change.kind]} requested:{' '}
                      <Badge tone={STATUS[change.status].tone}>{STATUS[change.status].label}</Badge>
                    </StyledOutcome>
                  ) : null}
                </div>
                {change?.status === 'PENDING' ? null : (
                  <Button
                    $size="sm"
                    $variant="secondary"
                    onClick={() => {
                      setKind('SKIP');
                      setError(null);
                      setChanging({
                        id: visit.id,
                        date: visit.date,
                        timeSlot: visit.timeSlot,
                        recurring: visit.request.recurring,
                      });
                    }}
                  >
                    Request a change
                  </Button>
                )}
              </StyledItem>
            );
          })}
        </StyledList>
      )}
      {open.some((change) => !change.visit || !data.upcomingVisits.some((visit) => visit.id === change.visit?.id)) ? (
        <>
          <StyledSubtitle>Changes made</StyledSubtitle>
          <StyledList>
            {open
              .filter((change) => !data.upcomingVisits.some((visit) => visit.id === change.visit?.id))
              .map((change) => (
                <StyledItem key={change.id}>
                  <span>
                    {KIND_LABELS[change.kind]} · visit of {formatLocalDate(change.visitDate, SHORT_DAY)}
                  </span>
                  <Badge tone={STATUS[change.status].tone}>{STATUS[change.status].label}</Badge>
                </StyledItem>
              ))}
          </StyledList>
        </>
      ) : null}
      {declined.length ? (
        <section aria-labelledby="declined-changes">
          <StyledSubtitle id="declined-changes">Declined requests</StyledSubtitle>
          <StyledList>
            {declined.map((change) => (
              <StyledItem key={change.id}>
                <span>
                  {KIND_LABELS[change.kind]} · visit of {formatLocalDate(change.visitDate, SHORT_DAY)}
                  {change.decisionReason ? <StyledOutcome>“{change.decisionReason}”</StyledOutcome> : null}
                </span>
                <Badge tone="danger">Declined</Badge>
              </StyledItem>
            ))}
          </StyledList>
        </section>
      ) : null}
      <Dialog
        open={changing !== null}
        onOpenChange={(next) => !next && setChanging(null)}
        title="Request a change"
        description={
          changing
            ? `Your visit on ${formatLocalDate(changing.date, { weekday: 'long', month: 'long', day: 'numeric' })}.`
            : undefined
        }
      >
        <Form onSubmit={onSubmit}>
          <Fieldset legend="What would you like?">
            <Radio name="kind" value="SKIP" label="Skip this visit" checked={kind === 'SKIP'} onChange={() => setKind('SKIP')} />
            <Radio name="kind" value="MOVE" label="Move it" checked={kind === 'MOVE'} onChange={() => setKind('MOVE')} />
            {changing && changing.recurring !== 'ONETIME' ? (
              <Radio
                name="kind"
                value="END_PLAN"
                label="End the plan"
                hint="No more visits from this one on."
                checked={kind === 'END_PLAN'}
                onChange={() => setKind('END_PLAN')}
              />
            ) : null}
          </Fieldset>
          {kind === 'MOVE' ? (
            <>
              <TextField label="New date" name="proposedDate" type="date" required min={businessToday()} />
              <Select
                label="Time slot"
                name="proposedTimeSlot"
                options={TIME_SLOT_OPTIONS}
                defaultValue={changing?.timeSlot}
                required
              />
            </>
          ) : null}
          <TextArea label="Note (optional)" name="note" rows={2} maxLength={1000} />
          {error ? <Alert>{error}</Alert> : null}
          <FormActions>
            <DialogClose asChild>
              <Button $variant="secondary" disabled={loading}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={loading}>
              {loading ? 'Sending…' : 'Send request'}
            </Button>
          </FormActions>
        </Form>
      </Dialog>
    </section>
  );
}

const StyledTitle = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 0.75rem;
`;

const StyledSubtitle = styled.h3`
  font-size: 1rem;
  margin: 1.25rem 0 0.5rem;
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledList = styled(StackList)`
  gap: 0.5rem;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0.5rem;
  background: ${({ theme }) => theme.colors.surface};
`;

const StyledWho = styled.div`
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledOutcome = styled.div`
  margin-top: 0.25rem;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
