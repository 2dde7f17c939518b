import { REST_COMPONENTS } from './answers/index.js';
import { componentSchemas, type JsonSchema } from './json-schema.js';
import { accountRoutes } from './routes/account.js';
import { clientRoutes } from './routes/clients.js';
import { helperRoutes } from './routes/helpers.js';
import { invoiceRoutes } from './routes/invoices.js';
import { messageRoutes } from './routes/messages.js';
import { roleRequestRoutes } from './routes/role-requests.js';
import { serviceRequestRoutes } from './routes/service-requests.js';
import { quoteRoutes } from './routes/quotes.js';
import type { RestRoute } from './shim.js';

/** The documented /api contract (spec §7), one file of rows per resource under routes/. */
export const restRoutes: readonly RestRoute[] = [
  ...accountRoutes,
  ...serviceRequestRoutes,
  ...invoiceRoutes,
  ...clientRoutes,
  ...helperRoutes,
  ...messageRoutes,
  ...roleRequestRoutes,
  ...quoteRoutes,
];

/** The named answers the rows' `$ref`s point to, served as the document's `components.schemas`. */
export const restSchemas: Readonly<Record<string, JsonSchema>> = componentSchemas(REST_COMPONENTS);
