import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Dialog, DialogClose } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { AssignedHelpers } from '../../../widgets/assignments/AssignedHelpers';
import { AssignHelpersButton } from '../../../widgets/assignments/AssignHelpersButton';
import { VisitHistory } from './VisitHistory';
import { VisitScheduleActions } from '../../../widgets/schedule/VisitScheduleActions';
import type { VisitEvent } from './CalendarEvent';
import { formatLocalDate } from '../../../lib/businessTime';
import { formatPhone } from '../../../lib/phone';
import { serverMessage } from '../../../apollo/errors';
import { clientName } from '../../../lib/people';
import { describeRecurrence, SERVICE_NAMES, TIME_SLOT_LABELS, VISIT_STATUS } from '../../../lib/serviceLabels';

export const VisitDetailsDialog_Query = graphql(`
  query VisitDetailsDialog_Query($id: ID!) {
    node(id: $id) {
      __typename
      id
      ... on Visit {
        date
        timeSlot
        startTime
        status
        statusReason
        service
        address
        ...AssignedHelpers_visit
        ...VisitHistory_visit
        request {
          id
          service
          address
          notes
          phoneNumber
          recurring
          customDays {
            sunday
            monday
            tuesday
            wednesday
            thursday
            friday
            saturday
          }
          client {
            id
            displayName
            phone
          }
        }
      }
    }
  }
`);

/** A visit's details, fetched when it is opened: who, what, when, where, how to reach them and their notes. */
export function VisitDetailsDialog({ event, onClose }: { event: VisitEvent | null; onClose: () => void }) {
  const { data, error, loading } = useQuery(VisitDetailsDialog_Query, {
    variables: { id: event?.id ?? '' },
    skip: !event,
  });
  const visit = data?.node?.__typename === 'Visit' ? data.node : null;

  return (
    <Dialog
      open={Boolean(event)}
      onOpenChange={(open) => !open && onClose()}
      title={event?.title ?? 'Visit'}
      width="32rem"
      footer={
        <>
          {visit && (visit.status === 'SCHEDULED' || visit.status === 'IN_PROGRESS') ? (
            <AssignHelpersButton visitId={visit.id} />
          ) : null}
          <DialogClose asChild>
            <Button $variant="secondary">Close</Button>
          </DialogClose>
        </>
      }
    >
      {visit ? (
        <>
          <StyledDetails>
            <div>
              <dt>Client</dt>
              <dd>{clientName(visit.request.client)}</dd>
            </div>
            <div>
              <dt>Service</dt>
              <dd>{SERVICE_NAMES[visit.service]}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>{formatLocalDate(visit.date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}</dd>
            </div>
            <div>
              <dt>Time</dt>
              <dd>{visit.startTime ? `Starts ${visit.startTime}` : TIME_SLOT_LABELS[visit.timeSlot]}</dd>
            </div>
            <div>
              <dt>Status</dt>
              <dd>
                <Badge tone={VISIT_STATUS[visit.status].tone}>{VISIT_STATUS[visit.status].label}</Badge>
                {visit.statusReason ? <StyledReason>{visit.statusReason}</StyledReason> : null}
              </dd>
            </div>
            <div>
              <AssignedHelpers visit={visit} />
            </div>
            <div>
              <dt>Repeats</dt>
              <dd>{describeRecurrence(visit.request.recurring, visit.request.customDays)}</dd>
            </div>
            <StyledWide>
              <dt>Address</dt>
              <dd>{visit.address}</dd>
            </StyledWide>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${visit.request.phoneNumber}`}>{formatPhone(visit.request.phoneNumber)}</a>
              </dd>
            </div>
            {visit.request.client.phone && visit.request.client.phone !== visit.request.phoneNumber ? (
              <div>
                <dt>Client's phone</dt>
                <dd>
                  <a href={`tel:${visit.request.client.phone}`}>{formatPhone(visit.request.client.phone)}</a>
                </dd>
              </div>
            ) : null}
            <StyledWide>
              <dt>Notes</dt>
              <dd>{visit.request.notes || 'None'}</dd>
            </StyledWide>
          </StyledDetails>
          {/* Outside the <dl>: a description list holds only its terms and descriptions. */}
          <StyledChanges>
            <VisitScheduleActions
              layout="buttons"
              visit={{
                id: visit.id,
                date: visit.date,
                timeSlot: visit.timeSlot,
                status: visit.status,
                requestId: visit.request.id,
                recurring: visit.request.recurring,
              }}
            />
            <VisitHistory visit={visit} />
          </StyledChanges>
        </>
      ) : loading ? (
        <StyledCentered>
          <Spinner label="Loading the visit…" />
        </StyledCentered>
      ) : error ? (
        <Alert>{serverMessage(error) ?? 'Failed to load this visit'}</Alert>
      ) : null}
    </Dialog>
  );
}

const StyledDetails = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.875rem 1rem;

  div {
    min-width: 0;
  }
  dt {
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0.125rem 0 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }
`;

const StyledReason = styled.span`
  display: block;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledWide = styled.div`
  grid-column: 1 / -1;
`;

const StyledChanges = styled.div`
  margin-top: 1rem;
`;

const StyledCentered = styled.div`
  display: grid;
  place-items: center;
  min-height: 8rem;
`;
