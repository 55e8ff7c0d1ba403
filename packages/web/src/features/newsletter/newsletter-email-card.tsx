import { useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { NewsletterEmail } from '@shop/domain/api/newsletter.ts';
import { NEWSLETTER_CATEGORIES, NEWSLETTER_TYPE_IDS } from '@shop/domain/rules/newsletter-types.ts';
import type { SessionUser } from '@shop/domain/api/session.ts';
import { useShellParams } from '#web/shared/routing/use-shell-params.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useDeleteNewsletterEmail } from '#web/features/newsletter/api/delete-newsletter-email.ts';
import { useSaveNewsletterEmail } from '#web/features/newsletter/api/save-newsletter-email.ts';
import { useSendValidationMail } from '#web/features/newsletter/api/send-validation-mail.ts';
import { NewsletterEmailForm, type NewsletterEmailDraft } from './newsletter-email-form.tsx';
import { useNewsletterError } from './newsletter-error.ts';

const SMALL = 'px-3 py-1.5';

function Badge({ tone, children }: { tone: 'good' | 'muted' | 'warn'; children: string }) {
  const colours = {
    good: 'bg-success-50 text-success-800 border-success-200',
    muted: 'bg-gray-100 text-gray-700 border-gray-200',
    warn: 'bg-warning-50 text-warning-800 border-warning-200',
  }[tone];
  return (
    <span className={`rounded-full border px-2 py-0.5 text-xs font-medium ${colours}`}>
      {children}
    </span>
  );
}

/**
 * One newsletter address (docs/product/newsletters.md#nl-addresses): its state, categories and the
 * actions on it — change, activate or deactivate, send the validation mail, delete after a
 * confirmation.
 */
export function NewsletterEmailCard({
  entry,
  user,
}: {
  entry: NewsletterEmail;
  user: SessionUser;
}) {
  const { t } = useTranslation('newsletter');
  const { language } = useShellParams();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const save = useSaveNewsletterEmail(user.customerNumber);
  const validation = useSendValidationMail();
  const saveEntry = (draft: NewsletterEmailDraft, active: boolean) =>
    save.mutate(
      {
        ...draft,
        active,
        id: entry.id,
        customerNumber: user.customerNumber,
        shop: user.shop,
      },
      { onSuccess: () => setEditing(false) },
    );
  const current = { email: entry.email, types: entry.types, language: entry.language };

  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-xs">
      <EntryState entry={entry} />
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClasses('secondary', SMALL)}
          onClick={() => {
            save.reset();
            setEditing(true);
          }}
        >
          {t('action.edit')}
        </button>
        <button
          type="button"
          disabled={save.isPending}
          className={buttonClasses('secondary', SMALL)}
          onClick={() => saveEntry(current, !entry.active)}
        >
          {entry.active ? t('action.deactivate') : t('action.activate')}
        </button>
        {!entry.validated && (
          <button
            type="button"
            disabled={validation.isPending}
            className={buttonClasses('secondary', SMALL)}
            onClick={() => validation.mutate({ id: entry.id, language, mail: entry.email })}
          >
            {t('action.sendValidation')}
          </button>
        )}
        <button
          type="button"
          className={buttonClasses('dangerGhost', SMALL)}
          onClick={() => setDeleting(true)}
        >
          {t('action.delete')}
        </button>
      </div>
      <ActionResults email={entry.email} validation={validation} save={editing ? null : save} />
      <EditDialog
        initial={current}
        save={save}
        open={editing}
        onOpenChange={setEditing}
        onSubmit={(draft) => saveEntry(draft, entry.active)}
      />
      <DeleteDialog entry={entry} user={user} open={deleting} onOpenChange={setDeleting} />
    </li>
  );
}

/** The address with its state, language and chosen categories. */
function EntryState({ entry }: { entry: NewsletterEmail }) {
  const { t } = useTranslation('newsletter');
  const names = NEWSLETTER_CATEGORIES.filter((category) =>
    entry.types.includes(NEWSLETTER_TYPE_IDS[category]),
  ).map((category) => t(`category.${category}`));
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="mr-1 font-semibold break-all text-gray-900">{entry.email}</h3>
        <Badge tone={entry.active ? 'good' : 'muted'}>
          {entry.active ? t('state.active') : t('state.inactive')}
        </Badge>
        <Badge tone={entry.validated ? 'good' : 'warn'}>
          {entry.validated ? t('state.validated') : t('state.notValidated')}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-gray-700">
        {t(`language.${entry.language}`)} ·{' '}
        {names.length === 0 ? t('state.noTypes') : names.join(', ')}
      </p>
    </>
  );
}

/** What the last action on the address answered: the validation mail, a change. */
function ActionResults({
  email,
  validation,
  save,
}: {
  email: string;
  validation: ReturnType<typeof useSendValidationMail>;
  /** null while the change dialog is open: it shows its own answer */
  save: ReturnType<typeof useSaveNewsletterEmail> | null;
}) {
  const { t } = useTranslation('newsletter');
  const errorText = useNewsletterError();
  return (
    <>
      {validation.isSuccess && (
        <Notice tone="success" className="mt-3">
          {t('validationSent', { email })}
        </Notice>
      )}
      {validation.isError && (
        <Notice tone="error" title={t('validationError')} className="mt-3">
          {errorText(validation.error)}
        </Notice>
      )}
      {save?.isSuccess === true && (
        <Notice tone="success" className="mt-3">
          {t('updateSuccess')}
        </Notice>
      )}
      {save?.isError === true && (
        <Notice tone="error" title={t('updateError')} className="mt-3">
          {errorText(save.error)}
        </Notice>
      )}
    </>
  );
}

/** The change of an address: e-mail, categories, language. */
function EditDialog({
  initial,
  save,
  open,
  onOpenChange,
  onSubmit,
}: {
  initial: NewsletterEmailDraft;
  save: ReturnType<typeof useSaveNewsletterEmail>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSubmit: (draft: NewsletterEmailDraft) => void;
}) {
  const { t } = useTranslation('newsletter');
  const errorText = useNewsletterError();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('editTitle')} size="xl">
      <NewsletterEmailForm
        initial={initial}
        submitLabel={t('action.save')}
        pending={save.isPending}
        onSubmit={onSubmit}
      >
        {save.isError && (
          <Notice tone="error" title={t('updateError')}>
            {errorText(save.error)}
          </Notice>
        )}
      </NewsletterEmailForm>
    </Modal>
  );
}

function DeleteDialog({
  entry,
  user,
  open,
  onOpenChange,
}: {
  entry: NewsletterEmail;
  user: SessionUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('newsletter');
  const errorText = useNewsletterError();
  const removal = useDeleteNewsletterEmail(user.customerNumber);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) removal.reset();
        onOpenChange(next);
      }}
      title={t('delete.title')}
    >
      <p className="text-sm text-gray-800">{t('delete.text', { email: entry.email })}</p>
      {removal.isError && (
        <Notice tone="error" title={t('delete.error')} className="mt-4">
          {errorText(removal.error)}
        </Notice>
      )}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => onOpenChange(false)}
        >
          {t('delete.cancel')}
        </button>
        <button
          type="button"
          disabled={removal.isPending}
          className="inline-flex items-center justify-center rounded-md bg-danger-600 px-4 py-2 text-sm font-semibold text-white hover:bg-danger-800 disabled:cursor-not-allowed disabled:opacity-50"
          onClick={() => removal.mutate(entry.id, { onSuccess: () => onOpenChange(false) })}
        >
          {t('delete.confirm')}
        </button>
      </div>
    </Modal>
  );
}
