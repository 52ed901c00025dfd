/**
 * How an outbox message leaves (docs/marketing.md "Delivery"). The log transport, the default,
 * writes one log line per message and counts it as delivered: with no mail provider configured,
 * the outbox itself is what staff read. SMTP (nodemailer) when SMTP_URL is set.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface OutgoingMail {
  /** Absent for a message sent outside the outbox (a password-reset link). */
  outboxId?: number;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  readonly name: 'log' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailSettings {
  /** smtp:// or smtps:// URL with credentials; null: the log transport. */
  smtpUrl: string | null;
  /** The From header, e.g. «Flora CRM <no-reply@shop.example>». */
  from: string;
}

/** A refusal the provider will repeat (5xx): retrying cannot help. */
export class PermanentMailError extends Error {}

export function logTransport(log: FastifyBaseLogger): MailTransport {
  return {
    name: 'log',
    async send(mail) {
      // The address and subject only: the body is in the outbox already.
      log.info({ outboxId: mail.outboxId, to: mail.to, subject: mail.subject }, 'mail (log transport)');
    },
    close() {},
  };
}

export async function smtpTransport(settings: MailSettings & { smtpUrl: string }): Promise<MailTransport> {
  // Loaded only when configured: most installations never send real mail.
  const { createTransport } = await import('nodemailer');
  const mailer = createTransport(settings.smtpUrl);
  return {
    name: 'smtp',
    async send(mail) {
      try {
        await mailer.sendMail({
          from: settings.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
      } catch (err) {
        const code = (err as { responseCode?: unknown }).responseCode;
        const message = (err as Error).message;
        if (typeof code === 'number' && code >= 500 && code < 600) throw new PermanentMailError(message);
        throw err;
      }
    },
    close: () => mailer.close(),
  };
}

export async function transportFor(
  settings: MailSettings | undefined,
  log: FastifyBaseLogger,
): Promise<MailTransport> {
  return settings?.smtpUrl ? smtpTransport({ ...settings, smtpUrl: settings.smtpUrl }) : logTransport(log);
}
