import styled, { css } from 'styled-components';
import { inDarkTheme } from '../../theme/cssTheme';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { QuoteIcon, StarIcon } from '../../ui/Icon';

export const TestimonialCard_testimonial = graphql(`
  fragment TestimonialCard_testimonial on Testimonial {
    name
    text
    rating
    yearsOfService
  }
`);

/** 'Customer for 3 years' (or 'for 1 year', or 'New customer'). */
export function yearsLabel(years: number): string {
  if (years <= 0) return 'New customer';
  return `Customer for ${years} ${years === 1 ? 'year' : 'years'}`;
}

/** A customer's words, their star rating (read as 'Rated 5 out of 5') and how long they have been with us. */
export function TestimonialCard(props: { testimonial: FragmentType<typeof TestimonialCard_testimonial> }) {
  const testimonial = useFragment(TestimonialCard_testimonial, props.testimonial);
  const rating = Math.max(0, Math.min(5, testimonial.rating));
  return (
    <StyledFigure>
      <StyledStars role="img" aria-label={`Rated ${rating} out of 5`}>
        {Array.from({ length: 5 }, (_, index) => (
          <StyledStar key={index} $on={index < rating}>
            <StarIcon size={20} />
          </StyledStar>
        ))}
      </StyledStars>
      <StyledQuote>
        <StyledQuoteMark>
          <QuoteIcon size={28} />
        </StyledQuoteMark>
        <p>{testimonial.text}</p>
      </StyledQuote>
      <StyledCaption>
        <StyledName>{testimonial.name}</StyledName>
        <StyledYears>{yearsLabel(testimonial.yearsOfService)}</StyledYears>
      </StyledCaption>
    </StyledFigure>
  );
}

const StyledFigure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.75rem 1.5rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledStars = styled.div`
  display: flex;
  gap: 0.125rem;
`;

const StyledStar = styled.span<{ $on: boolean }>`
  display: inline-flex;
  color: ${({ theme }) => theme.colors.border};
  ${({ $on }) =>
    $on &&
    css`
      color: #d49a00;
      ${inDarkTheme(css`
        color: #f6c343;
      `)}
    `}
`;

const StyledQuote = styled.blockquote`
  position: relative;
  margin: 0;
  font-size: 1.0625rem;
  line-height: 1.6;

  p {
    margin: 0;
  }
`;

const StyledQuoteMark = styled.span`
  position: absolute;
  top: -0.5rem;
  right: 0;
  color: ${({ theme }) => theme.colors.border};
`;

const StyledCaption = styled.figcaption`
  margin-top: auto;
  display: flex;
  flex-direction: column;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledName = styled.span`
  font-weight: 700;
`;

const StyledYears = styled.span`
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
