/** A saved card as the owner sees it: brand and last four only ("VISA ending in 4242"), or a dash without one. */
export function savedCardWords(card: { brand: string; last4: string } | null | undefined): string | null {
  return card ? `${card.brand.toUpperCase()} ending in ${card.last4}` : null;
}

export function SavedCardText({ card }: { card: { brand: string; last4: string } | null | undefined }) {
  const words = savedCardWords(card);
  return words ? <>{words}</> : <span aria-label="No saved card">—</span>;
}
