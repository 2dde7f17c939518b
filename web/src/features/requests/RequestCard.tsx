import styled from 'styled-components';
import { graphql, useFragment, type FragmentType } from '../../gql';
import { Badge } from '../../ui/Badge';
import { REQUEST_STATUS, SERVICE_NAMES } from '../../lib/serviceLabels';
import { Fact, FactGrid } from '../../ui/FactGrid';
import { RequestScheduleFacts } from '../../widgets/requests/RequestFacts';
import { cardSurface } from '../../ui/Card';
import { QuoteLines } from '../../widgets/quotes/QuoteLines';

export const RequestCard_request = graphql(`
  fragment RequestCard_request on ServiceRequest {
    id
    service
    status
    date
    time
    address
    notes
    recurring
    customDays {
      ...RequestFacts_customDays @unmask
    }
    adminFeedback
    quote {
      ...QuoteLines_quote
    }
  }
`);

/** One of the client's requests: what, when, where, its status and any word from the business. */
export function RequestCard(props: { request: FragmentType<typeof RequestCard_request> }) {
  const request = useFragment(RequestCard_request, props.request);
  const status = REQUEST_STATUS[request.status];
  const service = SERVICE_NAMES[request.service];

  return (
    <StyledItem>
      <StyledTop>
        <StyledService>{service}</StyledService>
        <Badge tone={status.tone}>{status.label}</Badge>
      </StyledTop>
      <FactGrid columns="fit">
        <RequestScheduleFacts request={request} />
        <Fact wide label="Address">
          {request.address}
        </Fact>
        {request.quote ? (
          <Fact wide label="Your price">
            {/* The quote the request was made at: a later change of the price list does not change it. */}
            <QuoteLines quote={request.quote} />
          </Fact>
        ) : null}
      </FactGrid>
      {request.notes ? <StyledNotes>Your notes: {request.notes}</StyledNotes> : null}
      {request.adminFeedback ? (
        <StyledFeedback>
          <strong>Message from Sunshine Clean:</strong> {request.adminFeedback}
        </StyledFeedback>
      ) : null}
    </StyledItem>
  );
}

const StyledItem = styled.li`
  ${cardSurface}
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 0.625rem;
  padding: 1rem 1.25rem;
  min-width: 0;
`;

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
`;

const StyledService = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
`;

const StyledNotes = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const StyledFeedback = styled.p`
  margin: 0;
  padding: 0.625rem 0.75rem;
  border-left: 3px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: 0.9375rem;
  overflow-wrap: anywhere;
`;
