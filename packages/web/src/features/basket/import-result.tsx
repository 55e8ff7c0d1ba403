import { useTranslation } from '#web/shared/i18n/use-translation.ts';
import type { ImportAnswer } from '@shop/domain/api/basket-imports.ts';
import { Table } from '#web/shared/ui/table.tsx';

/** The outcome of a basket import, line by line: what went in and why a line did not. */
export function ImportResult({ answer }: { answer: ImportAnswer }) {
  const { t } = useTranslation('basket');
  return (
    <section aria-labelledby="import-result" className="space-y-3">
      <h2 id="import-result" className="text-lg font-semibold text-gray-900">
        {t('import.resultTitle')}
      </h2>
      <p className="text-sm text-gray-700" role="status">
        {t('import.summary', { added: answer.added, notAdded: answer.notAdded })}
      </p>
      {answer.lines.length > 0 && (
        <Table
          variant="boxed"
          rows={answer.lines}
          rowKey={(line) => line.line}
          columns={[
            {
              key: 'line',
              header: t('import.line'),
              className: 'text-gray-600 tabular-nums',
              cell: (line) => line.line,
            },
            {
              key: 'article',
              header: t('import.article'),
              className: 'break-all text-gray-900',
              cell: (line) => line.articleNumber ?? line.text,
            },
            {
              key: 'quantity',
              header: t('import.quantity'),
              align: 'right',
              className: 'tabular-nums',
              cell: (line) => line.quantity ?? '–',
            },
            {
              key: 'result',
              header: t('import.result'),
              className: (line) =>
                `font-medium ${line.status === 'added' ? 'text-success-800' : 'text-danger-800'}`,
              cell: (line) => (
                <>
                  {t(`import.status.${line.reason ?? line.status}`)}
                  {line.reduced === true && ` (${t('import.reduced')})`}
                </>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
