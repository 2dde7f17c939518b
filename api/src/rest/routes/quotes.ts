import { z } from 'zod';
import { MAX_ROOMS } from '../../modules/pricing/pricing.js';
import { Recurrence, ServiceType } from '../../modules/service-request/service-request.enums.js';
import { text } from '../answer.js';
import { Quote } from '../answers/quote.js';
import { enumNameOf } from '../enum-mapping.js';
import { graphql } from '../gql/index.js';
import { jsonBody, pick } from '../request-body.js';
import { restRoute } from '../shim.js';

const quoteBody = z.object({
  service: z.enum(ServiceType),
  bedrooms: z.int().min(0).max(MAX_ROOMS),
  bathrooms: z.int().min(0).max(MAX_ROOMS),
  extras: z.array(text(40)).max(20).optional().describe("Keys of the price list's extras (GET them from the priceList query)."),
  frequency: z.enum(Recurrence).nullable().default(Recurrence.ONETIME).describe('Absent or null is onetime.'),
  zip: text(10).nullable().optional().describe('For a trip charge, where the business charges one.'),
  couponCode: text(40).nullable().optional(),
});

const RestQuote = graphql(`
  query RestQuote($input: QuoteInput!) {
    quote(input: $input) {
      ...RestQuote
    }
  }
`);

/** A price for a booking widget on another site: the quote query, public, limited per IP address. */
export const quoteRoutes = [
  restRoute({
    method: 'post',
    path: '/quotes',
    summary:
      'Prices a home line by line on the current price list: service, bedrooms, bathrooms, extras, frequency (zip and ' +
      'couponCode optional). Public; limited per IP address (429 with Retry-After).',
    access: 'public',
    operation: RestQuote,
    variables: (req) => {
      const body = jsonBody(req);
      return {
        input: {
          ...pick(body, ['bedrooms', 'bathrooms', 'extras', 'zip', 'couponCode']),
          service: enumNameOf(ServiceType, body.service, 'service'),
          frequency: enumNameOf(Recurrence, body.frequency ?? Recurrence.ONETIME, 'frequency'),
        },
      };
    },
    body: quoteBody,
    answer: Quote,
    select: (data) => data.quote,
  }),
];
