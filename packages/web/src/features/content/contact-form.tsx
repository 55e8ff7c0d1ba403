import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { Link } from 'react-router';
import { z } from 'zod';
import {
  QUESTION_TYPES_OF,
  contactRequestSchema,
  type ContactPage,
} from '@shop/domain/api/content-contact.ts';
import { paths } from '#web/shared/routing/paths.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Captcha } from '#web/shared/ui/captcha.tsx';
import {
  CheckboxField,
  SelectField,
  TextAreaField,
  TextField,
} from '#web/shared/ui/form-fields.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { contactErrorField, useSendContact } from '#web/features/content/api/send-contact.ts';

/**
 * What the form checks before sending: a message, an e-mail and the accepted terms. Whether the
 * e-mail is an address the server decides (450, decision 048), and its answer shows at the field.
 */
const contactFormSchema = z.object({
  menuItem: contactRequestSchema.shape.menuItem,
  name: z.string().trim().max(120),
  email: z.string().trim().min(1).max(254),
  question: z.string().trim().min(1).max(5000),
  termsAndConditions: z.literal(true),
});
type ContactFormValues = z.input<typeof contactFormSchema>;

/** The contact form (docs/product/content.md#content-contact) of /contact and of /storesupport. */
export function ContactForm({ page }: { page: ContactPage }) {
  const { t } = useTranslation('content');
  const shell = useShellParams();
  const send = useSendContact();
  const [captchaHash, setCaptchaHash] = useState<string | null>(null);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [captchaReset, setCaptchaReset] = useState(0);
  const types = QUESTION_TYPES_OF[page];
  const form = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    // the default question type is the first (docs/product/content.md#content-contact)
    defaultValues: {
      menuItem: types[0] as ContactFormValues['menuItem'],
      name: '',
      email: '',
      question: '',
    },
  });
  const refused = send.isError ? contactErrorField(send.error) : null;

  const onSubmit = form.handleSubmit((values) => {
    if (captchaHash === null) {
      setCaptchaMissing(true);
      return;
    }
    const name = values.name.trim();
    send.mutate(
      {
        page,
        menuItem: values.menuItem,
        question: values.question.trim(),
        email: values.email.trim(),
        ...(name === '' ? {} : { name }),
        termsAndConditions: true,
        captchaHash,
        language: shell.language,
        shop: shell.shop,
      },
      // a captcha solution is valid once: the next attempt needs a new one
      { onSettled: () => setCaptchaReset((count) => count + 1) },
    );
  });

  if (send.isSuccess) {
    return (
      <ContactSent
        onAgain={() => {
          form.reset();
          send.reset();
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {send.isError && refused === null && <Notice tone="error">{t('contact.error.send')}</Notice>}
      <ContactFields form={form} types={types} emailRefused={refused === 'email'} />
      <Captcha
        language={shell.language}
        resetSignal={captchaReset}
        onChange={(payload) => {
          setCaptchaHash(payload);
          if (payload !== null) setCaptchaMissing(false);
        }}
        error={captchaMissing || refused === 'captcha' ? t('contact.error.captcha') : undefined}
      />
      <button type="submit" disabled={send.isPending} className={buttonClasses('primary')}>
        {send.isPending ? t('contact.sending') : t('contact.submit')}
      </button>
    </form>
  );
}

interface ContactFieldsProps {
  form: UseFormReturn<ContactFormValues>;
  types: readonly string[];
  /** the server answered 450: the e-mail is not an address */
  emailRefused: boolean;
}

function ContactFields({ form, types, emailRefused }: ContactFieldsProps) {
  const { t } = useTranslation('content');
  const shell = useShellParams();
  const errors = form.formState.errors;
  return (
    <>
      <SelectField {...form.register('menuItem')} label={t('contact.questionType')} required>
        {types.map((type) => (
          <option key={type} value={type}>
            {t(`contact.type.${type}` as 'contact.type.misc')}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...form.register('name')} label={t('contact.name')} autoComplete="name" />
        <TextField
          {...form.register('email')}
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={
            errors.email
              ? t('contact.error.emailMissing')
              : emailRefused
                ? t('contact.error.emailInvalid')
                : undefined
          }
        />
      </div>
      <TextAreaField
        {...form.register('question')}
        label={t('contact.question')}
        rows={6}
        required
        error={errors.question ? t('contact.error.question') : undefined}
      />
      <CheckboxField
        {...form.register('termsAndConditions')}
        required
        label={
          <>
            {t('contact.terms')} (
            <Link to={paths.terms.href(shell)} className="text-brand-700 underline">
              {t('contact.termsLink')}
            </Link>
            )
          </>
        }
        error={errors.termsAndConditions ? t('contact.error.terms') : undefined}
      />
    </>
  );
}

function ContactSent({ onAgain }: { onAgain: () => void }) {
  const { t } = useTranslation('content');
  return (
    <div className="space-y-4">
      <Notice tone="success" title={t('contact.success.title')}>
        {t('contact.success.text')}
      </Notice>
      <button type="button" onClick={onAgain} className={buttonClasses('secondary')}>
        {t('contact.again')}
      </button>
    </div>
  );
}
