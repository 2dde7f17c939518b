import type { EntityManager } from '@mikro-orm/postgresql';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth, Public } from '../../auth/directives.js';
import { type PendingStep, pendingSignIn } from '../../auth/pending-sign-in.js';
import { Role } from '../../auth/role.enum.js';
import { keepSessionAfterPasswordChange, startSession } from '../../auth/session.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import { DomainError, forbidden } from '../../shared/errors.js';
import { bindAuditActor, requestOrigin, userActor } from '../audit/audit-actor.js';
import { User } from '../user/user.entity.js';
import { SignInStep } from './sign-in-step.js';
import {
  AdminTwoFactorRequirementPayload,
  ConfirmTwoFactorSetupPayload,
  PasswordConfirmationInput,
  RecoveryCodesPayload,
  ResetUserTwoFactorInput,
  SetAdminTwoFactorRequirementInput,
  TwoFactorCodeInput,
  TwoFactorSetup,
  TwoFactorSignInPayload,
  TwoFactorUserPayload,
} from './two-factor.types.js';

declare module 'express-session' {
  interface SessionData {
    /** The two-factor set-up this session began (TwoFactorSetup.setupId): only this session may confirm it. */
    twoFactorSetupId?: string;
  }
}

/** Starts a set-up that belongs to this session: its id stays in the session, never in the answer. */
async function beginSetupHere(context: AppContext, user: User) {
  const { setupId, ...setup } = await context.services.twoFactor.beginSetup(context.em, user);
  context.req.session.twoFactorSetupId = setupId;
  return setup;
}

/** The set-up id this session kept, or one no set-up has (so a session that began none is refused). */
const setupIdOfSession = ({ req }: AppContext) => req.session?.twoFactorSetupId ?? '';

/** Two-factor sign-in belongs to the person at the keyboard: an API token can neither set it up nor turn it off. */
function requireSession({ authVia }: AppContext) {
  if (authVia === 'token') throw forbidden('API tokens cannot change two-factor sign-in');
}

/**
 * The half-signed-in account of this session, when it owes `step`. The account must still be the one that gave its
 * password (a password change in between ends the attempt).
 */
async function pendingAccount(context: AppContext, step: PendingStep): Promise<User> {
  const pending = pendingSignIn(context.req, step);
  const user = pending && (await context.em.findOne(User, pending.userId));
  if (!pending || !user || user.sessionVersion !== pending.sessionVersion) {
    throw new DomainError('UNAUTHENTICATED', 'Your sign-in has expired. Enter your email and password again.');
  }
  // Changes made while half signed in (setting up two-factor) are the account's own, and recorded as such.
  bindAuditActor(context.em, userActor(user, requestOrigin(context.req)));
  return user;
}

const fresh = (em: EntityManager, user: User) => em.findOneOrFail(User, user.id, { refresh: true });

@Resolver(() => User)
export class TwoFactorResolver {
  @Public()
  @Query(() => SignInStep, {
    nullable: true,
    description:
      'The second step this half-signed-in session still owes (a code, or setting two-factor up because the owner ' +
      'now requires it); null for any other session. The web app shows that step wherever the person was.',
  })
  signInStepOwed(@Ctx() { req }: AppContext): SignInStep | null {
    if (pendingSignIn(req, 'setup')) return SignInStep.TWO_FACTOR_SETUP;
    if (pendingSignIn(req, 'code')) return SignInStep.TWO_FACTOR_CODE;
    return null;
  }

  @Public()
  @Mutation(() => TwoFactorSignInPayload, {
    description:
      'The second step of a sign-in (after signIn answered TWO_FACTOR_CODE): a code from the authenticator app or a ' +
      'recovery code. Wrong codes are limited per account.',
  })
  async verifyTwoFactorSignIn(@Arg('input', () => TwoFactorCodeInput) input: TwoFactorCodeInput, @Ctx() context: AppContext) {
    const user = await pendingAccount(context, 'code');
    const outcome = await context.services.twoFactor.verifySignIn(context.em, user, input.code);
    await startSession(context.req, user);
    // The rest of this request (the payload's fields) sees the person now signed in.
    context.viewer = user;
    return { user, ...outcome };
  }

  @Public()
  @Mutation(() => TwoFactorSetup, {
    description: 'At sign-in, when two-factor is required and not yet set up (signIn answered TWO_FACTOR_SETUP).',
  })
  async beginSignInTwoFactorSetup(@Ctx() context: AppContext) {
    const user = await pendingAccount(context, 'setup');
    return beginSetupHere(context, user);
  }

