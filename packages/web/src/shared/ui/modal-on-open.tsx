import { lazy, Suspense, type ComponentProps } from 'react';
import type { Modal as LoadedModal } from '#web/shared/ui/modal.tsx';

const Modal = lazy(async () => ({ default: (await import('#web/shared/ui/modal.tsx')).Modal }));

/**
 * The shop's `Modal` with its code (Radix's dialog, focus trap and scroll lock) loaded when it
 * first opens, for a page whose first paint it must not wait for: the article page, which only
 * may open its picture viewer or the safety information (decision 073).
 */
export function ModalOnOpen(props: ComponentProps<typeof LoadedModal>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
