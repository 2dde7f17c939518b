import type { ReactNode } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { ContactSection } from './ContactSection';
import { HeroSection } from './HeroSection';
import { LocalBusinessData } from './LocalBusinessData';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { GallerySection, ReasonsSection, ServicesSection, TestimonialsSection } from './PublicSections';
import type { PublicSiteData } from './publicPageQuery';
import { SkipLink } from '../../ui/SkipLink';

const FALLBACK_NAME = 'Sunshine Clean';

/** The page's title: in the HTML head on the server-rendered page, a React `<title>` in the SPA. */
export function publicPageTitle(site: PublicSiteData | undefined): string {
  return `${site?.businessName ?? FALLBACK_NAME} · House Cleaning in Southwest Florida`;
}

interface PublicSiteProps {
  /** The content, or `undefined` while it loads (the SPA's route): sections then show their headings only. */
  site: PublicSiteData | undefined;
  /** What stands in for the content while it loads or after it failed (the SPA's route). */
  loadState?: ReactNode;
  /** A signed-in viewer's way back to the app (router links, which the server-rendered page has no use for). */
  portalLinks?: ReactNode;
}

/**
 * The public landing page as it looks (spec §1, §2), with no data fetching and no router: the server renders it to
 * HTML for `/` and the browser hydrates it (web/src/public-main.tsx), and the SPA's PublicPage shows it with its query.
 * Each band is a `PublicSection`.
 */
export function PublicSite({ site, loadState, portalLinks }: PublicSiteProps) {
  const name = site?.businessName ?? FALLBACK_NAME;
  const phone = site?.phone ?? null;
  const hasTestimonials = Boolean(site?.testimonials.length);

  return (
    <StyledPage>
      <SmoothScroll />
      {site ? <LocalBusinessData name={name} phone={phone} email={site.email} address={site.address} /> : null}
      <SkipLink href="#main">Skip to main content</SkipLink>
      <PublicHeader name={name} phone={phone} portalLinks={portalLinks} hasTestimonials={hasTestimonials} />

      <main id="main" tabIndex={-1}>
        <HeroSection name={name} phone={phone} photo={site?.galleryPhotos[0]} />
        {loadState ? <StyledLoading>{loadState}</StyledLoading> : null}
        <ServicesSection services={site?.services} />
        <ReasonsSection name={name} />
        {site && hasTestimonials ? <TestimonialsSection testimonials={site.testimonials} /> : null}
        <GallerySection photos={site?.galleryPhotos} tinted={!hasTestimonials} />
        <ContactSection site={site} tinted={hasTestimonials} />
      </main>

      <PublicFooter name={name} phone={phone} email={site?.email ?? null} />
    </StyledPage>
  );
}

const SmoothScroll = createGlobalStyle`
  html { scroll-behavior: smooth; }
`;

const StyledPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
`;

const StyledLoading = styled.div`
  display: grid;
  place-items: center;
  padding: 2rem 1rem;
`;
