import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { inDarkTheme } from '../../theme/cssTheme';
import { formatPhone } from '../../lib/phone';
import { BrandName, brandStyles } from '../../ui/Brand';
import { ButtonLink } from '../../ui/Button';
import { PhoneIcon } from '../../ui/Icon';
import { NARROW_PHONE, PUBLIC_HEADER_HEIGHT, WIDE } from './PublicSection';
import { SectionsMenu, type SectionLink } from './SectionsMenu';

interface PublicHeaderProps {
  name: string;
  phone: string | null;
  /** A signed-in viewer's way back to the app; without it, Sign In. */
  portalLinks?: ReactNode;
  /** Reviews are linked only when there are some. */
  hasTestimonials: boolean;
}

/**
 * The sticky bar: the business's name (back to top), the sections, its phone on wide screens, and sign-in or the way
 * back. Narrower, the sections and the phone are behind a Menu button.
 */
export function PublicHeader({ name, phone, portalLinks, hasTestimonials }: PublicHeaderProps) {
  const links: SectionLink[] = [
    { href: '#services', label: 'Services' },
    { href: '#why-us', label: 'Why Us' },
    ...(hasTestimonials ? [{ href: '#reviews', label: 'Reviews' }] : []),
    { href: '#gallery', label: 'Gallery' },
    { href: '#contact', label: 'Contact' },
  ];
  return (
    <StyledHeader>
      <StyledHeaderInner>
        <StyledBrand href="#top" aria-label={`${name}, back to top`}>
          <BrandName name={name} />
        </StyledBrand>
        <StyledNav aria-label="Sections">
          {links.map((link) => (
            <a key={link.href} href={link.href}>
              {link.label}
            </a>
          ))}
        </StyledNav>
        <SectionsMenu links={links} phone={phone} />
        <StyledHeaderEnd $signedIn={Boolean(portalLinks)}>
          {phone ? (
            <StyledHeaderPhone href={`tel:${phone}`}>
              <PhoneIcon size={16} />
              {formatPhone(phone)}
            </StyledHeaderPhone>
          ) : null}
          {portalLinks ?? (
            <>
              <ButtonLink href="/book" $size="sm">
                Book online
              </ButtonLink>
              <ButtonLink href="/api/login" $size="sm" $variant="secondary">
                Sign In
              </ButtonLink>
            </>
          )}
        </StyledHeaderEnd>
      </StyledHeaderInner>
    </StyledHeader>
  );
}

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: rgba(255, 255, 255, 0.92);
  ${inDarkTheme(css`
    background: rgba(23, 30, 38, 0.92);
  `)}
  backdrop-filter: saturate(1.4) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledHeaderInner = styled.div`
  max-width: 76rem;
  min-height: ${PUBLIC_HEADER_HEIGHT};
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.5rem;
  padding: 0.625rem 1rem;

  @media ${NARROW_PHONE} {
    column-gap: 0.5rem;
  }
`;

const StyledBrand = styled.a`
  ${brandStyles}
  font-size: 1.25rem;

  @media ${NARROW_PHONE} {
    font-size: 1.125rem;
  }
`;

const StyledNav = styled.nav`
  display: none;
  gap: 1.25rem;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
    padding: 0.5rem 0;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }

  @media ${WIDE} {
    display: flex;
  }
`;

// Narrower than WIDE, the Menu button before it takes the free space (margin-left: auto) instead.
const StyledHeaderEnd = styled.div<{ $signedIn: boolean }>`
  @media ${WIDE} {
    margin-left: auto;
  }
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  align-items: center;
  gap: 0.5rem 1rem;

  /* On a phone, the way back to the app sits on its own line under the name: link left, button right. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    ${({ $signedIn }) => ($signedIn ? 'flex: 1 1 100%; flex-wrap: nowrap; justify-content: space-between;' : '')}
  }
`;

const StyledHeaderPhone = styled.a`
  display: none;
  align-items: center;
  gap: 0.375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }

  @media (min-width: 1100px) {
    display: inline-flex;
  }
`;
