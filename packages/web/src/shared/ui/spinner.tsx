interface SpinnerProps {
  /** what is loading, read out by screen readers */
  label: string;
  className?: string;
}

/** A loading indicator that assistive technology announces (role status). */
export function Spinner({ label, className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-3 border-brand-200 border-t-brand-700"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
