import { Arg, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth, Public } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { User } from '../user/user.entity.js';
import {
  RequestPasswordResetInput,
  RequestPasswordResetPayload,
  RESET_REQUESTED_MESSAGE,
  ResendVerificationEmailPayload,
  ResetPasswordInput,
  ResetPasswordPayload,
  VerifyEmailInput,
  VerifyEmailPayload,
} from './account-token.types.js';

/** "Forgot password?", the reset link, and email verification. */
@Resolver(() => User)
export class AccountTokenResolver {
  @Public()
  @Mutation(() => RequestPasswordResetPayload, { description: 'Emails a single-use reset link valid for 1 hour.' })
  async requestPasswordReset(
    @Arg('input', () => RequestPasswordResetInput) input: RequestPasswordResetInput,
    @Ctx() { em, services, ip }: AppContext,
  ) {
    await services.accountTokens.requestPasswordReset(em, input.email, ip);
    return { message: RESET_REQUESTED_MESSAGE };
  }

  @Public()
  @Mutation(() => ResetPasswordPayload, { description: 'Sets a new password from a reset link; every session ends.' })
  async resetPassword(@Arg('input', () => ResetPasswordInput) input: ResetPasswordInput, @Ctx() { em, services }: AppContext) {
    await services.accountTokens.resetPassword(em, input.token, input.newPassword);
    return { reset: true };
  }

  @Public()
  @Mutation(() => VerifyEmailPayload, { description: 'Confirms an email address from the emailed link (signed in or not).' })
  async verifyEmail(@Arg('input', () => VerifyEmailInput) input: VerifyEmailInput, @Ctx() { em, services, viewer }: AppContext) {
    const user = await services.accountTokens.verifyEmail(em, input.token);
    if (viewer && viewer.id === user.id) viewer.emailVerifiedAt = user.emailVerifiedAt;
    return { verified: true, viewer: viewer && viewer.id === user.id ? viewer : null };
  }

  @Auth()
  @Mutation(() => ResendVerificationEmailPayload, { description: 'Sends a new verification link to your address.' })
  async resendVerificationEmail(@Ctx() { em, services, viewer }: AppContext) {
    await services.accountTokens.resendVerification(em, viewer!);
    return { sent: true };
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'Why mail to this address last failed for good (refused or bounced); seen by the owner and the person.',
  })
  emailProblem(@Root() user: User, @Ctx() { viewer }: AppContext): string | null {
    if (!viewer || (viewer.role !== Role.ADMIN && viewer.id !== user.id)) return null;
    return user.emailProblem;
  }
}
