import type { EntityManager } from '@mikro-orm/postgresql';
import { daysBetween } from '../../shared/calendar-date.js';
import { badInput } from '../../shared/errors.js';
import { dayWords } from '../describe/words.js';
import type { QuoteAdjustments } from '../pricing/pricing.js';
import { ServiceRequest } from '../service-request/service-request.entity.js';
import { Coupon, ServiceAreaZip } from './booking.entities.js';

/*
 * What a ZIP code and a coupon code add to a quote: the one place online booking plugs into pricing (QuoteService's
 * adjustmentsFor and bookOnline both ask here), so the price shown while booking is the price booked.
 */

const ZIP = /^[0-9]{5}$/;

export const outsideAreaMessage = (zip: string) =>
  `Sorry, we don't clean in ${zip} yet. Leave your email and we'll tell you when we do.`;

export function zipOf(raw: string | null | undefined, field = 'zip'): string {
  const zip = (raw ?? '').trim();
  if (!ZIP.test(zip)) throw badInput(field, 'Please enter a 5-digit ZIP code');
  return zip;
}

/** The service area's row for a ZIP; BAD_USER_INPUT on `zip` outside the area. */
export async function servedZip(em: EntityManager, raw: string): Promise<ServiceAreaZip> {
  const zip = zipOf(raw);
  const row = await em.findOne(ServiceAreaZip, { zip });
  if (!row) throw badInput('zip', outsideAreaMessage(zip));
  return row;
}

/** True when the account has never asked for a cleaning (no account yet counts as new). */
export async function isNewClient(em: EntityManager, userId: string | null | undefined): Promise<boolean> {
  if (!userId) return true;
  return (await em.count(ServiceRequest, { client: { user: userId } })) === 0;
}

/**
 * The coupon a code names, if it may be used `today` by this booker. Each refusal says why, on `couponCode`. The use
 * itself is counted at booking, under the limit (BookingService.redeem).
 */
export async function usableCoupon(em: EntityManager, rawCode: string, newClient: boolean, today: string): Promise<Coupon> {
  const code = rawCode.trim();
  const coupon = code ? await em.findOne(Coupon, { codeKey: code.toLowerCase() }) : null;
  if (!coupon || !coupon.active) throw badInput('couponCode', `${code || 'That'} is not a valid coupon code`);
  if (coupon.validFrom && daysBetween(today, coupon.validFrom) > 0) {
    throw badInput('couponCode', `This coupon is valid from ${dayWords(coupon.validFrom)}`);
  }
  if (coupon.validThrough && daysBetween(coupon.validThrough, today) > 0) {
    throw badInput('couponCode', `This coupon expired on ${dayWords(coupon.validThrough)}`);
  }
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) {
    throw badInput('couponCode', 'This coupon has been used up');
  }
  if (coupon.newClientsOnly && !newClient) throw badInput('couponCode', 'This coupon is for new clients only');
  return coupon;
}

/** The ZIP's trip charge and the coupon, for a quote. `userId`: the booker, when known (new-clients-only coupons). */
export async function bookingAdjustments(
  em: EntityManager,
  input: { zip?: string | null; couponCode?: string | null },
  context: { today: string; userId?: string | null },
): Promise<QuoteAdjustments> {
  const adjustments: QuoteAdjustments = {};
  if (input.zip != null && input.zip.trim() !== '') {
    const area = await servedZip(em, input.zip);
    if (area.tripChargeCents > 0) adjustments.tripChargeCents = area.tripChargeCents;
  }
  if (input.couponCode?.trim()) {
    const coupon = await usableCoupon(em, input.couponCode, await isNewClient(em, context.userId), context.today);
    adjustments.coupon = { code: coupon.code, kind: coupon.kind, amount: coupon.amount, appliesTo: coupon.appliesTo };
  }
  return adjustments;
}
