import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, InputType, ObjectType, registerEnumType } from 'type-graphql';
import type { Viewer } from '../../shared/policy.js';
import type { SettingsService } from './settings.service.js';
import { settingsPolicy } from './settings.policy.js';

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
}

@ObjectType()
export class CompleteSetupStepPayload {
  @Field(() => SetupStatus)
  setupStatus!: SetupStatus;
}

const ALL_STEPS = Object.values(SetupStep);

/** The first run's progress lives on the settings row, so every app instance and every admin sees the same. */
export class SetupService {
  constructor(private readonly settings: SettingsService) {}

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

  /** Marks a step done or skipped: what the step sets is saved by the settings' own mutations. */
  async complete(em: EntityManager, viewer: Viewer, step: SetupStep): Promise<SetupStatus> {
    const settings = settingsPolicy.authorize(viewer, 'update', await this.settings.readable(em, viewer));
    if (!settings.setupSteps.includes(step)) settings.setupSteps = [...settings.setupSteps, step];
    await em.flush();
    return this.status(em, viewer);
  }
}
