import type { ServiceType } from '../../../gql/graphql';

/** Every service type a request may name, in the order the prices are listed. */
export const SERVICE_TYPES: readonly ServiceType[] = ['STANDARD', 'DEEP', 'MOVEOUT', 'MOVEIN', 'POST_CONSTRUCTION', 'COMMERCIAL'];

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  STANDARD: 'Standard cleaning',
  DEEP: 'Deep cleaning',
  MOVEOUT: 'Move-out cleaning',
  MOVEIN: 'Move-in cleaning',
  POST_CONSTRUCTION: 'Post-construction cleaning',
  COMMERCIAL: 'Commercial cleaning',
};
