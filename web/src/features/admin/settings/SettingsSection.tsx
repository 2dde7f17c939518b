import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card, CardDescription } from '../../../ui/Card';
import { IconTile } from '../../../ui/IconTile';

/** One section of /settings: an anchor target with its heading (h2), a line about it, and an optional action. */
export function SettingsSection(props: {
  id: string;
  title: string;
  description: ReactNode;
  icon: ReactNode;
  action?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${props.id}-title`;
  return (
    <StyledSection id={props.id} aria-labelledby={titleId}>
      <StyledHead>
        <IconTile>{props.icon}</IconTile>
        <StyledHeadText>
          <StyledTitle id={titleId}>{props.title}</StyledTitle>
          <CardDescription>{props.description}</CardDescription>
        </StyledHeadText>
        {props.action ? <StyledAction>{props.action}</StyledAction> : null}
      </StyledHead>
      {props.children}
    </StyledSection>
  );
}

/** A titled part inside a section (e.g. 'Service cards' in 'Public page'). */
export function SettingsSubsection(props: { title: string; description?: ReactNode; action?: ReactNode; children: ReactNode }) {
  return (
    <StyledSub>
      <StyledSubHead>
        <div>
          <StyledSubTitle>{props.title}</StyledSubTitle>
          {props.description ? <StyledSubDescription>{props.description}</StyledSubDescription> : null}
        </div>
        {props.action}
      </StyledSubHead>
      {props.children}
    </StyledSub>
  );
}

export const SettingsForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

export const FieldGrid = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
`;

export const FormActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    button {
      width: 100%;
    }
  }
`;

const StyledSection = styled(Card)`
  margin-bottom: 1.5rem;
  scroll-margin-top: 5rem;
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: 0.875rem;
  margin-bottom: 1rem;
`;

const StyledHeadText = styled.div`
  flex: 1 1 16rem;
  min-width: 0;
  p {
    margin-bottom: 0;
  }
`;

const StyledTitle = styled.h2`
  font-size: 1.25rem;
  margin: 0 0 0.25rem;
`;

const StyledAction = styled.div`
  flex: none;
`;

const StyledSub = styled.div`
  & + & {
    margin-top: 1.75rem;
    padding-top: 1.5rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledSubHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 0.75rem;
  margin-bottom: 0.875rem;
`;

const StyledSubTitle = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
`;

const StyledSubDescription = styled.p`
  margin: 0.25rem 0 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
