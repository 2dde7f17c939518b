/** '+12395550199' → '(239) 555-0199'; other numbers as stored; none → ''. For prefilling a phone field. */
export function phoneForInput(phone: string | null | undefined): string {
  if (!phone) return '';
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : phone;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' });

/** A timestamp as the business's calendar day: 'Nov 22, 2026'. */
export const formatDate = (iso: string) => dateFormat.format(new Date(iso));
