import { Role } from '../../auth/role.enum.js';
import { definePolicy } from '../../shared/policy.js';
import { BookingLead, Coupon, ServiceAreaZip } from './booking.entities.js';

/**
 * The owner's side of online booking. Visitors learn only what a booking needs (whether their ZIP is served and its
 * trip charge, whether their coupon works) through the booking operations, never these rows.
 */
export const serviceAreaZipPolicy = definePolicy(ServiceAreaZip, {
  label: 'Service area ZIP',
  read: { [Role.ADMIN]: true },
  actions: { create: { [Role.ADMIN]: true }, update: { [Role.ADMIN]: true }, delete: { [Role.ADMIN]: true } },
});

export const couponPolicy = definePolicy(Coupon, {
  label: 'Coupon',
  read: { [Role.ADMIN]: true },
  actions: { create: { [Role.ADMIN]: true }, update: { [Role.ADMIN]: true } },
});

export const bookingLeadPolicy = definePolicy(BookingLead, {
  label: 'Lead',
  read: { [Role.ADMIN]: true },
  actions: { remind: { [Role.ADMIN]: true } },
});
