import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { setAutoFreeze } from 'immer';
import { formatMoney, type MoneyCurrency } from '@shop/domain/rules/money.ts';

// recharts keeps chart elements in an immer store, which freezes them; Preact (decision 063)
// writes its bookkeeping onto elements, so the store must leave them unfrozen
setAutoFreeze(false);

interface TurnoverChartProps {
  years: { year: string; amount: number }[];
  selected: string;
  currency: MoneyCurrency;
  onSelect: (year: string) => void;
}

/** Compact axis labels: 12k, 1.2M (the exact figures stand beside the chart). */
function compact(value: number, currency: MoneyCurrency): string {
  const major = value / 100;
  if (Math.abs(major) >= 1_000_000) return `${(major / 1_000_000).toFixed(1)}M`;
  if (Math.abs(major) >= 1_000) return `${Math.round(major / 1_000)}k`;
  return value === 0 ? '0' : formatMoney(value, currency);
}

/**
 * Turnover per year as bars (recharts, loaded with the overview route only); the selected year
 * is the dark bar. The figures themselves are in the list beside it, so the chart is hidden
 * from screen readers.
 */
export function TurnoverChart({ years, selected, currency, onSelect }: TurnoverChartProps) {
  return (
    <div aria-hidden="true" className="h-48 w-full sm:h-56">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={years}
          margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
          // the year buttons are the keyboard way; the chart takes no focus inside aria-hidden
          accessibilityLayer={false}
        >
          <CartesianGrid vertical={false} stroke="#e5e7eb" />
          <XAxis dataKey="year" tickLine={false} axisLine={false} fontSize={12} />
          <YAxis
            width={44}
            tickLine={false}
            axisLine={false}
            fontSize={12}
            tickFormatter={(value: number) => compact(value, currency)}
          />
          <Bar
            dataKey="amount"
            radius={[4, 4, 0, 0]}
            isAnimationActive={false}
            onClick={(_bar, index) => {
              const entry = years[index];
              if (entry) onSelect(entry.year);
            }}
          >
            {years.map((entry) => (
              <Cell
                key={entry.year}
                cursor="pointer"
                fill={entry.year === selected ? 'var(--color-brand-700)' : 'var(--color-brand-200)'}
              />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
