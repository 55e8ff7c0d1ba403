import { expect, test } from '@playwright/test';

test('fails on the first attempt only', () => {
  expect(test.info().retry).toBe(1);
});
