import { useQuery } from '@apollo/client/react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { graphql } from '../../gql';
import { Button, buttonStyles, type ButtonStyleProps } from '../../ui/Button';
import { Card, CardDescription, CardTitle } from '../../ui/Card';
import { useDocumentTitle } from '../../ui/NavigationFocus';
import { LoadState } from '../../ui/LoadState';
import { InvoiceLedger } from '../../widgets/payments/InvoiceLedger';
import { InvoiceDocument } from './InvoiceDocument';
import { PayByCardButton } from '../../widgets/card-payments/PayByCardButton';

export const InvoicePrintPage_Query = graphql(`
  query InvoicePrintPage_Query($id: ID!) {
    viewer {
      id
      role
    }
    invoice(id: $id) {
      id
      invoiceNumber
      ...InvoiceDocument_invoice
      ...InvoiceLedger_invoice
    }
    businessProfile {
      ...InvoiceDocument_business
    }
    cardPayments {
      enabled
    }
  }
`);

/**
 * /invoices/:id/print: the printable invoice, for the admin and the invoice's own client. `?pay=1` (Pay Now) puts
 * the payment instructions first. Printing leaves out the app's header, sidebar and these buttons.
 */
export function InvoicePrintPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const paying = params.get('pay') === '1';
  const { data, loading, error, refetch } = useQuery(InvoicePrintPage_Query, { variables: { id } });
  const backTo = data?.viewer?.role === 'CLIENT' ? '/client-invoices' : '/invoices';
  useDocumentTitle(data?.invoice ? `Invoice ${data.invoice.invoiceNumber} · Sunshine Clean` : 'Invoice · Sunshine Clean');

  const toolbar = (
    <StyledToolbar data-print-hidden>
      <StyledBack to={backTo} $variant="ghost" $size="sm">
        ← Back to invoices
      </StyledBack>
      {data?.invoice ? <Button onClick={() => window.print()}>Print</Button> : null}
    </StyledToolbar>
  );

  let body;
  if (!data) {
    body = (
      <LoadState
        loading={loading}
        error={error ? "We couldn't load this invoice." : 'Something went wrong.'}
        label="Loading the invoice…"
        onRetry={() => void refetch()}
      />
    );
  } else if (!data.invoice) {
    body = (
      <Card>
        <CardTitle as="h1">Invoice not found</CardTitle>
        <CardDescription>This invoice doesn't exist, or it isn't yours to see.</CardDescription>
      </Card>
    );
  } else {
    const byCard = data.viewer?.role === 'CLIENT' && data.cardPayments.enabled;
    body = (
      <>
        <InvoiceDocument
          invoice={data.invoice}
          business={data.businessProfile}
          paying={paying}
          payByCard={
            byCard ? <PayByCardButton invoiceId={data.invoice.id} invoiceNumber={data.invoice.invoiceNumber} /> : undefined
          }
        />
        <InvoiceLedger invoice={data.invoice} canManage={data.viewer?.role === 'ADMIN'} />
      </>
    );
  }

  return (
    <>
      <PrintStyle />
      {toolbar}
      {body}
    </>
  );
}

/** On paper: only the invoice, black on white, with the page's own margins. */
const PrintStyle = createGlobalStyle`
  @media print {
    @page { margin: 14mm 12mm; }
    html, body { background: #fff !important; color: #000 !important; }
    #root header, #app-sidebar, [data-print-hidden], a[href="#main"], [aria-label="Notifications (F8)"] {
      display: none !important;
    }
    #main { padding: 0 !important; max-width: none !important; }
  }
`;

const StyledToolbar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 0.75rem;
  max-width: 52rem;
  margin-bottom: 1rem;
`;

const StyledBack = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
