import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeftIcon } from './Icon';

/** The way back to a parent screen, above a sub-screen's title (Settings → Activity, Settings → Outbox). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <StyledBack to={to}>
      <ArrowLeftIcon /> {children}
    </StyledBack>
  );
}

const StyledBack = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 2.75rem;
  margin-bottom: 0.25rem;
  font-weight: 600;
`;
