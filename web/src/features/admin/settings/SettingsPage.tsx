import { useQuery } from '@apollo/client/react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../apollo/errors';
import { graphql } from '../../../gql';
import { ACTIVITY_PATH } from '../../../lib/history';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { DollarIcon, GlobeIcon, HelpersIcon, KeyIcon, ClientsIcon, WalletIcon } from '../../../ui/Icon';
import { Spinner } from '../../../ui/Spinner';
import { PageHeader } from '../../../ui/PageHeader';
import { PageLoader } from '../../../ui/Spinner';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { ApiTokensSection } from './ApiTokensSection';
import { BusinessProfileForm } from './BusinessProfileForm';
import { GalleryEditor } from './GalleryEditor';
import { PricesForm } from './PricesForm';
import { RoleRequestsReview } from '../../../widgets/role-requests/RoleRequestsReview';
import { ServicesEditor } from './ServicesEditor';
import { SettingsSection } from './SettingsSection';
import { TestimonialsEditor } from './TestimonialsEditor';
import { CardPaymentsStatusLine } from '../../../widgets/card-payments/CardPaymentsStatusLine';

// Its own chunk (it has its own query): the settings route stays within its script budget.
const OnlineBookingSection = lazy(() => import('./OnlineBookingSection').then((m) => ({ default: m.OnlineBookingSection })));

// Loaded when the settings open: the import's table and CSV code are not needed for the other sections' first paint.
const ClientImportPanel = lazy(() =>
  import('../../../widgets/client-import/ClientImportPanel').then((module) => ({ default: module.ClientImportPanel })),
);

// Their own chunks too (each has its own query and form): the settings route stays within its script budget.
const PriceListEditor = lazy(() => import('./PriceListEditor').then((module) => ({ default: module.PriceListEditor })));
const ScheduleSettingsSection = lazy(() =>
  import('./ScheduleSettingsSection').then((module) => ({ default: module.ScheduleSettingsSection })),
);
const CollectionsSettingsSection = lazy(() =>
  import('./CollectionsSettingsSection').then((module) => ({ default: module.CollectionsSettingsSection })),
);
const TextSettingsSection = lazy(() =>
  import('./TextSettingsSection').then((module) => ({ default: module.TextSettingsSection })),
);
const ChecklistSettingsSection = lazy(() =>
  import('./ChecklistSettingsSection').then((module) => ({ default: module.ChecklistSettingsSection })),
);

/** How many waiting role requests the screen lists (more than a small business ever has waiting). */
export const PENDING_REQUESTS_SHOWN = 50;

export const settingsPageQuery = graphql(`
  query SettingsPage_Query($pendingFirst: Int!) {
    businessSettings {
      id
      ...BusinessProfileForm_settings
      ...PricesForm_settings
    }
    publicSite {
      services {
        id
        ...ServicesEditor_service
        ...ServiceCard_service
      }
      testimonials {
        id
        ...TestimonialsEditor_testimonial
        ...TestimonialCard_testimonial
      }
      galleryPhotos {
        id
        url
        caption
        ...GalleryEditor_photo
        ...GalleryItem_photo
      }
    }
    roleRequests(status: PENDING, first: $pendingFirst) {
      totalCount
      edges {
        node {
          id
          ...RoleRequestItem_request
        }
      }
    }
    apiTokens {
      id
      ...ApiTokenRow_token
    }
  }
`);

const SECTIONS = [
  { id: 'business', label: 'Business' },
  { id: 'prices', label: 'Prices & tax' },
  { id: 'price-list', label: 'Price list' },
  { id: 'card-payments', label: 'Card payments' },
  { id: 'schedule', label: 'Schedule' },
  { id: 'online-booking', label: 'Online booking' },
  { id: 'checklists', label: 'Checklists' },
  { id: 'import', label: 'Import' },
  { id: 'public-page', label: 'Public page' },
  { id: 'role-requests', label: 'Role requests' },
  { id: 'api-tokens', label: 'API tokens' },
] as const;

/**
 * /settings (admin): the business card, prices and tax, the public page's content, clients asking to become
 * helpers, and tokens for integrations, each section saved on its own.
 */
