import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useId } from 'react';
import { Table } from '../Table/Table.tsx';
import type { TableColumn } from '../Table/Table.tsx';
import { Caption, Legend, Root, SERIES_COLORS, Svg, Swatch } from './BarChart.styles.ts';

export interface BarChartSeries {
  key: string;
  /** Name in the legend and the table's column header. */
  label: string;
  /** One value per category, in the categories' order. */
  values: readonly number[];
}

export interface BarChartProps extends Omit<ComponentPropsWithRef<'figure'>, 'title'> {
  /** Names the figure (its caption) and the table. */
  title: string;
  /** The bars along the axis, e.g. months, oldest first. */
  categories: readonly { key: string; label: string }[];
  /** Up to three series, stacked in each bar. */
  series: readonly BarChartSeries[];
  /** A value as text, e.g. `formatEuro`. */
  formatValue: (value: number) => string;
  /** Header of the category column. */
  categoryLabel: string;
  /** Header of the total column; without it there is none. */
  totalLabel?: string;
  /** Caption of the table with the same data. */
  tableCaption: ReactNode;
}

const WIDTH = 600;
const HEIGHT = 220;
const AXIS = 24;

/**
 * Stacked bars as an SVG image, followed by a table with the same numbers: the picture is for a
 * quick look, the table is what screen readers, keyboard and zoom users read (role=img with a
 * summary, the table linked as its description).
 */
export function BarChart({
  title,
  categories,
  series,
  formatValue,
  categoryLabel,
  totalLabel,
  tableCaption,
  ...rest
}: BarChartProps) {
  const captionId = useId();
  const tableId = useId();
  const totals = categories.map((_, index) =>
    series.reduce((sum, item) => sum + (item.values[index] ?? 0), 0),
  );
  const max = Math.max(...totals, 0);
  const slot = WIDTH / Math.max(categories.length, 1);
  const barWidth = Math.min(48, slot * 0.6);
  const scale = (value: number) => (max > 0 ? (value / max) * (HEIGHT - AXIS - 8) : 0);

  const rows = categories.map((category, index) => ({ category, index }));
  const columns: TableColumn<(typeof rows)[number]>[] = [
    {
      key: 'category',
      header: categoryLabel,
      rowHeader: true,
      render: (row) => row.category.label,
    },
    ...series.map((item) => ({
      key: item.key,
      header: item.label,
      align: 'end' as const,
      render: (row: (typeof rows)[number]) => formatValue(item.values[row.index] ?? 0),
    })),
    ...(totalLabel
      ? [
          {
            key: 'total',
            header: totalLabel,
            align: 'end' as const,
            render: (row: (typeof rows)[number]) => formatValue(totals[row.index] ?? 0),
          },
        ]
      : []),
  ];

  return (
    <Root aria-labelledby={captionId} {...rest}>
      <Caption id={captionId}>{title}</Caption>
      <Legend aria-hidden="true">
        {series.map((item, index) => (
          <li key={item.key} style={{ color: SERIES_COLORS[index % SERIES_COLORS.length] }}>
            <Swatch />
            <span style={{ color: 'var(--vonk-color-text)' }}>{item.label}</span>
          </li>
        ))}
      </Legend>
      <Svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={captionId}
        aria-describedby={tableId}
        preserveAspectRatio="xMidYMid meet"
      >
        <line x1="0" x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} />
        {categories.map((category, index) => {
          const x = slot * index + (slot - barWidth) / 2;
          let top = HEIGHT - AXIS;
          return (
            <g key={category.key} data-category={category.key}>
              {series.map((item, seriesIndex) => {
                const height = scale(item.values[index] ?? 0);
                top -= height;
                return (
                  <rect
                    key={item.key}
                    x={x}
                    y={top}
                    width={barWidth}
                    height={height}
                    fill={SERIES_COLORS[seriesIndex % SERIES_COLORS.length]}
                    data-series={item.key}
                  />
                );
              })}
              <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle">
                {category.label}
              </text>
            </g>
          );
        })}
      </Svg>
      <Table
        id={tableId}
        caption={tableCaption}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.category.key}
      />
    </Root>
  );
}
