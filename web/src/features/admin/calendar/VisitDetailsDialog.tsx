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
import { VisitJobReport } from './VisitJobReport';
import { VisitHistory } from './VisitHistory';
import { VisitScheduleActions } from '../../../widgets/schedule/VisitScheduleActions';
import { VisitPhotos } from '../../../widgets/visit-photos/VisitPhotos';
import type { VisitEvent } from './CalendarEvent';
import { formatLocalDate } from '../../../lib/businessTime';
import { serverMessage } from '../../../apollo/errors';
import { clientName } from '../../../lib/people';
import { formatCents } from '../../../lib/money';
import { SERVICE_NAMES, TIME_SLOT_LABELS, VISIT_STATUS } from '../../../lib/serviceLabels';
import { Fact, FactGrid } from '../../../ui/FactGrid';
import { PhoneFact, RepeatsFact } from '../../../widgets/requests/RequestFacts';
import { HoldBadge } from '../../../widgets/payments/HoldBadge';

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
        onHold
        service
        address
        priceCents
        completedBy {
          id
          name
        }
        ...AssignedHelpers_visit
        ...VisitHistory_visit
        ...VisitJobReport_visit
        request {
          id
          service
          address
          notes
          phoneNumber
          recurring
          customDays {
            ...RequestFacts_customDays @unmask
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
          <FactGrid spacing="roomy">
            <Fact label="Client">{clientName(visit.request.client)}</Fact>
            <Fact label="Service">{SERVICE_NAMES[visit.service]}</Fact>
            <Fact label="Date">
              {formatLocalDate(visit.date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })}
            </Fact>
            <Fact label="Time">{visit.startTime ? `Starts ${visit.startTime}` : TIME_SLOT_LABELS[visit.timeSlot]}</Fact>
            <Fact label="Status">
              <Badge tone={VISIT_STATUS[visit.status].tone}>{VISIT_STATUS[visit.status].label}</Badge>{' '}
              <HoldBadge onHold={visit.onHold} />
              {visit.statusReason ? <StyledReason>{visit.statusReason}</StyledReason> : null}
              {visit.status === 'COMPLETED' && visit.completedBy ? (
                <StyledReason>Completed by {visit.completedBy.name}</StyledReason>
              ) : null}
            </Fact>
            <Fact label="Price">{formatCents(visit.priceCents)} before tax</Fact>
            <div>
              <AssignedHelpers visit={visit} />
            </div>
            <RepeatsFact request={visit.request} />
            <Fact wide label="Address">
              {visit.address}
            </Fact>
            <PhoneFact phone={visit.request.phoneNumber} />
            {visit.request.client.phone && visit.request.client.phone !== visit.request.phoneNumber ? (
              <PhoneFact label="Client's phone" phone={visit.request.client.phone} />
            ) : null}
            <Fact wide label="Notes">
              {visit.request.notes || 'None'}
            </Fact>
          </FactGrid>
          {/* Outside the <dl>: a description list holds only its terms and descriptions. */}
          <VisitJobReport visit={visit} />
          <StyledChanges>
            <VisitScheduleActions layout="buttons" visit={visit} />
            <VisitHistory visit={visit} />
          </StyledChanges>
          <StyledChanges>
            <VisitPhotos visitId={visit.id} title="Photos" headingLevel={3} emptyText="No photos of this visit." />
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

const StyledReason = styled.span`
  display: block;
  font-size: 0.8125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledChanges = styled.div`
  margin-top: 1rem;
`;

const StyledCentered = styled.div`
  display: grid;
  place-items: center;
  min-height: 8rem;
`;
