import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import {
  BUG_REPORT_MESSAGE_MAX,
  BUG_REPORT_MESSAGE_MIN,
  BUG_REPORT_TOPICS,
  bugReportRequestSchema,
} from '@shop/domain/api/article.ts';
import type { Language } from '@shop/domain/shops.ts';
import { isApiError } from '#web/shared/api/api-error.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { SelectField, TextAreaField } from '#web/shared/ui/form-fields.tsx';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useSendBugReport } from '#web/features/product/api/send-bug-report.ts';

/**
 * The success message closes the dialog by itself after 5 seconds
 * (docs/product/catalog.md#cat-bug-report).
 */
export const BUG_REPORT_SUCCESS_MS = 5_000;

const formSchema = bugReportRequestSchema.pick({ topic: true, message: true });

/**
 * The bug-report dialog of the article page (docs/product/catalog.md#cat-bug-report), for logged-in
 * customers: what is wrong and a description; the form must be valid before it is sent.
 */
export function BugReportDialog({
  articleNumber,
  language,
}: {
  articleNumber: string;
  language: Language;
}) {
  const { t } = useTranslation('product');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
      >
        {t('bugReport.open')}
      </button>
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={t('bugReport.title')}
        description={t('bugReport.description', { articleNumber })}
      >
        {open && (
          <BugReportForm
            articleNumber={articleNumber}
            language={language}
            onDone={() => setOpen(false)}
          />
        )}
      </Modal>
    </>
  );
}

function BugReportForm({
  articleNumber,
  language,
  onDone,
}: {
  articleNumber: string;
  language: Language;
  onDone: () => void;
}) {
  const { t } = useTranslation('product');
  const errorMessage = useErrorMessage();
  const send = useSendBugReport();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: { topic: 'description' as const, message: '' },
  });

  useEffect(() => {
    if (!send.isSuccess) return;
    const timer = window.setTimeout(onDone, BUG_REPORT_SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [send.isSuccess, onDone]);

  if (send.isSuccess) {
    return <Notice tone="success" title={t('bugReport.success')} />;
  }

  const onSubmit = handleSubmit((values) => {
    send.mutate({ articleNumber, language, ...values });
  });
  const tooMany = isApiError(send.error) && send.error.status === 429;

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
      <SelectField label={t('bugReport.topic')} required data-autofocus {...register('topic')}>
        {BUG_REPORT_TOPICS.map((topic) => (
          <option key={topic} value={topic}>
            {t(`bugReport.topics.${topic}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('bugReport.message')}
        required
        rows={5}
        maxLength={BUG_REPORT_MESSAGE_MAX}
        hint={t('bugReport.messageHint', { min: BUG_REPORT_MESSAGE_MIN })}
        error={
          errors.message !== undefined
            ? t('bugReport.messageInvalid', {
                min: BUG_REPORT_MESSAGE_MIN,
                max: BUG_REPORT_MESSAGE_MAX,
              })
            : undefined
        }
        {...register('message')}
      />
      {send.isError && (
        <Notice tone="error">{tooMany ? t('bugReport.tooMany') : errorMessage(send.error)}</Notice>
      )}
      <div className="flex justify-end gap-3">
        <button type="button" onClick={onDone} className={buttonClasses('secondary')}>
          {t('bugReport.cancel')}
        </button>
        <button type="submit" disabled={send.isPending} className={buttonClasses('primary')}>
          {send.isPending ? t('bugReport.sending') : t('bugReport.send')}
        </button>
      </div>
    </form>
  );
}
