import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { makeFragmentData } from '../../gql';
import { MessageThread, MessageThread_message } from './MessageThread';

const message = (id: string, body: string, channel: 'APP' | 'TEXT', fromBusiness: boolean) =>
  makeFragmentData(
    {
      __typename: 'Message',
      id,
      body,
      createdAt: '2026-11-20T14:00:00.000Z',
      fromBusiness,
      senderName: fromBusiness ? 'Olivia Owner' : 'Jen Lopez',
      channel,
    },
    MessageThread_message,
  );

describe('MessageThread', () => {
  it('marks the messages that came or went by text, and only those', () => {
    renderWithProviders(
      <MessageThread
        messages={[
          message('m2', 'Yes, 10 works.', 'TEXT', true),
          message('m1', 'Can you come at 10?', 'TEXT', false),
          message('m0', 'Hello from the app', 'APP', false),
        ]}
        readerIsBusiness
        hasEarlier={false}
        loadingEarlier={false}
        onLoadEarlier={() => undefined}
        label="Conversation with Jen Lopez"
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0].textContent).not.toContain('by text');
    expect(items[1].textContent).toContain('· by text');
    expect(items[2].textContent).toContain('· by text');
  });
});
