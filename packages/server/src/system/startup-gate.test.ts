import { describe, expect, it } from 'vitest';
import { StartupGate } from './startup-gate.ts';

describe('the startup gate', () => {
  it('is ready once listening and every tracked part is done, and unready while stopping', async () => {
    const gate = new StartupGate();
    let finish!: () => void;
    gate.track(new Promise<void>((resolve) => (finish = resolve)));
    gate.listening();
    expect(gate.ready).toBe(false);
    finish();
    await Promise.resolve();
    await Promise.resolve();
    expect(gate.ready).toBe(true);
    gate.stopping();
    expect(gate.ready).toBe(false);
  });

  it('stays unready when a tracked part fails', async () => {
    const gate = new StartupGate();
    gate.listening();
    gate.track(Promise.reject(new Error('index build failed')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(gate.ready).toBe(false);
  });
});
