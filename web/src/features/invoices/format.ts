/** +12395550100 → "(239) 555-0100"; other numbers as stored. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : phone;
}

/** 650 basis points → "6.5%". */
export function formatRate(basisPoints: number): string {
  return `${Number((basisPoints / 100).toFixed(2))}%`;
}

/** Tax at a rate in basis points, rounded to the cent as the server rounds it. */
export const taxAtRate = (subtotalCents: number, basisPoints: number | null | undefined) =>
  basisPoints ? Math.round((subtotalCents * basisPoints) / 10_000) : 0;

/** 1999 → "19.99", for a form field. */
export const centsToInput = (cents: number) => (cents / 100).toFixed(2);
