import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql/index';
import { Button, type ButtonSize, type ButtonVariant } from '../../ui/Button';
import { useToast } from '../../ui/Toast';
import { AssignHelpersDialogOnDemand } from './AssignHelpersDialogOnDemand';
import { serverMessage } from '../../apollo/errors';

export const AssignJobHelpersButton_NextVisit = graphql(`
  query AssignJobHelpersButton_NextVisit($requestId: ID!) {
    nextVisitOfRequest(requestId: $requestId) {
      id
    }
  }
`);

interface AssignJobHelpersButtonProps {
  /** The approved request (global id). */
  requestId: string;
  describedBy?: string;
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

/**
 * 'Assign helpers' on an approved job (a request): staffs its next visit still to do, and for a recurring request
 * the dialog offers every later one too. Asks the server for that visit only when pressed.
 */
export function AssignJobHelpersButton({
  requestId,
  describedBy,
  $variant = 'secondary',
  $size = 'sm',
}: AssignJobHelpersButtonProps) {
  const client = useApolloClient();
  const { toast } = useToast();
  const [visitId, setVisitId] = useState<string | null>(null);
  const [finding, setFinding] = useState(false);

  async function open() {
    setFinding(true);
    try {
      const { data } = await client.query({
        query: AssignJobHelpersButton_NextVisit,
        variables: { requestId },
        fetchPolicy: 'network-only',
      });
      const next = data?.nextVisitOfRequest?.id ?? null;
      if (next) setVisitId(next);
      else toast({ title: 'Nothing to assign', description: 'This job has no visit left to do.' });
    } catch (error) {
      toast({ title: 'Error', description: serverMessage(error) ?? 'Failed to find the next visit', variant: 'destructive' });
    } finally {
      setFinding(false);
    }
  }

  return (
    <>
      <Button $variant={$variant} $size={$size} aria-describedby={describedBy} disabled={finding} onClick={() => void open()}>
        {finding ? 'Finding the visit…' : 'Assign helpers'}
      </Button>
      <AssignHelpersDialogOnDemand visitId={visitId} onClose={() => setVisitId(null)} />
    </>
  );
}
