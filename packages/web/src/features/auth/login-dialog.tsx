import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Trans } from 'react-i18next';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { loginRequestSchema } from '@shop/domain/api/auth.ts';
import type { Session } from '@shop/domain/api/session.ts';
import { isLoginOnlyPath } from '#web/shared/routing/navigator.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import {
  authDialogs,
  useAuthDialogs,
  type LoginNotice,
  type LoginTab,
} from '#web/shared/session/auth-dialogs.ts';
import { sessionStore } from '#web/shared/session/session-store.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Captcha } from '#web/shared/ui/captcha.tsx';
import { CheckboxField, TextField } from '#web/shared/ui/form-fields.tsx';
import { CheckIcon } from '#web/shared/ui/icons.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { afterLogin } from '#web/features/auth/after-login.ts';
import { useLogin } from '#web/features/auth/api/login.ts';
import { loginErrorKind, loginNeedsCaptcha } from '#web/features/auth/login-error.ts';
import { useSignOnKeys } from '#web/features/auth/sign-on-keys.ts';

const TABS: readonly LoginTab[] = ['login', 'register'];

/**
 * The login dialog (docs/product/identity.md#auth-login-success) with its two parts: logging in,
 * and the trade-account application that leads into the registration. Cancelling it on an account
 * or basket page returns to start. A hidden key sequence typed in it starts the portal's sign-on
 * (sign-on-keys.ts).
 */
