import { useRef } from 'react';
import styled, { css } from 'styled-components';
import { inDarkTheme } from '../../theme/cssTheme';
import { formatPhone } from '../../lib/phone';
import { ButtonLink } from '../../ui/Button';
import { LeafIcon, ShieldCheckIcon, StarIcon } from '../../ui/Icon';
import { useNavigationFocus } from '../../ui/NavigationFocus';
import { GALLERY_IMAGE_HEIGHT, GALLERY_IMAGE_WIDTH } from './GalleryItem';
import { PUBLIC_HEADER_HEIGHT, WIDE } from './PublicSection';

interface HeroSectionProps {
  name: string;
  phone: string | null;
  /** The first gallery photo, shown large; a quiet panel stands in until there is one. */
  photo?: { url: string; caption: string };
}

/** The page's one h1: where the business cleans, what it promises, and the ways on. */
export function HeroSection({ name, phone, photo }: HeroSectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useNavigationFocus(heading);
  return (
    <StyledHero id="top" aria-labelledby="hero-title">
      <StyledHeroInner>
        <div>
          <StyledEyebrow>Naples · Fort Myers · Cape Coral · Bonita Springs</StyledEyebrow>
          <StyledHeroTitle id="hero-title" ref={heading} tabIndex={-1}>
            Sparkling clean homes across Southwest Florida
          </StyledHeroTitle>
          <StyledHeroText>
            {name} is a local, fully insured team bringing eco-friendly house cleaning to homes, condos and offices. Book a
            one-time deep clean or a weekly visit, and come home to a place that feels brand new.
          </StyledHeroText>
          <StyledHeroActions>
            {/* The booking flow is its own route, loaded on demand: this page carries none of its script. */}
            <ButtonLink href="/book" $size="lg">
              Book online
            </ButtonLink>
            <ButtonLink href="#contact" $size="lg" $variant="secondary">
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
          {photo ? (
            <img
              src={photo.url}
              alt={photo.caption}
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
  );
}

const StyledHero = styled.section`
  scroll-margin-top: ${PUBLIC_HEADER_HEIGHT};
  background: radial-gradient(ellipse at 85% 0%, #fff4cf 0%, transparent 55%), linear-gradient(180deg, #e8f4fa 0%, #f7f8fa 100%);
  ${inDarkTheme(css`
    background:
      radial-gradient(ellipse at 80% 0%, #16324a 0%, transparent 60%), linear-gradient(180deg, #122331 0%, #0f141a 100%);
  `)}
`;

const StyledHeroInner = styled.div`
  max-width: 76rem;
  margin: 0 auto;
  padding: 3rem 1rem 3.5rem;
  display: grid;
  gap: 2.5rem;
  align-items: center;

  /* 1.25fr and the actions' narrower padding below: at 1024 px the three hero buttons fit on one row (View Gallery
     wrapped alone onto a second). */
  @media ${WIDE} {
    grid-template-columns: 1.25fr 1fr;
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
  @media ${WIDE} {
    a {
      padding: 0 1.25rem;
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
    color: #d49a00;
    ${inDarkTheme(css`
      color: #f6c343;
    `)}
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
