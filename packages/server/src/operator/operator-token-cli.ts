/**
 * `npm run operator-token -- create --name N --scopes catalog,orders`
 * `npm run operator-token -- list`
 * `npm run operator-token -- revoke <name>`
 *
 * Tokens of the operator API `/operator/v1/…` (docs/decisions/090-operator-tokens.md). `create`
 * prints the token once: only its hash is stored, so a lost token is revoked and replaced. It
 * opens the database the server would open (DATA_DIR or DATABASE_URL).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ConfigError, readConfig } from '#server/config/env.ts';
import { openDatabase, type DbOrTx } from '#server/db/database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { OPERATOR_SCOPES } from '#server/exchange/record-type.ts';
import { AppError } from '#server/http/app-error.ts';
import {
  createOperatorToken,
  listOperatorTokens,
  revokeOperatorToken,
  type OperatorTokenSummary,
} from '#server/operator-access/operator-tokens.service.ts';
import type { CliOutput } from './registrations-cli.ts';
import { terminalText } from './terminal-text.ts';

export const USAGE = `Usage: npm run operator-token -- <command>

  create --name N --scopes S,S   create a token and print it once (scopes: ${OPERATOR_SCOPES.join(', ')})
  list                           every token: name, scopes, created, last used, revoked
  revoke <name>                  refuse the token from now on

Environment: DATA_DIR (default ./data) or DATABASE_URL (postgres://...).`;

class UsageError extends Error {}

type Command =
  | { name: 'help' }
  | { name: 'list' }
  | { name: 'create'; tokenName: string; scopes: string[] }
  | { name: 'revoke'; tokenName: string };

function parseCommand(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        name: { type: 'string' },
        scopes: { type: 'string' },
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
  const options = values.name !== undefined || values.scopes !== undefined;
  if (name === 'create') {
    if (rest.length > 0) throw new UsageError('create takes no arguments besides its options');
    if (!values.name || !values.scopes) throw new UsageError('create needs --name and --scopes');
    const scopes = values.scopes.split(',').map((scope) => scope.trim());
    return { name, tokenName: values.name, scopes: scopes.filter((scope) => scope !== '') };
  }
  if (name === 'list' && rest.length === 0 && !options) return { name };
  if (name === 'list') throw new UsageError('list takes no arguments');
  if (name === 'revoke') {
    if (rest.length !== 1 || options) throw new UsageError('revoke needs exactly one name');
    return { name, tokenName: rest[0]! };
  }
  throw new UsageError(`Unknown command "${name}"`);
}

/** The operator's sentence for each refusal (docs/decisions/029: refusals are thrown). */
const REFUSALS: Record<string, string> = {
  NAME_TAKEN: 'A token with this name exists already (revoked ones keep their name).',
  NOT_FOUND: 'No token with this name.',
  ALREADY_REVOKED: 'This token is revoked already.',
};

function listLine(token: OperatorTokenSummary): string {
  const day = (at: string | null) => (at ? at.slice(0, 16).replace('T', ' ') : '-');
  return terminalText(
    [
      token.name.padEnd(20),
      token.scopes.join(',').padEnd(30),
      `created ${day(token.createdAt)}`,
      `last used ${day(token.lastUsedAt)}`,
      token.revokedAt ? `REVOKED ${day(token.revokedAt)}` : 'active',
    ].join('  '),
  );
}

async function runCommand(db: DbOrTx, command: Command, output: CliOutput): Promise<number> {
  switch (command.name) {
    case 'help':
      output.out(USAGE);
      return 0;
    case 'list': {
      const tokens = await listOperatorTokens(db);
      if (tokens.length === 0) output.out('No operator tokens.');
      for (const token of tokens) output.out(listLine(token));
      return 0;
    }
    case 'create': {
      const created = await createOperatorToken(db, {
        name: command.tokenName,
        scopes: command.scopes,
      });
      output.out(`Created the operator token "${created.name}" (${created.scopes.join(', ')}).`);
      output.out('It is shown only this once; keep it in the ERP or a password store:');
      output.out(created.token);
      return 0;
    }
    case 'revoke':
      await revokeOperatorToken(db, command.tokenName);
      output.out(`Revoked the operator token "${terminalText(command.tokenName)}".`);
      return 0;
  }
}

/** Runs one command; answers the process exit code (2 usage, 1 refused). */
export async function runOperatorTokenCli(
  argv: string[],
  context: { db: DbOrTx },
  output: CliOutput,
): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`${error.message}\n\n${USAGE}`);
    return 2;
  }
  try {
    return await runCommand(context.db, command, output);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    output.err(REFUSALS[error.code] ?? error.message);
    return 1;
  }
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
  try {
    await migrateToLatest(database.db);
    return await runOperatorTokenCli(
      process.argv.slice(2),
      { db: database.db },
      { out: (line) => console.log(line), err: (line) => console.error(line) },
    );
  } finally {
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
