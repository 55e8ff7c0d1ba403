import fs from 'node:fs';
import path from 'node:path';
import { e2eServer } from './e2e-server.ts';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  /** header lines by lower-case name, unfolded as received */
  headers: Record<string, string>;
}

/**
 * Waits for a mail to `to` whose text matches `text`, among those the test's SMTP server
 * received after the first `since` messages.
 */
export async function waitForMail(
  to: string,
  since: number,
  text: RegExp = /./,
  timeoutMs = 15_000,
): Promise<ReceivedMail> {
  const inbox = path.join(e2eServer.dataDir, 'inbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(inbox) ? fs.readdirSync(inbox).sort().slice(since) : [];
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(inbox, file), 'utf8')) as ReceivedMail;
      if (mail.to.toLowerCase().includes(to.toLowerCase()) && text.test(mail.text)) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

export function mailCount(): number {
  const inbox = path.join(e2eServer.dataDir, 'inbox');
  return fs.existsSync(inbox) ? fs.readdirSync(inbox).length : 0;
}

export function linkIn(mail: ReceivedMail): string {
  const match = /https?:\/\/\S+\/password-recovery\/[A-Za-z0-9_-]+/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return new URL(match[0]).pathname;
}
