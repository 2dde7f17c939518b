import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './EmailText';

describe('EmailText', () => {
  it("offers a line break right after the '@' and nowhere else, keeping the address's text whole", () => {
    const { container } = render(
      <span>
        <EmailText email="patricia.morales@demo.local" />
      </span>,
    );
    expect(container.textContent).toBe('patricia.morales@demo.local');
    expect(container.querySelectorAll('wbr')).toHaveLength(1);
    expect(container.innerHTML).toBe('<span>patricia.morales@<wbr>demo.local</span>');
  });

  it('leaves text without an @ as it is', () => {
    const { container } = render(<EmailText email="not-an-email" />);
    expect(container.innerHTML).toBe('not-an-email');
  });
});
