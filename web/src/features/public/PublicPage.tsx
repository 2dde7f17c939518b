import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle, css } from 'styled-components';
import { errorMessage } from '../../apollo/errors';
import { graphql } from '../../gql';
import { BrandName, brandStyles } from '../../ui/Brand';
import { ButtonLink, buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import {
  ClockIcon,
  LeafIcon,
  MailIcon,
  MapPinIcon,
  MessageIcon,
  PhoneIcon,
  ShieldCheckIcon,
  SmileIcon,
  StarIcon,
  TeamIcon,
} from '../../ui/Icon';
import { Spinner } from '../../ui/Spinner';
import { ContactForm } from './ContactForm';
import { REPLY_WITHIN_HOURS } from './contact';
import { GALLERY_IMAGE_HEIGHT, GALLERY_IMAGE_WIDTH, GalleryItem } from './GalleryItem';
import { ServiceCard } from './ServiceCard';
import { TestimonialCard } from './TestimonialCard';
import { formatPhone } from '../../lib/phone';

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

/** Spec §1: the copyright year in the footer. */
export const COPYRIGHT_YEAR = 2025;

/** Spec §1: the four reasons to choose the business. */
const REASONS = [
  {
    title: 'Experienced Team',
    text: 'Trained, background-checked cleaners who have looked after Southwest Florida homes for years.',
    Icon: TeamIcon,
  },
  {
    title: 'Eco-Friendly',
    text: 'Products that are gentle on kids, pets and the Gulf, with no harsh fumes left behind.',
    Icon: LeafIcon,
  },
  {
    title: 'Fully Insured',
    text: 'Licensed, bonded and insured, so your home and belongings are protected on every visit.',
    Icon: ShieldCheckIcon,
  },
  {
    title: 'Satisfaction Guaranteed',
    text: "Not happy with something? Tell us within 24 hours and we'll come back and make it right, free.",
    Icon: SmileIcon,
  },
] as const;

const FALLBACK_NAME = 'Sunshine Clean';

/**
 * The public landing page (spec §1, §2): every path for a signed-out visitor, and /public when signed in. Its content
 * (business card, services, testimonials, gallery) comes from the database and is edited on /settings.
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

  const heroPhoto = site?.galleryPhotos[0];
  const hasServices = Boolean(site?.services.length);
  const hasTestimonials = Boolean(site?.testimonials.length);
  const hasGallery = Boolean(site?.galleryPhotos.length);

  return (
    <StyledPage>
      <SmoothScroll />
      <title>{`${name} · House Cleaning in Southwest Florida`}</title>
      {site ? <LocalBusinessData name={name} phone={phone} email={site.email} address={site.address} /> : null}
      <StyledSkipLink href="#main">Skip to main content</StyledSkipLink>

      <StyledHeader>
        <StyledHeaderInner>
          <StyledBrand href="#top" aria-label={`${name}, back to top`}>
            <BrandName name={name} />
          </StyledBrand>
          <StyledNav aria-label="Sections">
            <a href="#services">Services</a>
            <a href="#why-us">Why Us</a>
            {hasTestimonials ? <a href="#reviews">Reviews</a> : null}
            <a href="#gallery">Gallery</a>
            <a href="#contact">Contact</a>
          </StyledNav>
          <StyledHeaderEnd $signedIn={signedIn}>
            {phone ? (
              <StyledHeaderPhone href={`tel:${phone}`}>
                <PhoneIcon size={16} />
                {formatPhone(phone)}
              </StyledHeaderPhone>
            ) : null}
            {signedIn ? (
              <>
                <StyledTextLink to="/">Go back to Portal</StyledTextLink>
                <StyledRouterButton to="/" $size="sm">
                  Back to Dashboard
                </StyledRouterButton>
              </>
            ) : (
              <ButtonLink href="/api/login" $size="sm">
                Sign In
              </ButtonLink>
            )}
          </StyledHeaderEnd>
        </StyledHeaderInner>
      </StyledHeader>

      <main id="main" tabIndex={-1}>
        <StyledHero id="top" aria-labelledby="hero-title">
          <StyledHeroInner>
            <div>
              <StyledEyebrow>Naples · Fort Myers · Cape Coral · Bonita Springs</StyledEyebrow>
              <StyledHeroTitle id="hero-title">Sparkling clean homes across Southwest Florida</StyledHeroTitle>
              <StyledHeroText>
                {name} is a local, fully insured team bringing eco-friendly house cleaning to homes, condos and offices. Book a
                one-time deep clean or a weekly visit, and come home to a place that feels brand new.
              </StyledHeroText>
              <StyledHeroActions>
                <ButtonLink href="#contact" $size="lg">
                  Get Started
                </ButtonLink>
                <ButtonLink href="#services" $size="lg" $variant="secondary">
                  View Services
                </ButtonLink>
                <ButtonLink href="#gallery" $size="lg" $variant="secondary">
                  View Gallery
                </ButtonLink>
              </StyledHeroActions>
              <StyledTrust>
                <li>
                  <StyledTrustStars aria-hidden="true">
                    <StarIcon size={16} />
                  </StyledTrustStars>
                  5-star rated
                </li>
                <li>
                  <ShieldCheckIcon size={16} />
                  Fully insured
                </li>
                <li>
                  <LeafIcon size={16} />
                  Eco-friendly products
                </li>
              </StyledTrust>
            </div>
            <StyledHeroMedia>
              {heroPhoto ? (
                <img
                  src={heroPhoto.url}
                  alt={heroPhoto.caption}
                  width={GALLERY_IMAGE_WIDTH}
                  height={GALLERY_IMAGE_HEIGHT}
                  fetchPriority="high"
                />
              ) : null}
              {phone ? (
                <StyledHeroCallout>
                  <strong>Free quotes, fast</strong>
                  <span>
                    Call or text <a href={`tel:${phone}`}>{formatPhone(phone)}</a>
                  </span>
                </StyledHeroCallout>
              ) : null}
            </StyledHeroMedia>
          </StyledHeroInner>
        </StyledHero>

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

        <StyledSection id="services" aria-labelledby="services-title" $tinted>
          <StyledSectionInner>
            <StyledSectionHeader>
              <StyledKicker>Our services</StyledKicker>
              <StyledSectionTitle id="services-title">The clean that fits your home and your week</StyledSectionTitle>
              <StyledSectionLead>Every visit is done by our own team, with supplies and equipment included.</StyledSectionLead>
            </StyledSectionHeader>
            {hasServices ? (
              <StyledServiceGrid>
                {site!.services.map((service) => (
                  <ServiceCard key={service.id} service={service} />
                ))}
              </StyledServiceGrid>
            ) : site ? (
              <StyledSectionLead>Call or text us and we'll tailor a clean to your home.</StyledSectionLead>
            ) : null}
          </StyledSectionInner>
        </StyledSection>

        <StyledSection id="why-us" aria-labelledby="why-title">
          <StyledSectionInner>
            <StyledSectionHeader>
              <StyledKicker>Why choose us</StyledKicker>
              <StyledSectionTitle id="why-title">Why neighbors choose {name}</StyledSectionTitle>
            </StyledSectionHeader>
            <StyledReasons>
              {REASONS.map(({ title, text, Icon }) => (
                <li key={title}>
                  <StyledReasonIcon>
                    <Icon size={26} />
                  </StyledReasonIcon>
                  <h3>{title}</h3>
                  <p>{text}</p>
                </li>
              ))}
            </StyledReasons>
          </StyledSectionInner>
        </StyledSection>

        {hasTestimonials ? (
          <StyledSection id="reviews" aria-labelledby="reviews-title" $tinted>
            <StyledSectionInner>
              <StyledSectionHeader>
                <StyledKicker>Testimonials</StyledKicker>
                <StyledSectionTitle id="reviews-title">What our customers say</StyledSectionTitle>
              </StyledSectionHeader>
              <StyledTestimonialGrid>
                {site!.testimonials.map((testimonial) => (
                  <TestimonialCard key={testimonial.id} testimonial={testimonial} />
                ))}
              </StyledTestimonialGrid>
            </StyledSectionInner>
          </StyledSection>
        ) : null}

        <StyledSection id="gallery" aria-labelledby="gallery-title" $tinted={!hasTestimonials}>
          <StyledSectionInner>
            <StyledSectionHeader>
              <StyledKicker>Gallery</StyledKicker>
              <StyledSectionTitle id="gallery-title">Our recent work</StyledSectionTitle>
              <StyledSectionLead>A few of the homes and offices we have cleaned around Southwest Florida.</StyledSectionLead>
            </StyledSectionHeader>
            {hasGallery ? (
              <StyledGalleryGrid>
                {site!.galleryPhotos.map((photo) => (
                  <li key={photo.id}>
                    <GalleryItem photo={photo} />
                  </li>
                ))}
              </StyledGalleryGrid>
            ) : site ? (
              <StyledSectionLead>New photos are on their way.</StyledSectionLead>
            ) : null}
          </StyledSectionInner>
        </StyledSection>

        <StyledSection id="contact" aria-labelledby="contact-title" $tinted={hasTestimonials}>
          <StyledSectionInner>
            <StyledContactGrid>
              <div>
                <StyledKicker>Contact</StyledKicker>
                <StyledContactTitle id="contact-title">Get your free quote</StyledContactTitle>
                <StyledSectionLeadLeft>
                  Tell us about your home and when you'd like us to come. We reply within {REPLY_WITHIN_HOURS} hours, usually much
                  sooner.
                </StyledSectionLeadLeft>
                {phone ? (
                  <StyledPhoneActions>
                    <ButtonLink href={`tel:${phone}`} $size="lg">
                      <PhoneIcon size={18} />
                      Call {formatPhone(phone)}
                    </ButtonLink>
                    <ButtonLink href={`sms:${phone}`} $size="lg" $variant="secondary">
                      <MessageIcon size={18} />
                      Text us
                    </ButtonLink>
                  </StyledPhoneActions>
                ) : null}
                <StyledContactList>
                  {site?.email ? (
                    <li>
                      <MailIcon size={18} />
                      <a href={`mailto:${site.email}`}>{site.email}</a>
                    </li>
                  ) : null}
                  {site?.address ? (
                    <li>
                      <MapPinIcon size={18} />
                      <span>{site.address}</span>
                    </li>
                  ) : null}
                  <li>
                    <ClockIcon size={18} />
                    <span>Monday to Saturday, 8 AM to 6 PM</span>
                  </li>
                </StyledContactList>
              </div>
              {site?.email ? (
                <ContactForm to={site.email} />
              ) : site ? (
                <StyledSectionLeadLeft>
                  {phone
                    ? "Call or text us and we'll get right back to you."
                    : 'Our phone number and mailbox will be here shortly. Please check back soon.'}
                </StyledSectionLeadLeft>
              ) : null}
            </StyledContactGrid>
          </StyledSectionInner>
        </StyledSection>
      </main>

      <StyledFooter>
        <StyledFooterInner>
          <div>
            <StyledFooterBrand>
              <BrandName name={name} />
            </StyledFooterBrand>
            <p>Eco-friendly, fully insured house and office cleaning in Southwest Florida.</p>
          </div>
          <nav aria-label="Footer">
            <StyledFooterHeading>Explore</StyledFooterHeading>
            <ul>
              <li>
                <a href="#services">Services</a>
              </li>
              <li>
                <a href="#gallery">Gallery</a>
              </li>
              <li>
                <a href="#contact">Contact</a>
              </li>
            </ul>
          </nav>
          {phone || site?.email ? (
            <div>
              <StyledFooterHeading>Contact</StyledFooterHeading>
              <ul>
                {phone ? (
                  <>
                    <li>
                      <a href={`tel:${phone}`}>Call {formatPhone(phone)}</a>
                    </li>
                    <li>
                      <a href={`sms:${phone}`}>Text {formatPhone(phone)}</a>
                    </li>
                  </>
                ) : null}
                {site?.email ? (
                  <li>
                    <a href={`mailto:${site.email}`}>{site.email}</a>
                  </li>
                ) : null}
              </ul>
            </div>
          ) : null}
        </StyledFooterInner>
        <StyledCopyright>
          © {COPYRIGHT_YEAR} {name}. All rights reserved.
        </StyledCopyright>
      </StyledFooter>
    </StyledPage>
  );
}

/** schema.org data for search engines: who the business is and how to reach it. */
function LocalBusinessData(props: { name: string; phone: string | null; email: string | null; address: string | null }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: props.name,
    description: 'House and office cleaning in Southwest Florida: move-in/move-out, weekly and bi-weekly, and deep cleaning.',
    areaServed: 'Southwest Florida',
    ...(props.phone ? { telephone: props.phone } : {}),
    ...(props.email ? { email: props.email } : {}),
    ...(props.address ? { address: props.address } : {}),
  };
  // `<` is escaped so the text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

const SmoothScroll = createGlobalStyle`
  html { scroll-behavior: smooth; }
`;

const HEADER_HEIGHT = '4rem';
const wide = '(min-width: 960px)';

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

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 20;
  background: ${({ theme }) => (theme.mode === 'dark' ? 'rgba(23, 30, 38, 0.92)' : 'rgba(255, 255, 255, 0.92)')};
  backdrop-filter: saturate(1.4) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledHeaderInner = styled.div`
  max-width: 76rem;
  min-height: ${HEADER_HEIGHT};
  margin: 0 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1.5rem;
  padding: 0.625rem 1rem;
`;

const StyledBrand = styled.a`
  ${brandStyles}
  font-size: 1.25rem;
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

  @media ${wide} {
    display: flex;
  }
`;

const StyledHeaderEnd = styled.div<{ $signedIn: boolean }>`
  margin-left: auto;
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

const StyledTextLink = styled(Link)`
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primary};
  padding: 0.5rem 0;
