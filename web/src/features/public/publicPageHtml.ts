/** The element holding the content the page was rendered from, as JSON, for hydration. */
export const PUBLIC_DATA_ID = 'public-data';

/** Where public.html takes the server's output. */
export const HEAD_OUTLET = '<!--public-head-->';
export const BODY_OUTLET = '<!--public-body-->';

/** JSON that is safe inside a `<script>` element: `<` can never close it, and U+2028/9 are escaped. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
