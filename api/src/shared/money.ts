/** Money is integer cents everywhere below the UI. The largest amount the app accepts anywhere: $1,000,000.00. */
export const MAX_CENTS = 100_000_000;
