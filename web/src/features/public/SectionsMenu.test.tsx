import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { SectionsMenu } from './SectionsMenu';

const LINKS = [
  { href: '#services', label: 'Services' },
  { href: '#gallery', label: 'Gallery' },
  { href: '#contact', label: 'Contact' },
];

function renderMenu() {
  const rendered = renderWithProviders(
    <>
      <SectionsMenu links={LINKS} phone="+12395550100" />
      <button type="button">Elsewhere</button>
    </>,
  );
  const button = screen.getByText('Menu').closest('summary')!;
  const menu = button.closest('details')!;
  return { ...rendered, button, menu };
}

/** happy-dom lays the page out at this width (1024 × 768 unless told) (the menu is hidden from 960 px on, where the header shows the links). */
const setViewport = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height: 768,
  });

describe('SectionsMenu (the public header on a phone)', () => {
  beforeEach(() => setViewport(375));
  afterEach(() => setViewport(1024));

  it('opens to the sections and the phone; Escape closes it and gives focus back to the button', async () => {
    const { user, button, menu } = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(menu.open).toBe(false);

    await user.click(button);
    expect(menu.open).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gallery' }).getAttribute('href')).toBe('#gallery');
    expect(screen.getByRole('link', { name: 'Call or text (239) 555-0100' }).getAttribute('href')).toBe('tel:+12395550100');

    screen.getByRole('link', { name: 'Contact' }).focus();
    await user.keyboard('{Escape}');
    expect(menu.open).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes when a section is chosen, and when focus or a click goes elsewhere', async () => {
    const { user, button, menu } = renderMenu();
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'Services' }));
    expect(menu.open).toBe(false);

    await user.click(button);
    expect(menu.open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(menu.open).toBe(false);

    await user.click(button);
    screen.getByRole('link', { name: 'Contact' }).focus();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(menu.open).toBe(false);
  });
});
