import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Table } from '#web/shared/ui/table.tsx';

afterEach(cleanup);

interface Row {
  country: string;
  fee: string;
}

const rows: Row[] = [
  { country: 'Germany', fee: '4,90 €' },
  { country: 'Austria', fee: '9,90 €' },
];

function show() {
  render(
    <Table
      caption="Shipping"
      rows={rows}
      rowKey={(row) => row.country}
      isCurrent={(row) => row.country === 'Austria'}
      columns={[
        { key: 'country', header: 'Country', rowHeader: true, cell: (row) => row.country },
        { key: 'fee', header: 'Fee', align: 'right', cell: (row) => row.fee },
      ]}
    />,
  );
}

describe('Table', () => {
  it('reads as a table named by its caption, with column headings and named rows', () => {
    show();
    const table = screen.getByRole('table', { name: 'Shipping' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Country', 'Fee']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Germany', 'Austria']);
    const austria = within(table).getByRole('row', { name: /Austria/ });
    expect(within(austria).getByRole('cell').textContent).toBe('9,90 €');
  });

  it('marks only the current row as current', () => {
    show();
    const current = screen
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-current') === 'true');
    expect(current.map((row) => row.textContent)).toEqual(['Austria9,90 €']);
  });
});

describe('Table with sortable headings', () => {
  it('makes a sortable heading a button, marks the sorted one with aria-sort and calls its sort', () => {
    const sorted: string[] = [];
    render(
      <Table
        rows={rows}
        rowKey={(row) => row.country}
        columns={[
          {
            key: 'country',
            header: 'Country',
            rowHeader: true,
            sort: { direction: null, onSort: () => sorted.push('country') },
            cell: (row) => row.country,
          },
          {
            key: 'fee',
            header: 'Fee',
            sort: { direction: 'ascending', onSort: () => sorted.push('fee') },
            cell: (row) => row.fee,
          },
          { key: 'note', header: 'Note', cell: () => '' },
        ]}
      />,
    );
    const [country, fee, note] = screen.getAllByRole('columnheader');
    expect(country!.getAttribute('aria-sort')).toBeNull();
    expect(fee!.getAttribute('aria-sort')).toBe('ascending');
    expect(within(note!).queryByRole('button')).toBeNull();
    within(country!).getByRole('button', { name: 'Country' }).click();
    within(fee!).getByRole('button', { name: 'Fee' }).click();
    expect(sorted).toEqual(['country', 'fee']);
  });
});
