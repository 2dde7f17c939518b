/** Spec §2: the subject of every inquiry from the contact form. */
export const INQUIRY_SUBJECT = 'New cleaning service inquiry';

/** Spec §9: the reply-time promise shown with the form. */
export const REPLY_WITHIN_HOURS = 24;

export interface Inquiry {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** The body of the inquiry email: who wrote, how to reach them, and what they asked. */
export function inquiryBody({ name, email, phone, message }: Inquiry): string {
  return [
    `Name: ${name.trim()}`,
    `Email: ${email.trim()}`,
    `Phone: ${phone.trim() || 'Not provided'}`,
    '',
    'Message:',
    message.trim(),
  ].join('\r\n');
}

/**
 * The `mailto:` link that opens the visitor's mail client with the inquiry addressed to the business (spec §2:
 * no server call). Subject and body are percent-encoded (RFC 6068), line breaks as %0D%0A.
 */
export function buildInquiryMailto(to: string, inquiry: Inquiry): string {
  const subject = encodeURIComponent(INQUIRY_SUBJECT);
  const body = encodeURIComponent(inquiryBody(inquiry));
  return `mailto:${encodeURIComponent(to.trim()).replace(/%40/g, '@')}?subject=${subject}&body=${body}`;
}
