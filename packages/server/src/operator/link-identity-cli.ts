/**
 * `npm run link-identity -- <email> <issuer> <subject> [--replace]`: links a sign-in identity of
 * the external OpenID issuer (OIDC_ISSUER) to the account with that e-mail, so that its tokens
 * open this account (docs/decisions/015-external-identity-links.md). `--replace` swaps an
 * identity the account has already; an identity linked to another account is never moved.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  linkIdentityByOperator,
  type OperatorLink,
} from '#server/auth/external-identity.service.ts';
import { ConfigError, readConfig, type AppConfig } from '#server/config/env.ts';
import { GUARD_TABLES } from '#server/auth/account-cache.ts';
import { openDatabase, type DbOrTx } from '#server/db/database.ts';
import { WrittenTablesRelay } from '#server/events/written-tables-relay.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { AppError } from '#server/http/app-error.ts';
import type { CliOutput } from './registrations-cli.ts';

export const USAGE = `Usage: npm run link-identity -- <email> <issuer> <subject> [--replace]

  email     the shop account's e-mail address
  issuer    the issuer URL exactly as in the tokens' "iss" claim (OIDC_ISSUER)
  subject   the user's id at that issuer, the tokens' "sub" claim
  --replace replace the identity the account is linked to already`;

export async function runLinkIdentityCli(
  argv: string[],
  context: { db: DbOrTx; config: Pick<AppConfig, 'oidc'> },
  output: CliOutput,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { replace: { type: 'boolean', default: false } },
      strict: true,
      allowPositionals: true,
    });
  } catch (error) {
    output.err(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const [email, issuer, subject] = parsed.positionals;
  if (parsed.positionals.length !== 3 || !email?.includes('@') || !issuer || !subject) {
    output.err(USAGE);
    return 2;
  }
  if (context.config.oidc && context.config.oidc.issuer !== issuer) {
    output.err(
      `Note: OIDC_ISSUER is ${context.config.oidc.issuer}; tokens of ${issuer} are not accepted.`,
    );
  }
  let result: OperatorLink;
  try {
    result = await linkIdentityByOperator(context.db, {
      email,
      issuer,
      subject,
      replace: parsed.values.replace,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    output.err(refusalText(error, email));
    return 1;
  }
  output.out(
    result.change === 'unchanged'
      ? `Account ${result.customerNumber} is linked to this identity already.`
      : `Linked account ${result.customerNumber} to ${issuer} ${subject}${result.change === 'replaced' ? ' (replacing its previous identity)' : ''}.`,
  );
  return 0;
}

/** The operator's sentence for a refused link (docs/decisions/029: refusals are thrown). */
function refusalText(error: AppError, email: string): string {
  switch (error.code) {
    case 'NO_ACCOUNT':
      return `No account with the e-mail ${email}.`;
    case 'IDENTITY_TAKEN':
      return 'This identity is linked to another account already; nothing changed.';
    case 'ACCOUNT_LINKED': {
      const existing = error.details as { issuer: string; subject: string };
      return `The account is linked to ${existing.issuer} ${existing.subject} already; give --replace to replace it.`;
    }
    default:
      return error.message;
  }
}

async function main(): Promise<number> {
  let config;
  try {
    config = readConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // a replaced link must not keep opening the account in the running shop's guards
  const relay = config.redisUrl
    ? new WrittenTablesRelay(database.writes, GUARD_TABLES, {
        redisUrl: config.redisUrl,
        prefix: config.redisPrefix,
        onError: (error) => console.error('Redis:', error),
      })
    : undefined;
  try {
    await migrateToLatest(database.db);
    return await runLinkIdentityCli(
      process.argv.slice(2),
      { db: database.db, config },
      { out: (line) => console.log(line), err: (line) => console.error(line) },
    );
  } finally {
    await relay?.close();
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
