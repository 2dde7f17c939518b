import { Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { forbidden } from '../../shared/errors.js';

/** The feed's URL is a credential of its own (the visits and their addresses): a person's, never an integration's. */
function requireSession({ authVia }: AppContext) {
  if (authVia === 'token') throw forbidden('API tokens cannot read or reset calendar feeds');
}

@ObjectType({ description: 'A private calendar subscription URL (iCalendar) for Google, Apple or Outlook calendars.' })
export class CalendarFeedLink {
  @Field(() => String, { description: 'The full URL to subscribe to; anyone who has it sees the calendar.' })
  url!: string;

  @Field(() => String, { description: 'The same as a webcal:// link, which calendar apps open directly.' })
  webcalUrl!: string;
}

/** Each person's calendar feed: helpers and clients their visits, the owner the whole schedule. */
@Resolver()
export class CalendarFeedResolver {
  @Auth()
  @Query(() => CalendarFeedLink, { description: 'Your private calendar subscription URL.' })
  async myCalendarFeed(@Ctx() context: AppContext) {
    requireSession(context);
    const { em, services, viewer } = context;
    return this.link(await services.calendarFeeds.pathFor(em, viewer!), services.publicUrl);
  }

  @Auth()
  @Mutation(() => CalendarFeedLink, { description: 'A new URL for your calendar feed; the old one stops working.' })
  async resetCalendarFeed(@Ctx() context: AppContext) {
    requireSession(context);
    const { em, services, viewer } = context;
    return this.link(await services.calendarFeeds.reset(em, viewer!), services.publicUrl);
  }

  private link(path: string, base: string): CalendarFeedLink {
    const url = `${base}${path}`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
  }
}
