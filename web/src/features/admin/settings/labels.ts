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

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

/** A timestamp as the business's calendar day: 'Nov 22, 2026'. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** '+12395550199' → '(239) 555-0199'; other numbers as stored; none → ''. */
export function phoneForInput(phone: string | null | undefined): string {
  if (!phone) return '';
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : phone;
}