export function LoginDialog() {
  const { t } = useTranslation('auth');
  const { open, loginTab, notice } = useAuthDialogs();
  const location = useLocation();
  const navigate = useNavigate();
  const shell = useShellParams();
  const onSignOnKey = useSignOnKeys();
  const tabRefs = useRef<Record<LoginTab, HTMLButtonElement | null>>({
    login: null,
    register: null,
  });

  function onOpenChange(next: boolean) {
    if (next) return;
    authDialogs.close();
    if (!sessionStore.isAuthenticated() && isLoginOnlyPath(location.pathname)) {
      void navigate(paths.start.href(shell), { replace: true });
    }
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.indexOf(loginTab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = TABS[(target + TABS.length) % TABS.length] ?? 'login';
    authDialogs.showLoginTab(tab);
    tabRefs.current[tab]?.focus();
  }

  return (
    <Modal open={open === 'login'} onOpenChange={onOpenChange} title={t('dialog.title')}>
      <div onKeyDown={onSignOnKey}>
        <div
          role="tablist"
          aria-label={t('dialog.title')}
          className="mb-5 grid grid-cols-2 rounded-md bg-gray-100 p-1"
        >
          {TABS.map((tab) => (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[tab] = element;
              }}
              type="button"
              role="tab"
              id={`login-tab-${tab}`}
              aria-selected={loginTab === tab}
              aria-controls={`login-panel-${tab}`}
              tabIndex={loginTab === tab ? 0 : -1}
              onClick={() => authDialogs.showLoginTab(tab)}
              onKeyDown={onTabKeyDown}
              className="rounded-md px-3 py-2 text-sm font-semibold text-gray-700 hover:text-gray-900 aria-selected:bg-white aria-selected:text-brand-900 aria-selected:shadow-sm"
            >
              {t(`tab.${tab}`)}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`login-panel-${loginTab}`}
          aria-labelledby={`login-tab-${loginTab}`}
        >
          {loginTab === 'login' ? <LoginForm notice={notice} /> : <RegisterPart />}
        </div>
      </div>
    </Modal>
  );
}

function LoginForm({ notice }: { notice: LoginNotice | null }) {
  const { t } = useTranslation('auth');
  const login = useLogin();
  const onLoggedIn = useOnLoggedIn();
  const captcha = useLoginCaptcha();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { name: '', password: '', stayConnected: true },
  });

  const onSubmit = handleSubmit((values) => {
    if (!captcha.ready()) return;
    const { hash } = captcha;
    login.mutate(
      { ...values, name: values.name.trim(), ...(hash ? { captchaHash: hash } : {}) },
      {
        onSuccess: onLoggedIn,
        onError: (error) => {
          if (loginNeedsCaptcha(error)) captcha.show();
        },
        onSettled: captcha.used,
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {notice !== null && !login.isError && (
        <Notice tone={notice === 'portalLoginFailed' ? 'error' : 'info'}>
          {t(`notice.${notice}`)}
        </Notice>
      )}
      {login.isError && <LoginError error={login.error} />}
      <p className="text-sm text-gray-700">{t('login.intro')}</p>
      <TextField
        {...register('name')}
        data-autofocus
        label={t('login.email')}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={errors.name ? t('login.emailRequired') : undefined}
      />
      <TextField
        {...register('password')}
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        required
        error={errors.password ? t('login.passwordRequired') : undefined}
      />
      {captcha.shown && <LoginCaptcha captcha={captcha} />}
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <CheckboxField {...register('stayConnected')} label={t('login.stayConnected')} />
        <button
          type="button"
          onClick={() => authDialogs.openForgotPassword()}
          className="text-sm font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline"
        >
          {t('login.forgotPassword')}
        </button>
      </div>
      <button
        type="submit"
        disabled={login.isPending}
        className={buttonClasses('primary', 'w-full py-2.5')}
      >
        {login.isPending ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}

/** Keeps the session, closes the dialog and goes where the login leads (after-login.ts). */
function useOnLoggedIn(): (session: Session) => void {
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  return (session) => {
    sessionStore.signIn(session);
    authDialogs.close();
    const next = afterLogin(session.user, location);
    if (next.kind === 'navigate') void navigate(next.to);
    else if (next.kind === 'reload') window.location.reload();
    else void revalidator.revalidate();
  };
}

/** After a few failed logins for an e-mail the server asks for a solved captcha (decision 016). */
function useLoginCaptcha() {
  const [shown, setShown] = useState(false);
  const [hash, setHash] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const [reset, setReset] = useState(0);
  return {
    shown,
    hash,
    missing,
    reset,
    show: () => setShown(true),
    /** Whether a login may be sent: no captcha asked, or one solved; says so when not. */
    ready: (): boolean => {
      if (shown && hash === null) {
        setMissing(true);
        return false;
      }
      return true;
    },
    change: (payload: string | null) => {
      setHash(payload);
      if (payload !== null) setMissing(false);
    },
    // a captcha solution is valid once: the next attempt needs a new one
    used: () => {
      if (hash !== null) setReset((count) => count + 1);
    },
  };
}

function LoginCaptcha({ captcha }: { captcha: ReturnType<typeof useLoginCaptcha> }) {
  const { t } = useTranslation('auth');
  const shell = useShellParams();
  return (
    <div className="space-y-2">
      <p className="text-sm text-gray-700">{t('login.captchaText')}</p>
      <Captcha
        language={shell.language}
        resetSignal={captcha.reset}
        onChange={captcha.change}
        error={captcha.missing ? t('validation.captcha') : undefined}
      />
    </div>
  );
}

function LoginError({ error }: { error: unknown }) {
  const { t } = useTranslation('auth');
  const shell = useShellParams();
  const kind = loginErrorKind(error);
  if (kind === 'deactivated') {
    return (
      <Notice tone="error" title={t('login.error.deactivated')}>
        <Trans
          t={t}
          i18nKey="login.error.deactivatedContact"
          components={{
            contact: (
              <Link
                to={paths.contact.href(shell)}
                onClick={() => authDialogs.close()}
                className="font-semibold underline"
              />
            ),
          }}
        />
      </Notice>
    );
  }
  return <Notice tone="error">{t(`login.error.${kind}`)}</Notice>;
}

function RegisterPart() {
  const { t } = useTranslation('auth');
  const benefits = ['prices', 'order', 'overview'] as const;
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold text-gray-900">{t('register.title')}</h3>
      <p className="text-sm text-gray-700">{t('register.text')}</p>
      <ul className="space-y-2">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-start gap-2 text-sm text-gray-800">
            <CheckIcon className="mt-0.5 size-4 shrink-0 text-success-600" />
            {t(`register.benefit.${benefit}`)}
          </li>
        ))}
      </ul>
      <p className="text-sm text-gray-700">{t('register.steps')}</p>
      <button
        type="button"
        data-autofocus
        onClick={() => authDialogs.openRegistration()}
        className={buttonClasses('primary', 'w-full py-2.5')}
      >
        {t('register.start')}
      </button>
    </div>
  );
}
