import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { useDocumentTitle } from '../../ui/NavigationFocus';
import { Spinner } from '../../ui/Spinner';
import { publicPageQuery } from './publicPageQuery';
import { PublicSite, publicPageTitle } from './PublicSite';

export { publicPageQuery };

/**
 * The public page inside the SPA: /public when signed in, and every path but `/`, /signin and /signup when signed out
 * (the server renders `/` itself). It asks for the content and shows `PublicSite` as it arrives.
 */
export function PublicPage({ signedIn }: { signedIn: boolean }) {
  const { data, error, refetch } = useQuery(publicPageQuery);
  const site = data?.publicSite;
  const location = useLocation();

  // A link such as /#gallery arrives before the content: scroll to the section once it is there (only then; later
  // hash changes are the browser's own scrolling).
  const loaded = Boolean(site);
  const initialHash = useRef(location.hash);
  useEffect(() => {
    if (!loaded || !initialHash.current) return;
    document.getElementById(decodeURIComponent(initialHash.current.slice(1)))?.scrollIntoView();
  }, [loaded]);

  const loadState = site ? null : error ? (
    <p role="alert">
      We couldn't load everything on this page ({errorMessage(error)}).{' '}
      <StyledInlineButton type="button" onClick={() => void refetch()}>
        Try again
      </StyledInlineButton>
    </p>
  ) : (
    <Spinner label="Loading our services…" />
  );

  useDocumentTitle(publicPageTitle(site));

  return (
    <>
      <PublicSite
        site={site}
        loadState={loadState}
        portalLinks={
          signedIn ? (
            <>
              <StyledTextLink to="/">Go back to Portal</StyledTextLink>
              <StyledRouterButton to="/" $size="sm">
                Back to Dashboard
              </StyledRouterButton>
            </>
          ) : undefined
        }
      />
    </>
  );
}

const StyledInlineButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

const StyledTextLink = styled(Link)`
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primary};
  padding: 0.5rem 0;
`;

const StyledRouterButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
