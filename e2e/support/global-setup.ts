import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { e2eServer } from './e2e-server.ts';
import { startTileServer } from './tile-server.ts';

const root = path.resolve(import.meta.dirname, '..', '..');

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The shop did not answer ${url} within ${timeoutMs} ms`);
}

/** Starts the built shop with a fresh SQLite data directory; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // WEB_DIST (as the server reads it) tests a build in another directory than the shared one
  const webDist = process.env.WEB_DIST ?? path.join(root, 'packages/web/dist');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`Build the web client first: npm run build (looked in ${webDist})`);
  }
  // a real SMTP server receives the shop's mail; each message lands as a file the tests read
  const inbox = path.join(e2eServer.dataDir, 'inbox');
  fs.mkdirSync(inbox, { recursive: true });
  let received = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [])
            .flatMap((a) => a.value.map((v) => v.address ?? ''))
            .join(',');
          const file = path.join(inbox, `${String(++received).padStart(4, '0')}.json`);
          // the raw header lines, as a mail client reads them (List-Unsubscribe, alerts.e2e.ts)
          const headers = Object.fromEntries(
            mail.headerLines.map((h) => [h.key, h.line.replace(/^[^:]+:\s*/, '')]),
          );
          fs.writeFileSync(
            file,
            JSON.stringify({ to, subject: mail.subject, text: mail.text, headers }),
          );
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpAddress = smtp.server.address();
  const smtpPort = typeof smtpAddress === 'object' && smtpAddress ? smtpAddress.port : 0;

  // the contact page's map loads its tiles from this machine (contact-map.e2e.ts)
  const tiles = await startTileServer();
  process.env.E2E_TILE_URL = tiles.urlTemplate;

  // the operator command of the registration test mails through the same server
  process.env.E2E_SMTP_URL = `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(e2eServer.port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eServer.dataDir,
      DATABASE_URL: '',
      SEED_ARTICLES: '400',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: e2eServer.baseUrl,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
      // an easy captcha, so the browser solves it in a moment
      CAPTCHA_COST: '1',
      CAPTCHA_MAX_COUNTER: '20',
      MAP_TILE_URL: tiles.urlTemplate,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`${e2eServer.baseUrl}/api/health`, 120_000);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await tiles.close();
    fs.rmSync(e2eServer.dataDir, { recursive: true, force: true });
  };
}
