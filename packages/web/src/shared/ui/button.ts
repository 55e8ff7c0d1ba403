/** The button looks of the shop, for <button> and for links that act as calls to action. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'dangerGhost';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold ' +
  'transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700 active:bg-accent-800',
  secondary: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
  ghost: 'text-brand-800 hover:bg-brand-50',
  // a destructive action beside others (delete): red, but not as loud as the primary action
  dangerGhost: 'text-danger-700 hover:bg-danger-50',
};

export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
