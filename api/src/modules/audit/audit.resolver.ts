import { Args, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { ConnectionArgs, toConnection } from '../../graphql/relay/connection.js';
import { fromGlobalId, toGlobalId } from '../../graphql/relay/global-id.js';
import type { Loaders } from '../../graphql/loaders.js';
import { badInput } from '../../shared/errors.js';
import { fieldWords, idsIn, labelWords, type NameBook, summaryWords, valueWords } from '../describe/audit-words.js';
import { AuditEvent } from './audit-event.entity.js';
import type { AuditFilter } from './audit.service.js';
import { auditRuleNamed } from './audited-entities.js';
import {
  AuditActor,
  type AuditActorKind,
  AuditChange,
  AuditEventConnection,
  AuditEventFilterArgs,
  AuditObject,
  AuditObjectType,
} from './audit.types.js';

/** Decodes the filter's global ids into the database ids the service takes. */
function toFilter(args: AuditEventFilterArgs): AuditFilter {
  const filter: AuditFilter = {};
  if (args.actor) {
    const actor = fromGlobalId(args.actor);
    if (actor?.typeName === 'User') filter.actor = { userId: actor.databaseId };
    else if (actor?.typeName === 'ApiToken') filter.actor = { tokenId: actor.databaseId };
    else throw badInput('actor', 'actor is not the id of a person or an API token');
  }
  if (args.object) {
    const object = fromGlobalId(args.object);
    if (!object) throw badInput('object', 'object is not an id');
    filter.subjectId = object.databaseId;
  }
  if (args.objectType) filter.subjectType = args.objectType;
  if (args.from) filter.from = args.from;
  if (args.to) filter.to = args.to;
  return filter;
}

const ID_LABEL = /^Helper [0-9a-f]{8}$/;

const titleOf = (event: AuditEvent) => auditRuleNamed(event.subjectType)?.title ?? event.subjectType;

/** The names of the records an event's changes point at. */
async function namesFor(event: AuditEvent, loaders: Loaders): Promise<NameBook> {
  const ids = idsIn(event.changes);
  const found = await loaders.auditNames.loadMany(ids);
  return new Map(ids.flatMap((id, index) => (typeof found[index] === 'string' ? [[id, found[index]]] : [])));
}

/** The object's name in words; a helper once labelled by its id ('Helper 2053f752') by its name now. */
async function labelOf(event: AuditEvent, loaders: Loaders): Promise<string | null> {
  const byId = event.subjectType === 'Helper' && (!event.subjectLabel || ID_LABEL.test(event.subjectLabel));
  const name = byId ? await loaders.auditNames.load(event.subjectId) : null;
  return name ?? labelWords(event.subjectType, event.subjectLabel);
}

/** Values are shown as text: strings as they are, everything else as JSON. */
const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

@Resolver(() => AuditEvent)
export class AuditResolver {
  @Auth(Role.ADMIN)
  @Query(() => AuditEventConnection, {
    description:
      'The audit trail, newest first: every change by the admin, an API token or a user to something not only ' +
      'theirs, filtered by who, which object (or kind of object) and which days.',
  })
  async auditEvents(
    @Args(() => ConnectionArgs) args: ConnectionArgs,
    @Args(() => AuditEventFilterArgs) filter: AuditEventFilterArgs,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return toConnection(await services.audit.list(em, viewer!, toFilter(filter), args));
  }

  @Auth(Role.ADMIN)
  @Query(() => [AuditActor], { description: 'Everyone who has changed something (people and API tokens), by name.' })
  async auditActors(@Ctx() { em, services, viewer }: AppContext): Promise<AuditActor[]> {
    const actors = await services.audit.actors(em, viewer!);
    return actors.map((actor) => ({
      kind: actor.kind as AuditActorKind,
      id: actor.userId ? toGlobalId('User', actor.userId) : actor.tokenId ? toGlobalId('ApiToken', actor.tokenId) : null,
      name: actor.name,
    }));
  }

  @Auth(Role.ADMIN)
  @Query(() => [AuditObjectType], { description: 'The kinds of object the audit trail records.' })
  auditObjectTypes(@Ctx() { services }: AppContext): AuditObjectType[] {
    return services.audit.subjectTypes();
  }

  @FieldResolver(() => ID)
  id(@Root() event: AuditEvent): string {
    return toGlobalId('AuditEvent', event.id);
  }

  @FieldResolver(() => AuditActor)
  actor(@Root() event: AuditEvent): AuditActor {
    const id = event.actorUserId
      ? toGlobalId('User', event.actorUserId)
      : event.actorTokenId
        ? toGlobalId('ApiToken', event.actorTokenId)
        : null;
    return { kind: event.actorKind as AuditActorKind, id, name: event.actorName };
  }

  @FieldResolver(() => AuditObject)
  async object(@Root() event: AuditEvent, @Ctx() { loaders }: AppContext): Promise<AuditObject> {
    return {
      type: event.subjectType,
      title: titleOf(event),
      id: toGlobalId(event.subjectType, event.subjectId),
      label: await labelOf(event, loaders),
    };
  }

  @FieldResolver(() => String, {
    description:
      "What was done, in the owner's words, to follow who did it: 'assigned Carlos Rivera to the visit on Wed, Dec 9', " +
      "'completed the visit on Wed, Dec 9', 'changed service request “Move-In Cleaning on Wed, Dec 9”'.",
  })
  async summary(@Root() event: AuditEvent, @Ctx() { loaders }: AppContext): Promise<string> {
    const [names, label] = await Promise.all([namesFor(event, loaders), labelOf(event, loaders)]);
    return summaryWords(
      { subjectType: event.subjectType, title: titleOf(event), action: event.action, label, changes: event.changes },
      names,
    );
  }

  @FieldResolver(() => [AuditChange])
  async changes(@Root() event: AuditEvent, @Ctx() { loaders }: AppContext): Promise<AuditChange[]> {
    const names = await namesFor(event, loaders);
    return event.changes.map((change) => ({
      field: change.field,
      from: change.redacted ? null : asText(change.from),
      to: change.redacted ? null : asText(change.to),
      redacted: change.redacted === true,
      label: fieldWords(change.field),
      fromText: change.redacted ? null : valueWords(change.field, change.from, names),
      toText: change.redacted ? null : valueWords(change.field, change.to, names),
    }));
  }
}
