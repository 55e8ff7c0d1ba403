/**
 * `npm run registrations -- list [--all | --status pending|approved|rejected]`
 * `npm run registrations -- approve <email>`
 * `npm run registrations -- reject <email>`
 *
 * The operator's side of registration: lists applications, turns one into an account (the
 * retailer is mailed a link to set a password) or declines it (a polite mail). It opens the
 * database the server would open (DATA_DIR or DATABASE_URL) and mails like the server (SMTP_URL,
 * else .eml files under DATA_DIR/mail). npm runs workspace scripts inside packages/server, so a
 * relative DATA_DIR is resolved against the directory npm was started in (INIT_CWD).
 */
import { Metrics } from '#server/system/metrics.ts';
import { DatabaseJobQueue } from '#server/jobs/database-job-queue.ts';
import { StartupGate } from '#server/system/startup-gate.ts';
import { CatalogEvents } from '#server/events/catalog-events.ts';
import { createPaymentGateway } from '#server/payments/create-gateway.ts';
import { ShopEvents } from '#server/events/shop-events.ts';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import type { AppContext } from '#server/app-context.ts';
import { ConfigError, readConfig } from '#server/config/env.ts';
import { openDatabase } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { AppError } from '#server/http/app-error.ts';
import { MemoryRateLimiter } from '#server/http/rate-limiter.ts';
import { createMailer } from '#server/mail/mailer.ts';
import {
  approveRegistration,
  listRegistrations,
  rejectRegistration,
  type Decision,
} from '#server/registration/registration-approval.service.ts';
import type { RegistrationStatus } from '#server/registration/registration.service.ts';
import { terminalText } from './terminal-text.ts';

export const USAGE = `Usage: npm run registrations -- <command>

  list [--status S | --all]   applications, pending ones unless --status or --all is given
  approve <email>             create the account and mail the retailer a set-password link
  reject <email>              decline the application and mail the applicant

Environment: DATA_DIR (default ./data) or DATABASE_URL (postgres://...); SMTP_URL, MAIL_FROM,
PUBLIC_URL (the links in the mails).`;

export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

const STATUSES = ['pending', 'approved', 'rejected'] as const;

class UsageError extends Error {}

type Command =
  | { name: 'help' }
  | { name: 'list'; status: RegistrationStatus | undefined }
  | { name: 'approve' | 'reject'; email: string };

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        status: { type: 'string' },
        all: { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values, positionals } = parsed;
  const [name, ...rest] = positionals;
  if (values.help || name === undefined || name === 'help') return { name: 'help' };
  if (name === 'list') {
    if (rest.length > 0) throw new UsageError('list takes no arguments');
    if (values.all && values.status !== undefined) {
      throw new UsageError('give either --status or --all');
    }
    const status = values.all ? undefined : (values.status ?? 'pending');
    if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) {
      throw new UsageError(`--status must be one of ${STATUSES.join(', ')}`);
    }
    return { name: 'list', status: status as RegistrationStatus | undefined };
  }
  if (name === 'approve' || name === 'reject') {
    if (values.status !== undefined || values.all) {
      throw new UsageError(`${name} takes no options`);
    }
    if (rest.length !== 1 || !rest[0]!.includes('@')) {
      throw new UsageError(`${name} needs exactly one e-mail address`);
    }
    return { name, email: rest[0]! };
  }
  throw new UsageError(`Unknown command "${name}"`);
}

/** The operator's sentence for each refusal of a decision (docs/decisions/029: thrown). */
const REFUSALS: Record<string, string> = {
  NOT_FOUND: 'No pending registration with this e-mail address.',
  EMAIL_TAKEN:
    'An account with this e-mail address exists already; the registration stays pending.',
  INVALID_DATA: 'The stored registration could not be read; it stays pending.',
};

/** Runs one command against a context; answers the process exit code. */
export async function runRegistrationsCli(
  argv: string[],
  context: AppContext,
  output: CliOutput,
): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
  const { db } = context.database;

  if (command.name === 'help') {
    output.out(USAGE);
    return 0;
  }
  if (command.name === 'list') {
    const rows = await listRegistrations(db, { status: command.status });
    if (rows.length === 0) {
      output.out(`No ${command.status ?? ''} registrations.`.replace('  ', ' '));
      return 0;
    }
    for (const row of rows) {
      const decided = row.decidedAt ? ` decided ${row.decidedAt.slice(0, 10)}` : '';
      const account = row.customerNumber ? ` ${row.customerNumber}` : '';
      // stored text, escaped: it reaches the operator's terminal
      output.out(
        terminalText(
          [
            row.createdAt.slice(0, 16).replace('T', ' '),
            row.status.padEnd(8),
            `${row.shop}/${row.language}`,
            row.email,
            `"${row.companyName}"`,
            row.tradeLicence ? 'trade licence' : 'no trade licence',
          ].join('  ') +
            account +
            decided,
        ),
      );
    }
    return 0;
  }

  const services = { mailer: context.mailer, config: context.config };
  let result: Decision;
  try {
    result =
      command.name === 'approve'
        ? await approveRegistration(db, services, command.email)
        : await rejectRegistration(db, services, command.email);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    output.err(REFUSALS[error.code] ?? error.message);
    return 1;
  }
  output.out(
    command.name === 'approve'
      ? `Approved: account ${result.customerNumber} for ${terminalText(command.email)}.`
      : `Rejected the registration of ${terminalText(command.email)}.`,
  );
  if (!result.mailSent) {
    output.err(
      command.name === 'approve'
        ? 'The mail with the set-password link could not be sent; the retailer can use "Forgot password" instead.'
        : 'The rejection mail could not be sent.',
    );
    return 3;
  }
  output.out('Mail sent.');
  return 0;
}

async function main(): Promise<number> {
  const baseDir = process.env.INIT_CWD ?? process.cwd();
  let config;
  try {
    config = readConfig({
      ...process.env,
      DATA_DIR: path.resolve(baseDir, process.env.DATA_DIR ?? './data'),
    });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
  });
  const rateLimiter = new MemoryRateLimiter();
  try {
    await migrateToLatest(database.db);
    return await runRegistrationsCli(
      process.argv.slice(2),
      {
        config,
        database,
        mailer,
        rateLimiter,
        catalogEvents: new CatalogEvents(),
        paymentGateway: createPaymentGateway(config),
        shopEvents: new ShopEvents(),
        startup: new StartupGate(),
        metrics: new Metrics(),
        jobs: new DatabaseJobQueue(database.db),
      },
      { out: (line) => console.log(line), err: (line) => console.error(line) },
    );
  } finally {
    mailer.close();
    await rateLimiter.close();
    await database.close();
  }
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
