/** Display helpers shared by the client and helper screens. */

/** '+12395550123' → '(239) 555-0123'; other numbers (non-US) are shown as stored; none → '—'. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '—';
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : phone;
}

/** What the edit form starts from: the formatted US number, or the stored one. */
export const phoneForInput = (phone: string | null | undefined) => (phone ? formatPhone(phone) : '');

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});

/** A timestamp as the business's calendar day: 'Nov 22, 2026'. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));

/** Spec §8: a client without a name reads 'Unknown Client'. */
export function clientName(client: { displayName?: string | null } | null | undefined): string {
  return client?.displayName?.trim() || 'Unknown Client';
}
