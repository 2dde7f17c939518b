/**
 * The one phone formatter: a US number as stored ('+12395550142') reads '(239) 555-0142'; other numbers are shown as
 * stored; none reads `empty` ('' for a form field, '—' in a table cell).
 */
export function formatPhone(phone: string | null | undefined, empty = ''): string {
  if (!phone) return empty;
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : phone;
}
