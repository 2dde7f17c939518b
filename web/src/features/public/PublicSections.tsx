import styled, { css } from 'styled-components';
import { inDarkTheme } from '../../theme/cssTheme';
import type { FragmentType } from '../../gql';
import { LeafIcon, ShieldCheckIcon, SmileIcon, TeamIcon } from '../../ui/Icon';
import { GalleryItem, type GalleryItem_photo } from './GalleryItem';
import { PublicSection, SectionLead, WIDE } from './PublicSection';
import { ServiceCard, type ServiceCard_service } from './ServiceCard';
import { TestimonialCard, type TestimonialCard_testimonial } from './TestimonialCard';

/** The page's content before it has loaded is `undefined`: sections then show their heading only. */
type Loaded<T> = readonly T[] | undefined;

/** What the business offers, from Settings; a word to call instead while there is nothing listed. */
export function ServicesSection({ services }: { services: Loaded<{ id: string } & FragmentType<typeof ServiceCard_service>> }) {
  return (
    <PublicSection
      id="services"
      kicker="Our services"
      title="The clean that fits your home and your week"
      lead="Every visit is done by our own team, with supplies and equipment included."
      tinted
    >
      {services?.length ? (
        <StyledServiceGrid>
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} />
          ))}
        </StyledServiceGrid>
      ) : services ? (
        <SectionLead>Call or text us and we'll tailor a clean to your home.</SectionLead>
      ) : null}
    </PublicSection>
  );
}

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

export function ReasonsSection({ name }: { name: string }) {
  return (
    <PublicSection id="why-us" kicker="Why choose us" title={`Why neighbors choose ${name}`}>
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
    </PublicSection>
  );
}

/** Shown only when there are testimonials. */
export function TestimonialsSection(props: {
  testimonials: readonly ({ id: string } & FragmentType<typeof TestimonialCard_testimonial>)[];
}) {
  return (
    <PublicSection id="reviews" kicker="Testimonials" title="What our customers say" tinted>
      <StyledTestimonialGrid>
        {props.testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.id} testimonial={testimonial} />
        ))}
      </StyledTestimonialGrid>
    </PublicSection>
  );
}

export function GallerySection(props: {
  photos: Loaded<{ id: string } & FragmentType<typeof GalleryItem_photo>>;
  tinted: boolean;
}) {
  return (
    <PublicSection
      id="gallery"
      kicker="Gallery"
      title="Our recent work"
      lead="A few of the homes and offices we have cleaned around Southwest Florida."
      tinted={props.tinted}
    >
      {props.photos?.length ? (
        <StyledGalleryGrid>
          {props.photos.map((photo) => (
            <li key={photo.id}>
              <GalleryItem photo={photo} />
            </li>
          ))}
        </StyledGalleryGrid>
      ) : props.photos ? (
        <SectionLead>New photos are on their way.</SectionLead>
      ) : null}
    </PublicSection>
  );
}

const StyledServiceGrid = styled.div`
  display: grid;
  gap: 2rem 1.5rem;
  align-items: stretch;
  padding-top: 1rem;

  @media ${WIDE} {
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
  background: #e3f1f8;
  ${inDarkTheme(css`
    background: #16324a;
  `)}
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

  @media ${WIDE} {
    grid-template-columns: repeat(3, 1fr);
  }
  @media (min-width: 600px) and (max-width: 959.98px) {
    grid-template-columns: repeat(2, 1fr);
  }
`;
