import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { emailSchema } from '@shop/domain/api/auth.ts';
import {
  NEWSLETTER_CATEGORIES,
  NEWSLETTER_LANGUAGES,
  NEWSLETTER_TYPE_IDS,
  type NewsletterLanguage,
} from '@shop/domain/rules/newsletter-types.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { CheckboxField, SelectField, TextField } from '#web/shared/ui/form-fields.tsx';

/** What the form edits of an address; the page adds the account and the active flag. */
export interface NewsletterEmailDraft {
  email: string;
  types: number[];
  language: NewsletterLanguage;
}

/**
 * The address form of the newsletter options (docs/product/newsletters.md#nl-addresses): the
 * e-mail, the nine categories by name and the newsletter language (de or en, the languages
 * newsletters are written in). Used to add an address and to change one.
 */
export function NewsletterEmailForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  initial: NewsletterEmailDraft;
  submitLabel: string;
  pending: boolean;
  onSubmit: (draft: NewsletterEmailDraft) => void;
  /** the answer of the last submit and the form's other buttons, shown above the submit */
  children?: ReactNode;
}) {
  const { t } = useTranslation('newsletter');
  const [draft, setDraft] = useState(initial);
  const [emailError, setEmailError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const email = emailSchema.safeParse(draft.email.trim());
    if (!email.success) return setEmailError(t('form.emailInvalid'));
    setEmailError(undefined);
    onSubmit({ ...draft, email: email.data });
  }

  function toggle(typeId: number, on: boolean) {
    const types = on ? [...draft.types, typeId] : draft.types.filter((id) => id !== typeId);
    setDraft({ ...draft, types });
  }

  return (
    <form noValidate className="space-y-4" onSubmit={submit}>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          data-autofocus
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
          value={draft.email}
          error={emailError}
          onChange={(event) => setDraft({ ...draft, email: event.target.value })}
        />
        <SelectField
          label={t('form.language')}
          value={draft.language}
          onChange={(event) =>
            setDraft({ ...draft, language: event.target.value as NewsletterLanguage })
          }
        >
          {NEWSLETTER_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`language.${language}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <CategoryChoice types={draft.types} onToggle={toggle} />
      {children}
      <button type="submit" disabled={pending} className={buttonClasses('primary')}>
        {submitLabel}
      </button>
    </form>
  );
}

/** The nine categories by name, each a checkbox. */
function CategoryChoice({
  types,
  onToggle,
}: {
  types: readonly number[];
  onToggle: (typeId: number, on: boolean) => void;
}) {
  const { t } = useTranslation('newsletter');
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-gray-900">{t('form.types')}</legend>
      <div className="mt-2 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {NEWSLETTER_CATEGORIES.map((category) => {
          const typeId = NEWSLETTER_TYPE_IDS[category];
          return (
            <CheckboxField
              key={category}
              label={t(`category.${category}`)}
              checked={types.includes(typeId)}
              onChange={(event) => onToggle(typeId, event.target.checked)}
              className="rounded-md border border-gray-200 px-3 py-2"
            />
          );
        })}
      </div>
    </fieldset>
  );
}
