import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { csvAmount, csvStyle, formatCsvDate } from '@shop/domain/rules/csv-format.ts';
import { sendCsv } from './csv-reply.ts';

interface Line {
  name: string;
  amount: number;
  date: string | null;
}

const app = Fastify();
app.get<{ Querystring: { comma?: string } }>('/export', (request, reply) => {
  const format = request.query.comma === undefined ? 'semicolon-comma' : 'comma-point';
  const style = csvStyle('de', format);
  async function* rows(): AsyncGenerator<Line> {
    yield { name: '=HYPERLINK("http://evil")', amount: -1250, date: '2026-03-04' };
    yield { name: 'Plüsch; "groß"', amount: 99, date: null };
  }
  return sendCsv(
    reply,
    'orders 2026/03.csv',
    style,
    [
      { header: 'Name', value: (row: Line) => row.name },
      { header: 'Amount', value: (row: Line) => csvAmount(row.amount, 2, style) },
      { header: 'Date', value: (row: Line) => formatCsvDate(row.date, style.datePattern) },
    ],
    rows(),
  );
});
afterAll(() => app.close());

describe('CSV exports', () => {
  it('streams a semicolon CSV with a BOM, escaped cells, safe formulas and a safe file name', async () => {
    const answer = await app.inject({ method: 'GET', url: '/export' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="orders_2026_03.csv"');
    expect(answer.body.split('\r\n')).toEqual([
      '\uFEFFName;Amount;Date',
      `"'=HYPERLINK(""http://evil"")";-12,50;04.03.2026`,
      '"Plüsch; ""groß""";0,99;',
      '',
    ]);
  });

  it('splits at commas with a decimal point and ISO dates when the buyer chose that format', async () => {
    const answer = await app.inject({ method: 'GET', url: '/export?comma' });
    expect(answer.body.split('\r\n')).toEqual([
      '\uFEFFName,Amount,Date',
      `"'=HYPERLINK(""http://evil"")",-12.50,2026-03-04`,
      '"Plüsch; ""groß""",0.99,',
      '',
    ]);
  });
});
