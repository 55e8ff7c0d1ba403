/**
 * The proof-of-work widget does not run in jsdom: in tests a button stands in for solving it.
 * Use: `vi.mock('#web/shared/ui/captcha.tsx', () => import('#web/shared/testing/captcha-stand-in.tsx'))`.
 */
export function Captcha({
  onChange,
  error,
}: {
  onChange: (payload: string | null) => void;
  error?: string;
}) {
  return (
    <div>
      <button type="button" onClick={() => onChange('captcha-payload')}>
        Solve captcha
      </button>
      {error !== undefined && <p>{error}</p>}
    </div>
  );
}
