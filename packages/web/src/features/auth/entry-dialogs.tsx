import { lazy, Suspense, useState } from 'react';
import { useAuthDialogs, type AuthDialog } from '#web/shared/session/auth-dialogs.ts';

/*
 * The entry dialogs and their form library are not part of what a first page loads
 * (docs/product/quality.md#quality-initial-js): each loads when it first opens and then stays
 * mounted, so it closes with its own focus return
 * (docs/decisions/027-layout-stability-and-initial-javascript.md).
 */
const LoginDialog = lazy(() =>
  import('#web/features/auth/login-dialog.tsx').then((m) => ({ default: m.LoginDialog })),
);
const RegistrationDialog = lazy(() =>
  import('#web/features/registration/registration-dialog.tsx').then((m) => ({
    default: m.RegistrationDialog,
  })),
);
const ForgotPasswordDialog = lazy(() =>
  import('#web/features/auth/forgot-password-dialog.tsx').then((m) => ({
    default: m.ForgotPasswordDialog,
  })),
);

/** Login, registration and forgot-password dialogs, which any page can open (auth-dialogs.ts). */
export function EntryDialogs() {
  const { open } = useAuthDialogs();
  const [opened, setOpened] = useState<readonly AuthDialog[]>([]);
  // remembered during render, so the dialog mounts with the render that opens it
  if (open !== null && !opened.includes(open)) setOpened([...opened, open]);
  return (
    <Suspense fallback={null}>
      {opened.includes('login') && <LoginDialog />}
      {opened.includes('registration') && <RegistrationDialog />}
      {opened.includes('forgotPassword') && <ForgotPasswordDialog />}
    </Suspense>
  );
}
