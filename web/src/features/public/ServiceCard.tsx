import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { CheckIcon, SparklesIcon } from '../../ui/Icon';

export const ServiceCard_service = graphql(`
  fragment ServiceCard_service on PublicService {
    title
    description
    features
    color
    popular
  }
`);

/** One service on the public page: its colour, title, description, what is included and the 'Most Popular' flag. */
export function ServiceCard(props: { service: FragmentType<typeof ServiceCard_service> }) {
  const service = useFragment(ServiceCard_service, props.service);
  return (
    <StyledCard $color={service.color} $popular={service.popular}>
      {service.popular ? <StyledBadge>Most Popular</StyledBadge> : null}
      <StyledChip $color={service.color}>
        <SparklesIcon size={22} />
      </StyledChip>
      <h3>{service.title}</h3>
      <StyledDescription>{service.description}</StyledDescription>
      {service.features.length ? (
        <StyledFeatures aria-label={`Included in ${service.title}`}>
          {service.features.map((feature) => (
            <li key={feature}>
              <StyledCheck $color={service.color}>
                <CheckIcon size={16} />
              </StyledCheck>
              {feature}
            </li>
          ))}
        </StyledFeatures>
      ) : null}
      <StyledQuote href="#contact" $popular={service.popular} aria-label={`Get a free quote for ${service.title}`}>
        Get a free quote
      </StyledQuote>
    </StyledCard>
  );
}

const StyledCard = styled.article<{ $color: string; $popular: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 2rem 1.5rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ $popular }) => ($popular ? '2px' : '1px')} solid
    ${({ theme, $popular, $color }) => ($popular ? $color : theme.colors.border)};
  box-shadow: ${({ theme, $popular }) => ($popular ? theme.shadows.raised : theme.shadows.card)};
  border-top: 6px solid ${({ $color }) => $color};

  h3 {
    margin: 0.25rem 0 0;
    font-size: 1.25rem;
  }

  @media (min-width: 960px) {
    ${({ $popular }) => ($popular ? 'transform: translateY(-0.75rem);' : '')}
  }
`;

const StyledBadge = styled.span`
  position: absolute;
  top: -0.95rem;
  left: 50%;
  transform: translateX(-50%);
  padding: 0.25rem 0.875rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  white-space: nowrap;
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const StyledChip = styled.span<{ $color: string }>`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  color: #fff;
  background: ${({ $color }) => $color};
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFeatures = styled.ul`
  list-style: none;
  margin: 0.25rem 0 0.5rem;
  padding: 0;
  display: grid;
  gap: 0.5rem;

  li {
    display: flex;
    align-items: flex-start;
    gap: 0.5rem;
  }
`;

const StyledCheck = styled.span<{ $color: string }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 1.375rem;
  height: 1.375rem;
  margin-top: 0.0625rem;
  border-radius: 50%;
  color: #fff;
  background: ${({ $color }) => $color};
`;

const StyledQuote = styled.a<{ $popular: boolean }>`
  margin-top: auto;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  text-decoration: none;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  color: ${({ theme, $popular }) => ($popular ? theme.colors.primaryText : theme.colors.text)};
  background: ${({ theme, $popular }) => ($popular ? theme.colors.primary : theme.colors.surface)};
  ${({ $popular, theme }) => ($popular ? `border-color: ${theme.colors.primary};` : '')}
  &:hover {
    background: ${({ theme, $popular }) => ($popular ? theme.colors.primaryHover : theme.colors.surfaceMuted)};
  }
`;
