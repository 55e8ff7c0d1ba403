import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One instruction of a Dockerfile: its keyword and the rest of its (joined) line. */
export interface Instruction {
  keyword: string;
  argument: string;
}

/** A stage of a Dockerfile: the image or stage it starts from, and its own instructions. */
export interface Stage {
  base: string;
  instructions: Instruction[];
}

/** Every stage of a Dockerfile, by stage name. */
export function dockerfileStages(text: string): Map<string, Stage> {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  const stages = new Map<string, Stage>();
  let current: Instruction[] | undefined;
  for (const line of lines) {
    const [, keyword = '', argument = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') {
      const name = /\sAS\s+(\S+)$/i.exec(argument)?.[1] ?? String(stages.size);
      current = [];
      stages.set(name, { base: argument.split(/\s+/)[0]!, instructions: current });
    } else if (current) current.push({ keyword: keyword.toUpperCase(), argument });
  }
  return stages;
}

export interface EmulatedStage {
  /** the directory standing for the image's WORKDIR */
  workdir: string;
  /** the image's WORKDIR */
  imageWorkdir: string;
  env: Record<string, string>;
  /** the uid and gid the stage's USER maps to on this machine */
  user: { uid: number; gid: number } | undefined;
  command: string[];
  healthcheck: string | undefined;
  /** RUN lines not run here, with the reason */
  skipped: string[];
}

/** A `.dockerignore` pattern as a test of a path relative to the build context. */
function ignorePattern(pattern: string): RegExp {
  const body = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '§')
    .replace(/\*/g, '[^/]*')
    .replace(/§/g, '(?:.*/)?');
  // a pattern that names a directory leaves out everything under it
  return new RegExp(`^${body}(?:/.*)?$`);
}

/** The build context's filter: what `.dockerignore` leaves out is not there to copy. */
export function contextFilter(root: string): (file: string) => boolean {
  const file = path.join(root, '.dockerignore');
  const patterns = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map(ignorePattern)
    : [];
  return (absolute) => {
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    return relative === '' || !patterns.some((pattern) => pattern.test(relative));
  };
}

/** A non-root user of this machine for the stage's USER: its own when named, else nobody. */
function machineUser(name: string): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, name], { encoding: 'utf8' });
  const uid = id('-u');
  const gid = id('-g');
  if (uid.status === 0 && gid.status === 0) {
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  }
  return { uid: 65534, gid: 65534 };
}

/** Where `COPY --from=<stage>` reads an image path of that stage. */
type StageFiles = (stage: string) => (imagePath: string) => string;

/** COPY: from the build context, or with `--from` from another stage. */
function copy(
  argument: string,
  {
    root,
    inContext,
    local,
    stageFiles,
  }: {
    root: string;
    inContext: (file: string) => boolean;
    local: (imagePath: string) => string;
    stageFiles: StageFiles;
  },
): void {
  const parts = argument.split(/\s+/);
  const fromStage = /^--from=(.+)$/.exec(parts[0] ?? '')?.[1];
  if (fromStage) parts.shift();
  const destination = parts.pop()!;
  const source = fromStage ? stageFiles(fromStage) : (file: string) => path.join(root, file);
  for (const item of parts) {
    const from = source(item);
    if (!fromStage && !inContext(from)) throw new Error(`${item} is not in the context`);
    // Docker copies a directory's contents; a file into a destination ending in "/"
    const into =
      destination.endsWith('/') && !fs.statSync(from).isDirectory()
        ? path.join(local(destination), path.basename(from))
        : local(destination);
    fs.mkdirSync(path.dirname(into), { recursive: true });
    fs.cpSync(from, into, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (file) => fromStage !== undefined || inContext(file),
    });
  }
}