  @Public()
  @Mutation(() => ConfirmTwoFactorSetupPayload, {
    description: 'Completes the setup owed at sign-in with a first code, and signs in. Returns the recovery codes once.',
  })
  async confirmSignInTwoFactorSetup(
    @Arg('input', () => TwoFactorCodeInput) input: TwoFactorCodeInput,
    @Ctx() context: AppContext,
  ) {
    const user = await pendingAccount(context, 'setup');
    const recoveryCodes = await context.services.twoFactor.confirmSetup(context.em, user, input.code, setupIdOfSession(context));
    const signedIn = await fresh(context.em, user);
    await startSession(context.req, signedIn);
    context.viewer = signedIn;
    return { user: signedIn, recoveryCodes };
  }

  @Auth()
  @Mutation(() => TwoFactorSetup, {
    description:
      'Starts setting up two-factor sign-in (needs your password): scan the QR code, then confirm a code in this same session.',
  })
  async beginTwoFactorSetup(
    @Arg('input', () => PasswordConfirmationInput) input: PasswordConfirmationInput,
    @Ctx() context: AppContext,
  ) {
    requireSession(context);
    // A stolen session must not enrol the thief's authenticator: the password is asked first, as to turn it off.
    await context.services.users.confirmPassword(context.em, context.viewer!, input.password);
    return beginSetupHere(context, context.viewer!);
  }

  @Auth()
  @Mutation(() => ConfirmTwoFactorSetupPayload, {
    description: 'Turns two-factor sign-in on with a first code; signs out your other sessions. Returns the recovery codes once.',
  })
  async confirmTwoFactorSetup(@Arg('input', () => TwoFactorCodeInput) input: TwoFactorCodeInput, @Ctx() context: AppContext) {
    requireSession(context);
    const recoveryCodes = await context.services.twoFactor.confirmSetup(
      context.em,
      context.viewer!,
      input.code,
      setupIdOfSession(context),
    );
    const user = await fresh(context.em, context.viewer!);
    await keepSessionAfterPasswordChange(context.req, user);
    return { user, recoveryCodes };
  }

  @Auth()
  @Mutation(() => RecoveryCodesPayload, { description: 'Replaces your recovery codes with ten new ones (needs your password).' })
  async regenerateRecoveryCodes(
    @Arg('input', () => PasswordConfirmationInput) input: PasswordConfirmationInput,
    @Ctx() context: AppContext,
  ) {
    requireSession(context);
    const recoveryCodes = await context.services.twoFactor.regenerateRecoveryCodes(context.em, context.viewer!, input.password);
    return { user: context.viewer!, recoveryCodes };
  }

  @Auth()
  @Mutation(() => TwoFactorUserPayload, {
    description: 'Turns two-factor sign-in off (needs your password); signs out your other sessions.',
  })
  async disableTwoFactor(
    @Arg('input', () => PasswordConfirmationInput) input: PasswordConfirmationInput,
    @Ctx() context: AppContext,
  ) {
    requireSession(context);
    await context.services.twoFactor.disable(context.em, context.viewer!, input.password);
    const user = await fresh(context.em, context.viewer!);
    await keepSessionAfterPasswordChange(context.req, user);
    return { user };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => TwoFactorUserPayload, {
    description:
      "Turns off someone else's two-factor sign-in, when they lost their phone and recovery codes; ends their sessions.",
  })
  async resetUserTwoFactor(
    @Arg('input', () => ResetUserTwoFactorInput) input: ResetUserTwoFactorInput,
    @Ctx() context: AppContext,
  ) {
    requireSession(context);
    const userId = databaseIdOf(input.userId, 'User', 'User');
    return { user: await context.services.twoFactor.resetFor(context.em, context.viewer!, userId) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => AdminTwoFactorRequirementPayload, {
    description:
      'Requires two-factor sign-in for admin accounts (yours must have it on), or stops requiring it (needs your password).',
  })
  async setAdminTwoFactorRequirement(
    @Arg('input', () => SetAdminTwoFactorRequirementInput) input: SetAdminTwoFactorRequirementInput,
    @Ctx() context: AppContext,
  ) {
    requireSession(context);
    const settings = await context.services.twoFactor.setAdminRequirement(
      context.em,
      context.viewer!,
      input.required,
      input.password,
    );
    return { settings };
  }

  @FieldResolver(() => Boolean, {
    nullable: true,
    description: 'Whether two-factor sign-in is on; seen by the account itself and the admin (null for others).',
  })
  async twoFactorEnabled(@Root() user: User, @Ctx() { em, viewer, services }: AppContext): Promise<boolean | null> {
    if (!viewer || (viewer.id !== user.id && viewer.role !== Role.ADMIN)) return null;
    return (await services.twoFactor.status(em, user.id)).enabled;
  }

  @FieldResolver(() => Int, { nullable: true, description: 'Unused recovery codes; seen by the account itself only.' })
  async recoveryCodesLeft(@Root() user: User, @Ctx() { em, viewer, services }: AppContext): Promise<number | null> {
    if (!viewer || viewer.id !== user.id) return null;
    return (await services.twoFactor.status(em, user.id)).recoveryCodesLeft;
  }
}
