import { ServiceType } from './service-request.enums.js';

/**
 * The one table of service names, in the spec's words (its public page says "Deep Cleaning" and "Move-In/Move-Out"):
 * invoice lines, emails and calendar feeds read them from here. The web's table (web/src/lib/serviceLabels.ts) holds
 * the same words; service-names.test.ts keeps the two equal.
 */
export const SERVICE_NAMES: Record<ServiceType, string> = {
  [ServiceType.STANDARD]: 'Standard Cleaning',
  [ServiceType.DEEP]: 'Deep Cleaning',
  [ServiceType.MOVEOUT]: 'Move-Out Cleaning',
  [ServiceType.MOVEIN]: 'Move-In Cleaning',
  [ServiceType.POST_CONSTRUCTION]: 'Post-Construction Cleaning',
  [ServiceType.COMMERCIAL]: 'Commercial Cleaning',
};
