import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ContactForm } from './ContactForm';
import { PublicPage, publicPageQuery } from './PublicPage';

const SERVICES = [
  ['Move-In/Move-Out', false, '#0B6E99'],
  ['Premium Weekly/Bi-Weekly Cleaning', true, '#D97706'],
  ['Deep Cleaning', false, '#2F855A'],
].map(([title, popular, color], index) => ({
  __typename: 'PublicService',
  id: `service-${index}`,
  title,
  description: `About ${title}.`,
  features: ['Kitchens', 'Bathrooms'],
  color,
  popular,
}));

const TESTIMONIALS = [
  { name: 'Jennifer T., Naples', yearsOfService: 3 },
  { name: 'Robert C., Cape Coral', yearsOfService: 1 },
].map((testimonial, index) => ({
  __typename: 'Testimonial',
  id: `testimonial-${index}`,
  text: 'Always spotless.',
  rating: 5,
  ...testimonial,
}));

const PHOTOS = Array.from({ length: 6 }, (_, index) => ({
  __typename: 'GalleryPhoto',
  id: `photo-${index}`,
  url: `/api/gallery-photos/${index}?v=1`,
  caption: `Photo caption ${index + 1}`,
}));

export const publicSiteMock: MockLink.MockedResponse = {
  request: { query: publicPageQuery },
  result: {
    data: {
      publicSite: {
        __typename: 'PublicSite',
        businessName: 'Sunshine Clean',
        phone: '+12395550100',
        email: 'hello@sunshineclean.example',
        address: '4500 Tamiami Trail N, Naples, FL 34103',
        services: SERVICES,
        testimonials: TESTIMONIALS,
        galleryPhotos: PHOTOS,
      },
    },
  },
  maxUsageCount: 5,
};

