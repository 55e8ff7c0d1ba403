import { useTranslation } from 'react-i18next';
import type { ImportAnswer } from '@shop/domain/api/basket-imports.ts';

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
        <div className="overflow-x-auto rounded-md border border-gray-200 bg-white">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-gray-200 text-left text-gray-600">
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('import.line')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('import.article')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium">
                  {t('import.quantity')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('import.result')}
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.lines.map((line) => {
                const added = line.status === 'added';
                return (
                  <tr key={line.line} className="border-b border-gray-100 last:border-0">
                    <td className="px-3 py-1.5 text-gray-600 tabular-nums">{line.line}</td>
                    <td className="px-3 py-1.5 break-all text-gray-900">
                      {line.articleNumber ?? line.text}
                    </td>
                    <td className="px-3 py-1.5 text-right tabular-nums">{line.quantity ?? '–'}</td>
                    <td
                      className={`px-3 py-1.5 font-medium ${added ? 'text-success-800' : 'text-danger-800'}`}
                    >
                      {t(`import.status.${line.reason ?? line.status}`)}
                      {line.reduced === true && ` (${t('import.reduced')})`}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