export function SettingsPage() {
  const { data, error, refetch } = useQuery(settingsPageQuery, { variables: { pendingFirst: PENDING_REQUESTS_SHOWN } });
  const pending = data?.roleRequests.totalCount ?? 0;

  return (
    <>
      <PageHeader
        title="Settings"
        lead="How Sunshine Clean runs: your business card, prices, public page, team and integrations."
      />
      {!data ? (
        error ? (
          <Alert>
            We couldn't load the settings ({errorMessage(error)}).{' '}
            <Button $variant="secondary" $size="sm" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : (
          <PageLoader label="Loading settings…" />
        )
      ) : (
        <>
          <StyledToc aria-label="Settings sections">
            {SECTIONS.map((section) => (
              <a key={section.id} href={`#${section.id}`}>
                {section.label}
                {section.id === 'role-requests' && pending > 0 ? (
                  <>
                    <StyledCount aria-hidden="true">{pending}</StyledCount>
                    <VisuallyHidden>{` (${pending} waiting)`}</VisuallyHidden>
                  </>
                ) : null}
              </a>
            ))}
            {/* Its own screen: the audit trail of every change. */}
            <Link to={ACTIVITY_PATH}>Activity</Link>
            <Link to="/settings/outbox">Outbox</Link>
          </StyledToc>

          <SettingsSection
            id="business"
            title="Business profile"
            description="Your name and contact details on the public page and invoices, how clients pay, and the pay period."
            icon={<ClientsIcon />}
          >
            <BusinessProfileForm settings={data.businessSettings} />
          </SettingsSection>

          <SettingsSection id="prices" title="Prices and tax" description="Typed in dollars and percent." icon={<DollarIcon />}>
            <PricesForm settings={data.businessSettings} />
          </SettingsSection>

          <SettingsSection
            id="price-list"
            title="Price list"
            description="What quotes, requests and invoices are priced with: rooms, extras, frequency discounts, tax per service."
            icon={<DollarIcon />}
          >
            <Suspense fallback={<Spinner label="Loading the price list…" />}>
              <PriceListEditor />
            </Suspense>
          </SettingsSection>

          <SettingsSection
            id="card-payments"
            title="Card payments"
            description="Pay Now by card, cards on file and charges after visits, through Stripe."
            icon={<WalletIcon />}
          >
            <CardPaymentsStatusLine />
          </SettingsSection>

          <Suspense fallback={<PageLoader label="Loading the schedule settings…" />}>
            <ScheduleSettingsSection />
          </Suspense>

          <Suspense fallback={<PageLoader label="Loading the unpaid invoice settings…" />}>
            <CollectionsSettingsSection />
          </Suspense>

          <Suspense fallback={<PageLoader label="Loading the text settings…" />}>
            <TextSettingsSection />
          </Suspense>

          <Suspense fallback={<PageLoader label="Loading online booking…" />}>
            <OnlineBookingSection />
          </Suspense>
          <Suspense fallback={<PageLoader label="Loading checklists…" />}>
            <ChecklistSettingsSection />
          </Suspense>

          <SettingsSection
            id="import"
            title="Import clients and helpers"
            description="Bring your client or helper list from a spreadsheet: choose which, upload a CSV, check the columns and the preview, then import."
            icon={<ClientsIcon />}
          >
            <Suspense fallback={<Spinner label="Loading the import…" />}>
              <ClientImportPanel />
            </Suspense>
          </SettingsSection>

          <SettingsSection
            id="public-page"
            title="Public page"
            description="What visitors see at your front door. Changes show there at once."
            icon={<GlobeIcon />}
            action={
              <StyledViewLink href="/public" target="_blank" rel="noopener">
                View public page
                <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
              </StyledViewLink>
            }
          >
            <ServicesEditor services={data.publicSite.services} />
            <TestimonialsEditor testimonials={data.publicSite.testimonials} />
            <GalleryEditor photos={data.publicSite.galleryPhotos} />
          </SettingsSection>

          <SettingsSection
            id="role-requests"
            title="Role requests"
            description="Clients who asked to join the team. Approving makes them a helper; they then complete a helper profile."
            icon={<HelpersIcon />}
          >
            <RoleRequestsReview requests={data.roleRequests.edges.map((edge) => edge.node)} />
          </SettingsSection>

          <SettingsSection
            id="api-tokens"
            title="API tokens"
            description="Let other software (bookkeeping, reports) read or update your data through the GraphQL API."
            icon={<KeyIcon />}
          >
            <ApiTokensSection tokens={data.apiTokens} />
          </SettingsSection>
        </>
      )}
    </>
  );
}

const StyledToc = styled.nav`
  position: sticky;
  top: 3.5rem;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 0 1.5rem;
  padding: 0.625rem 0;
  background: ${({ theme }) => theme.colors.background};

  a {
    display: inline-flex;
    align-items: center;
    gap: 0.375rem;
    min-height: 2.25rem;
    padding: 0 0.875rem;
    border-radius: ${({ theme }) => theme.radii.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.9375rem;
    font-weight: 500;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    position: static;
  }
`;

const StyledCount = styled.span`
  min-width: 1.375rem;
  padding: 0 0.375rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.375rem;
  text-align: center;
`;

const StyledViewLink = styled.a`
  font-weight: 600;
`;
