import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { BarChart } from './BarChart.tsx';

const euro = (value: number) => `€ ${value.toFixed(2).replace('.', ',')}`;

function renderChart(values = { vod: [4.99, 0, 9.98], calls: [1.26, 2.02, 0] }) {
  return render(
    <BarChart
      title="Kosten per maand"
      categories={[
        { key: '2026-09', label: 'sep' },
        { key: '2026-10', label: 'okt' },
        { key: '2026-11', label: 'nov' },
      ]}
      series={[
        { key: 'vod', label: 'Films en series', values: values.vod },
        { key: 'calls', label: 'Bellen', values: values.calls },
      ]}
      formatValue={euro}
      categoryLabel="Maand"
      totalLabel="Totaal"
      tableCaption="Kosten per maand in een tabel"
    />,
  );
}

describe('BarChart', () => {
  it('is a named image described by a table with the same numbers', () => {
    renderChart();
    const image = screen.getByRole('img', { name: 'Kosten per maand' });
    const table = screen.getByRole('table', { name: 'Kosten per maand in een tabel' });
    expect(image).toHaveAttribute('aria-describedby', table.id);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'sep€ 4,99€ 1,26€ 6,25',
      'okt€ 0,00€ 2,02€ 2,02',
      'nov€ 9,98€ 0,00€ 9,98',
    ]);
    expect(screen.getByRole('figure', { name: 'Kosten per maand' })).toBeInTheDocument();
  });

  it('stacks each bar, the tallest total the full height', () => {
    const { container } = renderChart();
    const heightOf = (month: string, series: string) =>
      Number(
        container
          .querySelector(`[data-category="${month}"] [data-series="${series}"]`)!
          .getAttribute('height'),
      );
    expect(heightOf('2026-11', 'vod')).toBeCloseTo(188);
    expect(heightOf('2026-11', 'calls')).toBe(0);
    expect(heightOf('2026-09', 'vod') + heightOf('2026-09', 'calls')).toBeCloseTo(
      (6.25 / 9.98) * 188,
    );
  });

  it('draws no bars when everything is zero', () => {
    const { container } = renderChart({ vod: [0, 0, 0], calls: [0, 0, 0] });
    for (const rect of container.querySelectorAll('rect'))
      expect(rect.getAttribute('height')).toBe('0');
  });
});
