import { InvoiceReminder } from '../modules/collections/invoice-reminder.entity.js';
import { Client } from '../modules/client/client.entity.js';
import { ClientImport } from '../modules/client-import/client-import.entity.js';
import { Helper } from '../modules/helper/helper.entity.js';
import { InvoiceItem } from '../modules/invoice/invoice-item.entity.js';
import { Invoice } from '../modules/invoice/invoice.entity.js';
import { Message } from '../modules/message/message.entity.js';
import { RoleRequest } from '../modules/role-request/role-request.entity.js';
import { ServiceRequest } from '../modules/service-request/service-request.entity.js';
import { User } from '../modules/user/user.entity.js';
import { BusinessSettings } from '../modules/settings/settings.entity.js';
import { VisitAssignment } from '../modules/visit/visit-assignment.entity.js';
import { Visit } from '../modules/visit/visit.entity.js';
import { ChecklistTemplate } from '../modules/visit/checklist-template.entity.js';
import { ApiToken } from '../modules/api-token/api-token.entity.js';
import { InvoiceCounter } from '../modules/invoice/invoice-counter.entity.js';
import { GalleryPhoto, PublicService, Testimonial } from '../modules/public-content/public-content.entities.js';
import { PayPeriod } from '../modules/time-entry/pay-period.entity.js';
import { TimeEntry } from '../modules/time-entry/time-entry.entity.js';
import { BaseEntity } from '../shared/base.entity.js';
import { Closure } from '../modules/closure/closure.entity.js';
import { VisitChangeRequest } from '../modules/visit-change/visit-change-request.entity.js';
import { AuditEvent } from '../modules/audit/audit-event.entity.js';
import { RecoveryCode, TwoFactorCredential } from '../modules/two-factor/two-factor.entity.js';
import { AccountToken } from '../modules/account-token/account-token.entity.js';
import { CalendarFeed } from '../modules/calendar-feed/calendar-feed.entity.js';
import { Conversation } from '../modules/message/conversation.entity.js';
import { OutboxEmail } from '../modules/notification/notification-delivery.entity.js';
import { NotificationPreference } from '../modules/notification/notification-preference.entity.js';
import { Notification } from '../modules/notification/notification.entity.js';
import { InboundText, TextLead, TextOptOut, TextPreference, TextReply } from '../modules/text/text.entities.js';
import { TimeOffRequest } from '../modules/time-off/time-off-request.entity.js';
import { ClientHelperPreference } from '../modules/client/client-helper-preference.entity.js';
import { CardCharge, ClientCard, StripeEvent } from '../modules/card-payment/card-payment.entities.js';
import { Payment, PaymentAllocation, Refund, Tip, WriteOff } from '../modules/payment/payment.entities.js';
import { BookingLead, BookingSettings, Coupon, ServiceAreaZip } from '../modules/booking/booking.entities.js';
import { IdempotentMutation } from '../modules/idempotency/idempotent-mutation.entity.js';
import { VisitPhoto } from '../modules/visit-photo/visit-photo.entity.js';

/** Every entity, listed explicitly: folder discovery breaks between tsx, vitest and the compiled build. */
export const entities = [
  BaseEntity,
  User,
  Client,
  ClientImport,
  Helper,
  ServiceRequest,
  Visit,
  VisitAssignment,
  Invoice,
  InvoiceItem,
  InvoiceCounter,
  Message,
  RoleRequest,
  BusinessSettings,
  PublicService,
  Testimonial,
  GalleryPhoto,
  TimeEntry,
  PayPeriod,
  ApiToken,
  AuditEvent,
  TwoFactorCredential,
  RecoveryCode,
  Conversation,
  Notification,
  OutboxEmail,
  NotificationPreference,
  TextPreference,
  TextOptOut,
  InboundText,
  TextLead,
  TextReply,
  AccountToken,
  CalendarFeed,
  Closure,
  VisitChangeRequest,
  TimeOffRequest,
  ClientHelperPreference,
  ClientCard,
  CardCharge,
  StripeEvent,
  Payment,
  PaymentAllocation,
  Refund,
  WriteOff,
  Tip,
  ServiceAreaZip,
  Coupon,
  BookingSettings,
  BookingLead,
  IdempotentMutation,
  ChecklistTemplate,
  VisitPhoto,
  InvoiceReminder,
];
