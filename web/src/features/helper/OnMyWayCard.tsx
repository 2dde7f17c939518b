import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { serverMessage } from '../../apollo/errors';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { businessToday } from '../../lib/businessTime';
import { Button } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { Select } from '../../ui/Select';
import { useToast } from '../../ui/Toast';

export const OnMyWayCard_visit = graphql(`
  fragment OnMyWayCard_visit on Visit {
    id
    date
    status
    onMyWayAt
    lateMinutes
  }
`);

export const announceOnMyWayMutation = graphql(`
  mutation OnMyWayCard_Announce($input: AnnounceOnMyWayInput!) {
    announceOnMyWay(input: $input) {
      alreadySent
      message
      visit {
        id
        onMyWayAt
        lateMinutes
      }
    }
  }
`);

const LATE_CHOICES = [10, 15, 20, 30, 45, 60].map((minutes) => ({ value: String(minutes), label: `${minutes} minutes` }));

/**
 * On my way and Running late (minutes): the client hears it by email and in the app, the office too, once per visit
 * each. Shown on the visit's day while it is still to do.
 */
export function OnMyWayCard({ visit: ref }: { visit: FragmentType<typeof OnMyWayCard_visit> }) {
  const visit = useFragment(OnMyWayCard_visit, ref);
  const { toast } = useToast();
  const [announce, { loading }] = useMutation(announceOnMyWayMutation);
  const [late, setLate] = useState('15');
  if (visit.date !== businessToday() || (visit.status !== 'SCHEDULED' && visit.status !== 'IN_PROGRESS')) return null;

  async function send(lateMinutes?: number) {
    try {
      const result = await announce({ variables: { input: { visitId: visit.id, ...(lateMinutes && { lateMinutes }) } } });
      const answer = result.data?.announceOnMyWay;
      if (answer) toast({ title: answer.alreadySent ? 'Already sent' : 'Sent', description: answer.message });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to send', variant: 'destructive' });
    }
  }

  return (
    <Card aria-labelledby="on-my-way-title">
      <CardTitle id="on-my-way-title">Let the client know</CardTitle>
      {visit.onMyWayAt ? <CardDescription>On my way was sent.</CardDescription> : null}
      {visit.lateMinutes ? <CardDescription>Running late ({visit.lateMinutes} minutes) was sent.</CardDescription> : null}
      <StyledRow>
        <Button $fullWidth disabled={loading} onClick={() => void send()}>
          On my way
        </Button>
      </StyledRow>
      <StyledRow>
        <Select label="Minutes late" value={late} options={LATE_CHOICES} onChange={(event) => setLate(event.target.value)} />
        <Button $variant="secondary" disabled={loading} onClick={() => void send(Number(late))}>
          Running late
        </Button>
      </StyledRow>
    </Card>
  );
}

const StyledRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 0.75rem;
  margin-top: 0.5rem;
  > :first-child {
    flex: 1 1 auto;
  }
  button {
    min-height: 2.75rem;
  }
`;
