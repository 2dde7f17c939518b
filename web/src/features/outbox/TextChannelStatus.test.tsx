import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { TextChannelStatus, textChannelStatusQuery } from './TextChannelStatus';

const mock = (enabled: boolean) => ({
  request: { query: textChannelStatusQuery },
  result: {
    data: {
      textMessaging: {
        __typename: 'TextMessagingStatus',
        enabled,
        message: enabled
          ? 'Text messages are on: reminders and alerts go by text to people who chose it and consented.'
          : 'Text messages are off: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM to send and receive texts.',
        incomingUrl: 'https://clean.example.com/api/webhooks/sms',
      },
    },
  },
});

describe('TextChannelStatus', () => {
  it('says plainly that texts are off and which settings turn them on', async () => {
    renderWithProviders(<TextChannelStatus />, { mocks: [mock(false)] });
    const status = await screen.findByRole('status', { name: 'Text messages' });
    expect(status.textContent).toContain('Text messages are off.');
    expect(status.textContent).toContain('TWILIO_ACCOUNT_SID');
    expect(status.textContent).not.toContain('/api/webhooks/sms');
  });

  it('gives the address for the Twilio number when texts are on', async () => {
    renderWithProviders(<TextChannelStatus />, { mocks: [mock(true)] });
    const status = await screen.findByRole('status', { name: 'Text messages' });
    expect(status.textContent).toContain('Text messages are on.');
    expect(status.textContent).toContain('https://clean.example.com/api/webhooks/sms');
  });
});
