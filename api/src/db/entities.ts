import { Client } from '../modules/client/client.entity.js';
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
import { BaseEntity } from '../shared/base.entity.js';

/** Every entity, listed explicitly: folder discovery breaks between tsx, vitest and the compiled build. */
export const entities = [BaseEntity, User, Client, Helper, ServiceRequest, Invoice, InvoiceItem, Message, RoleRequest, Visit, VisitAssignment, BusinessSettings];
