import { Arg, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth, Public } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ServiceType } from '../service-request/service-request.enums.js';
import { BusinessSettings, DEFAULT_SERVICE_PRICES_CENTS } from './settings.entity.js';
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

  @FieldResolver(() => [ServicePrice], { description: 'Price of one visit per service type; these drive revenue.' })
  servicePrices(@Root() settings: BusinessSettings): ServicePrice[] {
    return Object.values(ServiceType).map((service) => ({
      service,
      priceCents: settings.servicePricesCents[service] ?? DEFAULT_SERVICE_PRICES_CENTS[service],
    }));
  }
}
