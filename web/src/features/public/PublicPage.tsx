import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BrandName, brandStyles } from '../../ui/Brand';
import { ButtonLink, buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { BUSINESS_PHONE, SERVICES } from './services';

/**
 * The public landing page: every path for a signed-out visitor, and /public when signed in (spec §2).
 * A later issue completes it (gallery, testimonials, contact form); this is the frame.
 */
export function PublicPage({ signedIn }: { signedIn: boolean }) {
  return (
    <StyledPage>
      <StyledHeader>
        <StyledHeaderInner>
          <StyledBrand href="#top">
            <BrandName />
          </StyledBrand>
          <StyledHeaderEnd>
            <StyledNav aria-label="Sections">
              <a href="#services">Services</a>
              <a href="#contact">Contact</a>
            </StyledNav>
            {signedIn ? (
              <StyledRouterButton to="/" $size="sm">
                Go back to Portal
              </StyledRouterButton>
            ) : (
              <ButtonLink href="/api/login" $size="sm">
                Sign In
              </ButtonLink>
            )}
          </StyledHeaderEnd>
        </StyledHeaderInner>
      </StyledHeader>

      <main id="top">
        <StyledHero aria-labelledby="hero-title">
          <StyledHeroTitle id="hero-title">Sparkling clean homes across Southwest Florida</StyledHeroTitle>
          <StyledHeroText>
            Sunshine Clean is a local, fully insured team bringing eco-friendly cleaning to homes and businesses from
            Naples to Fort Myers. Satisfaction guaranteed.
          </StyledHeroText>
          <StyledHeroActions>
            <ButtonLink href="#contact" $size="lg">
              Get Started
            </ButtonLink>
            <ButtonLink href="#services" $size="lg" $variant="secondary">
              View Services
            </ButtonLink>
          </StyledHeroActions>
        </StyledHero>

        <StyledSection id="services" aria-labelledby="services-title">
          <StyledSectionTitle id="services-title">Our Services</StyledSectionTitle>
          <StyledSectionLead>Pick the clean that fits your home and your week.</StyledSectionLead>
          <StyledServiceGrid>
            {SERVICES.map((service) => (
              <StyledServiceCard key={service.title} as="article" $color={service.color} $popular={service.popular}>
                {service.popular ? <StyledBadge>Most Popular</StyledBadge> : null}
                <h3>{service.title}</h3>
                <p>{service.description}</p>
                <ul>
                  {service.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </StyledServiceCard>
            ))}
          </StyledServiceGrid>
        </StyledSection>

        <StyledSection id="contact" aria-labelledby="contact-title">
          <StyledSectionTitle id="contact-title">Get in touch</StyledSectionTitle>
          <Card>
            <p>
              Text or call us for a free quote, and we will get back to you within 24 hours.
            </p>
            <StyledPhone href={`tel:${BUSINESS_PHONE.tel}`}>{BUSINESS_PHONE.display}</StyledPhone>
          </Card>
        </StyledSection>
      </main>

      <StyledFooter>
        <p>© 2025 Sunshine Clean. Cleaning services in Southwest Florida.</p>
      </StyledFooter>
    </StyledPage>
  );
}

const StyledPage = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  scroll-behavior: smooth;
`;

const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledHeaderInner = styled.div`
  max-width: 72rem;
  margin: 0 auto;
  display: flex;
  align-items: center;
  gap: 1rem;
  padding: 0.625rem 1rem;
`;

const StyledBrand = styled.a`
  ${brandStyles}
`;

const StyledHeaderEnd = styled.div`
  margin-left: auto;
  display: flex;
  align-items: center;
  gap: 1rem;
`;

const StyledNav = styled.nav`
  display: flex;
  gap: 1rem;

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 500;
    padding: 0.5rem 0.25rem;
  }
  a:hover { text-decoration: underline; }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: none;
  }
`;

const StyledRouterButton = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledHero = styled.section`
  max-width: 72rem;
  margin: 0 auto;
  padding: 4rem 1rem 3rem;
  text-align: center;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 2.5rem 1rem 2rem;
  }
`;

const StyledHeroTitle = styled.h1`
  font-size: clamp(2rem, 5vw, 3.25rem);
  max-width: 20ch;
  margin: 0 auto 1rem;
`;

const StyledHeroText = styled.p`
  max-width: 40rem;
  margin: 0 auto 2rem;
  font-size: 1.125rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledHeroActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

const StyledSection = styled.section`
  max-width: 72rem;
  width: 100%;
  margin: 0 auto;
  padding: 3rem 1rem;
  scroll-margin-top: 4rem;
`;

const StyledSectionTitle = styled.h2`
  font-size: 2rem;
  text-align: center;
`;

const StyledSectionLead = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  margin: 0 0 2rem;
`;

const StyledServiceGrid = styled.div`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
`;

const StyledServiceCard = styled(Card)<{ $color: string; $popular: boolean }>`
  position: relative;
  border-top: 4px solid ${({ $color }) => $color};
  ${({ $popular, theme }) => ($popular ? `box-shadow: ${theme.shadows.raised};` : '')}

  h3 { font-size: 1.25rem; margin-top: 0.5rem; }
  p { color: ${({ theme }) => theme.colors.textMuted}; }
  ul { margin: 0; padding-left: 1.25rem; }
  li + li { margin-top: 0.25rem; }
`;

const StyledBadge = styled.span`
  position: absolute;
  top: -0.875rem;
  right: 1rem;
  padding: 0.25rem 0.75rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.8125rem;
  font-weight: 700;
`;

const StyledPhone = styled.a`
  display: inline-block;
  font-size: 1.5rem;
  font-weight: 700;
  margin-top: 0.5rem;
`;

const StyledFooter = styled.footer`
  margin-top: auto;
  padding: 1.5rem 1rem;
  text-align: center;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  p { margin: 0; }
`;
