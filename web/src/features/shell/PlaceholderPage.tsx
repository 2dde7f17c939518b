import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../../ui/Card';
import type { ScreenInfo } from './navigation';

/** A screen that a later issue builds: its name, what it will hold, and a friendly word meanwhile. */
export function PlaceholderPage({ screen, greeting }: { screen: ScreenInfo; greeting?: string }) {
  return (
    <>
      <title>{`${screen.title} · Sunshine Clean`}</title>
      <StyledHeading>{screen.title}</StyledHeading>
      {greeting ? <StyledLead>{greeting}</StyledLead> : null}
      <Card>
        <p>{screen.description}</p>
        <StyledNote>This screen is being prepared and will be ready soon.</StyledNote>
      </Card>
    </>
  );
}

/** Spec §2: any path outside the route table. */
export function NotFoundPage() {
  return (
    <>
      <title>Page Not Found · Sunshine Clean</title>
      <StyledHeading>Page Not Found</StyledHeading>
      <Card>
        <p>We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.</p>
        <Link to="/">Go to your home page</Link>
      </Card>
    </>
  );
}

const StyledHeading = styled.h1`
  font-size: 1.75rem;
  margin-bottom: 0.5rem;
`;

const StyledLead = styled.p`
  margin: 0 0 1.25rem;
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
