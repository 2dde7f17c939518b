import { z } from 'zod';
import { QuoteLineKind } from '../../modules/pricing/pricing.js';
import { answer, cents, storedEnum } from '../answer.js';

export const QuoteLine = answer('QuoteLine', null, 'One line of a quote; a discount is negative.', {
  kind: storedEnum(QuoteLineKind),
  label: z.string(),
  amountCents: z.int().describe('Integer cents; negative for a discount.'),
});

const visitPrice = {
  lines: z.array(QuoteLine),
  subtotalCents: z.int().min(0).describe('The charges, in integer cents.'),
  discountCents: z.int().min(0).describe('The discounts, as a positive amount in integer cents.'),
  taxCents: cents('Sales tax, in integer cents.'),
  totalCents: z.int().min(0).describe('subtotalCents − discountCents + taxCents: the sum of the lines.'),
  durationMinutes: z.int().min(0).describe('Estimated length of the visit.'),
};

export const VisitQuote = answer('VisitQuote', null, 'The price of one visit, line by line.', visitPrice);

/** What POST /api/quotes answers: the quote query's answer. */
export const Quote = answer('Quote', 'Quote', 'A priced home: the first visit, and each later visit of a series.', {
  ...visitPrice,
  recurring: VisitQuote.nullable().describe('Each later visit of a series; null for a one-time cleaning.'),
});
