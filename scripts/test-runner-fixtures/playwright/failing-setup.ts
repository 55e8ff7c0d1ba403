export default function globalSetup(): void {
  throw new Error('the shop under test did not start');
}
