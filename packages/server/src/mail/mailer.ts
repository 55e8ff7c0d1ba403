import fs from 'node:fs';
import path from 'node:path';
import type * as nodemailerPackage from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '#server/runtime/data-dir.ts';
import { packageOnDemand } from '#server/runtime/package-on-demand.ts';

const loadNodemailer = packageOnDemand<typeof nodemailerPackage>('nodemailer');

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** where an answer goes when it is not the sender (a contact request: the customer) */
  replyTo?: string;
  /**
   * The name the recipient sees as the sender in place of the shop's, the address staying the
   * shop's own sender address (a dropshipping consumer's mail names the retailer,
   * docs/decisions/144-dropship-tracking-mail.md).
   */
  senderName?: string;
  /**
   * A one-click unsubscribe (RFC 8058) for mail a recipient may stop: an https URL that ends the
   * subscription when posted `List-Unsubscribe=One-Click`. Sent as the `List-Unsubscribe` and
   * `List-Unsubscribe-Post` headers, which mail clients show as their own unsubscribe button.
   */
  unsubscribeUrl?: string;
}

/** The mail headers of a one-click unsubscribe (RFC 2369 and RFC 8058). */
function unsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** The bare address of a MAIL_FROM such as `Shop <noreply@example.com>`. */
function senderAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file
 * under DATA_DIR/mail (nodemailer's stream transport), so a demo shop needs no mail server.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}): Mailer {
  // made for the first mail: most processes start and stop without sending one
  let transport: Transporter | undefined;
  const transportOf = (): Transporter => {
    const nodemailer = loadNodemailer();
    transport ??= options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return transport;
  };
  const mailDir = path.join(options.dataDir, 'mail');
  return {
    async send({ unsubscribeUrl, senderName, ...message }) {
      const headers = unsubscribeUrl ? unsubscribeHeaders(unsubscribeUrl) : undefined;
      const from = senderName
        ? { name: senderName, address: senderAddress(options.from) }
        : options.from;
      const info = (await transportOf().sendMail({ from, ...message, headers })) as {
        message?: Buffer;
        messageId: string;
      };
      if (!options.smtpUrl && info.message) {
        // mails carry password links: readable by the shop's user only
        fs.mkdirSync(mailDir, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
        const safeId = info.messageId.replace(/[^A-Za-z0-9.-]/g, '');
        fs.writeFileSync(path.join(mailDir, `${Date.now()}-${safeId}.eml`), info.message, {
          mode: PRIVATE_FILE_MODE,
        });
      }
    },
    close() {
      transport?.close();
    },
  };
}
