import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth, Public } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import type { AgreedQuote } from './pricing.js';
import {
  type AgreedQuoteType,
  PriceListType,
  Quote,
  QuoteInput,
  UpdatePriceListInput,
  UpdatePriceListPayload,
} from './pricing.types.js';

/** A stored quote as the API shows it: the priced lines with the home they priced. */
export const agreedQuoteOf = (quote: AgreedQuote): AgreedQuoteType => ({
  ...quote,
  bedrooms: quote.spec.bedrooms,
  bathrooms: quote.spec.bathrooms,
  extras: quote.spec.extras,
});

@Resolver()
export class PricingResolver {
  @Public()
  @Query(() => PriceListType, { description: 'The price list: what the booking form offers and prices with.' })
  priceList(@Ctx() { em, services }: AppContext): Promise<PriceListType> {
    return services.quotes.priceList(em);
  }

  @Public()
  @Query(() => Quote, { description: 'Prices a home, line by line, on today’s price list. Limited per IP address.' })
  async quote(@Arg('input', () => QuoteInput) input: QuoteInput, @Ctx() { em, services, ip }: AppContext): Promise<Quote> {
    const { spec: _spec, ...quote } = await services.quotes.quote(em, ip, input);
    return quote;
  }

  @Auth(Role.ADMIN)
  @Mutation(() => UpdatePriceListPayload, { description: 'Replaces the price list. Agreed quotes keep their prices.' })
  async updatePriceList(
    @Arg('input', () => UpdatePriceListInput) input: UpdatePriceListInput,
    @Ctx() { em, services, viewer }: AppContext,
  ): Promise<UpdatePriceListPayload> {
    return { priceList: await services.quotes.updatePriceList(em, viewer!, input) };
  }
}
