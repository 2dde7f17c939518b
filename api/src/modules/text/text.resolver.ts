import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import {
  KeepTextNumberAsLeadInput,
  KeepTextNumberAsLeadPayload,
  ReplyToTextNumberInput,
  ReplyToTextNumberPayload,
  TextLeadView,
  TextThread,
  LinkTextNumberInput,
  LinkTextNumberPayload,
  UnknownTextNumber,
  TextMessagingStatus,
  TextPreferences,
  UpdateClientTextPreferencesInput,
  UpdateMyTextPreferencesInput,
  UpdateTextPreferencesPayload,
} from './text.types.js';

/** Text messages: whether they are on, and each person's choices and consent; thin over TextService. */
@Resolver()
export class TextResolver {
  @Auth(Role.ADMIN)
  @Query(() => TextMessagingStatus, { description: 'Whether text messages are on (Twilio keys set), and if not, why.' })
  textMessaging(@Ctx() { services }: AppContext): TextMessagingStatus {
    return services.texts.status();
  }

  @Auth()
  @Query(() => TextPreferences, { description: 'Which notifications come to you by text, and your consent.' })
  myTextPreferences(@Ctx() { em, services, viewer }: AppContext) {
    return services.texts.myPreferences(em, viewer!);
  }

  @Auth()
  @Mutation(() => UpdateTextPreferencesPayload, { description: 'Choose which notifications come to you by text.' })
  async updateMyTextPreferences(
    @Arg('input', () => UpdateMyTextPreferencesInput) input: UpdateMyTextPreferencesInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { textPreferences: await services.texts.updateMyPreferences(em, viewer!, input) };
  }

  @Auth(Role.ADMIN)
  @Query(() => TextPreferences, { description: "A client's texting choices and consent (the owner's view)." })
  clientTextPreferences(@Arg('clientId', () => ID) clientId: string, @Ctx() { em, services, viewer }: AppContext) {
    return services.texts.clientPreferences(em, viewer!, databaseIdOf(clientId, 'Client'));
  }

  @Auth(Role.ADMIN)
  @Mutation(() => UpdateTextPreferencesPayload, {
    description: "The owner records a client's texting choice and how the client consented.",
  })
  async updateClientTextPreferences(
    @Arg('input', () => UpdateClientTextPreferencesInput) input: UpdateClientTextPreferencesInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    const { clientId, ...change } = input;
    return {
      textPreferences: await services.texts.updateClientPreferences(em, viewer!, databaseIdOf(clientId, 'Client'), change),
    };
  }

  @Auth(Role.ADMIN)
  @Query(() => [UnknownTextNumber], { description: 'Numbers not on any client or helper that texted, newest first.' })
  unknownTextNumbers(@Ctx() { em, services }: AppContext) {
    return services.texts.unknownNumbers(em);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => LinkTextNumberPayload, {
    description: 'Links a number that texted to a client: the number goes on the record, its texts into their conversation.',
  })
  linkTextNumberToClient(
    @Arg('input', () => LinkTextNumberInput) input: LinkTextNumberInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.texts.linkNumber(em, viewer!, input.phone, databaseIdOf(input.clientId, 'Client'));
  }

  @Auth(Role.ADMIN)
  @Query(() => TextThread, { description: 'Every text from and to a number on no record, oldest first.' })
  textThread(@Arg('phone', () => String) phone: string, @Ctx() { em, services }: AppContext) {
    return services.texts.thread(em, phone);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => ReplyToTextNumberPayload, {
    description: 'The owner answers a number on no record by text (through the outbox: quiet hours, the daily cap, STOP).',
  })
  async replyToTextNumber(
    @Arg('input', () => ReplyToTextNumberInput) input: ReplyToTextNumberInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { entry: await services.texts.replyToNumber(em, viewer!, input.phone, input.body) };
  }

  @Auth(Role.ADMIN)
  @Query(() => [TextLeadView], { description: 'Numbers that texted, kept as leads and not yet linked to a client.' })
  textLeads(@Ctx() { em, services }: AppContext) {
    return services.texts.leads(em);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => KeepTextNumberAsLeadPayload, {
    description: 'Keeps a number on no record as a lead (it leaves the unknown numbers); keeping it again changes nothing.',
  })
  async keepTextNumberAsLead(
    @Arg('input', () => KeepTextNumberAsLeadInput) input: KeepTextNumberAsLeadInput,
    @Ctx() { em, services }: AppContext,
  ) {
    return { lead: await services.texts.keepAsLead(em, input.phone, input) };
  }
}
