import { afterEach, describe, expect, it } from 'vitest';
import {
  afterHydration,
  hydrateLaterSteps,
  hydrationStep,
  rendersAsServer,
  setHydrating,
} from './render-mode.ts';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => setHydrating(false));

describe('the steps of taking over the server’s page', () => {
  it('lets nothing wait outside the first render over the server’s markup', () => {
    expect(hydrationStep(1)).toBeNull();
    setHydrating(true, 0);
    expect(hydrationStep(0)).toBeNull();
    expect(hydrationStep(1)).toBeInstanceOf(Promise);
  });

  it('releases the steps in order, one task each, and ends one task after the last', async () => {
    setHydrating(true, 0);
    const order: string[] = [];
    void hydrationStep(2)!.then(() => order.push('step 2'));
    void hydrationStep(1)!.then(() => order.push('step 1'));
    // a second part of the same step waits for the same release
    expect(hydrationStep(2)).toBe(hydrationStep(2));
    const done = hydrateLaterSteps().then(() => order.push('done'));
    await nextTask();
    expect(order).toEqual(['step 1']);
    // a part rendered after its step was released no longer waits
    expect(hydrationStep(1)).toBeNull();
    await nextTask();
    expect(order).toEqual(['step 1', 'step 2']);
    expect(rendersAsServer()).toBe(true);
    await done;
    expect(order).toEqual(['step 1', 'step 2', 'done']);
  });

  it('starts every taking over with no step released', async () => {
    setHydrating(true, 0);
    void hydrationStep(1);
    await hydrateLaterSteps();
    setHydrating(false);
    setHydrating(true, 0);
    expect(hydrationStep(1)).toBeInstanceOf(Promise);
  });

  it('holds what waits for the end of the takeover until it has ended, and nothing after', async () => {
    await afterHydration();
    setHydrating(true, 0);
    let ended = false;
    const waiting = afterHydration().then(() => (ended = true));
    await nextTask();
    expect(ended).toBe(false);
    setHydrating(false);
    await waiting;
    expect(ended).toBe(true);
  });
});
