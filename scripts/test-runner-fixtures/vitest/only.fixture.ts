import { expect, it } from 'vitest';

it.only('runs alone', () => {
  expect(1).toBe(1);
});

it('is left out by the .only above', () => {
  expect(1).toBe(1);
});
