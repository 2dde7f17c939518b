import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type net from 'node:net';
import Stripe from 'stripe';

/**
 * Our own stand-in for the few Stripe endpoints the app calls (customers, checkout sessions in payment and setup
 * mode, setup intents, payment methods, payment intents, refunds), so no test reaches the internet. The app's SDK is
 * pointed at it through STRIPE_API_BASE. Its checkout page (`/pay/<session>`) is what a browser test opens: paying
 * there sends the signed webhook to the app, as Stripe does, then redirects to the session's success URL.
 *
 * Test cards, chosen on the checkout page or by `complete(session, card)`: 'visa' pays, 'declined' declines every
 * charge, 'authentication' needs the cardholder for every off-session charge.
 */
export type FakeCard = 'visa' | 'declined' | 'authentication';

const CARD_DETAILS: Record<FakeCard, { brand: string; last4: string }> = {
  visa: { brand: 'visa', last4: '4242' },
  declined: { brand: 'visa', last4: '0002' },
  authentication: { brand: 'visa', last4: '3155' },
};

type Obj = Record<string, unknown> & { id: string };

export interface FakeStripe {
  /** STRIPE_API_BASE for the app. */
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where events are delivered (the app's /api/webhooks/stripe); set once the app's address is known. */
  webhookUrl: string | null;
  sessions: Map<string, Obj>;
  paymentIntents: Map<string, Obj>;
  refunds: Map<string, Obj>;
  customers: Map<string, Obj>;
  paymentMethods: Map<string, Obj>;
  setupIntents: Map<string, Obj>;
  /** Payment intents that took money or tried to (a replayed idempotency key adds none). */
  chargeAttempts: number;
  /** Every event sent, in order, with the app's answer. */
  delivered: { event: Obj; status: number }[];
  /** Finishes a checkout as the customer would on the page; sends the webhook(s) and returns the session. */
  complete(sessionId: string, card?: FakeCard): Promise<Obj>;
  /** Signs and sends an event (a replay: pass the same event again). */
  send(event: Obj, options?: { signature?: string }): Promise<number>;
  /** An event of `type` about `object`, as Stripe builds it. */
  event(type: string, object: Record<string, unknown>): Obj;
  close(): Promise<void>;
}

/** Stripe's form encoding (`a[b][0]=c`) into nested objects; lists stay objects keyed by index. */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return root;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('hex')}`;

function stripeError(status: number, error: Record<string, unknown>) {
  return { status, body: { error } };
}

export async function startFakeStripe(options: { webhookUrl?: string } = {}): Promise<FakeStripe> {
  const signer = new Stripe('sk_test_fake_signer');
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const server = http.createServer();
  const fake: FakeStripe = {
    url: '',
    secretKey: 'sk_test_fake_0123456789',
    publishableKey: 'pk_test_fake_0123456789',
    webhookSecret: `whsec_${randomBytes(16).toString('hex')}`,
    webhookUrl: options.webhookUrl ?? null,
    sessions: new Map(),
    paymentIntents: new Map(),
    refunds: new Map(),
    customers: new Map(),
    paymentMethods: new Map(),
    setupIntents: new Map(),
    chargeAttempts: 0,
    delivered: [],
    complete: (sessionId, card = 'visa') => complete(sessionId, card),
    event(type, object) {
      return {
        id: newId('evt'),
        object: 'event',
        type,
        api_version: '2026-09-30.endive',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      };
    },
    async send(event, sendOptions = {}) {
      if (!fake.webhookUrl) throw new Error('fake Stripe: no webhookUrl to deliver to');
      const payload = JSON.stringify(event);
      const signature =
        sendOptions.signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: fake.webhookSecret });
      const response = await fetch(fake.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      fake.delivered.push({ event, status: response.status });
      return response.status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function newPaymentMethod(card: FakeCard, customer: string | null): Obj {
    const method: Obj = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      customer,
      card: { ...CARD_DETAILS[card], exp_month: 12, exp_year: 2030 },
      metadata: { fakeCard: card },
    };
    fake.paymentMethods.set(method.id, method);
    return method;
  }

  /** A succeeded payment intent with its charge, as a finished checkout or an accepted charge leaves it. */
  function succeededIntent(fields: Record<string, unknown>): Obj {
    const intent: Obj = {
      id: newId('pi'),
      object: 'payment_intent',
      status: 'succeeded',
      currency: 'usd',
      amount_received: fields.amount,
      ...fields,
    };
    intent.latest_charge = newId('ch');
    fake.paymentIntents.set(intent.id, intent);
    return intent;
  }

  async function complete(sessionId: string, card: FakeCard): Promise<Obj> {
    const session = fake.sessions.get(sessionId);
    if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
    if (session.status !== 'open') return session;
    const method = newPaymentMethod(card, (session.customer as string | null) ?? null);
    if (session.mode === 'setup') {
      const setupIntent: Obj = {
        id: newId('seti'),
        object: 'setup_intent',
        status: 'succeeded',
        customer: session.customer,
        payment_method: method.id,
        usage: 'off_session',
        metadata: session.setup_intent_metadata ?? {},
      };
      fake.setupIntents.set(setupIntent.id, setupIntent);
      Object.assign(session, { status: 'complete', setup_intent: setupIntent.id });
      await fake.send(fake.event('checkout.session.completed', session));
      await fake.send(fake.event('setup_intent.succeeded', setupIntent));
      return session;
    }
    if (card === 'declined') throw new Error('fake Stripe: a checkout with the declining card stays open');
    fake.chargeAttempts++;
    const intent = succeededIntent({
      amount: session.amount_total,
      customer: session.customer,
      payment_method: method.id,
      metadata: session.payment_intent_metadata ?? {},
    });
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id });
    await fake.send(fake.event('checkout.session.completed', session));
    return session;
  }

  function createSession(params: Record<string, unknown>): Obj {
    const lineItems = (params.line_items ?? {}) as Record<string, { quantity?: string; price_data?: Record<string, unknown> }>;
    const amount = Object.values(lineItems).reduce(
      (sum, item) => sum + Number(item.price_data?.unit_amount ?? 0) * Number(item.quantity ?? 1),
      0,
    );
    const id = newId('cs');
    const session: Obj = {
      id,
      object: 'checkout.session',
      mode: params.mode,
      status: 'open',
      payment_status: params.mode === 'setup' ? 'no_payment_required' : 'unpaid',
      amount_total: params.mode === 'setup' ? null : amount,
      currency: ((params.line_items as Record<string, { price_data?: { currency?: string } }>)?.[0]?.price_data?.currency ??
        params.currency ??
        'usd') as string,
      customer: params.customer ?? null,
      customer_email: params.customer_email ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      payment_intent_metadata: (params.payment_intent_data as { metadata?: unknown } | undefined)?.metadata ?? {},
      setup_intent_metadata: (params.setup_intent_data as { metadata?: unknown } | undefined)?.metadata ?? {},
      payment_intent: null,
      setup_intent: null,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      url: `${fake.url}/pay/${id}`,
    };
    fake.sessions.set(id, session);
    return session;
  }

  function createPaymentIntent(params: Record<string, unknown>) {
    const method = fake.paymentMethods.get(String(params.payment_method));
    if (!method) return stripeError(400, { type: 'invalid_request_error', message: 'No such PaymentMethod' });
    const card = (method.metadata as { fakeCard: FakeCard }).fakeCard;
    fake.chargeAttempts++;
    const base = {
      amount: Number(params.amount),
      currency: params.currency,
      customer: params.customer,
      payment_method: method.id,
      metadata: params.metadata ?? {},
      description: params.description ?? null,
    };
    if (card === 'visa') {
      const intent = succeededIntent(base);
      void fake.send(fake.event('payment_intent.succeeded', intent)).catch(() => undefined);
      return { status: 200, body: intent };
    }
    const code = card === 'declined' ? 'card_declined' : 'authentication_required';
    const intent: Obj = {
      id: newId('pi'),
      object: 'payment_intent',
      status: card === 'declined' ? 'requires_payment_method' : 'requires_action',
      ...base,
      last_payment_error: { code, message: card === 'declined' ? 'Your card was declined.' : 'Authentication required.' },
    };
    fake.paymentIntents.set(intent.id, intent);
    void fake.send(fake.event('payment_intent.payment_failed', intent)).catch(() => undefined);
    return stripeError(402, {
      type: 'card_error',
      code,
      decline_code: card === 'declined' ? 'generic_decline' : undefined,
      message: card === 'declined' ? 'Your card was declined.' : 'This payment requires authentication.',
      payment_intent: intent,
    });
  }

  function createRefund(params: Record<string, unknown>) {
    const intent = fake.paymentIntents.get(String(params.payment_intent));
    if (!intent || intent.status !== 'succeeded') {
      return stripeError(400, { type: 'invalid_request_error', message: 'No such payment_intent' });
    }
    const amount = Number(params.amount ?? intent.amount);
    const refunded = Number(intent.amount_refunded ?? 0) + amount;
    if (refunded > Number(intent.amount)) {
      return stripeError(400, { type: 'invalid_request_error', message: 'Refund is greater than the charge' });
    }
    intent.amount_refunded = refunded;
    const refund: Obj = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: intent.id,
      charge: intent.latest_charge,
      status: 'succeeded',
      metadata: params.metadata ?? {},
    };
    fake.refunds.set(refund.id, refund);
    const charge = {
      id: intent.latest_charge,
      object: 'charge',
      amount: intent.amount,
      amount_refunded: refunded,
      currency: intent.currency,
      payment_intent: intent.id,
      refunded: refunded === intent.amount,
      refunds: { object: 'list', data: [refund] },
    };
    void fake.send(fake.event('charge.refunded', charge)).catch(() => undefined);
    return { status: 200, body: refund };
  }

  function route(method: string, path: string, params: Record<string, unknown>): { status: number; body: unknown } {
    let match: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Obj = { id: newId('cus'), object: 'customer', name: params.name, email: params.email ?? null };
      fake.customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') return { status: 200, body: createSession(params) };
    if (method === 'GET' && (match = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = fake.sessions.get(match[1]);
      return session ? { status: 200, body: session } : stripeError(404, { type: 'invalid_request_error' });
    }
    if (method === 'GET' && (match = path.match(/^\/v1\/setup_intents\/([^/]+)$/))) {
      const intent = fake.setupIntents.get(match[1]);
      if (!intent) return stripeError(404, { type: 'invalid_request_error', message: 'No such setup_intent' });
      const expand = Object.values((params.expand ?? {}) as Record<string, string>);
      const paymentMethod = expand.includes('payment_method')
        ? fake.paymentMethods.get(String(intent.payment_method))
        : intent.payment_method;
      return { status: 200, body: { ...intent, payment_method: paymentMethod } };
    }
    if (method === 'POST' && (match = path.match(/^\/v1\/payment_methods\/([^/]+)\/detach$/))) {
      const paymentMethod = fake.paymentMethods.get(match[1]);
      if (!paymentMethod) return stripeError(404, { type: 'invalid_request_error', message: 'No such PaymentMethod' });
      paymentMethod.customer = null;
      return { status: 200, body: paymentMethod };
    }
    if (method === 'POST' && path === '/v1/payment_intents') return createPaymentIntent(params);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    return stripeError(404, { type: 'invalid_request_error', message: `fake Stripe: no route ${method} ${path}` });
  }

  const page = (session: Obj) => {
    const amount = session.amount_total == null ? '' : `$${(Number(session.amount_total) / 100).toFixed(2)}`;
    const action = session.mode === 'setup' ? 'Save card' : `Pay ${amount}`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>
<body><main><h1>Fake Stripe Checkout</h1>
<form method="post" action="/pay/${session.id}">
<label for="card">Card</label>
<select id="card" name="card"><option value="visa">Visa 4242</option><option value="declined">Declines (0002)</option>
<option value="authentication">Needs authentication (3155)</option></select>
<button type="submit">${action}</button></form>
<p><a href="${String(session.cancel_url)}">Cancel</a></p></main></body></html>`;
  };

  server.on('request', (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      void (async () => {
        const url = new URL(request.url ?? '/', 'http://fake');
        const body = Buffer.concat(chunks).toString();
        const pageMatch = url.pathname.match(/^\/pay\/([^/]+)$/);
        if (pageMatch) {
          const session = fake.sessions.get(pageMatch[1]);
          if (!session) return void response.writeHead(404).end('No such session');
          if (request.method === 'GET') {
            return void response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(session));
          }
          const card = (new URLSearchParams(body).get('card') ?? 'visa') as FakeCard;
          if (session.mode === 'payment' && card === 'declined') {
            return void response.writeHead(402, { 'content-type': 'text/plain' }).end('Your card was declined.');
          }
          await complete(session.id, card);
          const next = String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id);
          return void response.writeHead(303, { location: next }).end();
        }
        const params = { ...parseForm(url.search.slice(1)), ...parseForm(body) };
        const key = request.headers['idempotency-key'];
        const idempotencyKey = typeof key === 'string' && request.method === 'POST' ? `${url.pathname}:${key}` : null;
        const result = (idempotencyKey && idempotent.get(idempotencyKey)) || route(request.method ?? 'GET', url.pathname, params);
        // Stripe keeps the first answer to a key, errors included, and replays it.
        if (idempotencyKey && !idempotent.has(idempotencyKey)) idempotent.set(idempotencyKey, result);
        response.writeHead(result.status, { 'content-type': 'application/json', 'request-id': newId('req') });
        response.end(JSON.stringify(result.body));
      })().catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
  return fake;
}

/** The app settings that point it at the fake. */
export function fakeStripeEnv(fake: FakeStripe): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_PUBLISHABLE_KEY: fake.publishableKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
    STRIPE_API_BASE: fake.url,
  };
}
