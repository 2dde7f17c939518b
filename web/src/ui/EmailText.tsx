/**
 * An email address that, when it must wrap, wraps after the '@' ("patricia.morales@ / demo.local") rather than in the
 * middle of a word. Pair it with `overflow-wrap: break-word` (not `anywhere`, which lets a table squeeze the column
 * until the address breaks letter by letter).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
