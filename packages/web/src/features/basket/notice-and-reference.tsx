import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import { MAX_NOTICE_LENGTH, MAX_REFERENCE_LENGTH } from '@shop/domain/api/basket.ts';
import { TextAreaField, TextField } from '#web/shared/ui/form-fields.tsx';
import { useBasketErrorText } from '#web/shared/basket/basket-errors.ts';
import { saveNotice, saveReference } from '#web/features/basket/api/change-basket.ts';

/** Typing pauses this long before the text is saved. */
export const SAVE_DELAY_MS = 600;

type SaveState = 'idle' | 'saving' | 'saved' | { error: unknown };

/**
 * Saves a text as it is typed, once typing pauses; the last text is saved when the field is
 * left or the screen closes, so nothing typed is lost.
 */
function useSavedAsTyped(initial: string, save: (text: string) => Promise<void>) {
  const [text, setText] = useState(initial);
  const [state, setState] = useState<SaveState>('idle');
  const saved = useRef(initial);
  const latest = useRef(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  function flush() {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
    const value = latest.current;
    if (value === saved.current) return;
    setState('saving');
    save(value).then(
      () => {
        saved.current = value;
        setState('saved');
      },
      (error: unknown) => setState({ error }),
    );
  }
  // the timer and the unmount run the latest flush
  const flushRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    flushRef.current = flush;
  });
  useEffect(() => () => flushRef.current(), []);

  function change(value: string) {
    setText(value);
    latest.current = value;
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = setTimeout(() => flushRef.current(), SAVE_DELAY_MS);
  }

  return { text, change, flush, state };
}

/**
 * Notice and reference (PO number) of the basket (docs/product/basket.md#basket-notice-reference),
 * saved as typed.
 */
export function NoticeAndReference({ notice, reference }: { notice: string; reference: string }) {
  const { t } = useTranslation('basket');
  const noticeField = useSavedAsTyped(notice, saveNotice);
  const referenceField = useSavedAsTyped(reference, saveReference);
  return (
    <section
      aria-labelledby="basket-notes"
      className="space-y-3 rounded-md border border-gray-200 bg-white p-4"
    >
      <h2 id="basket-notes" className="text-lg font-semibold text-gray-900">
        {t('notes.title')}
      </h2>
      <TextField
        id="basket-reference"
        label={t('notes.reference')}
        value={referenceField.text}
        maxLength={MAX_REFERENCE_LENGTH}
        onChange={(event) => referenceField.change(event.target.value)}
        onBlur={referenceField.flush}
        hint={t('notes.referenceHint')}
      />
      <SaveStatus state={referenceField.state} />
      <TextAreaField
        id="basket-notice"
        label={t('notes.notice')}
        rows={3}
        value={noticeField.text}
        maxLength={MAX_NOTICE_LENGTH}
        onChange={(event) => noticeField.change(event.target.value)}
        onBlur={noticeField.flush}
      />
      <SaveStatus state={noticeField.state} />
    </section>
  );
}

function SaveStatus({ state }: { state: SaveState }) {
  const { t } = useTranslation('basket');
  const errorText = useBasketErrorText();
  return (
    <p aria-live="polite" className="-mt-2 min-h-4 text-xs text-gray-600">
      {state === 'saving' && t('notes.saving')}
      {state === 'saved' && t('notes.saved')}
      {typeof state === 'object' && (
        <span className="text-danger-800">{errorText(state.error)}</span>
      )}
    </p>
  );
}