`;

const StyledRouterButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledHero = styled.section`
  scroll-margin-top: ${HEADER_HEIGHT};
  background: ${({ theme }) =>
    theme.mode === 'dark'
      ? 'radial-gradient(ellipse at 80% 0%, #16324a 0%, transparent 60%), linear-gradient(180deg, #122331 0%, #0f141a 100%)'
      : 'radial-gradient(ellipse at 85% 0%, #fff4cf 0%, transparent 55%), linear-gradient(180deg, #e8f4fa 0%, #f7f8fa 100%)'};
`;

const StyledHeroInner = styled.div`
  max-width: 76rem;
  margin: 0 auto;
  padding: 3rem 1rem 3.5rem;
  display: grid;
  gap: 2.5rem;
  align-items: center;

  @media ${wide} {
    grid-template-columns: 1.1fr 1fr;
    padding: 5rem 1rem 5.5rem;
  }
`;

const StyledEyebrow = styled.p`
  margin: 0 0 0.75rem;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledHeroTitle = styled.h1`
  font-size: clamp(2.25rem, 5vw, 3.5rem);
  line-height: 1.08;
  letter-spacing: -0.02em;
  margin: 0 0 1.25rem;
  max-width: 18ch;
`;

const StyledHeroText = styled.p`
  max-width: 36rem;
  margin: 0 0 2rem;
  font-size: 1.1875rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledHeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    a {
      flex: 1 1 100%;
    }
  }
`;

