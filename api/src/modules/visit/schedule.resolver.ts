import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AppContext } from '../../auth/context.js';
import { Auth } from '../../auth/directives.js';
import { Role } from '../../auth/role.enum.js';
import { databaseIdOf } from '../../graphql/relay/resolve-id.js';
import {
  CancelVisitInput,
  EndSeriesInput,
  PauseSeriesInput,
  RescheduleVisitInput,
  RescheduleVisitPayload,
  RestoreVisitInput,
  SeriesPayload,
  SkipVisitInput,
  UpdateSeriesInput,
  VisitChangePayload,
} from './schedule.inputs.js';

const visitId = (id: string) => databaseIdOf(id, 'Visit');
const requestId = (id: string) => databaseIdOf(id, 'ServiceRequest', 'Service request');

/** The owner's changes to the schedule after approval: one visit, or a series. */
@Resolver()
export class ScheduleResolver {
  @Auth(Role.ADMIN)
  @Mutation(() => VisitChangePayload, { description: 'Cancel visit: it stays on the calendar, struck through.' })
  async cancelVisit(@Arg('input', () => CancelVisitInput) input: CancelVisitInput, @Ctx() { em, services, viewer }: AppContext) {
    return { visit: await services.schedule.cancel(em, viewer!, visitId(input.id), input.reason) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => VisitChangePayload, { description: 'Skip: the client asked; never billed.' })
  async skipVisit(@Arg('input', () => SkipVisitInput) input: SkipVisitInput, @Ctx() { em, services, viewer }: AppContext) {
    return { visit: await services.schedule.skip(em, viewer!, visitId(input.id), input.reason) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => VisitChangePayload, { description: 'Puts a canceled or skipped visit back on the schedule.' })
  async restoreVisit(
    @Arg('input', () => RestoreVisitInput) input: RestoreVisitInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return { visit: await services.schedule.restore(em, viewer!, visitId(input.id)) };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => RescheduleVisitPayload, {
    description: 'Moves a visit; assigned helpers follow when free. Warnings hold it back unless forced.',
  })
  rescheduleVisit(
    @Arg('input', () => RescheduleVisitInput) input: RescheduleVisitInput,
    @Ctx() { em, services, viewer }: AppContext,
  ) {
    return services.schedule.reschedule(em, viewer!, visitId(input.id), input);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => RescheduleVisitPayload, { description: 'Changes "This visit" or "This and following" of a series.' })
  updateSeries(@Arg('input', () => UpdateSeriesInput) input: UpdateSeriesInput, @Ctx() { em, services, viewer }: AppContext) {
    const { visitId: id, ...changes } = input;
    return services.schedule.updateSeries(em, viewer!, visitId(id), changes);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SeriesPayload, { description: 'Pause series between two dates: no visits then.' })
  async pauseSeries(@Arg('input', () => PauseSeriesInput) input: PauseSeriesInput, @Ctx() { em, services, viewer }: AppContext) {
    return {
      serviceRequest: await services.schedule.pause(em, viewer!, requestId(input.requestId), input.from, input.until),
    };
  }

  @Auth(Role.ADMIN)
  @Mutation(() => SeriesPayload, { description: 'End series from a date (past visits stay).' })
  async endSeries(@Arg('input', () => EndSeriesInput) input: EndSeriesInput, @Ctx() { em, services, viewer }: AppContext) {
    return { serviceRequest: await services.schedule.end(em, viewer!, requestId(input.requestId), input.from) };
  }
}
