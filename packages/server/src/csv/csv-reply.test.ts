import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { csvAmount, csvDate, safeCell, sendCsv } from './csv-reply.ts';

interface Line {
  name: string;
  amount: number;
  date: string | null;
}

const app = Fastify();
app.get('/export', (_request, reply) => {
  async function* rows(): AsyncGenerator<Line> {
    yield { name: '=HYPERLINK("http://evil")', amount: -1250, date: '2026-03-04' };
    yield { name: 'Plüsch; "groß"', amount: 99, date: null };
  }
  return sendCsv(
    reply,
    'orders 2026/03.csv',
    [
      { header: 'Name', value: (row: Line) => row.name },
      { header: 'Amount', value: (row: Line) => csvAmount(row.amount, 2) },
      { header: 'Date', value: (row: Line) => csvDate(row.date, 'dd.MM.yyyy') },
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
      `"'=HYPERLINK(""http://evil"")";-12.50;04.03.2026`,
      '"Plüsch; ""groß""";0.99;',
      '',
    ]);
  });

  it('guards every formula start but leaves numbers alone', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(safeCell(`${start}A1`)).toBe(`'${start}A1`);
    expect(safeCell(-5)).toBe('-5');
    expect(safeCell('-12.50')).toBe('-12.50');
    expect(safeCell('-1+2')).toBe("'-1+2");
    expect(safeCell(null)).toBe('');
  });

  it('prints calendar dates and timestamps in the configured pattern', () => {
    expect(csvDate('2026-12-31', 'yyyy-MM-dd')).toBe('2026-12-31');
    expect(csvDate('2026-01-02T23:30:00.000Z', 'dd/MM/yyyy HH:mm')).toBe('02/01/2026 23:30');
    expect(csvDate('not a date', 'yyyy')).toBe('');
  });
});
