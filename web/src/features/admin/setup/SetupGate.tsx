import { useQuery } from '@apollo/client/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { graphql } from '../../../gql';
import { PageLoader } from '../../../ui/Spinner';

const FirstRunSetup = lazy(() => import('./FirstRunSetup').then((m) => ({ default: m.FirstRunSetup })));

export const setupStatusQuery = graphql(`
  query FirstRunSetup_Status {
    setupStatus {
      needed
      steps {
        step
        done
      }
    }
    businessSettings {
      id
      businessName
      phone
      email
      address
      defaultTaxRateBasisPoints
    }
    serviceAreaZips {
      id
      zip
    }
  }
`);

/**
 * The first run of a new install (no business details yet): a short setup before the dashboard, one step at a time,
 * each saved or skipped; everything stays editable in Settings, and once every step is done it never shows again.
 */
export function SetupGate({ children }: { children: ReactNode }) {
  const { data, error, refetch } = useQuery(setupStatusQuery);
  // A failed check never locks the owner out of the app.
  if (error) return <>{children}</>;
  if (!data) return <PageLoader label="Loading…" />;
  if (!data.setupStatus.needed) return <>{children}</>;
  return (
    <Suspense fallback={<PageLoader label="Loading…" />}>
      <FirstRunSetup data={data} onChange={() => void refetch()} />
    </Suspense>
  );
}
