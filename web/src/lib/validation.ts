/**
 * The API's limits on input, mirrored for the forms so a person hears about a mistake before sending (the API checks
 * them again and stays the authority). Keep in step with the `*.inputs.ts` files under api/src/modules.
 */

/** settings.types.ts: a default tax rate is 0 to 50% (5000 basis points). */
export const MAX_TAX_BASIS_POINTS = 5000;
