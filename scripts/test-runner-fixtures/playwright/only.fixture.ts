import { expect, test } from '@playwright/test';

test.only('runs alone', () => {
  expect(1).toBe(1);
});

test('is left out by the .only above', () => {
  expect(1).toBe(1);
});
