import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { serverMessage } from '../../apollo/errors';
import { addDays, businessToday } from '../../lib/businessTime';
import { QueryLoadState } from '../../lib/QueryLoadState';
import { TIME_OFF_STATUS, timeOffWhen } from '../../lib/timeOff';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { Checkbox } from '../../ui/Checkbox';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import { WeeklyAvailabilityEditor } from '../../widgets/availability/WeeklyAvailabilityEditor';

export const AvailabilityPage_Query = graphql(`
  query AvailabilityPage_Query {
    myHelper {
      id
      availability {
        weekday
        ranges {
          from
          to
        }
      }
    }
    timeOffRequests(first: 50) {
      edges {
        node {
          id
          startDate
          endDate
          startTime
          endTime
          reason
          status
          decisionNote
        }
      }
    }
  }
`);

export const RequestTimeOff_Mutation = graphql(`
  mutation RequestTimeOff_Mutation($input: RequestTimeOffInput!) {
    requestTimeOff(input: $input) {
      timeOffRequest {
        id
        status
      }
    }
  }
`);

export const CancelTimeOff_Mutation = graphql(`
  mutation CancelTimeOff_Mutation($input: CancelTimeOffRequestInput!) {
    cancelTimeOffRequest(input: $input) {
      timeOffRequest {
        id
        status
      }
    }
  }
`);

/**
 * /availability (helper): the usual week, and time off: ask for days (or part of a day) with a reason, see each
 * request's decision and note, cancel one still pending.
 */
export function AvailabilityPage() {
  const query = useQuery(AvailabilityPage_Query);
  const { data } = query;
  return (
    <>
      <PageHeader
        title="Availability"
        lead="When you usually work, and the time off you ask for. The owner sees both when assigning visits."
      />
      {!data ? (
        <QueryLoadState query={query} label="Loading your availability…" failed="Failed to load your availability" />
      ) : !data.myHelper ? (
        <Alert>Your helper record is not set up yet. Ask the owner to link it to your account.</Alert>
      ) : (
        <StyledColumns>
          <Card aria-labelledby="usual-week-title">
            <CardTitle id="usual-week-title">Your usual week</CardTitle>
            <CardDescription>Tick the days you work and the hours of each.</CardDescription>
            <WeeklyAvailabilityEditor helperId={data.myHelper.id} availability={data.myHelper.availability} own />
          </Card>
          <TimeOffCard requests={data.timeOffRequests.edges.map((edge) => edge.node)} />
        </StyledColumns>
      )}
    </>
  );
}

type Request = {
  id: string;
  startDate: string;
  endDate: string;
  startTime?: string | null;
  endTime?: string | null;
  reason?: string | null;
  status: keyof typeof TIME_OFF_STATUS;
  decisionNote?: string | null;
};

function TimeOffCard({ requests }: { requests: readonly Request[] }) {
  const today = businessToday();
  const [startDate, setStartDate] = useState(addDays(today, 7));
  const [endDate, setEndDate] = useState(addDays(today, 7));
  const [partOfDay, setPartOfDay] = useState(false);
  const [startTime, setStartTime] = useState('08:00');
  const [endTime, setEndTime] = useState('12:00');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { toast } = useToast();
  const refetch = { refetchQueries: ['AvailabilityPage_Query'], awaitRefetchQueries: true };
  const [ask, { loading: asking }] = useMutation(RequestTimeOff_Mutation, refetch);
  const [cancel, { loading: cancelling }] = useMutation(CancelTimeOff_Mutation, refetch);

  async function submit() {
    // The same rules as the server, said before asking it.
    if (endDate < startDate) return setError('Time off cannot end before it starts');
    if (startDate < today) return setError('Time off cannot start in the past');
    if (partOfDay && endTime <= startTime) return setError('Time off cannot end before it starts');
    setError(null);
    try {
      await ask({
        variables: {
          input: {
            startDate,
            endDate,
            startTime: partOfDay ? startTime : null,
            endTime: partOfDay ? endTime : null,
            reason: reason.trim() || null,
          },
        },
      });
      toast({ title: 'Time Off Requested', description: 'The owner will review it soon.' });
      setReason('');
    } catch (caught) {
      setError(serverMessage(caught) ?? 'Failed to request time off');
    }
  }

  async function onCancel(request: Request) {
    try {
      await cancel({ variables: { input: { id: request.id } } });
      toast({ title: 'Request Cancelled' });
    } catch (caught) {
      toast({ title: 'Error', description: serverMessage(caught) ?? 'Failed to cancel the request', variant: 'destructive' });
    }
  }

  return (
    <Card aria-labelledby="time-off-title">
      <CardTitle id="time-off-title">Time off</CardTitle>
      <CardDescription>Ask for the days you will be away. You are told when the owner decides.</CardDescription>
      <StyledForm
        aria-label="Request time off"
        onSubmit={(event) => {
          event.preventDefault();
          if (!asking) void submit();
        }}
      >
        <StyledRow>
          <TextField
            type="date"
            label="First day"
            value={startDate}
            min={today}
            onChange={(e) => setStartDate(e.target.value)}
            required
          />
          <TextField
            type="date"
            label="Last day"
            value={endDate}
            min={startDate}
            onChange={(e) => setEndDate(e.target.value)}
            required
          />
        </StyledRow>
        <Checkbox label="Part of a day" checked={partOfDay} onChange={(event) => setPartOfDay(event.target.checked)} />
        {partOfDay ? (
          <StyledRow>
            <TextField type="time" label="From" value={startTime} onChange={(e) => setStartTime(e.target.value)} required />
            <TextField type="time" label="Until" value={endTime} onChange={(e) => setEndTime(e.target.value)} required />
          </StyledRow>
        ) : null}
        <TextField label="Reason (optional)" value={reason} maxLength={1000} onChange={(e) => setReason(e.target.value)} />
        {error ? <Alert>{error}</Alert> : null}
        <div>
          <Button type="submit" disabled={asking}>
            {asking ? 'Sending…' : 'Request time off'}
          </Button>
        </div>
      </StyledForm>
      <StyledHeading>Your requests</StyledHeading>
      {requests.length === 0 ? (
        <StyledMuted>You have not asked for time off.</StyledMuted>
      ) : (
        <StyledList>
          {requests.map((request) => (
            <StyledItem key={request.id}>
              <div>
                <strong>{timeOffWhen(request)}</strong>{' '}
                <Badge tone={TIME_OFF_STATUS[request.status].tone}>{TIME_OFF_STATUS[request.status].label}</Badge>
                {request.reason ? <StyledMuted>{request.reason}</StyledMuted> : null}
                {request.decisionNote ? <StyledMuted>Owner’s note: {request.decisionNote}</StyledMuted> : null}
              </div>
              {request.status === 'PENDING' ? (
                <Button
                  $variant="secondary"
                  $size="sm"
                  aria-label={`Cancel time off ${timeOffWhen(request)}`}
                  onClick={() => void onCancel(request)}
                  disabled={cancelling}
                >
                  Cancel
                </Button>
              ) : null}
            </StyledItem>
          ))}
        </StyledList>
      )}
    </Card>
  );
}

const StyledColumns = styled.div`
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 26rem), 1fr));
  align-items: start;
`;

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;

  & > * {
    flex: 1 1 10rem;
  }
`;

const StyledHeading = styled.h3`
  font-size: 1rem;
  margin: 0 0 0.5rem;
`;

const StyledMuted = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledItem = styled.li`
  display: flex;
  justify-content: space-between;
  gap: 0.75rem;
  align-items: flex-start;
  padding-block: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
