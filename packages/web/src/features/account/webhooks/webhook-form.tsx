import { useRef, useState, type FormEvent } from 'react';
import {
  WEBHOOK_EVENTS,
  WEBHOOK_URL_MAX,
  type CreateWebhookResponse,
  type WebhookEvent,
} from '@shop/domain/api/webhooks.ts';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CheckboxField, FieldError, TextField } from '#web/shared/ui/form-fields.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useCreateWebhook } from '#web/features/account/api/webhooks.ts';
import { useEventLabel } from './event-label.ts';

interface Problems {
  url?: string;
  events?: string;
}

/** The checks the server makes too, so a slip is said before the call. */
function useProblems() {
  const { t } = useTranslation('account');
  return (url: string, events: readonly WebhookEvent[]): Problems => {
    const problems: Problems = {};
    if (url.trim() === '') problems.url = t('webhooks.urlRequired');
    else if (!/^https:\/\//i.test(url.trim())) problems.url = t('webhooks.urlHttps');
    if (events.length === 0) problems.events = t('webhooks.eventsRequired');
    return problems;
  };
}

/** The form that registers an endpoint; the answer's secret goes to `onCreated`, shown once. */
export function WebhookForm({
  customerNumber,
  onCreated,
}: {
  customerNumber: string;
  onCreated: (created: CreateWebhookResponse) => void;
}) {
  const { t } = useTranslation('account');
  const errorText = useErrorMessage();
  const eventLabel = useEventLabel();
  const check = useProblems();
  const create = useCreateWebhook(customerNumber);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>([]);
  const [problems, setProblems] = useState<Problems>({});
  const urlField = useRef<HTMLInputElement>(null);
  const firstEvent = useRef<HTMLInputElement>(null);
  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((chosen) => (on ? [...chosen, event] : chosen.filter((e) => e !== event)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = check(url, events);
    setProblems(found);
    // a keyboard user lands on the first field to correct
    if (found.url !== undefined) urlField.current?.focus();
    else if (found.events !== undefined) firstEvent.current?.focus();
    if (found.url !== undefined || found.events !== undefined) return;
    create.mutate(
      { url: url.trim(), events },
      {
        onSuccess: (created) => {
          setUrl('');
          setEvents([]);
          onCreated(created);
        },
      },
    );
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-labelledby="webhook-form-title">
      <h3 id="webhook-form-title" className="text-sm font-semibold text-gray-800">
        {t('webhooks.addTitle')}
      </h3>
      <TextField
        ref={urlField}
        label={t('webhooks.url')}
        hint={t('webhooks.urlHint')}
        type="url"
        inputMode="url"
        autoComplete="off"
        required
        maxLength={WEBHOOK_URL_MAX}
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={problems.url}
      />
      <fieldset aria-describedby={problems.events ? 'webhook-events-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-gray-800">{t('webhooks.events')}</legend>
        <div className="grid gap-1.5 sm:grid-cols-2">
          {WEBHOOK_EVENTS.map((name, index) => (
            <CheckboxField
              key={name}
              ref={index === 0 ? firstEvent : undefined}
              label={eventLabel(name)}
              checked={events.includes(name)}
              onChange={(e) => toggle(name, e.target.checked)}
            />
          ))}
        </div>
        <FieldError id="webhook-events-error" message={problems.events} />
      </fieldset>
      {create.isError && <Notice tone="error">{errorText(create.error)}</Notice>}
      <button type="submit" className={buttonClasses('primary')} disabled={create.isPending}>
        {create.isPending ? t('webhooks.adding') : t('webhooks.add')}
      </button>
    </form>
  );
}
