import fs from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { PRIVATE_DIRECTORY_MODE, PRIVATE_FILE_MODE } from '#server/system/data-dir.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** where an answer goes when it is not the sender (a contact request: the customer) */
  replyTo?: string;
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
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const mailDir = path.join(options.dataDir, 'mail');
  return {
    async send(message) {
      const info = (await transport.sendMail({ from: options.from, ...message })) as {
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
      transport.close();
    },
  };
}
