import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { Account } from '@shop/domain/api/account.ts';
import { Notice } from '#web/shared/ui/notice.tsx';
import { useSetMessageSeen } from '#web/features/account/api/set-message-seen.ts';

type Message = Account['messages'][number];

/**
 * The account's messages (docs/product/account.md#account-messages). A one-time message is shown on
 * this visit and marked seen at once, so the next load of the account no longer has it; the others
 * stay until their cause is gone.
 */
export function AccountMessages({ messages }: { messages: Message[] }) {
  const { t } = useTranslation('account');
  const seen = useSetMessageSeen();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const marked = useRef(new Set<string>());
  useEffect(() => {
    for (const message of messages) {
      if (message.show_one_time && !marked.current.has(message.els_id)) {
        marked.current.add(message.els_id);
        seen.mutate(message.els_id);
      }
    }
  }, [messages, seen]);
  const shown = messages.filter((message) => !hidden.has(message.els_id));
  if (shown.length === 0) return null;
  return (
    <div className="space-y-2">
      {shown.map((message) => (
        <Notice key={message.els_id} tone={message.show_one_time ? 'info' : 'warning'}>
          <div className="flex items-start justify-between gap-3">
            <p>{message.text}</p>
            {message.show_one_time && (
              <button
                type="button"
                className="shrink-0 text-sm font-semibold underline underline-offset-2"
                onClick={() => setHidden((all) => new Set([...all, message.els_id]))}
              >
                {t('overview.dismissMessage')}
              </button>
            )}
          </div>
        </Notice>
      ))}
    </div>
  );
}
