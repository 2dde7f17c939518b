import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth, Public } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { toGlobalId } from '../../graphql/relay/global-id.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { LocalDateScalar } from '../../graphql/scalars.js';
import { BookingLead, Coupon, ServiceAreaZip } from './booking.entities.js';
import {
  BookingSettingsView,
  BookingSlot,
  BookOnlineInput,
  BookOnlinePayload,
  DeactivateCouponInput,
  DeactivateCouponPayload,
  DeleteServiceAreaZipInput,
  DeleteServiceAreaZipPayload,
  SaveBookingLeadInput,
  SaveBookingLeadPayload,
  SaveCouponInput,
  SaveCouponPayload,
  SaveServiceAreaZipInput,
  SaveServiceAreaZipPayload,
  SendLeadReminderInput,
  SendLeadReminderPayload,
  UpdateBookingSettingsInput,
  UpdateBookingSettingsPayload,
  ZipCheck,
} from './booking.inputs.js';

@Resolver()
export class BookingResolver {
  @Public()
  @Query(() => ZipCheck, { description: 'Whether a ZIP code is in the service area, and its trip charge.' })
  checkZip(@Arg('zip', () => String) zip: string, @Ctx() { em, services }: AppContext) {
    return services.booking.checkZip(em, zip);
  }

  @Public()
  @Query(() => [BookingSlot], {
    description:
      'The time slots online booking offers between two dates for a ZIP served: from tomorrow, within the booking ' +
      'window, not on closed days, not full.',
  })
  bookingSlots(
    @Arg('zip', () => String) zip: string,
    @Arg('from', () => LocalDateScalar) from: string,
    @Arg('through', () => LocalDateScalar) through: string,
    @Ctx() { em, services }: AppContext,
  ) {
    return services.booking.slots(em, zip, from, through);
  }

  @Public()
  @Mutation(() => BookOnlinePayload, {
    description:
      'Books a cleaning online: signs in to an existing client account (password) or creates one as signUp does, then ' +
      'creates the pending request with its quote. Rate limited per IP address.',
  })
  async bookOnline(
    @Arg('input', () => BookOnlineInput) input: BookOnlineInput,
    @Ctx() { em, services, viewer, ip, req, res }: AppContext,
  ) {
    const answer = await services.booking.bookOnline(em, { viewer, ip, req, res }, input);
    return { ...answer, requestId: answer.requestId ? toGlobalId('ServiceRequest', answer.requestId) : null };
  }

  @Public()
  @Mutation(() => SaveBookingLeadPayload, {
    description: 'Keeps the email of a visitor in the booking flow, with the step reached, as a lead. Rate limited.',
  })
  async saveBookingLead(
    @Arg('input', () => SaveBookingLeadInput) input: SaveBookingLeadInput,
    @Ctx() { em, services, ip }: AppContext,
  ) {
    await services.booking.saveLead(em, ip, input);
    return { saved: true };
  }

  @Auth(Role.ADMIN)
  @Query(() => BookingSettingsView, { description: "Online booking's settings." })
  bookingSettings(@Ctx() { em, services, viewer }: AppContext) {
    return services.booking.settingsFor(em, viewer!);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => UpdateBookingSettingsPayload)
  async updateBookingSettings(
    @Arg('input', () => UpdateBookingSettingsInput) input: UpdateBookingSettingsInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { settings: await services.booking.updateSettings(em, viewer!, input) };
  }

  @Auth(Role.ADMIN)
  @Query(() => [ServiceAreaZip], { description: 'The ZIP codes served, in order.' })
  serviceAreaZips(@Ctx() { em, services, viewer }: AppContext) {
    return services.booking.serviceArea(em, viewer!);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SaveServiceAreaZipPayload)
  async saveServiceAreaZip(
    @Arg('input', () => SaveServiceAreaZipInput) input: SaveServiceAreaZipInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const id = input.id ? databaseIdOf(input.id, 'ServiceAreaZip') : null;
    return { serviceAreaZip: await services.booking.saveZip(em, viewer!, input, id) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeleteServiceAreaZipPayload)
  async deleteServiceAreaZip(
    @Arg('input', () => DeleteServiceAreaZipInput) input: DeleteServiceAreaZipInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const id = databaseIdOf(input.id, 'ServiceAreaZip');
    await services.booking.deleteZip(em, viewer!, id);
    return { deletedServiceAreaZipId: toGlobalId('ServiceAreaZip', id) };
  }

  @Auth(Role.ADMIN)
  @Query(() => [Coupon], { description: 'Every coupon, active ones first.' })
  coupons(@Ctx() { em, services, viewer }: AppContext) {
    return services.booking.coupons(em, viewer!);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SaveCouponPayload, { description: 'Creates a coupon, or edits one (its use count stays).' })
  async saveCoupon(@Arg('input', () => SaveCouponInput) input: SaveCouponInput, @Ctx() { em, services, viewer }: AppContext) {
    const id = input.id ? databaseIdOf(input.id, 'Coupon') : null;
    return { coupon: await services.booking.saveCoupon(em, viewer!, input, id) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => DeactivateCouponPayload)
  async deactivateCoupon(
    @Arg('input', () => DeactivateCouponInput) input: DeactivateCouponInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { coupon: await services.booking.deactivateCoupon(em, viewer!, databaseIdOf(input.id, 'Coupon')) };
  }

  @Auth(Role.ADMIN)
  @Query(() => [BookingLead], { description: 'Visitors who left an email in the booking flow, newest first (90 days).' })
  bookingLeads(@Ctx() { em, services, viewer }: AppContext) {
    return services.booking.leads(em, viewer!);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SendLeadReminderPayload, { description: 'Emails a lead a reminder to finish booking (through the outbox).' })
  async sendLeadReminder(
    @Arg('input', () => SendLeadReminderInput) input: SendLeadReminderInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { lead: await services.booking.remindLead(em, viewer!, databaseIdOf(input.id, 'BookingLead')) };
  }
}
