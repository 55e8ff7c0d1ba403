import type {} from 'altcha/types/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { Language } from '@shop/domain/shops.ts';
import { escapeHtml } from '@shop/domain/rules/escape-html.ts';
import { FieldError } from '#web/shared/ui/form-fields.tsx';
import { useScripted } from '#web/shared/ssr/use-scripted.ts';

/** Where the widget fetches its proof-of-work challenge (server: captcha.routes.ts). */
export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

/** The widget's own translations are registered under these names (altcha/i18n/*). */
const WIDGET_LANGUAGE: Record<Language, string> = {
  de: 'de',
  en: 'en',
  es: 'es-es',
  fr: 'fr-fr',
  it: 'it',
  ja: 'ja',
  pl: 'pl',
};

interface StateChangeDetail {
  state: string;
  payload?: string | null;
}

interface CaptchaProps {
  language: Language;
  /** the solved payload (sent as captchaHash), or null while unsolved or expired */
  onChange: (payload: string | null) => void;
  /** an error to show, e.g. when the form was sent without solving it */
  error?: string;
  /** change it to start over (after each submit: a solution is valid once) */
  resetSignal?: number;
}

/**
 * The self-hosted proof-of-work captcha (ALTCHA, docs/decisions/008-captcha-and-registration.md) as a React
 * component: the user ticks "I'm not a robot", the browser solves the challenge in workers,
 * and the payload goes to the form.
 */
export function Captcha({ language, onChange, error, resetSignal = 0 }: CaptchaProps) {
  const { t } = useTranslation('common');
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const widget = useRef<HTMLElementTagNameMap['altcha-widget']>(null);
  const errorId = useId();
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  });

  // loaded once the page is the script's: it replaces the server's placeholder (decision 155)
  const scripted = useScripted();
  useEffect(() => {
    if (!scripted) return;
    let active = true;
    import('#web/shared/ui/altcha-setup.ts').then(
      () => active && setLoaded(true),
      () => active && setFailed(true),
    );
    return () => {
      active = false;
    };
  }, [scripted]);

  useEffect(() => {
    const element = widget.current;
    if (!loaded || element === null) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      latestOnChange.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', onStateChange);
    return () => element.removeEventListener('statechange', onStateChange);
  }, [loaded]);

  const firstReset = useRef(resetSignal);
  useEffect(() => {
    if (resetSignal === firstReset.current) return;
    firstReset.current = resetSignal;
    widget.current?.reset();
    latestOnChange.current(null);
  }, [resetSignal]);

  return (
    <div>
      <div
        className={`w-fit max-w-full rounded-md ${error !== undefined ? 'ring-2 ring-danger-600 ring-offset-2' : ''}`}
        aria-describedby={error !== undefined ? errorId : undefined}
      >
        {failed ? (
          <p className="text-sm text-danger-800">{t('captcha.loadError')}</p>
        ) : loaded ? (
          <altcha-widget
            ref={widget}
            challenge={CAPTCHA_CHALLENGE_URL}
            language={WIDGET_LANGUAGE[language]}
          />
        ) : (
          <p className="min-h-16 text-sm text-gray-600">
            {t('captcha.loading')}
            <NoScriptNote text={t('captcha.needsScript')} />
          </p>
        )}
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/**
 * Without JavaScript the check never loads and the form cannot be sent: a browser without it
 * shows this note, one with it never does. Written as markup, which hydration leaves as it is:
 * a `<noscript>` rendered as an element would differ between the server and the browser.
 */
function NoScriptNote({ text }: { text: string }) {
  return (
    <span
      className="block"
      dangerouslySetInnerHTML={{ __html: `<noscript>${escapeHtml(text)}</noscript>` }}
    />
  );
}
