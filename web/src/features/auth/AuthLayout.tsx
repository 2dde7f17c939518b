import { type ReactNode, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BrandName, brandStyles } from '../../ui/Brand';
import { Card } from '../../ui/Card';
import { useDocumentTitle, useNavigationFocus } from '../../ui/NavigationFocus';

/** The frame of the sign-in, sign-up and profile-setup screens: the brand and one centred card. */
export function AuthLayout({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(`${title} · Sunshine Clean`);
  useNavigationFocus(heading);
  return (
    <StyledPage>
      <header>
        <StyledBrand to="/">
          <BrandName />
        </StyledBrand>
      </header>
      <StyledMain>
        <Card aria-labelledby="auth-title">
          <StyledTitle id="auth-title" ref={heading} tabIndex={-1}>
            {title}
          </StyledTitle>
          {description ? <StyledDescription>{description}</StyledDescription> : null}
          {children}
        </Card>
      </StyledMain>
    </StyledPage>
  );
}

/** A vertical stack of fields, with room between them. */

export const StyledFormFooter = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  padding: 2rem 1rem;
  gap: 1.5rem;
`;

const StyledBrand = styled(Link)`
  ${brandStyles}
  font-size: 1.25rem;
`;

const StyledMain = styled.main`
  width: 100%;
  max-width: 28rem;
`;

const StyledTitle = styled.h1`
  font-size: 1.625rem;
  margin-bottom: 0.25rem;
`;

const StyledDescription = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
