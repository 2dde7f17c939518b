import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ClockIcon } from '../ui/Icon';
import { historyPath } from './history';

/** "View history": an edit dialog's way to the object's audit trail (Settings → Activity, filtered to it). */
export function HistoryLink({ objectId, what }: { objectId: string; what: string }) {
  return (
    <StyledLink to={historyPath(objectId)}>
      <ClockIcon /> View the history of this {what}
    </StyledLink>
  );
}

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.75rem;
  margin-top: 0.5rem;
  font-size: 0.9375rem;
  font-weight: 600;
`;
