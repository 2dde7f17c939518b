import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { keepTextNumberAsLeadMutation, replyToTextNumberMutation, TextNumberThread, textThreadQuery } from './TextNumberThread';
import { textLeadsQuery, UnknownTextNumbers, unknownTextNumbersQuery } from './UnknownTextNumbers';

const PHONE = '+12395550177';
const entry = (id: string, direction: 'IN' | 'OUT', body: string, at: string, status: string | null = null) => ({
  __typename: 'TextThreadEntry',
  id,
  direction,
  channel: 'TEXT',
  body,
  at,
  authorName: direction === 'OUT' ? 'Ann Owner' : null,
  status,
});
const thread = (entries: ReturnType<typeof entry>[], extra: { optedOut?: boolean; canReply?: boolean } = {}) => ({
  data: {
    textThread: { __typename: 'TextThread', phone: PHONE, optedOut: false, canReply: true, ...extra, entries },
  },
});
const FIRST = entry('t1', 'IN', 'Do you clean offices?', '2026-11-20T14:00:00.000Z');
const SECOND = entry('t2', 'IN', 'In Naples', '2026-11-20T14:05:00.000Z');
const REPLY = entry('r1', 'OUT', 'Yes, we do!', '2026-11-20T14:10:00.000Z', 'Sent');

describe('TextNumberThread', () => {
  it('shows every text oldest first, each marked as a text, and sends a reply by text', async () => {
    const { user } = renderWithProviders(<TextNumberThread phone={PHONE} />, {
      mocks: [
        { request: { query: textThreadQuery, variables: { phone: PHONE } }, result: thread([FIRST, SECOND]) },
        {
          request: { query: replyToTextNumberMutation, variables: { input: { phone: PHONE, body: 'Yes, we do!' } } },
          result: {
            data: {
              replyToTextNumber: {
                __typename: 'ReplyToTextNumberPayload',
                entry: { __typename: 'TextThreadEntry', id: 'r1', status: 'Sending' },
              },
            },
          },
        },
        { request: { query: textThreadQuery, variables: { phone: PHONE } }, result: thread([FIRST, SECOND, REPLY]) },
      ],
    });
    const list = await screen.findByRole('list', { name: 'Texts with (239) 555-0177' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/\(239\) 555-0177 · .* · by text.*Do you clean offices\?/),
      expect.stringMatching(/· by text.*In Naples/),
    ]);
    await user.type(screen.getByLabelText('Reply by text to (239) 555-0177'), 'Yes, we do!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Yes, we do!')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')[2].textContent).toMatch(/Ann Owner · .* · by text · Sent/);
    expect((screen.getByLabelText('Reply by text to (239) 555-0177') as HTMLTextAreaElement).value).toBe('');
  });

  it('says why no reply can go to a number that texted STOP, instead of a reply box', async () => {
    renderWithProviders(<TextNumberThread phone={PHONE} />, {
      mocks: [
        {
          request: { query: textThreadQuery, variables: { phone: PHONE } },
          result: thread([FIRST, entry('t3', 'IN', 'STOP', '2026-11-20T15:00:00.000Z')], { optedOut: true, canReply: false }),
        },
      ],
    });
    expect(await screen.findByText('This number texted STOP: no text can go to it until it texts START.')).toBeTruthy();
    expect(screen.queryByLabelText('Reply by text to (239) 555-0177')).toBeNull();
  });

  it('shows a failure to load with a way to try again', async () => {
    renderWithProviders(<TextNumberThread phone={PHONE} />, {
      mocks: [{ request: { query: textThreadQuery, variables: { phone: PHONE } }, error: new Error('Network down') }],
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('keeping a number as a lead', () => {
  it('opens the texts from the list, and keeps the number as a lead with a name: it moves to the leads', async () => {
    const number = {
      __typename: 'UnknownTextNumber',
      phone: PHONE,
      lastBody: 'In Naples',
      lastAt: '2026-11-20T14:05:00.000Z',
      count: 2,
    };
    const lead = {
      __typename: 'TextLeadView',
      id: 'lead-1',
      phone: PHONE,
      name: 'Maria',
      note: 'Offices, weekly',
      lastBody: 'In Naples',
      lastAt: '2026-11-20T14:05:00.000Z',
      count: 2,
    };
    const { user } = renderWithProviders(<UnknownTextNumbers />, {
      mocks: [
        { request: { query: unknownTextNumbersQuery }, result: { data: { unknownTextNumbers: [number] } } },
        { request: { query: textLeadsQuery }, result: { data: { textLeads: [] } } },
        { request: { query: textThreadQuery, variables: { phone: PHONE } }, result: thread([FIRST, SECOND]) },
        {
          request: {
            query: keepTextNumberAsLeadMutation,
            variables: { input: { phone: PHONE, name: 'Maria', note: 'Offices, weekly' } },
          },
          result: {
            data: {
              keepTextNumberAsLead: {
                __typename: 'KeepTextNumberAsLeadPayload',
                lead: { __typename: 'TextLeadView', id: 'lead-1', phone: PHONE, name: 'Maria' },
              },
            },
          },
        },
        { request: { query: unknownTextNumbersQuery }, result: { data: { unknownTextNumbers: [] } } },
        { request: { query: textLeadsQuery }, result: { data: { textLeads: [lead] } } },
      ],
    });
    const open = await screen.findByRole('button', { name: 'Open texts with (239) 555-0177' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    await user.click(open);
    expect(await screen.findByRole('list', { name: 'Texts with (239) 555-0177' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide texts with (239) 555-0177' }).getAttribute('aria-expanded')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Keep (239) 555-0177 as a lead' }));
    const form = await screen.findByRole('form', { name: 'Keep (239) 555-0177 as a lead' });
    await user.type(within(form).getByLabelText('Name (optional)'), 'Maria');
    await user.type(within(form).getByLabelText('Note (optional)'), 'Offices, weekly');
    await user.click(within(form).getByRole('button', { name: 'Keep as lead' }));
    expect(await screen.findByText('(239) 555-0177 is among your leads now.')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Leads by text' })).toBeTruthy();
    expect(screen.getByText('Maria · (239) 555-0177')).toBeTruthy();
    expect(screen.getByText('Offices, weekly')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Texts from numbers not on a client' })).toBeNull();
    // A lead can still be linked to a client, and is not kept twice.
    expect(screen.getByRole('button', { name: 'Link (239) 555-0177 to a client' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Keep (239) 555-0177 as a lead' })).toBeNull();
  });
});
