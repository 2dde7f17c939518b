import { describe, expect, it } from 'vitest';
import { brandOf, renderEmail } from './render.js';

const settings = {
  businessName: 'Sunshine Clean',
  brandColor: '#0b6e99',
  phone: '+12395550100',
  email: 'hello@sunshine.test',
  address: '1 Palm Ave, Naples, FL',
};

describe('email footer', () => {
  it('shows the business phone as people write it, not as it is stored', async () => {
    const brand = brandOf(settings);
    expect(brand.phone).toBe('(239) 555-0100');
    const email = await renderEmail(brand, { subject: 'Hello', preheader: 'Hi', heading: 'Hi', paragraphs: ['Text'] });
    expect(email.text).toContain('(239) 555-0100 · hello@sunshine.test · 1 Palm Ave, Naples, FL');
    expect(email.html).toContain('(239) 555-0100');
    expect(email.text).not.toContain('+12395550100');
  });

  it('leaves out what the owner has not filled in', () => {
    expect(brandOf({ ...settings, phone: null, email: null })).toMatchObject({ phone: null, email: null });
  });
});
