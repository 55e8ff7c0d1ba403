import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { NEWSLETTER_CATEGORIES } from '@shop/domain/rules/newsletter-types.ts';
import { CheckboxField } from '#web/shared/ui/form-fields.tsx';
import { newsletterStepSchema } from '#web/features/registration/registration-schemas.ts';
import { FieldGroup, StepActions } from '#web/features/registration/step-parts.tsx';
import { useSaveAsTyped, type StepProps } from '#web/features/registration/steps/step-props.ts';

/**
 * Step 2, newsletters: the nine categories (docs/product/newsletters.md#nl-categories), none
 * required.
 */
export function NewsletterStep({ draft, onChange, onNext, onBack, onClear }: StepProps) {
  const { t } = useTranslation('registration');
  const { register, handleSubmit, watch, getValues } = useForm({
    resolver: zodResolver(newsletterStepSchema),
    defaultValues: { newsletter: { ...draft.newsletter } },
  });
  useSaveAsTyped(watch, () => getValues(), onChange);

  return (
    <form noValidate onSubmit={handleSubmit(() => onNext(getValues()))}>
      <FieldGroup legend={t('newsletter.legend')}>
        <p className="mb-4 text-sm text-gray-700">{t('newsletter.text')}</p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {NEWSLETTER_CATEGORIES.map((category, index) => (
            <CheckboxField
              key={category}
              {...register(`newsletter.${category}`)}
              {...(index === 0 ? { 'data-autofocus': true } : {})}
              label={t(`newsletter.category.${category}`)}
              className="rounded-md border border-gray-200 px-3 py-2.5"
            />
          ))}
        </div>
      </FieldGroup>
      <StepActions step={2} onBack={onBack} onClear={onClear} submitLabel={t('action.next')} />
    </form>
  );
}
