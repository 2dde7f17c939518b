import { Arg, Args, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth, Public } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { deviceIdOf, newDeviceId, rememberDevice } from '../../auth/device.js';
import { beginPendingSignIn } from '../../auth/pending-sign-in.js';
import { endSession, keepSessionAfterPasswordChange, startSession } from '../../auth/session.js';
import { ConnectionArgs, toConnection } from '../../graphql/relay/connection.js';
import { Client } from '../client/client.entity.js';
import { clientPolicy } from '../client/client.policy.js';
import { SignInStep } from '../two-factor/sign-in-step.js';
import { isEmailVerified, nameOf, User } from './user.entity.js';
import type { AccountRow } from './account-row.js';
import {
  ChangePasswordInput,
  ChangePasswordPayload,
  CompleteProfileInput,
  CompleteProfilePayload,
  MarkPortalSeenPayload,
  SignInInput,
  SignInPayload,
  SIGN_UP_MESSAGE,
  SignOutPayload,
  SignUpInput,
  SignUpPayload,
  UpdateMyProfileInput,
  UpdateMyProfilePayload,
} from './user.inputs.js';
import { UserConnection } from './user.types.js';

@Resolver(() => User)
export class UserResolver {
  // Resolvers rather than the entity's getters: type-graphql would build a User to call a getter on a plain row
  // (an account read with a list's rows, modules/user/account-row.ts), once per field and row.
  @FieldResolver(() => Boolean, { description: 'True once the email address was confirmed through the emailed link.' })
  emailVerified(@Root() user: User | AccountRow): boolean {
    return isEmailVerified(user);
  }

  @FieldResolver(() => String, { description: 'First and last name, or the display name when set.' })
  name(@Root() user: User | AccountRow): string {
    return nameOf(user);
  }

  @Public()
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null when signed out.' })
  viewer(@Ctx() { viewer }: AppContext): User | null {
    return viewer;
  }

  @Auth(Role.ADMIN)
  @Query(() => UserConnection, { description: 'Every account, newest first.' })
  users(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Arg('role', () => Role, { nullable: true }) role: Role | undefined,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.users.list(em, viewer!, args, role).then(toConnection);
  }

  @Public()
  @Mutation(() => SignUpPayload, {
    description:
      'Creates a client account and emails a link to confirm the address; sign in afterwards. An address that already ' +
      'has an account gets the same answer, and its owner an email instead, so the answer tells nothing of who has one.',
  })
  async signUp(@Arg('input', () => SignUpInput) input: SignUpInput, @Ctx() { em, services, ip }: AppContext) {
    await services.auth.signUp(em, input, ip, {
      onCreated: (tx, created) => services.accountTokens.sendVerification(tx, created),
      onTaken: (tx, owner) => services.accountTokens.tellOfSignUpAttempt(tx, owner),
    });
    return { message: SIGN_UP_MESSAGE };
  }

  @Public()
  @Mutation(() => SignInPayload)
  async signIn(@Arg('input', () => SignInInput) input: SignInInput, @Ctx() { em, services, req, res, ip }: AppContext) {
    const deviceId = deviceIdOf(req) ?? newDeviceId();
    const user = await services.auth.signIn(em, input, { ip, deviceId });
    // The right password was given from this browser: the sign-in throttle knows it from now on (auth/device.ts).
    rememberDevice(req, res, deviceId);
    const nextStep = await services.twoFactor.signInStep(em, user);
    if (nextStep !== SignInStep.SIGNED_IN) {
      // Half signed in: the session knows who gave the right password, and grants nothing until the second step.
      await beginPendingSignIn(req, user, nextStep === SignInStep.TWO_FACTOR_CODE ? 'code' : 'setup');
      return { user: null, nextStep };
    }
    await startSession(req, user);
    return { user, nextStep };
  }

  @Public()
  @Mutation(() => SignOutPayload)
  async signOut(@Ctx() { req }: AppContext) {
    await endSession(req);
    return { signedOut: true };
  }

  @Auth(Role.CLIENT, Role.HELPER)
  @Mutation(() => CompleteProfilePayload, { description: "Completes a client's or helper's profile." })
  async completeProfile(
    @Arg('input', () => CompleteProfileInput) input: CompleteProfileInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { user: await services.users.completeProfile(em, viewer!, input) };
  }

  @FieldResolver(() => Client, {
    nullable: true,
    description: "A client's own customer record (address and phone prefill their requests); seen by them and the admin.",
  })
  async client(@Root() user: User, @Ctx() { loaders }: AppContext): Promise<Client | null> {
    const [client] = await loaders.readChildren(clientPolicy, 'user', user.id, { id: 'asc' });
    return client ?? null;
  }

  @Auth()
  @Mutation(() => UpdateMyProfilePayload, { description: 'Edits your own name, display name and phone.' })
  async updateMyProfile(
    @Arg('input', () => UpdateMyProfileInput) input: UpdateMyProfileInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { user: await services.users.updateProfile(em, viewer!, input) };
  }

  @Auth(Role.CLIENT)
  @Mutation(() => MarkPortalSeenPayload, {
    description: 'Notes that the client has opened the portal (the first time only): later visits say "Welcome back".',
  })
  async markPortalSeen(@Ctx() { em, services, viewer }: AppContext) {
    return { user: await services.users.markPortalSeen(em, viewer!) };
  }

  @Auth()
  @Mutation(() => ChangePasswordPayload, { description: 'Changes your password and signs out your other sessions.' })
  async changePassword(
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
    @Ctx() { em, services, viewer, req }: AppContext,
  ) {
    const user = await services.users.changePassword(em, viewer!, input);
    await keepSessionAfterPasswordChange(req, user);
    return { changed: true };
  }
}