/** RUN: in the directory standing for WORKDIR, with the stage's ENV; apt-get left to the host. */
function run(argument: string, stage: EmulatedStage, cwd: string): void {
  if (/^apt-get\b/.test(argument)) {
    stage.skipped.push(`${argument} (system packages: the host's)`);
    return;
  }
  const { imageWorkdir, workdir } = stage;
  const script = (imageWorkdir === '/' ? argument : argument.replaceAll(imageWorkdir, workdir))
    // the image's user is this machine's stand-in; without root nothing can be given away
    .replace(/\bchown\s+(\w+):\w+\s+\S+/g, (whole, name: string) => {
      const user = machineUser(name);
      return user ? `chown ${user.uid}:${user.gid} ${whole.split(/\s+/).pop()}` : 'true';
    });
  const result = spawnSync('bash', ['-c', script], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...stage.env },
  });
  if (result.status !== 0) {
    throw new Error(`RUN ${argument} failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** A stage's instructions after those of the stages it starts from. */
function stageInstructions(stages: Map<string, Stage>, name: string): Instruction[] {
  const stage = stages.get(name);
  if (!stage) throw new Error(`The Dockerfile has no stage ${name}`);
  return stages.has(stage.base)
    ? [...stageInstructions(stages, stage.base), ...stage.instructions]
    : stage.instructions;
}

/**
 * Builds a stage of the shop's Dockerfile without a container engine (decision 079): its COPY
 * instructions copy from the repository filtered by `.dockerignore`; `--from=build` from the
 * built repository, which the build stage stands for; `--from` another stage from that stage,
 * emulated first. Its RUN lines run in a temporary directory that stands for WORKDIR, system
 * packages excepted (`apt-get`: the host has them). An instruction it does not know fails, so
 * the emulation never quietly differs from the file.
 */
export function emulateStage(
  root: string,
  stages: Map<string, Stage>,
  name: string,
): EmulatedStage {
  const workdir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-image-'));
  const stage: EmulatedStage = {
    workdir,
    imageWorkdir: '/',
    env: {},
    user: undefined,
    command: [],
    healthcheck: undefined,
    skipped: [],
  };
  const local = (imagePath: string) => inStage(stage, imagePath);
  const inContext = contextFilter(root);
  const emulated = new Map<string, EmulatedStage>();
  const stageFiles: StageFiles = (from) => {
    if (from === 'build') return (file) => path.join(root, file.replace(/^\/app\//, ''));
    let other = emulated.get(from);
    if (!other) {
      other = emulateStage(root, stages, from);
      emulated.set(from, other);
      // the printed list names the RUN lines of every stage the image was assembled from
      stage.skipped.push(...other.skipped.map((line) => `${from}: ${line}`));
    }
    return (file) => inStage(other, file);
  };
  try {
    for (const { keyword, argument } of stageInstructions(stages, name)) {
      switch (keyword) {
        case 'WORKDIR':
          stage.imageWorkdir = argument;
          break;
        case 'ENV':
          for (const [, key, value] of argument.matchAll(/(\w+)=(\S+)/g)) {
            // a path in the image is the same path under the emulated WORKDIR
            stage.env[key!] = value!.startsWith(`${stage.imageWorkdir}/`) ? local(value!) : value!;
          }
          break;
        case 'COPY':
          copy(argument, { root, inContext, local, stageFiles });
          break;
        case 'RUN':
          run(argument, stage, local('.'));
          break;
        case 'USER':
          stage.user = machineUser(argument);
          break;
        case 'CMD':
          stage.command = JSON.parse(argument) as string[];
          break;
        case 'HEALTHCHECK':
          stage.healthcheck = /\bCMD\s+(.*)$/.exec(argument)?.[1];
          break;
        case 'EXPOSE':
          break;
        default:
          throw new Error(`The emulation does not know ${keyword} ${argument}`);
      }
    }
  } finally {
    for (const other of emulated.values())
      fs.rmSync(other.workdir, { recursive: true, force: true });
  }
  if (stage.user) fs.chownSync(workdir, stage.user.uid, stage.user.gid);
  return stage;
}

/** The directory standing for an image path of an emulated stage. */
function inStage(stage: EmulatedStage, imagePath: string): string {
  const { imageWorkdir, workdir } = stage;
  return path.join(workdir, path.relative(imageWorkdir, path.resolve(imageWorkdir, imagePath)));
}

/** Starts the stage's CMD as its user, with its ENV and `overrides`. */
export function startStage(stage: EmulatedStage, overrides: Record<string, string>): ChildProcess {
  const [command, ...args] = stage.command;
  return spawn(command!, args, {
    cwd: stage.workdir,
    env: { PATH: process.env.PATH ?? '', ...stage.env, ...overrides },
    ...(stage.user ?? {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