const StyledTrust = styled.ul`
  list-style: none;
  margin: 1.75rem 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  font-size: 0.9375rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};

  li {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledTrustStars = styled.span`
  display: inline-flex;
  && svg {
    color: ${({ theme }) => (theme.mode === 'dark' ? '#F6C343' : '#D49A00')};
  }
`;

const StyledHeroMedia = styled.div`
  position: relative;

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: 1.25rem;
    box-shadow: ${({ theme }) => theme.shadows.raised};
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &:not(:has(img)) {
    aspect-ratio: 3 / 2;
    border-radius: 1.25rem;
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledHeroCallout = styled.p`
  position: absolute;
  left: 1rem;
  bottom: -1.25rem;
  margin: 0;
  display: flex;
  flex-direction: column;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  font-size: 0.9375rem;

  a {
    font-weight: 700;
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

const StyledSection = styled.section<{ $tinted?: boolean }>`
  scroll-margin-top: ${HEADER_HEIGHT};
  padding: 4.5rem 1rem;
  background: ${({ theme, $tinted }) => ($tinted ? theme.colors.surfaceMuted : theme.colors.background)};
  ${({ $tinted, theme }) =>
    $tinted &&
    theme.mode === 'light' &&
    css`
      background: #f0f5f8;
    `}

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 3rem 1rem;
  }
