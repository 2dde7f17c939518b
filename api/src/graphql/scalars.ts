import { LocalDateResolver } from 'graphql-scalars';

/** A calendar date (YYYY-MM-DD) with no time or zone: dates of service are days in America/New_York. */
export const LocalDateScalar = LocalDateResolver;
