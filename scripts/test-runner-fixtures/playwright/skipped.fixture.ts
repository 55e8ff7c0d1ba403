import { expect, test } from '@playwright/test';

test('runs', () => {
  expect(1).toBe(1);
});

test.skip('is skipped', () => {
  expect(1).toBe(2);
});

test.fixme('is still to be fixed', () => {
  expect(1).toBe(2);
});
