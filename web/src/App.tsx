import { useQuery } from '@apollo/client/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from './apollo/errors';
import { safeReturnTo } from './features/auth/returnTo';
import { Button } from './ui/Button';
import { Card, CardDescription, CardTitle } from './ui/Card';
import { NavigationFocusProvider } from './ui/NavigationFocus';
import { PageLoader } from './ui/Spinner';
import { appViewerQuery } from './viewerQuery';

// Each access state is its own chunk: a visitor on the public page downloads none of the app shell, and back.
const PublicPage = lazy(() => import('./features/public/PublicPage').then((m) => ({ default: m.PublicPage })));
const SignInPage = lazy(() => import('./features/auth/SignInPage').then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => import('./features/auth/SignUpPage').then((m) => ({ default: m.SignUpPage })));
const ForgotPasswordPage = lazy(() =>
  import('./features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() => import('./features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const VerifyEmailPage = lazy(() => import('./features/auth/VerifyEmailPage').then((m) => ({ default: m.VerifyEmailPage })));
const ProfileSetupPage = lazy(() => import('./features/auth/ProfileSetupPage').then((m) => ({ default: m.ProfileSetupPage })));
// The booking flow (issue 24) is its own chunk: the public page links to it and carries none of it.
const BookingPage = lazy(() => import('./features/booking/BookingPage').then((m) => ({ default: m.BookingPage })));
const SignedInApp = lazy(() => import('./screens').then((m) => ({ default: m.SignedInApp })));
// A new install's owner meets the first-run setup before the dashboard (issue 28); its own chunk, admins only.
const SetupGate = lazy(() => import('./features/admin/setup/SetupGate').then((m) => ({ default: m.SetupGate })));

/**
 * The root route. Spec §2 access states:
 * - signed out: the public page on every path, except /signin and /signup;
 * - signed in as a client or helper who still needs a profile: 'Complete Your Profile' on every path;
 * - otherwise: the app shell for the viewer's role (and the public page at /public).
 */
export function App() {
  const { data, error, refetch } = useQuery(appViewerQuery);

  if (!data) {
    if (error) return <LoadError message={errorMessage(error)} onRetry={() => void refetch()} />;
    return <PageLoader label="Loading Sunshine Clean…" />;
  }

  const { viewer } = data;
  return (
    <RouteFocus>
      <Suspense fallback={<PageLoader />}>
        {!viewer && data.signInStepOwed === 'TWO_FACTOR_SETUP' ? (
          // The owner now requires two-factor and this session has none: set it up here, wherever the owner was.
          <SignInPage resume="setup" />
        ) : !viewer ? (
          <Routes>
            <Route path="/signin" element={<SignInPage />} />
            <Route path="/signup" element={<SignUpPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/verify-email" element={<VerifyEmailPage />} />
            <Route path="/book" element={<BookingPage />} />
            <Route path="*" element={<PublicPage signedIn={false} />} />
          </Routes>
        ) : viewer.needsProfileSetup && viewer.role !== 'ADMIN' ? (
          <Routes>
            {/* The emailed links work before the profile is complete too. */}
            <Route path="/verify-email" element={<VerifyEmailPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="*" element={<ProfileSetupPage viewer={viewer} />} />
          </Routes>
        ) : (
          <Routes>
            <Route path="/public" element={<PublicPage signedIn />} />
            <Route path="/book" element={<BookingPage />} />
            <Route path="/signin" element={<SignedInRedirect />} />
            <Route path="/signup" element={<SignedInRedirect />} />
            <Route path="/verify-email" element={<VerifyEmailPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route
              path="*"
              element={
                viewer.role === 'ADMIN' ? (
                  <SetupGate>
                    <SignedInApp viewer={viewer} />
                  </SetupGate>
                ) : (
                  <SignedInApp viewer={viewer} />
                )
              }
            />
          </Routes>
        )}
      </Suspense>
    </RouteFocus>
  );
}

/** Focus to each new screen's h1, its title announced (ui/NavigationFocus); signing in counts as a navigation. */
function RouteFocus({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <NavigationFocusProvider pathname={pathname}>{children}</NavigationFocusProvider>;
}

/** A signed-in visit to /signin or /signup goes where the sign-in was headed (its `returnTo`), else home. */
function SignedInRedirect() {
  const [params] = useSearchParams();
  return <Navigate to={safeReturnTo(params.get('returnTo'))} replace />;
}

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <StyledCentered>
      <Card role="alert" aria-labelledby="load-error-title">
        <CardTitle id="load-error-title">We couldn't load Sunshine Clean</CardTitle>
        <CardDescription>{message}</CardDescription>
        <Button onClick={onRetry}>Try again</Button>
      </Card>
    </StyledCentered>
  );
}

const StyledCentered = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 1rem;
`;
