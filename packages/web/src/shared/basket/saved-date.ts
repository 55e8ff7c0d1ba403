/**
 * The date of a saved basket as docs/product/basket.md#basket-saved writes it: DD.MM.YYYY HH:mm:ss,
 * in the viewer's local time. Text that is not a date is shown as it came.
 */
export function formatSavedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const two = (value: number) => String(value).padStart(2, '0');
  return (
    `${two(date.getDate())}.${two(date.getMonth() + 1)}.${date.getFullYear()} ` +
    `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`
  );
}
