import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';

/** The title block of a helper screen: the page's name and a line under it. */
export function PageHeading({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  return (
    <StyledHeader>
      <title>{`${title} · Sunshine Clean`}</title>
      <StyledHeading>{title}</StyledHeading>
      {lead ? <StyledLead>{lead}</StyledLead> : null}
      {children}
    </StyledHeader>
  );
}

/** A screen's first load, or its failure with a way to try again. */
export function LoadState({
  loading,
  error,
  label,
  onRetry,
}: {
  loading: boolean;
  error: string | null;
  label: string;
  onRetry: () => void;
}) {
  if (loading) {
    return (
      <StyledCentered>
        <Spinner label={label} size={32} />
      </StyledCentered>
    );
  }
  return (
    <StyledStack>
      <Alert>{error ?? 'Nothing to show.'}</Alert>
      <div>
        <Button $variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </StyledStack>
  );
}

const StyledHeader = styled.header`
  margin-bottom: 1rem;
`;

const StyledHeading = styled.h1`
  font-size: 1.75rem;
  margin: 0 0 0.25rem;
`;

const StyledLead = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledCentered = styled.div`
  min-height: 30vh;
  display: grid;
  place-items: center;
`;

const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;