describe('PublicPage', () => {
  it('shows the services as cards, the reasons, the testimonials and the gallery from the database', async () => {
    renderWithProviders(<PublicPage signedIn={false} />, { mocks: [publicSiteMock] });
    const services = await screen.findByRole('region', { name: 'The clean that fits your home and your week' });
    const cards = within(services).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(SERVICES.map((s) => s.title));
    expect(within(cards[1]!).getByText('Most Popular')).toBeTruthy();
    expect(within(cards[0]!).queryByText('Most Popular')).toBeNull();
    expect(
      within(cards[0]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Kitchens', 'Bathrooms']);

    const reasons = screen.getByRole('region', { name: 'Why neighbors choose Sunshine Clean' });
    for (const reason of ['Experienced Team', 'Eco-Friendly', 'Fully Insured', 'Satisfaction Guaranteed']) {
      expect(within(reasons).getByRole('heading', { name: reason })).toBeTruthy();
    }

    const reviews = screen.getByRole('region', { name: 'What our customers say' });
    expect(within(reviews).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2);
    expect(within(reviews).getByText('Jennifer T., Naples')).toBeTruthy();
    expect(within(reviews).getByText('Customer for 3 years')).toBeTruthy();
    expect(within(reviews).getByText('Customer for 1 year')).toBeTruthy();

    const gallery = screen.getByRole('region', { name: 'Our recent work' });
    expect(gallery.id).toBe('gallery');
    const images = within(gallery).getAllByRole('img');
    expect(images).toHaveLength(6);
    for (const [index, image] of images.entries()) {
      expect(image.getAttribute('alt')).toBe(`Photo caption ${index + 1}`);
      expect(image.getAttribute('loading')).toBe('lazy');
      expect(image.getAttribute('width')).toBe('1200');
      expect(image.getAttribute('height')).toBe('800');
      expect(within(gallery).getByText(`Photo caption ${index + 1}`).tagName).toBe('FIGCAPTION');
    }
  });

  it('offers the phone number to call and to text, the anchors, and the 2025 footer', async () => {
    renderWithProviders(<PublicPage signedIn={false} />, { mocks: [publicSiteMock] });
    await screen.findByText('Jennifer T., Naples');
    const contact = screen.getByRole('region', { name: 'Get your free quote' });
    expect(contact.id).toBe('contact');
    expect(within(contact).getByRole('link', { name: 'Call (239) 555-0100' }).getAttribute('href')).toBe('tel:+12395550100');
    expect(within(contact).getByRole('link', { name: 'Text us' }).getAttribute('href')).toBe('sms:+12395550100');
    expect(within(contact).getByRole('heading', { name: 'Send us a message' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('#contact');
    expect(screen.getByRole('link', { name: 'View Services' }).getAttribute('href')).toBe('#services');
    expect(screen.getByRole('link', { name: 'View Gallery' }).getAttribute('href')).toBe('#gallery');
    for (const id of ['services', 'gallery', 'contact']) expect(document.getElementById(id)?.tagName).toBe('SECTION');
    expect(screen.getByText(/© 2025 Sunshine Clean/)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sparkling clean homes across Southwest Florida');
  });

  it("shows the business's own name, and says plainly when the owner has not yet given a phone or mailbox", async () => {
    const site = (publicSiteMock.result as { data: { publicSite: Record<string, unknown> } }).data.publicSite;
    const bare = {
      ...publicSiteMock,
      result: { data: { publicSite: { ...site, businessName: 'Gulf Breeze Cleaning', phone: null, email: null } } },
    };
    renderWithProviders(<PublicPage signedIn={false} />, { mocks: [bare] });
    await screen.findByText('Jennifer T., Naples');
    expect(
      within(screen.getByRole('banner')).getByRole('link', { name: 'Gulf Breeze Cleaning, back to top' }).textContent,
    ).toContain('Gulf Breeze Cleaning');
    const contact = within(screen.getByRole('region', { name: 'Get your free quote' }));
    expect(contact.getByText('Our phone number and mailbox will be here shortly. Please check back soon.')).toBeTruthy();
    expect(contact.queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(within(screen.getByRole('contentinfo')).queryByRole('heading', { name: 'Contact' })).toBeNull();
    expect(screen.getByText(/© 2025 Gulf Breeze Cleaning/)).toBeTruthy();
  });

  it('signed out: Sign In goes to /api/login', async () => {
    renderWithProviders(<PublicPage signedIn={false} />, { mocks: [publicSiteMock] });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/api/login');
    expect(within(header).queryByRole('link', { name: 'Go back to Portal' })).toBeNull();
    await screen.findByText('Jennifer T., Naples');
  });

  it("signed in: 'Go back to Portal' and 'Back to Dashboard' lead home", async () => {
    renderWithProviders(<PublicPage signedIn />, { mocks: [publicSiteMock] });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Go back to Portal' }).getAttribute('href')).toBe('/');
    expect(within(header).getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/');
    expect(within(header).queryByRole('link', { name: 'Sign In' })).toBeNull();
    await screen.findByText('Jennifer T., Naples');
  });
});

describe('ContactForm', () => {
  it("is 'Send us a message' with the 24-hour note and the spec's fields", () => {
    renderWithProviders(<ContactForm to="hello@sunshineclean.example" openMailto={vi.fn()} />);
    const form = screen.getByRole('form', { name: 'Send us a message' });
    expect(screen.getByText(/We reply within 24 hours/)).toBeTruthy();
    const name = within(form).getByRole('textbox', { name: 'Your Name' });
    const email = within(form).getByRole('textbox', { name: 'Email Address' });
    const phone = within(form).getByRole('textbox', { name: 'Phone Number' });
    const message = within(form).getByRole('textbox', { name: 'Message' });
    expect([name, email, message].every((field) => field.hasAttribute('required'))).toBe(true);
    expect(phone.hasAttribute('required')).toBe(false);
    expect(email.getAttribute('type')).toBe('email');
    expect(message.getAttribute('rows')).toBe('4');
  });

  it('opens the mail client with the inquiry and leaves a link to open it again, without any server call', async () => {
    const openMailto = vi.fn();
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderWithProviders(<ContactForm to="hello@sunshineclean.example" openMailto={openMailto} />);
    await user.type(screen.getByRole('textbox', { name: 'Your Name' }), 'Ana Gómez');
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A deep clean & windows, please.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(openMailto).toHaveBeenCalledTimes(1);
    const href = openMailto.mock.calls[0]![0] as string;
    const url = new URL(href);
    expect(url.pathname).toBe('hello@sunshineclean.example');
    expect(url.searchParams.get('subject')).toBe('New cleaning service inquiry');
    expect(url.searchParams.get('body')).toBe(
      'Name: Ana Gómez\r\nEmail: ana@example.com\r\nPhone: Not provided\r\n\r\nMessage:\r\nA deep clean & windows, please.',
    );
    expect(screen.getByRole('link', { name: 'Open the message again' }).getAttribute('href')).toBe(href);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
