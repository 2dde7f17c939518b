import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { AppLogger } from '../logger.js';
import { renderInvoicePdf } from '../mail/invoice-pdf.js';
import { type Brand, brandOf, renderEmail } from '../mail/render.js';
import { AddressRefusedError, type Mailer, type OutgoingMail } from '../mail/transport.js';
import { Invoice } from '../modules/invoice/invoice.entity.js';
import { OutboxEmail } from '../modules/notification/notification-delivery.entity.js';
import { DeliveryStatus, ESSENTIAL_CATEGORIES } from '../modules/notification/notification.enums.js';
import { eventDefinition, type TemplateContext } from '../modules/notification/notification.events.js';
import { unsubscribeUrl } from '../modules/notification/unsubscribe.js';
import type { SettingsService } from '../modules/settings/settings.service.js';
import type { TextService } from '../modules/text/text.service.js';
import { DeliveryChannel } from '../modules/notification/notification.enums.js';
import { User } from '../modules/user/user.entity.js';
import type { SecretTokens } from '../shared/secret-tokens.js';

/** A claim older than this is taken to be a worker that died mid-send (pg-boss expires its job after 15 minutes). */
const STALE_CLAIM = "interval '15 minutes'";

export interface DeliveryEnvironment {
  orm: MikroORM;
  mailer: Mailer;
  tokens: SecretTokens;
  settings: SettingsService;
  /** The SMS channel: its rows are sent by the text service (quiet hours, the daily cap, STOP). */
  texts?: TextService;
  publicUrl: string;
  logger: AppLogger;
}

export type DeliveryOutcome = 'sent' | 'kept' | 'skipped' | 'refused' | 'gave-up' | 'held';

/**
 * Sends one outbox row. A row is claimed first (a conditional update), so whichever worker or instance runs its job,
 * and however often the job is retried, a sent row is never sent again. A transient failure records its error and
 * throws, for pg-boss to retry with backoff; a refused address fails the row at once and is recorded on the user.
 */
export class Deliverer {
  constructor(private readonly env: DeliveryEnvironment) {}

  async deliver(deliveryId: string, finalAttempt: boolean): Promise<DeliveryOutcome> {
    const em = this.env.orm.em.fork();
    const claimed = await em.execute<{ id: string }[]>(
      `update notification_deliveries set status = 'sending', claimed_at = now(), attempts = attempts + 1, updated_at = now()
        where id = ? and (status in ('pending', 'retrying') or (status = 'sending' and claimed_at < now() - ${STALE_CLAIM}))
        returning id`,
      [deliveryId],
    );
    if (claimed.length === 0) return 'skipped';
    const delivery = await em.findOneOrFail(OutboxEmail, deliveryId, {
      populate: ['notification', 'notification.recipient', 'notification.recipientClient'],
    });
    if (delivery.channel === DeliveryChannel.SMS) {
      if (!this.env.texts) {
        await em.nativeUpdate(
          OutboxEmail,
          { id: delivery.id },
          { status: DeliveryStatus.FAILED, lastError: 'Text messages are off' },
        );
        return 'gave-up';
      }
      return this.env.texts.deliver(em, delivery, finalAttempt);
    }
    // A client without an account has no account to note a mail problem on.
    const recipientId = delivery.notification.recipient?.id;
    try {
      const mail = await this.compose(em, delivery);
      await this.env.mailer.send(mail.outgoing);
      const kept = this.env.mailer.mode === 'kept';
      await em.nativeUpdate(
        OutboxEmail,
        { id: delivery.id },
        {
          status: kept ? DeliveryStatus.KEPT : DeliveryStatus.SENT,
          sentAt: new Date(),
          lastError: null,
          subject: mail.outgoing.subject,
          // Offline the Outbox is the inbox, so the links stay; sent over SMTP, the stored copy loses its secret links.
          html: kept ? mail.outgoing.html : mail.redact(mail.outgoing.html),
          text: kept ? mail.outgoing.text : mail.redact(mail.outgoing.text),
        },
      );
      if (!kept && recipientId)
        await em.nativeUpdate(
          User,
          { id: recipientId, emailProblem: { $ne: null } },
          { emailProblem: null, emailProblemAt: null },
        );
      return kept ? 'kept' : 'sent';
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
      if (error instanceof AddressRefusedError) {
        await em.nativeUpdate(OutboxEmail, { id: delivery.id }, { status: DeliveryStatus.FAILED, lastError: message });
        if (recipientId)
          await em.nativeUpdate(
            User,
            { id: recipientId },
            { emailProblem: `Mail to ${delivery.toAddress} was refused: ${message}`, emailProblemAt: new Date() },
          );
        this.env.logger.warn({ deliveryId }, 'Recipient address refused');
        return 'refused';
      }
      await em.nativeUpdate(
        OutboxEmail,
        { id: delivery.id },
        { status: finalAttempt ? DeliveryStatus.FAILED : DeliveryStatus.RETRYING, lastError: message },
      );
      this.env.logger.warn({ deliveryId, err: error, finalAttempt }, 'Email delivery failed');
      if (finalAttempt) return 'gave-up';
      throw error;
    }
  }

