import { GraphQLScalarType } from 'graphql';
import { LocalDateResolver } from 'graphql-scalars';

const ISO_DATE_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date (YYYY-MM-DD) with no time or zone: dates of service are days in America/New_York. Input is
 * checked in full by graphql-scalars (a real date, not 2026-02-30). Output comes from `date` columns, already in
 * that form: a format check is enough there, and the full check (a Date round trip per value) was a measurable part
 * of a 500-visit calendar page.
 */
export const LocalDateScalar = new GraphQLScalarType({
  ...LocalDateResolver.toConfig(),
  serialize(value) {
    return typeof value === 'string' && ISO_DATE_FORMAT.test(value) ? value : LocalDateResolver.serialize(value);
  },
});
