import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it, vi } from 'vitest';
import { lightTheme } from '../theme/tokens';
import { TextChoicesForm, type TextChoicesValue } from './TextChoicesForm';

function Harness(props: {
  available?: boolean;
  optedOut?: boolean;
  forClient?: boolean;
  onSubmit?: (v: TextChoicesValue) => void;
}) {
  const [value, setValue] = useState<TextChoicesValue>({ phone: '', categories: [], consent: false, consentMethod: '' });
  return (
    <ThemeProvider theme={lightTheme}>
      <TextChoicesForm
        value={value}
        onChange={setValue}
        onSubmit={() => props.onSubmit?.(value)}
        available={props.available ?? true}
        optedOut={props.optedOut ?? false}
        consentRecord={null}
        forClient={props.forClient}
        saving={false}
        error={null}
      />
    </ThemeProvider>
  );
}

describe('TextChoicesForm', () => {
  it('collects the number, the kinds by text and the consent, each control named', () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '(239) 555-0101' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Schedule and reminders' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /I agree to get text messages/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save text choices' }));
    expect(onSubmit).toHaveBeenCalledWith({
      phone: '(239) 555-0101',
      categories: ['SCHEDULE'],
      consent: true,
      consentMethod: '',
    });
    expect(screen.getByRole('group', { name: 'Send me a text about' })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Account/ })).toBeNull();
  });

  it('says plainly when texts are off or the number replied STOP, and asks the owner how a client agreed', () => {
    render(<Harness available={false} optedOut forClient />);
    expect(screen.getByText(/Text messages are off for now/)).toBeTruthy();
    expect(screen.getByText(/This number replied STOP/)).toBeTruthy();
    expect(screen.getByLabelText('How the client agreed')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'The client agreed to get text messages' })).toBeTruthy();
  });
});