`;

const StyledSectionInner = styled.div`
  max-width: 76rem;
  margin: 0 auto;
`;

const StyledSectionHeader = styled.div`
  text-align: center;
  max-width: 44rem;
  margin: 0 auto 2.5rem;
`;

const StyledKicker = styled.p`
  margin: 0 0 0.5rem;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledSectionTitle = styled.h2`
  font-size: clamp(1.75rem, 3.5vw, 2.375rem);
  letter-spacing: -0.01em;
  margin: 0 0 0.75rem;
`;

const StyledSectionLead = styled.p`
  margin: 0;
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const StyledSectionLeadLeft = styled(StyledSectionLead)`
  text-align: left;
  margin-bottom: 1.5rem;
`;

const StyledServiceGrid = styled.div`
  display: grid;
  gap: 2rem 1.5rem;
  align-items: stretch;
  padding-top: 1rem;

  @media ${wide} {
    grid-template-columns: repeat(3, 1fr);
  }
  @media (min-width: 640px) and (max-width: 959.98px) {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const StyledReasons = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.5rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));

  li {
    padding: 1.5rem;
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 {
    font-size: 1.125rem;
    margin: 1rem 0 0.5rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledReasonIcon = styled.span`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => (theme.mode === 'dark' ? '#16324a' : '#e3f1f8')};
`;

const StyledTestimonialGrid = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: 64rem;
  margin: 0 auto;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
`;

const StyledGalleryGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1.25rem;

  @media ${wide} {
    grid-template-columns: repeat(3, 1fr);
  }
  @media (min-width: 600px) and (max-width: 959.98px) {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const StyledContactGrid = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: start;

  @media ${wide} {
    grid-template-columns: 1fr 1.2fr;
    gap: 4rem;
  }
`;

const StyledContactTitle = styled(StyledSectionTitle)`
  text-align: left;
`;

const StyledPhoneActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-bottom: 1.75rem;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    a {
      flex: 1 1 100%;
    }
  }
`;

const StyledContactList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;

  li {
    display: flex;
    align-items: flex-start;
    gap: 0.625rem;
    overflow-wrap: anywhere;
  }
  svg {
    flex: none;
    margin-top: 0.1875rem;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledFooter = styled.footer`
  margin-top: auto;
  padding: 3rem 1rem 1.5rem;
  background: ${({ theme }) => (theme.mode === 'dark' ? '#0b1015' : '#12324a')};
  color: #e6eef4;

  a {
    color: #e6eef4;
  }
  a:hover {
    color: #ffffff;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  p {
    margin: 0.75rem 0 0;
    color: #b8c7d3;
    max-width: 22rem;
  }
`;

const StyledFooterInner = styled.div`
  max-width: 76rem;
  margin: 0 auto;
  display: grid;
  gap: 2rem;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
`;

const StyledFooterBrand = styled.p`
  && {
    margin: 0;
    font-weight: 800;
    font-size: 1.25rem;
    color: #ffffff;
  }
  span {
    color: #f5b301;
  }
`;

const StyledFooterHeading = styled.h2`
  margin: 0 0 0.75rem;
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: #b8c7d3;
`;

const StyledCopyright = styled.p`
  && {
    max-width: 76rem;
    margin: 2.5rem auto 0;
    padding-top: 1.5rem;
    border-top: 1px solid rgba(255, 255, 255, 0.15);
    font-size: 0.875rem;
    color: #b8c7d3;
  }
`;
