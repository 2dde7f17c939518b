import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/Button';
import { TextArea } from '../../ui/TextArea';
import { TextField } from '../../ui/TextField';
import { buildInquiryMailto, REPLY_WITHIN_HOURS, type Inquiry } from './contact';
import { Form } from '../../ui/Form';

/** Opens the visitor's mail client; tests pass their own. */
const openInMailClient = (href: string) => window.location.assign(href);

/**
 * 'Send us a message' (spec §2): no server call. Submitting opens the visitor's mail client with the inquiry to the
 * business mailbox, and leaves a link to open it again (or to copy the address) in case no mail app opened.
 */
export function ContactForm({ to, openMailto = openInMailClient }: { to: string; openMailto?: (href: string) => void }) {
  const [sentHref, setSentHref] = useState<string | null>(null);

  // No form library and no state per field: the public page stays light (react-hook-form alone would add 14 KB gzip to
  // its first load), the browser holds the values and checks what is required, and the submit reads them.
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: keyof Inquiry) => String(data.get(name) ?? '');
    const href = buildInquiryMailto(to, {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      message: text('message'),
    });
    setSentHref(href);
    openMailto(href);
  }

  return (
    <StyledCard aria-labelledby="contact-form-title">
      <StyledTitle id="contact-form-title">Send us a message</StyledTitle>
      <StyledNote>Tell us about your home and the clean you need. We reply within {REPLY_WITHIN_HOURS} hours.</StyledNote>
      <Form onSubmit={onSubmit} aria-labelledby="contact-form-title">
        <StyledRow>
          <TextField label={<RequiredLabel text="Your Name" />} autoComplete="name" required name="name" />
          <TextField label={<RequiredLabel text="Email Address" />} type="email" autoComplete="email" required name="email" />
        </StyledRow>
        <TextField label="Phone Number" type="tel" autoComplete="tel" hint="Optional" name="phone" />
        <TextArea label={<RequiredLabel text="Message" />} rows={4} required name="message" />
        <Button type="submit" $size="lg">
          Send Message
        </Button>
      </Form>
      <StyledStatus role="status">
        {sentHref ? (
          <>
            Your email app should open with your message to {to}. Nothing opened? <a href={sentHref}>Open the message again</a> or
            write to <a href={`mailto:${to}`}>{to}</a>.
          </>
        ) : null}
      </StyledStatus>
    </StyledCard>
  );
}

/** A label with a visible required mark; the mark is hidden from screen readers, which hear "required" from the field. */
function RequiredLabel({ text }: { text: string }) {
  return (
    <>
      {text}
      <StyledRequired aria-hidden="true"> *</StyledRequired>
    </>
  );
}

const StyledCard = styled.section`
  padding: 2rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.raised};

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    padding: 1.25rem;
  }
`;

const StyledTitle = styled.h3`
  margin: 0 0 0.25rem;
  font-size: 1.5rem;
`;

const StyledNote = styled.p`
  margin: 0 0 1.5rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledRow = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
`;

const StyledRequired = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

const StyledStatus = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  &:not(:empty) {
    margin-top: 1rem;
  }
`;
