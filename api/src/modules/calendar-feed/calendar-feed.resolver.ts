import { Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';

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
  async myCalendarFeed(@Ctx() { em, services, viewer }: AppContext) {
    return this.link(await services.calendarFeeds.pathFor(em, viewer!), services.publicUrl);
  }

  @Auth()
  @Mutation(() => CalendarFeedLink, { description: 'A new URL for your calendar feed; the old one stops working.' })
  async resetCalendarFeed(@Ctx() { em, services, viewer }: AppContext) {
    return this.link(await services.calendarFeeds.reset(em, viewer!), services.publicUrl);
  }

  private link(path: string, base: string): CalendarFeedLink {
    const url = `${base}${path}`;
    return { url, webcalUrl: url.replace(/^https?:/, 'webcal:') };
  }
}
