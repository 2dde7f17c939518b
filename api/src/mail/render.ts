import escapeHtml from 'escape-html';
import mjml2html from 'mjml';
import { displayPhone } from '../shared/phone.js';

/** The business as every email shows it (Settings: name, colour, contact details). */
export interface Brand {
  businessName: string;
  /** #rrggbb, the header and button colour. */
  color: string;
  phone: string | null;
  email: string | null;
  address: string | null;
}

/**
 * The business's contact details as a reader writes them: the phone is stored in E.164 (+12395550100) and shown as
 * (239) 555-0100 in every footer and "call us" line.
 */
export function brandOf(settings: {
  businessName: string;
  brandColor: string;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
}): Brand {
  return {
    businessName: settings.businessName,
    color: settings.brandColor,
    phone: settings.phone ? displayPhone(settings.phone) : null,
    email: settings.email ?? null,
    address: settings.address ?? null,
  };
}

/**
 * An email as templates describe it: plain text only. The renderer alone turns it into HTML, escaping every value,
 * so nothing a person typed (a name, a message, an address) can become markup in anyone's mail.
 */
export interface EmailContent {
  subject: string;
  /** The line mail clients show after the subject. */
  preheader: string;
  heading: string;
  /** Paragraphs; a newline inside one is a line break. */
  paragraphs: string[];
  /** Label and value rows (date, time, address, total). */
  details?: [label: string, value: string][];
  /** A quoted block, e.g. the text of a message or the owner's feedback. */
  quote?: string;
  button?: { label: string; url: string };
  /** Small print under the button (why they got it, a link's expiry). */
  note?: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const escapeLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br />');

/** Contrast for text on the brand colour: dark text on light colours, white on dark ones. */
function textOn(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return (r * 299 + g * 587 + b * 114) / 1000 > 150 ? '#111827' : '#ffffff';
}

function contactLine(brand: Brand): string {
  return [brand.phone, brand.email, brand.address].filter(Boolean).join(' · ');
}

/** Responsive HTML (MJML) and plain text of one email, with the unsubscribe link for non-essential mail. */
export async function renderEmail(brand: Brand, content: EmailContent, unsubscribeUrl?: string): Promise<RenderedEmail> {
  const color = /^#[0-9a-f]{6}$/i.test(brand.color) ? brand.color : '#0b6e99';
  const onColor = textOn(color);
  const font = 'font-family="Helvetica, Arial, sans-serif"';
  const paragraphs = content.paragraphs
    .map(
      (paragraph) => `<mj-text ${font} font-size="16px" line-height="24px" color="#1f2937">${escapeLines(paragraph)}</mj-text>`,
    )
    .join('\n');
  const details = content.details?.length
    ? `<mj-table ${font} font-size="15px" line-height="22px" color="#1f2937">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:4px 12px 4px 0;color:#4b5563;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:4px 0">${escapeLines(value)}</td></tr>`,
        )
        .join('')}</mj-table>`
    : '';
  const quote = content.quote
    ? `<mj-text ${font} font-size="15px" line-height="22px" color="#1f2937" container-background-color="#f3f4f6" padding="12px 16px">${escapeLines(content.quote)}</mj-text>`
    : '';
  const button = content.button
    ? `<mj-button ${font} href="${escapeHtml(content.button.url)}" background-color="${color}" color="${onColor}" font-size="16px" border-radius="6px" align="left">${escapeHtml(content.button.label)}</mj-button>`
    : '';
  const note = content.note
    ? `<mj-text ${font} font-size="13px" line-height="20px" color="#4b5563">${escapeLines(content.note)}</mj-text>`
    : '';
  const contact = contactLine(brand);
  const unsubscribe = unsubscribeUrl
    ? `<br /><a href="${escapeHtml(unsubscribeUrl)}" style="color:#4b5563">Unsubscribe from these emails</a>`
    : '';

  const source = `<mjml>
  <mj-head>
    <mj-title>${escapeHtml(content.subject)}</mj-title>
    <mj-preview>${escapeHtml(content.preheader)}</mj-preview>
  </mj-head>
  <mj-body background-color="#f4f4f5" width="600px">
    <mj-section background-color="${color}" padding="16px 24px">
      <mj-column><mj-text ${font} font-size="20px" font-weight="bold" color="${onColor}">${escapeHtml(brand.businessName)}</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px">
      <mj-column>
        <mj-text ${font} font-size="22px" font-weight="bold" line-height="28px" color="#111827">${escapeHtml(content.heading)}</mj-text>
        ${paragraphs}
        ${details}
        ${quote}
        ${button}
        ${note}
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text ${font} font-size="12px" line-height="18px" color="#4b5563" align="center">${escapeHtml(brand.businessName)}${contact ? `<br />${escapeHtml(contact)}` : ''}${unsubscribe}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
  const { html, errors } = await mjml2html(source, { validationLevel: 'soft', keepComments: false });
  if (errors.length > 0) throw new Error(`Email template error: ${errors.map((error) => error.formattedMessage).join('; ')}`);

  const text = [
    content.heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.details?.length ? [...content.details.map(([label, value]) => `${label}: ${value}`), ''] : []),
    ...(content.quote ? [content.quote.replace(/^/gm, '> '), ''] : []),
    ...(content.button ? [`${content.button.label}: ${content.button.url}`, ''] : []),
    ...(content.note ? [content.note, ''] : []),
    '--',
    brand.businessName,
    ...(contact ? [contact] : []),
    ...(unsubscribeUrl ? [`Unsubscribe: ${unsubscribeUrl}`] : []),
  ].join('\n');
  return { subject: content.subject, html, text };
}
