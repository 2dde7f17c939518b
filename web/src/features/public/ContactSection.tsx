import styled from 'styled-components';
import { formatPhone } from '../../lib/phone';
import { ButtonLink } from '../../ui/Button';
import { ClockIcon, MailIcon, MapPinIcon, MessageIcon, PhoneIcon } from '../../ui/Icon';
import { REPLY_WITHIN_HOURS } from './contact';
import { ContactForm } from './ContactForm';
import { PublicSection, SectionLead } from './PublicSection';

interface ContactSectionProps {
  /** Undefined until the page's content has loaded. */
  site?: { phone: string | null; email: string | null; address: string | null };
  tinted: boolean;
}

/**
 * How to reach the business: call or text, its mailbox and address, its hours, and the inquiry form (which opens
 * the visitor's mail app, so it needs the business's mailbox). Before the owner has given a phone or mailbox it
 * says they are coming.
 */
export function ContactSection({ site, tinted }: ContactSectionProps) {
  const phone = site?.phone ?? null;
  return (
    <PublicSection
      id="contact"
      kicker="Contact"
      title="Get your free quote"
      lead={`Tell us about your home and when you'd like us to come. We reply within ${REPLY_WITHIN_HOURS} hours, usually much sooner.`}
      tinted={tinted}
      aside={
        site?.email ? (
          <ContactForm to={site.email} />
        ) : site ? (
          <SectionLead $align="start">
            {phone
              ? "Call or text us and we'll get right back to you."
              : 'Our phone number and mailbox will be here shortly. Please check back soon.'}
          </SectionLead>
        ) : null
      }
    >
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
    </PublicSection>
  );
}

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
