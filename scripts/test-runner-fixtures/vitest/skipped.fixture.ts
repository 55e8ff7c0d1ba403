import { expect, it } from 'vitest';

it('runs', () => {
  expect(1).toBe(1);
});

it.skip('is skipped', () => {
  expect(1).toBe(2);
});

it.todo('is still to be written');
