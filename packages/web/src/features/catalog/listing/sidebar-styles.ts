/** The looks the sidebar boxes share. */
export const BOX = 'rounded-md border border-gray-200 bg-white p-3';
export const LEGEND = 'px-1 text-sm font-semibold text-gray-900';
export const INPUT =
  'w-full rounded-md border border-gray-400 px-2.5 py-1.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-focus focus:outline-none';
