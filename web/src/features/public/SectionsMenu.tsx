import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { formatPhone } from '../../lib/phone';
import { buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { visuallyHidden } from '../../ui/VisuallyHidden';
import { MenuIcon, PhoneIcon } from '../../ui/Icon';
import { NARROW_PHONE, WIDE } from './PublicSection';

export interface SectionLink {
  href: string;
  label: string;
}

interface SectionsMenuProps {
  links: readonly SectionLink[];
  phone: string | null;
}

/**
 * The header's sections and phone on a phone or tablet, where the bar has no room for them: a disclosure built on
 * <details>, so it opens and closes before the page is hydrated too (no script needed, nothing added to the bundle but
 * these lines). Once hydrated, Escape closes it and gives focus back to the button, and choosing a link, clicking
 * outside or tabbing away closes it.
 */
export function SectionsMenu({ links, phone }: SectionsMenuProps) {
  const [open, setOpen] = useState(false);
  const menuRef = useRef<HTMLDetailsElement>(null);
  const buttonRef = useRef<HTMLElement>(null);

  // Opened before hydration (the <details> works without script): take up its state, so aria-expanded says so.
  useEffect(() => {
    if (menuRef.current?.open) setOpen(true);
  }, []);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menuRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onClick(event: MouseEvent<HTMLDetailsElement>) {
    if ((event.target as Element).closest('a')) setOpen(false);
  }

  return (
    <StyledMenu
      ref={menuRef}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={onKeyDown}
      onClick={onClick}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <StyledButton ref={buttonRef} aria-expanded={open} aria-controls="site-menu">
        <MenuIcon size={18} />
        <StyledLabel>Menu</StyledLabel>
      </StyledButton>
      <StyledPanel id="site-menu">
        <nav aria-label="Sections">
          {links.map((link) => (
            <a key={link.href} href={link.href}>
              {link.label}
            </a>
          ))}
        </nav>
        {phone ? (
          <StyledPhone href={`tel:${phone}`}>
            <PhoneIcon size={18} />
            Call or text {formatPhone(phone)}
          </StyledPhone>
        ) : null}
      </StyledPanel>
    </StyledMenu>
  );
}

const StyledMenu = styled.details`
  margin-left: auto;

  @media ${WIDE} {
    display: none;
  }
`;

const StyledButton = styled.summary.attrs<ButtonStyleProps>({ $variant: 'secondary', $size: 'sm' })`
  ${buttonStyles}
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  @media ${NARROW_PHONE} {
    padding: 0 0.5rem;
  }
`;

// On a narrow phone the icon alone, beside the name and Sign In; the word stays its accessible name.
const StyledLabel = styled.span`
  @media ${NARROW_PHONE} {
    ${visuallyHidden}
  }
`;

const StyledPanel = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: grid;
  gap: 0.25rem;
  padding: 0.5rem 1rem 1rem;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 12px 24px rgba(0, 0, 0, 0.12);

  nav {
    display: grid;
  }
  a {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 2.75rem;
    padding: 0 0.5rem;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const StyledPhone = styled.a`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 0;
  margin-top: 0.25rem;
  padding-top: 0.25rem;
`;
