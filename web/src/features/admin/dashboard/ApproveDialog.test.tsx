import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ApproveDialog, ApproveDialog_Query, durationWords } from './ApproveDialog';

const REQUEST = { id: 'req-1', date: '2026-12-09', time: 'MORNING' as const };

function previewMock(overrides: { slotVisitCount?: number } = {}): MockLink.MockedResponse {
  return {
    request: { query: ApproveDialog_Query, variables: { id: 'req-1' } },
    result: {
      data: {
        approvalPreview: {
          __typename: 'ApprovalPreview',
          priceCents: 25000,
          durationMinutes: 240,
          slotVisitCount: 2,
          ...overrides,
        },
        node: {
          __typename: 'ServiceRequest',
          id: 'req-1',
          quote: {
            __typename: 'AgreedQuoteType',
            bedrooms: 3,
            bathrooms: 2,
            totalCents: 40_000,
            lines: [
              { __typename: 'QuoteLineType', kind: 'BASE', label: 'Deep Cleaning', amountCents: 22_000 },
              { __typename: 'QuoteLineType', kind: 'BEDROOMS', label: '2 more bedrooms', amountCents: 18_000 },
            ],
            recurring: { __typename: 'VisitQuote', totalCents: 36_000 },
          },
        },
        helpers: {
          __typename: 'HelperConnection',
          edges: [
            {
              __typename: 'HelperEdge',
              node: {
                __typename: 'Helper',
                id: 'h-1',
                databaseId: 'a1b2c3d4-0000',
                name: 'Carla Reyes',
                user: { __typename: 'User', id: 'u-1', name: 'Carla Reyes' },
              },
            },
            {
              __typename: 'HelperEdge',
              node: { __typename: 'Helper', id: 'h-2', databaseId: 'e5f6a7b8-0000', name: 'Helper e5f6a7b8', user: null },
            },
          ],
        },
      },
    },
  };
}

function renderDialog(mocks: MockLink.MockedResponse[], pending = false) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  const rendered = renderWithProviders(
    <ApproveDialog
      request={REQUEST}
      summary="Jennifer Thompson's Deep Cleaning on Wed, Dec 9"
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />,
    { mocks },
  );
  return { ...rendered, onConfirm, onCancel };
}

describe('ApproveDialog', () => {
  it('shows the quote the client was given, line by line, and approves at the price the owner types instead', async () => {
    const { user, onConfirm } = renderDialog([previewMock()]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve request' }));
    const quote = within(await dialog.findByRole('group', { name: 'The quote the client was given' }));
    expect(quote.getByText('2 more bedrooms')).toBeTruthy();
    expect(quote.getByText('$400.00')).toBeTruthy();
    expect(quote.getByText('$360.00')).toBeTruthy();
    const price = dialog.getByRole('textbox', { name: 'Your price per visit (optional)' });
    await user.type(price, 'abc');
    expect((dialog.getByRole('button', { name: 'Approve' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(price);
    await user.type(price, '333');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(onConfirm).toHaveBeenCalledWith([], 33_300);
  });

  it("shows the price, a visit's length and how busy the slot is, and approves in one click with Approve focused", async () => {
    const { user, onConfirm } = renderDialog([previewMock()]);
    const dialog = within(await screen.findByRole('dialog', { name: 'Approve request' }));
    expect(await dialog.findByText('$250.00')).toBeTruthy();
    expect(dialog.getByText('4 hours')).toBeTruthy();
    expect(dialog.getByText('Wed, Dec 9, Morning 8AM-12PM')).toBeTruthy();
    expect(dialog.getByText('2 visits already booked')).toBeTruthy();
    expect(document.activeElement).toBe(dialog.getByRole('button', { name: 'Approve' }));
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(onConfirm).toHaveBeenCalledWith([], null);
  });

  it('assigns the chosen helper in the same step, helpers named as the screens name them', async () => {
    const { user, onConfirm } = renderDialog([previewMock({ slotVisitCount: 0 })]);
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('No visits booked yet')).toBeTruthy();
    const select = dialog.getByRole('combobox', { name: 'Assign a helper (optional)' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No helper yet', 'Carla Reyes', 'Helper e5f6a7b8']);
    await user.selectOptions(select, 'h-1');
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(onConfirm).toHaveBeenCalledWith(['h-1'], null);
  });

  it('still approves when the details cannot load, and says so', async () => {
    const { user, onConfirm } = renderDialog([
      { request: { query: ApproveDialog_Query, variables: { id: 'req-1' } }, error: new TypeError('Failed to fetch') },
    ]);
    const dialog = within(await screen.findByRole('dialog'));
    expect((await dialog.findByRole('alert')).textContent).toMatch(/You can still approve/);
    await user.click(dialog.getByRole('button', { name: 'Approve' }));
    expect(onConfirm).toHaveBeenCalledWith([], null);
  });

  it('closes with Escape without approving', async () => {
    const { user, onConfirm, onCancel } = renderDialog([previewMock()]);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the approval under way', async () => {
    renderDialog([previewMock()], true);
    const dialog = within(await screen.findByRole('dialog'));
    expect((dialog.getByRole('button', { name: 'Approving…' }) as HTMLButtonElement).disabled).toBe(true);
    expect((dialog.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says durations in words', () => {
    expect(durationWords(240)).toBe('4 hours');
    expect(durationWords(60)).toBe('1 hour');
    expect(durationWords(90)).toBe('1 hour 30 minutes');
  });
});
