/**
 * Who is coming, by first name only (all the API gives a client): 'Maria', 'Maria and Ana', 'Maria, Ana and Luz';
 * a helper without an account is counted ('Maria and 1 more', '2 cleaners'); none yet, 'Cleaner to be assigned'.
 */
export function whoIsComing(firstNames: readonly string[], helperCount: number): string {
  if (helperCount === 0) return 'Cleaner to be assigned';
  const unnamed = helperCount - firstNames.length;
  if (firstNames.length === 0) return `${helperCount} ${helperCount === 1 ? 'cleaner' : 'cleaners'}`;
  const parts = unnamed > 0 ? [...firstNames, `${unnamed} more`] : [...firstNames];
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
