import type { EntityManager } from '@mikro-orm/postgresql';
import { badInput, forbidden } from '../../shared/errors.js';
import { normalizeOptionalPhone } from '../../shared/phone.js';
import type { Viewer } from '../../shared/policy.js';
import { GalleryPhoto, PublicService, Testimonial } from '../public-content/public-content.entities.js';
import { galleryPhotoPolicy, publicServicePolicy, testimonialPolicy } from '../public-content/public-content.policy.js';
import { DEFAULT_PRICE_LIST } from '../pricing/pricing.js';
import { BusinessSettings } from './settings.entity.js';
import { settingsPolicy } from './settings.policy.js';
import type { PublicSite, UpdateBusinessSettingsInput } from './settings.types.js';

export const PAY_PERIOD_CHOICES = [7, 14] as const;

export class SettingsService {
  /** Each request's settings row, read once however many fields and services ask for it. */
  private readonly perRequest = new WeakMap<EntityManager, Promise<BusinessSettings>>();

  /**
   * The single settings row, created with the defaults on first read. Read once per EntityManager (one per request,
   * one per transaction): later calls get the same managed entity, so an edit made in the request is what they see.
   */
  get(em: EntityManager): Promise<BusinessSettings> {
    const cached = this.perRequest.get(em);
    if (cached) {
      return cached.then((settings) =>
        // Still this EntityManager's (not cleared since): else read it again.
        em.getUnitOfWork().getById<BusinessSettings>(BusinessSettings.name, settings.id) === settings ? settings : this.load(em),
      );
    }
    return this.load(em);
  }

  private load(em: EntityManager): Promise<BusinessSettings> {
    const loading = (async () => {
      const existing = await em.findOne(BusinessSettings, { key: 'default' });
      if (existing) return existing;
      await this.createIfMissing(em);
      return em.findOneOrFail(BusinessSettings, { key: 'default' });
    })();
    this.perRequest.set(em, loading);
    loading.catch(() => this.perRequest.delete(em));
    return loading;
  }

  /** The settings row as the viewer may read it (the admin's /settings screen); FORBIDDEN for anyone else. */
  async readable(em: EntityManager, viewer: Viewer): Promise<BusinessSettings> {
    const settings = await settingsPolicy.findOne(em, viewer, (await this.get(em)).id);
    if (!settings) throw forbidden();
    return settings;
  }

  /**
   * Creates the settings row with the defaults; true when this call created it (the database's first start).
   * Two callers racing: the unique key keeps one row and only one of them sees true.
   */
  async createIfMissing(em: EntityManager): Promise<boolean> {
    // em.execute (not the bare connection) so that, inside a transaction, the row commits with whatever follows.
    const inserted: unknown[] = await em.execute(
      `insert into business_settings (id, key, price_list) values (gen_random_uuid(), 'default', ?) on conflict (key) do nothing returning id`,
      [JSON.stringify(DEFAULT_PRICE_LIST)],
    );
    return inserted.length > 0;
  }

  /** The admin's edit of the business card, prices, tax, payment instructions and pay period. */
  async update(em: EntityManager, viewer: Viewer, input: UpdateBusinessSettingsInput): Promise<BusinessSettings> {
    const settings = settingsPolicy.authorize(viewer, 'update', await this.get(em));
    if (input.businessName !== undefined) {
      const name = input.businessName?.trim();
      if (!name) throw badInput('businessName', 'Business name is required');
      settings.businessName = name;
    }
    if (input.phone !== undefined) settings.phone = normalizeOptionalPhone(input.phone);
    if (input.email !== undefined) settings.email = input.email?.trim().toLowerCase() || null;
    if (input.address !== undefined) settings.address = input.address?.trim() || null;
    if (input.paymentInstructions !== undefined) settings.paymentInstructions = input.paymentInstructions?.trim() || null;
    if (input.brandColor !== undefined && input.brandColor !== null) settings.brandColor = input.brandColor.toLowerCase();
    if (input.defaultTaxRateBasisPoints !== undefined) settings.defaultTaxRateBasisPoints = input.defaultTaxRateBasisPoints;
    if (input.payPeriodDays !== undefined) {
      if (!PAY_PERIOD_CHOICES.includes(input.payPeriodDays as 7 | 14)) {
        throw badInput('payPeriodDays', 'A pay period is 7 or 14 days');
      }
      settings.payPeriodDays = input.payPeriodDays;
    }
    if (input.changeCutoffHours != null) settings.changeCutoffHours = input.changeCutoffHours;
    if (input.autoApproveSkips != null) settings.autoApproveSkips = input.autoApproveSkips;
    if (input.timeOffAssignedVisits != null) settings.timeOffAssignedVisits = input.timeOffAssignedVisits;
    if (input.autoApplyCredit != null) settings.autoApplyCredit = input.autoApplyCredit;
    if (input.holdWhenUnpaid != null) settings.holdWhenUnpaid = input.holdWhenUnpaid;
    if (input.holdOverdueDays != null) settings.holdOverdueDays = input.holdOverdueDays;
    if (input.reminderFirstDays != null) settings.reminderFirstDays = input.reminderFirstDays;
    if (input.reminderEveryDays != null) settings.reminderEveryDays = input.reminderEveryDays;
    if (input.reminderMaxCount != null) settings.reminderMaxCount = input.reminderMaxCount;
    if (input.textQuietStartHour != null) settings.textQuietStartHour = input.textQuietStartHour;
    if (input.textQuietEndHour != null) settings.textQuietEndHour = input.textQuietEndHour;
    if (input.textDailyLimit != null) settings.textDailyLimit = input.textDailyLimit;
    if (input.servicePrices) {
      // The older one-number-per-service edit: each becomes its service's base price in the price list.
      const services = settings.priceList.services.map((pricing) => {
        const given = input.servicePrices!.find((price) => price.service === pricing.service);
        return given ? { ...pricing, basePriceCents: given.priceCents } : pricing;
      });
      settings.priceList = { ...settings.priceList, services };
    }
    await em.flush();
    return settings;
  }

  /** The business card (chosen fields of the settings) and the public content, for anyone, signed in or not. */
  async publicSite(em: EntityManager, viewer: Viewer | null): Promise<PublicSite> {
    const inOrder = { orderBy: { position: 'asc', createdAt: 'asc' } } as const;
    const [settings, services, testimonials, galleryPhotos] = await Promise.all([
      this.get(em),
      em.find(PublicService, publicServicePolicy.scope(viewer), inOrder),
      em.find(Testimonial, testimonialPolicy.scope(viewer), inOrder),
      em.find(GalleryPhoto, galleryPhotoPolicy.scope(viewer), inOrder),
    ]);
    return {
      businessName: settings.businessName,
      phone: settings.phone,
      email: settings.email,
      address: settings.address,
      services,
      testimonials,
      galleryPhotos,
    };
  }
}
