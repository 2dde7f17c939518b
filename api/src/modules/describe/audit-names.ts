import type { EntityManager } from '@mikro-orm/postgresql';
import { Client } from '../client/client.entity.js';
import { Helper } from '../helper/helper.entity.js';
import { helperName } from '../helper/helper-name.js';
import { Invoice } from '../invoice/invoice.entity.js';
import { ServiceRequest } from '../service-request/service-request.entity.js';
import { SERVICE_NAMES } from '../service-request/service-names.js';
import { nameOf, User } from '../user/user.entity.js';
import { Visit } from '../visit/visit.entity.js';
import { dayWords } from './words.js';

/**
 * The names of the records audit entries point at (an account, a helper, a client, a visit, a request, an invoice),
 * by database id: one query per kind for a whole page of entries. Only the admin reads the trail, and the admin reads
 * all of these. A helper without an account is named as the spec names them ('Helper' and the id's first 8).
 */
export async function recordNames(em: EntityManager, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  if (ids.length === 0) return names;
  const $in = [...new Set(ids)];
  // A fork of its own: partly loaded records must not stand in for whole ones elsewhere in the request.
  const fork = em.fork();
  // One after another: a fork is one unit of work, not meant for queries running side by side.
  const users = await fork.find(User, { id: { $in } }, { fields: ['firstName', 'lastName', 'displayName'] });
  const helpers = await fork.find(Helper, { id: { $in } }, { populate: ['user'] });
  const clients = await fork.find(Client, { id: { $in } }, { fields: ['displayName'] });
  const visits = await fork.find(Visit, { id: { $in } }, { fields: ['date'] });
  const requests = await fork.find(ServiceRequest, { id: { $in } }, { fields: ['service', 'date'] });
  const invoices = await fork.find(Invoice, { id: { $in } }, { fields: ['invoiceNumber'] });
  for (const user of users) names.set(user.id, nameOf(user));
  for (const helper of helpers) names.set(helper.id, helperName(helper));
  for (const client of clients) names.set(client.id, client.displayName?.trim() || 'Unknown Client');
  for (const visit of visits) names.set(visit.id, `the visit on ${dayWords(visit.date)}`);
  for (const request of requests) names.set(request.id, `${SERVICE_NAMES[request.service]} on ${dayWords(request.date)}`);
  for (const invoice of invoices) names.set(invoice.id, `Invoice ${invoice.invoiceNumber}`);
  return names;
}
