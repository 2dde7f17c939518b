import type { Policy } from '../shared/policy.js';
import { apiTokenPolicy } from './api-token/api-token.policy.js';
import { clientPolicy } from './client/client.policy.js';
import { closurePolicy } from './closure/closure.policy.js';
import { helperPolicy } from './helper/helper.policy.js';
import { invoiceItemPolicy, invoicePolicy } from './invoice/invoice.policy.js';
import { conversationPolicy, messagePolicy } from './message/message.policy.js';
import { notificationPolicy, outboxEmailPolicy } from './notification/notification.policy.js';
import { galleryPhotoPolicy, publicServicePolicy, testimonialPolicy } from './public-content/public-content.policy.js';
import { roleRequestPolicy } from './role-request/role-request.policy.js';
import { serviceRequestPolicy } from './service-request/service-request.policy.js';
import { settingsPolicy } from './settings/settings.policy.js';
import { payPeriodPolicy, timeEntryPolicy } from './time-entry/time-entry.policy.js';
import { userPolicy } from './user/user.policy.js';
import { visitPolicy } from './visit/visit.policy.js';
import { visitChangePolicy } from './visit-change/visit-change.policy.js';
import { visitPhotoPolicy } from './visit-photo/visit-photo.policy.js';

/**
 * The policy of every type `node(id:)` can fetch, by GraphQL type name. A type missing here cannot be fetched by id,
 * and the authorization matrix test fails for a Node type without an entry.
 */
export const policiesByType: Readonly<Record<string, Policy<object>>> = {
  ApiToken: apiTokenPolicy,
  BusinessSettings: settingsPolicy,
  Client: clientPolicy,
  Conversation: conversationPolicy,
  Closure: closurePolicy,
  GalleryPhoto: galleryPhotoPolicy,
  Helper: helperPolicy,
  Invoice: invoicePolicy,
  InvoiceItem: invoiceItemPolicy,
  Message: messagePolicy,
  Notification: notificationPolicy,
  OutboxEmail: outboxEmailPolicy,
  PayPeriod: payPeriodPolicy,
  PublicService: publicServicePolicy,
  RoleRequest: roleRequestPolicy,
  ServiceRequest: serviceRequestPolicy,
  Testimonial: testimonialPolicy,
  TimeEntry: timeEntryPolicy,
  User: userPolicy,
  Visit: visitPolicy,
  VisitChangeRequest: visitChangePolicy,
  VisitPhoto: visitPhotoPolicy,
};
