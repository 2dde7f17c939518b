import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth, Public } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { BusinessSettings } from './settings.entity.js';
import { PublicSite, ServicePrice, UpdateBusinessSettingsInput, UpdateBusinessSettingsPayload } from './settings.types.js';

@Resolver(() => BusinessSettings)
export class SettingsResolver {
  @Auth(Role.ADMIN)
  @Query(() => BusinessSettings, { description: "The business's settings, for the admin's /settings screen." })
  async businessSettings(@Ctx() { em, services, viewer }: AppContext) {
    return services.settings.readable(em, viewer!);
  }

  @Public()
  @Query(() => PublicSite, { description: 'What the public page shows: business card, services, testimonials, gallery.' })
  publicSite(@Ctx() { em, services, viewer }: AppContext) {
    return services.settings.publicSite(em, viewer);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => UpdateBusinessSettingsPayload)
  async updateBusinessSettings(
    @Arg('input', () => UpdateBusinessSettingsInput) input: UpdateBusinessSettingsInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { settings: await services.settings.update(em, viewer!, input) };
  }

  @FieldResolver(() => [ServicePrice], {
    description: "Each service's base price (the price list's); the whole list is at priceList.",
    deprecationReason: 'Use priceList: a price depends on the home, extras and frequency.',
  })
  servicePrices(@Root() settings: BusinessSettings): ServicePrice[] {
    return settings.priceList.services.map(({ service, basePriceCents }) => ({ service, priceCents: basePriceCents }));
  }
}
