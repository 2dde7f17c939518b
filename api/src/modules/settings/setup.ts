import type { EntityManager } from '@mikro-orm/postgresql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import { badInput } from '../../shared/errors.js';
import type { Viewer } from '../../shared/policy.js';
import { ServiceAreaZip } from '../booking/booking.entities.js';
import type { BookingService } from '../booking/booking.service.js';
import type { SettingsService } from './settings.service.js';
import { settingsPolicy } from './settings.policy.js';

/** A few hundred ZIP codes at most: a county has dozens. */
const SERVICE_AREA_TEXT_MAX = 3000;

/** The first-run setup's steps, in the order the owner meets them; each can be skipped and changed later in Settings. */
export enum SetupStep {
  BUSINESS = 'BUSINESS',
  ADDRESS = 'ADDRESS',
  PRICES = 'PRICES',
  TAX = 'TAX',
  IMPORT = 'IMPORT',
}
registerEnumType(SetupStep, {
  name: 'SetupStep',
  description: 'Business name, phone and mailbox; address and service area; prices; tax rate; client import.',
});

@ObjectType()
export class SetupStepState {
  @Field(() => SetupStep)
  step!: SetupStep;

  @Field(() => Boolean, { description: 'Done or skipped.' })
  done!: boolean;
}

@ObjectType({ description: 'Whether the first-run setup opens before the dashboard, and how far it has come.' })
export class SetupStatus {
  @Field(() => Boolean, {
    description:
      'True on an install with no business details (no phone, mailbox or address: a demo install has them) until ' +
      'every step is done or skipped; then never again.',
  })
  needed!: boolean;

  @Field(() => [SetupStepState])
  steps!: SetupStepState[];
}

@InputType()
export class CompleteSetupStepInput {
  @Field(() => SetupStep)
  step!: SetupStep;

  @Field(() => String, {
    nullable: true,
    description:
      'ADDRESS only: the ZIP codes served, comma or space separated. The service area becomes exactly these (a ZIP ' +
      'kept keeps its place and trip charge); all are checked before any is saved. Blank leaves the area as it is.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(SERVICE_AREA_TEXT_MAX)
  serviceAreaZips?: string | null;
}

@ObjectType()
export class CompleteSetupStepPayload {
  @Field(() => SetupStatus)
  setupStatus!: SetupStatus;
}

const ALL_STEPS = Object.values(SetupStep);

const ZIP = /^\d{5}$/;

/** "34102, 34108 34110" → its distinct ZIP codes in order; BAD_USER_INPUT naming the first that is not one. */
export function zipsOf(raw: string): string[] {
  const zips = [...new Set(raw.split(/[\s,;]+/).filter(Boolean))];
  const bad = zips.find((zip) => !ZIP.test(zip));
  if (bad) throw badInput('serviceAreaZips', `${bad} is not a 5-digit ZIP code: separate ZIP codes with commas or spaces`);
  return zips;
}

/** The first run's progress lives on the settings row, so every app instance and every admin sees the same. */
export class SetupService {
  /** The booking service is made after this one (it needs more), hence a getter rather than the service itself. */
  constructor(
    private readonly settings: SettingsService,
    private readonly booking?: () => Pick<BookingService, 'saveZip' | 'deleteZip'>,
  ) {}

  async status(em: EntityManager, viewer: Viewer): Promise<SetupStatus> {
    const settings = await this.settings.readable(em, viewer);
    const done = new Set(settings.setupSteps);
    const remaining = ALL_STEPS.some((step) => !done.has(step));
    const noDetails = !settings.phone && !settings.email && !settings.address;
    return {
      // Once begun it runs to its end even though the first step fills in the details.
      needed: remaining && (done.size > 0 || noDetails),
      steps: ALL_STEPS.map((step) => ({ step, done: done.has(step) })),
    };
  }

  /**
   * Marks a step done or skipped: what the step sets is saved by the settings' own mutations, except the Address
   * step's ZIP codes, which become the service area here through the booking service's own rules, all or none with
   * the step.
   */
  async complete(em: EntityManager, viewer: Viewer, step: SetupStep, serviceAreaZips?: string | null): Promise<SetupStatus> {
    settingsPolicy.authorize(viewer, 'update', await this.settings.readable(em, viewer));
    const zips = serviceAreaZips?.trim() ? zipsOf(serviceAreaZips) : [];
    if (zips.length && step !== SetupStep.ADDRESS) {
      throw badInput('serviceAreaZips', 'ZIP codes served belong to the Address step');
    }
    await em.transactional(async (tx) => {
      const settings = await this.settings.readable(tx, viewer);
      if (zips.length) {
        // A fresh install starts with the demo's Naples area: a new owner elsewhere replaces it here.
        const area = await tx.find(ServiceAreaZip, {});
        const booking = this.booking?.();
        if (!booking) throw new Error('SetupService was made without the booking service');
        for (const row of area.filter((r) => !zips.includes(r.zip))) await booking.deleteZip(tx, viewer, row.id);
        const kept = new Set(area.map((row) => row.zip));
        for (const zip of zips.filter((z) => !kept.has(z))) await booking.saveZip(tx, viewer, { zip }, null);
      }
      if (!settings.setupSteps.includes(step)) settings.setupSteps = [...settings.setupSteps, step];
    });
    return this.status(em, viewer);
  }
}
