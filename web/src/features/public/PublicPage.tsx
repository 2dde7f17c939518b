import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { Spinner } from '../../ui/Spinner';
import { ContactSection } from './ContactSection';
import { HeroSection } from './HeroSection';
import { LocalBusinessData } from './LocalBusinessData';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';
import { GallerySection, ReasonsSection, ServicesSection, TestimonialsSection } from './PublicSections';

export const publicPageQuery = graphql(`
  query PublicPage_Query {
    publicSite {
      businessName
      phone
      email
      address
      services {
        id
        ...ServiceCard_service
      }
      testimonials {
        id
        ...TestimonialCard_testimonial
      }
      galleryPhotos {
        id
        url
        caption
        ...GalleryItem_photo
      }
    }
  }
`);

const FALLBACK_NAME = 'Sunshine Clean';

/**
 * The public landing page (spec §1, §2): every path for a signed-out visitor, and /public when signed in. Its content
 * (business card, services, testimonials, gallery) comes from the database and is edited on /settings; each band is
 * a `PublicSection`.
 */
export function PublicPage({ signedIn }: { signedIn: boolean }) {
  const { data, error, refetch } = useQuery(publicPageQuery);
  const site = data?.publicSite;
  const name = site?.businessName ?? FALLBACK_NAME;
  const phone = site?.phone ?? null;
  const location = useLocation();

  // A link such as /#gallery arrives before the content: scroll to the section once it is there (only then; later
  // hash changes are the browser's own scrolling).
  const loaded = Boolean(site);
  const initialHash = useRef(location.hash);
  useEffect(() => {
    if (!loaded || !initialHash.current) return;
    document.getElementById(decodeURIComponent(initialHash.current.slice(1)))?.scrollIntoView();
  }, [loaded]);

  const hasTestimonials = Boolean(site?.testimonials.length);

  return (
    <StyledPage>
      <SmoothScroll />
      <title>{`${name} · House Cleaning in Southwest Florida`}</title>
      {site ? <LocalBusinessData name={name} phone={phone} email={site.email} address={site.address} /> : null}
      <StyledSkipLink href="#main">Skip to main content</StyledSkipLink>
      <PublicHeader name={name} phone={phone} signedIn={signedIn} hasTestimonials={hasTestimonials} />

      <main id="main" tabIndex={-1}>
        <HeroSection name={name} phone={phone} photo={site?.galleryPhotos[0]} />
        {!site ? (
          <StyledLoading>
            {error ? (
              <p role="alert">
                We couldn't load everything on this page ({errorMessage(error)}).{' '}
                <StyledInlineButton type="button" onClick={() => void refetch()}>
                  Try again
                </StyledInlineButton>
              </p>
            ) : (
              <Spinner label="Loading our services…" />
            )}
          </StyledLoading>
        ) : null}
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

const StyledSkipLink = styled.a`
  position: absolute;
  left: 0.5rem;
  top: -3rem;
  z-index: 50;
  padding: 0.5rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryText};
  &:focus {
    top: 0.5rem;
  }
`;

const StyledLoading = styled.div`
  display: grid;
  place-items: center;
  padding: 2rem 1rem;
`;

const StyledInlineButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;
