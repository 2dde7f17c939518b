import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { inDarkTheme } from '../../theme/cssTheme';

/** The public page's sticky header height: sections scroll to just below it. */
export const PUBLIC_HEADER_HEIGHT = '4rem';
/** Where the public page's two-column layouts begin. */
export const WIDE = '(min-width: 960px)';
/** A phone too narrow for the header's name, Menu and Sign In at full size on one line. */
export const NARROW_PHONE = '(max-width: 479.98px)';

interface PublicSectionProps {
  /** The anchor the navigation links to (#services); its heading is `${id}-title`. */
  id: string;
  kicker: string;
  title: ReactNode;
  lead?: ReactNode;
  /** Alternate sections are tinted so neighbours read apart. */
  tinted?: boolean;
  /** Beside the heading and the content on wide screens (the contact form), under them on a phone. */
  aside?: ReactNode;
  children?: ReactNode;
}

/**
 * One band of the public page: a landmark named by its heading, a small kicker above the title and an optional lead.
 * With an `aside` the heading sits at the start of a two-column band instead of centred over the content.
 */
export function PublicSection({ id, kicker, title, lead, tinted = false, aside, children }: PublicSectionProps) {
  const titleId = `${id}-title`;
  const header = (
    <>
      <StyledKicker>{kicker}</StyledKicker>
      <StyledTitle id={titleId}>{title}</StyledTitle>
      {lead ? <SectionLead $align={aside ? 'start' : 'center'}>{lead}</SectionLead> : null}
    </>
  );
  return (
    <StyledSection id={id} aria-labelledby={titleId} $tinted={tinted}>
      <StyledInner>
        {aside !== undefined ? (
          <StyledSplit>
            <div>
              {header}
              {children}
            </div>
            {aside}
          </StyledSplit>
        ) : (
          <>
            <StyledHeader>{header}</StyledHeader>
            {children}
          </>
        )}
      </StyledInner>
    </StyledSection>
  );
}

/** A section's muted sentence: under its title, or in place of content that is not there yet. */
export const SectionLead = styled.p<{ $align?: 'center' | 'start' }>`
  margin: 0;
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
  ${({ $align }) =>
    $align === 'start' &&
    css`
      text-align: left;
      margin-bottom: 1.5rem;
    `}
`;

const StyledSection = styled.section<{ $tinted: boolean }>`
  scroll-margin-top: ${PUBLIC_HEADER_HEIGHT};
  padding: 4.5rem 1rem;
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surfaceMuted : theme.colors.background)};
  ${({ $tinted, theme }) =>
    $tinted &&
    css`
      background: #f0f5f8;
      ${inDarkTheme(css`
        background: ${theme.colors.surfaceMuted};
      `)}
    `}

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 3rem 1rem;
  }
`;

const StyledInner = styled.div`
  max-width: 76rem;
  margin: 0 auto;
`;

const StyledHeader = styled.div`
  text-align: center;
  max-width: 44rem;
  margin: 0 auto 2.5rem;
`;

const StyledSplit = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: start;

  @media ${WIDE} {
    grid-template-columns: 1fr 1.2fr;
    gap: 4rem;
  }
`;

const StyledKicker = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledTitle = styled.h2`
  font-size: clamp(1.75rem, 3.5vw, 2.375rem);
  letter-spacing: -0.01em;
  margin: 0 0 0.75rem;
`;
