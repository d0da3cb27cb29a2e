export { BarChart } from './BarChart.tsx';
export type { BarChartProps, BarChartSeries } from './BarChart.tsx';
