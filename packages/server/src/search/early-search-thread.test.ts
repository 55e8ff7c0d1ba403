import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { EarlySearchThread } from './early-search-thread.ts';
import type { SearchThreadSettings } from './search-thread.worker.ts';

const settings: SearchThreadSettings = {
  database: { databaseUrl: undefined, dataDir: '/data', sqliteFile: 'shop.sqlite' },
  searchIndexDir: '/data/search-index',
  databaseSource: 'sqlite:/data',
  syncIntervalMs: 5000,
  checkContract: true,
};

const started: Worker[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((thread) => thread.terminate()));
});

/** A real thread that says three things at once, then answers every message with its text. */
function talkativeThread(): Worker {
  const thread = new Worker(
    `const { parentPort } = require('node:worker_threads');
     for (const text of ['one', 'two', 'three']) parentPort.postMessage(text);
     parentPort.on('message', (text) => text === 'stop' ? process.exit(3) : parentPort.postMessage(text));`,
    { eval: true },
  );
  started.push(thread);
  return thread;
}

function heard(thread: Worker, count: number): Promise<unknown[]> {
  const messages: unknown[] = [];
  return new Promise((resolve) => {
    thread.on('message', (message) => {
      messages.push(message);
      if (messages.length === count) resolve(messages);
    });
  });
}

const until = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a search thread started before its engine', () => {
  it('tells the engine what the thread said before it was taken, in order, then the rest', async () => {
    const early = new EarlySearchThread(settings, talkativeThread);
    await until(300);
    const thread = early.take({ ...settings })!;
    const messages = heard(thread, 4);
    thread.postMessage('four');
    expect(await messages).toEqual(['one', 'two', 'three', 'four']);
  });

  it('tells an exit that came before it was taken', async () => {
    const early = new EarlySearchThread(settings, talkativeThread);
    expect(early.take({ ...settings, checkContract: false })).toBeUndefined();
    // the thread stops while no engine has taken it
    const exited = new Promise((resolve) => started[0]!.once('exit', resolve));
    started[0]!.postMessage('stop');
    expect(await exited).toBe(3);
    const thread = early.take(settings)!;
    expect(await new Promise((resolve) => thread.once('exit', resolve))).toBe(3);
  });

  it('is handed out once, and only for the same settings', () => {
    const early = new EarlySearchThread(settings, talkativeThread);
    expect(early.take({ ...settings, searchIndexDir: '/other' })).toBeUndefined();
    expect(early.take(settings)).toBe(started[0]);
    expect(early.take(settings)).toBeUndefined();
  });

  it('is stopped when no engine took it, and left running when one did', async () => {
    const untaken = new EarlySearchThread(settings, talkativeThread);
    const stopped = new Promise((resolve) => started[0]!.once('exit', resolve));
    await untaken.dismiss();
    await stopped;
    expect(untaken.take(settings)).toBeUndefined();

    const taken = new EarlySearchThread(settings, talkativeThread);
    const thread = taken.take(settings)!;
    await taken.dismiss();
    const answered = heard(thread, 4);
    thread.postMessage('still here');
    expect((await answered)[3]).toBe('still here');
  });
});
