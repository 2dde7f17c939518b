import 'reflect-metadata';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { GraphQLEnumType, GraphQLSchema, lexicographicSortSchema, specifiedDirectives } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from '../auth/auth-checker.js';
import { accessDirectives } from '../auth/directives.js';
import { ClientResolver } from '../modules/client/client.resolver.js';
import { SetupResolver } from '../modules/settings/setup.resolver.js';
import { ClientImportResolver } from '../modules/client-import/client-import.resolver.js';
import { ApiTokenResolver } from '../modules/api-token/api-token.resolver.js';
import { AuditResolver } from '../modules/audit/audit.resolver.js';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver.js';
import { ReportResolver } from '../modules/report/report.resolver.js';
import { InvoiceResolver } from '../modules/invoice/invoice.resolver.js';
import { InvoiceRunResolver } from '../modules/invoice-run/invoice-run.resolver.js';
import { ClientLedgerResolver, InvoiceLedgerResolver, PaymentResolver } from '../modules/payment/payment.resolver.js';
import { PublicContentResolver } from '../modules/public-content/public-content.resolver.js';
import { RoleRequestResolver } from '../modules/role-request/role-request.resolver.js';
import { HelperResolver } from '../modules/helper/helper.resolver.js';
import { MessageResolver } from '../modules/message/message.resolver.js';
import { ServiceRequestResolver } from '../modules/service-request/service-request.resolver.js';
import { SettingsResolver } from '../modules/settings/settings.resolver.js';
import { PricingResolver } from '../modules/pricing/pricing.resolver.js';
import { UserResolver } from '../modules/user/user.resolver.js';
import { TimeEntryResolver } from '../modules/time-entry/time-entry.resolver.js';
import { TwoFactorResolver } from '../modules/two-factor/two-factor.resolver.js';
import { CalendarResolver } from '../modules/visit/calendar.resolver.js';
import { JobResolver } from '../modules/visit/job.resolver.js';
import { ClientJobPageResolver, JobPageResolver } from '../modules/visit/job-page.resolver.js';
import { VisitResolver } from '../modules/visit/visit.resolver.js';
import { ScheduleResolver } from '../modules/visit/schedule.resolver.js';
import { ClosureResolver } from '../modules/closure/closure.resolver.js';
import { VisitChangeResolver } from '../modules/visit-change/visit-change.resolver.js';
import { NodeResolver } from './relay/node.resolver.js';
import { VisitPhotoResolver, VisitPhotosFieldResolver } from '../modules/visit-photo/visit-photo.resolver.js';
import { AccountTokenResolver } from '../modules/account-token/account-token.resolver.js';
import { CalendarFeedResolver } from '../modules/calendar-feed/calendar-feed.resolver.js';
import { ConversationResolver } from '../modules/message/conversation.resolver.js';
import { NotificationResolver } from '../modules/notification/notification.resolver.js';
import { OutboxResolver } from '../modules/notification/outbox.resolver.js';
import { BookingResolver } from '../modules/booking/booking.resolver.js';
import { validateArgs } from './validate-args.js';
import { TimeOffResolver } from '../modules/time-off/time-off.resolver.js';
import { CardPaymentResolver, ClientCardFieldResolver } from '../modules/card-payment/card-payment.resolver.js';
import {
  ClientHoldFieldResolver,
  CollectionsResolver,
  InvoiceRemindersFieldResolver,
} from '../modules/collections/collections.resolver.js';
import { TextResolver } from '../modules/text/text.resolver.js';

export const resolvers = [
  NodeResolver,
  UserResolver,
  ServiceRequestResolver,
  VisitResolver,
  CalendarResolver,
  DashboardResolver,
  ReportResolver,
  InvoiceResolver,
  PaymentResolver,
  InvoiceRunResolver,
  InvoiceLedgerResolver,
  ClientLedgerResolver,
  SettingsResolver,
  PricingResolver,
  PublicContentResolver,
  RoleRequestResolver,
  JobResolver,
  JobPageResolver,
  ClientJobPageResolver,
  ApiTokenResolver,
  TimeEntryResolver,
  ClientResolver,
  ClientImportResolver,
  SetupResolver,
  HelperResolver,
  MessageResolver,
  AuditResolver,
  TwoFactorResolver,
  ConversationResolver,
  NotificationResolver,
  OutboxResolver,
  AccountTokenResolver,
  CalendarFeedResolver,
  ScheduleResolver,
  VisitPhotoResolver,
  VisitPhotosFieldResolver,
  ClosureResolver,
  CardPaymentResolver,
  TextResolver,
  ClientCardFieldResolver,
  CollectionsResolver,
  ClientHoldFieldResolver,
  InvoiceRemindersFieldResolver,
  VisitChangeResolver,
  TimeOffResolver,
  BookingResolver,
] as const;

let cached: Promise<GraphQLSchema> | undefined;

/** The whole schema, with the `@auth` and `@public` directive definitions added to it. */
export function buildAppSchema(): Promise<GraphQLSchema> {
  cached ??= (async () => {
    const built = await buildSchema({
      resolvers,
      authChecker,
      authMode: 'error',
      validateFn: validateArgs,
    });
    const roleEnum = built.getType('Role');
    if (!(roleEnum instanceof GraphQLEnumType)) throw new Error('Role enum missing from schema');
    const config = built.toConfig();
    return new GraphQLSchema({ ...config, directives: [...specifiedDirectives, ...accessDirectives(roleEnum)] });
  })();
  return cached;
}

/** The committed schema.graphql text: sorted, so diffs show real changes only. */
export async function printAppSchema(): Promise<string> {
  const schema = lexicographicSortSchema(await buildAppSchema());
  return `# Generated by \`npm run schema\` from the type-graphql resolvers. Do not edit.\n\n${printSchemaWithDirectives(schema)}\n`;
}
