import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../../ui/Card';
import type { Role } from '../../gql/graphql';
import type { ScreenInfo } from './navigation';
import { PageHeader } from '../../ui/PageHeader';

/** A screen that a later issue builds: its name, what it will hold, and a friendly word meanwhile. */
export function PlaceholderPage({ screen, greeting }: { screen: ScreenInfo; greeting?: string }) {
  return (
    <>
      <PageHeader title={screen.title} lead={greeting} />
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
      <PageHeader title="Page Not Found" />
      <Card>
        <p>We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.</p>
        <Link to="/">Go to your home page</Link>
      </Card>
    </>
  );
}

/**
 * A screen of the route table that the viewer's role does not use (a client opening /clients, a helper opening
 * /invoices): said plainly, with the way home, rather than a screen whose data the server refuses.
 */
export function NotAllowedPage({ screen, role }: { screen: ScreenInfo; role: Role }) {
  return (
    <>
      <PageHeader title="Not allowed here" />
      <Card>
        <p>
          {`The ${screen.title} screen is for ${whoMayUse(screen)}, so there is nothing to show you here. `}
          {role === 'ADMIN'
            ? 'What they see there comes from your own screens: the calendar, clients, helpers and invoices.'
            : 'If you think you should have access, contact the business.'}
        </p>
        <Link to="/">Go to your home page</Link>
      </Card>
    </>
  );
}

const ROLE_NAMES = { ADMIN: 'the admin', HELPER: 'helpers', CLIENT: 'clients' } as const;

/** 'the admin', 'helpers', 'the admin and clients'. */
function whoMayUse(screen: ScreenInfo): string {
  const names = (screen.roles ?? []).map((role) => ROLE_NAMES[role]);
  if (names.length === 0) return 'other accounts';
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