  private async compose(em: EntityManager, delivery: OutboxEmail) {
    const { notification } = delivery;
    const definition = eventDefinition(notification.event);
    if (!definition) throw new Error(`Unknown event ${notification.event}`);
    const settings = await this.env.settings.get(em);
    const brand = brandOf(settings);
    const base = this.env.publicUrl;
    const secrets: { url: string; redacted: string }[] = [];
    const { recipient } = notification;
    const context: TemplateContext = {
      // A lead is known only by an email address: greeted without a name.
      recipientName: recipient ? recipient.firstName || recipient.name : (notification.recipientClient?.displayName ?? 'there'),
      businessName: settings.businessName,
      businessPhone: brand.phone,
      url: (path) => `${base}${path}`,
      secretUrl: (path, purpose, tokenId) => {
        const url = `${base}${path}?token=${this.env.tokens.sign(purpose, tokenId)}`;
        secrets.push({ url, redacted: `${base}${path}?token=(removed-after-sending)` });
        return url;
      },
    };
    const essential = ESSENTIAL_CATEGORIES.includes(notification.category);
    // The unsubscribe link turns off an account's preference; a client without an account has none to turn off.
    const unsubscribe =
      essential || !recipient ? undefined : unsubscribeUrl(base, this.env.tokens, recipient.id, notification.category);
    const content = definition.email(notification.data, context);
    // A client without an account cannot sign in to follow a link into the app: its email carries no button. A lead's
    // button leads to the public booking page, which needs no account.
    const withButton = recipient || notification.recipientLead;
    const rendered = await renderEmail(brand, withButton ? content : { ...content, button: undefined }, unsubscribe);
    const outgoing: OutgoingMail = { to: delivery.toAddress, ...rendered };
    if (unsubscribe) {
      // RFC 8058 one-click unsubscribe: mail apps POST to the URL, no sign-in needed.
      outgoing.headers = { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    }
    if (definition.attachment === 'invoice-pdf') outgoing.attachments = [await this.invoicePdf(em, notification.data, brand)];
    const redact = (value: string) => secrets.reduce((text, secret) => text.split(secret.url).join(secret.redacted), value);
    return { outgoing, redact };
  }

  private async invoicePdf(em: EntityManager, data: Record<string, unknown>, brand: Brand) {
    const invoice = await em.findOneOrFail(Invoice, String(data.invoiceId), { populate: ['client', 'items'] });
    const settings = await this.env.settings.get(em);
    const content = await renderInvoicePdf({
      businessName: brand.businessName,
      businessContact: [brand.phone, brand.email, brand.address].filter((line): line is string => Boolean(line)),
      color: brand.color,
      invoiceNumber: invoice.invoiceNumber,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      clientName: invoice.client.displayName,
      clientAddress: invoice.client.address,
      items: invoice.items.getItems().map((item) => ({
        description: item.description,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
      })),
      subtotalCents: invoice.subtotalCents,
      taxAmountCents: invoice.taxAmountCents,
      totalCents: invoice.totalCents,
      paymentInstructions: settings.paymentInstructions,
      notes: invoice.notes,
    });
    return { filename: `${invoice.invoiceNumber}.pdf`, content, contentType: 'application/pdf' };
  }
}
