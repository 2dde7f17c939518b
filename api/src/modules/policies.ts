// Registers every object policy; imported once by the schema so `can()` knows them all.
import './client/client.policy.js';
import './helper/helper.policy.js';
import './invoice/invoice.policy.js';
import './message/message.policy.js';
import './role-request/role-request.policy.js';
import './service-request/service-request.policy.js';
import './user/user.policy.js';
import './time-entry/time-entry.policy.js';
import './visit/visit.policy.js';
