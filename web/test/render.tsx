import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createCache } from '../src/apollo/client';
import type { Role } from '../src/gql/graphql';
import { ThemeModeProvider } from '../src/theme/ThemeModeProvider';
import { unreadMessagesBadgeQuery } from '../src/features/messages/UnreadMessagesBadge';
import { ToastProvider } from '../src/ui/Toast';
import { notificationBellQuery } from '../src/widgets/notifications/useNotifications';
import { appViewerQuery } from '../src/viewerQuery';

/** Renders inside the app's providers, with mocked GraphQL and an in-memory router starting at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  { mocks = [], route = '/' }: { mocks?: MockLink.MockedResponse[]; route?: string } = {},
) {
  const user = userEvent.setup();
  const result = render(
    <MockedProvider
      mocks={[...mocks, noUnreadMessages, noUnreadNotifications]}
      cache={createCache()}
      mockLinkDefaultOptions={{ delay: 0 }}
    >
      <ThemeModeProvider>
        <ToastProvider>
          <MemoryRouter initialEntries={[route]}>
            {ui}
            <LocationProbe />
          </MemoryRouter>
        </ToastProvider>
      </ThemeModeProvider>
    </MockedProvider>,
  );
  return { user, ...result };
}

/** The shell's sidebar asks for the unread message count on every screen; unless a test says otherwise, none. */
const noUnreadMessages: MockLink.MockedResponse = {
  request: { query: unreadMessagesBadgeQuery },
  result: { data: { unreadMessageCount: 0 } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The header's bell asks for the unread notification count on every screen; unless a test says otherwise, none. */
const noUnreadNotifications: MockLink.MockedResponse = {
  request: { query: notificationBellQuery },
  result: { data: { unreadNotificationCount: 0 } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The router's current path and query, for asserting navigations. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location" hidden>{`${location.pathname}${location.search}`}</output>;
}

export function currentLocation(): string {
  return document.querySelector('[data-testid="location"]')?.textContent ?? '';
}

/** Waits for the router to reach `path`: a navigation can land a render after what the user sees changed. */
export async function expectLocation(path: string): Promise<void> {
  await waitFor(() => {
    if (currentLocation() !== path) throw new Error(`expected location ${path}, was ${currentLocation()}`);
  });
}

export interface TestViewer {
  id: string;
  role: Role;
  needsProfileSetup: boolean;
  firstName: string;
  lastName: string;
  name: string;
  profileImageUrl: string | null;
  email: string;
  emailVerified: boolean;
}

export function buildViewer(role: Role, overrides: Partial<TestViewer> = {}): TestViewer {
  const firstName = { ADMIN: 'Olivia', HELPER: 'Hector', CLIENT: 'Clara' }[role];
  return {
    id: `VXNlcjo${role}`,
    role,
    needsProfileSetup: false,
    firstName,
    lastName: 'Sunshine',
    name: `${firstName} Sunshine`,
    profileImageUrl: null,
    email: `${firstName.toLowerCase()}@example.com`,
    emailVerified: true,
    ...overrides,
  };
}

/** The root route's answer: `null` for a signed-out visitor (or a half-signed-in one, owing `signInStepOwed`). */
export function viewerMock(
  viewer: TestViewer | null,
  signInStepOwed: 'TWO_FACTOR_CODE' | 'TWO_FACTOR_SETUP' | null = null,
): MockLink.MockedResponse {
  return {
    request: { query: appViewerQuery },
    result: { data: { signInStepOwed, viewer: viewer && { __typename: 'User', ...viewer } } },
  };
}
