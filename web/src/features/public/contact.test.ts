import { describe, expect, it } from 'vitest';
import { buildInquiryMailto, inquiryBody, INQUIRY_SUBJECT } from './contact';
import { formatPhone as formatPhoneForDisplay } from '../../lib/phone';

const INQUIRY = {
  name: 'Ana María Gómez',
  email: 'ana@example.com',
  phone: '(239) 555-0199',
  message: 'Deep clean before guests arrive & the lanai too?\nThanks!',
};

describe('the contact form mailto link', () => {
  it('addresses the business mailbox with the inquiry subject and a body holding name, email, phone and message', () => {
    const href = buildInquiryMailto('hello@sunshineclean.example', INQUIRY);
    expect(href.startsWith('mailto:hello@sunshineclean.example?subject=')).toBe(true);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('hello@sunshineclean.example');
    expect(url.searchParams.get('subject')).toBe('New cleaning service inquiry');
    expect(url.searchParams.get('body')).toBe(
      'Name: Ana María Gómez\r\nEmail: ana@example.com\r\nPhone: (239) 555-0199\r\n\r\nMessage:\r\nDeep clean before guests arrive & the lanai too?\nThanks!',
    );
  });

  it('percent-encodes everything, so & ? = # and accents cannot break the link', () => {
    const href = buildInquiryMailto('hello@sunshineclean.example', INQUIRY);
    expect(href).toContain(`subject=${encodeURIComponent(INQUIRY_SUBJECT)}`);
    expect(href).toContain('subject=New%20cleaning%20service%20inquiry&body=Name%3A%20Ana%20Mar%C3%ADa%20G%C3%B3mez%0D%0A');
    expect(href).toContain('arrive%20%26%20the%20lanai%20too%3F');
    expect(href.split('&')).toHaveLength(2);
    expect(href).not.toContain('+');
  });

  it('says when no phone was given, and trims what was typed', () => {
    expect(inquiryBody({ name: ' Bo ', email: ' bo@example.com ', phone: '  ', message: ' Hi ' })).toBe(
      'Name: Bo\r\nEmail: bo@example.com\r\nPhone: Not provided\r\n\r\nMessage:\r\nHi',
    );
  });

  it('formats US numbers for reading', () => {
    expect(formatPhoneForDisplay('+12395550100')).toBe('(239) 555-0100');
    expect(formatPhoneForDisplay('+442071234567')).toBe('+442071234567');
  });
});
