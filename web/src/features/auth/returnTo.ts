/**
 * Where to go after signing in: the `returnTo` value when it is a path on this site ("/x"), never "//host" or
 * "/\host" (other sites to a browser) nor anything with control characters (browsers drop tabs and newlines,
 * which turns "/\t/host" into "//host"). Anything else → "/".
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return '/';
  return value;
}
