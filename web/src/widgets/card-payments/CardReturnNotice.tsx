import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';

/**
 * What Stripe Checkout's return says: `?paid=<invoice number>` (the payment is being confirmed; the webhook marks the
 * invoice paid within moments) or `?cancelled=<invoice number>` (nothing was charged).
 */
export function CardReturnNotice() {
  const [params] = useSearchParams();
  const paid = params.get('paid');
  const cancelled = params.get('cancelled');
  if (paid) {
    return (
      <StyledNotice role="status" $tone="success">
        Thank you: your payment for invoice {paid} went through. A receipt is on its way by email.
      </StyledNotice>
    );
  }
  if (cancelled) {
    return (
      <StyledNotice role="status" $tone="muted">
        Payment cancelled: nothing was charged, and invoice {cancelled} is still open.
      </StyledNotice>
    );
  }
  return null;
}

const StyledNotice = styled.p<{ $tone: 'success' | 'muted' }>`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.text};
`;
