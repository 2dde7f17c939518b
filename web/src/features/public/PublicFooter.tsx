import styled, { css } from 'styled-components';
import { inDarkTheme } from '../../theme/cssTheme';
import { formatPhone } from '../../lib/phone';
import { BrandName } from '../../ui/Brand';

/** Spec §1: the copyright year in the footer. */
export const COPYRIGHT_YEAR = 2025;

/** The dark footer: the business in a line, the main sections, and how to reach it once the owner has said. */
export function PublicFooter({ name, phone, email }: { name: string; phone: string | null; email: string | null }) {
  return (
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
        {phone || email ? (
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
              {email ? (
                <li>
                  <a href={`mailto:${email}`}>{email}</a>
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
  );
}

const StyledFooter = styled.footer`
  margin-top: auto;
  padding: 3rem 1rem 1.5rem;
  background: #12324a;
  ${inDarkTheme(css`
    background: #0b1015;
  `)}
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
  /* A long address (the business's email) breaks inside its 12rem column rather than widen the page. */
  li {
    min-width: 0;
    overflow-wrap: anywhere;
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
