/**
 * `npm run alerts -- --send [--at <ISO time>]`: runs the alerts' digest job once
 * (docs/decisions/150-article-alerts.md), as the server does every ALERT_DIGEST_SWEEP_MS, and
 * prints how many mails went out. `--at` runs it as if it were that time (the day's limit counts
 * by it); a mail already sent on that shop day is not sent again.
 */
import { sendAlertDigests, type DigestServices } from '#server/alerts/alert-digest.service.ts';
import type { DbOrTx } from '#server/db/database.ts';
import { runAsCommand } from './cli-context.ts';
import type { CliOutput } from './registrations-cli.ts';

const USAGE = 'Usage: npm run alerts -- --send [--at <ISO time>]';

function clockOf(argv: readonly string[]): Date | null | undefined {
  if (argv.length === 1) return argv[0] === '--send' ? new Date() : undefined;
  if (argv.length !== 3 || argv[0] !== '--send' || argv[1] !== '--at') return undefined;
  const at = new Date(argv[2] ?? '');
  return Number.isNaN(at.getTime()) ? null : at;
}

export async function runAlertsCli(
  argv: readonly string[],
  context: { db: DbOrTx; services: DigestServices },
  output: CliOutput,
): Promise<number> {
  const now = clockOf(argv);
  if (!now) {
    output.err(now === null ? 'The time after --at is not readable.' : USAGE);
    return 2;
  }
  const { sent } = await sendAlertDigests(context.db, context.services, now);
  output.out(`${sent} alert digest mail(s) sent.`);
  return 0;
}

runAsCommand(import.meta.url, (context) =>
  runAlertsCli(
    process.argv.slice(2),
    { db: context.database.db, services: context },
    { out: (line) => console.log(line), err: (line) => console.error(line) },
  ),
);
