import { useState, type ChangeEvent } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { LOGO_MAX_BYTES } from '@shop/domain/api/account-profile.ts';
import { buttonClasses } from '#web/shared/ui/button.ts';
import { Modal } from '#web/shared/ui/modal.tsx';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useErrorMessage } from '#web/shared/ui/use-error-message.ts';
import { useSaveLogo } from '#web/features/account/api/save-logo.ts';
import { DialogActions, type ProfileDialogProps } from './dialog-actions.tsx';

type FileProblem = 'type' | 'size' | 'unreadable';

/** PNG and JPEG are told by their first bytes, as the server does (docs/decisions/038). */
function looksLikeImage(bytes: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47].every((byte, index) => bytes[index] === byte);
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return png || jpeg;
}

async function readLogo(file: File): Promise<{ dataUrl: string } | { problem: FileProblem }> {
  if (file.size > LOGO_MAX_BYTES) return { problem: 'size' };
  try {
    const bytes = new Uint8Array(await file.slice(0, 8).arrayBuffer());
    if (!looksLikeImage(bytes)) return { problem: 'type' };
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
      reader.readAsDataURL(file);
    });
    return { dataUrl };
  } catch {
    return { problem: 'unreadable' };
  }
}

/**
 * Logo upload (docs/product/account.md#account-logo): the chosen file must have no error (PNG or
 * JPEG, at most 512 KB, checked by its content) before it can be sent; a preview shows what will be
 * saved.
 */
export function LogoDialog({ customerNumber, open, onOpenChange }: ProfileDialogProps) {
  const { t } = useTranslation('account');
  const errorMessage = useErrorMessage();
  const save = useSaveLogo(customerNumber);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);

  const close = (next: boolean) => {
    if (!next) {
      setPreview(null);
      setProblem(null);
      save.reset();
    }
    onOpenChange(next);
  };
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    setPreview(null);
    setProblem(null);
    if (!file) return;
    const read = await readLogo(file);
    if ('problem' in read) setProblem(read.problem);
    else setPreview(read.dataUrl);
  }
  async function upload() {
    if (preview === null) return;
    try {
      await save.mutateAsync(preview);
      close(false);
    } catch {
      // shown below
    }
  }
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('logo.title')}
      description={t('logo.description')}
    >
      <div className="space-y-4">
        <LogoFileField invalid={problem !== null} onChoose={(event) => void choose(event)} />
        {problem !== null && <Notice tone="error">{t(`logo.problem.${problem}`)}</Notice>}
        {preview !== null && <LogoPreview dataUrl={preview} />}
        {save.isError && (
          <Notice tone="error" title={t('logo.error')}>
            {errorMessage(save.error)}
          </Notice>
        )}
        <DialogActions cancelLabel={t('logo.cancel')} onCancel={() => close(false)}>
          <button
            type="button"
            className={buttonClasses('primary')}
            disabled={preview === null || save.isPending}
            onClick={() => void upload()}
          >
            {t('logo.upload')}
          </button>
        </DialogActions>
      </div>
    </Modal>
  );
}

function LogoFileField({
  invalid,
  onChoose,
}: {
  invalid: boolean;
  onChoose: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation('account');
  return (
    <div>
      <label htmlFor="logo-file" className="block text-sm font-medium text-gray-900">
        {t('logo.file')}
      </label>
      <input
        id="logo-file"
        data-autofocus
        type="file"
        accept="image/png,image/jpeg"
        aria-describedby="logo-file-hint"
        aria-invalid={invalid ? true : undefined}
        onChange={onChoose}
        className="mt-1 block w-full text-sm text-gray-700 file:mr-3 file:rounded-md file:border file:border-brand-700 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800"
      />
      <p id="logo-file-hint" className="mt-1 text-sm text-gray-600">
        {t('logo.hint')}
      </p>
    </div>
  );
}

/** The chosen image as it will be saved. */
function LogoPreview({ dataUrl }: { dataUrl: string }) {
  const { t } = useTranslation('account');
  return (
    <figure className="rounded-md border border-gray-200 bg-gray-50 p-3">
      <img
        src={dataUrl}
        alt={t('logo.preview')}
        className="mx-auto max-h-40 max-w-full object-contain"
      />
      <figcaption className="mt-2 text-center text-xs text-gray-600">
        {t('logo.preview')}
      </figcaption>
    </figure>
  );
}
