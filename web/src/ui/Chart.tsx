import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJs,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import { themes } from '../theme/tokens';
import { SERIES_COLOURS } from './chartColours';

// Only the parts drawn here, so the chunk stays small (Chart.js tree-shakes what is not registered).
ChartJs.register(
  LineController,
  BarController,
  LineElement,
  PointElement,
  BarElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

/** Line styles per series, so lines are told apart without their colour. */
const DASHES = [[], [6, 4], [2, 3], [8, 3, 2, 3]];

export interface ChartSeries {
  label: string;
  values: readonly number[];
}

export interface ChartProps {
  type: 'line' | 'bar';
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** What the chart shows, in words (its accessible name); the table beside it holds the numbers. */
  summary: string;
  /** How a value reads on the axis and in the tooltip (cents → '$1,234.00'). */
  format: (value: number) => string;
  height?: number;
  /** A small chart without axes' titles or legend (a card's trend line). */
  compact?: boolean;
  /** The smallest amount worth an axis step, in the values' unit (100 for cents shown as dollars); default 1. */
  unit?: number;
}

/** A line or bar chart (Chart.js), drawn in the theme's colours and redrawn when the theme or the figures change. */
export function Chart({ type, labels, series, summary, format, height = 260, compact = false, unit = 1 }: ChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useTheme();
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    const colours = SERIES_COLOURS[theme.mode];
    // The canvas needs real colours: the styled theme's are CSS variables (var(--color-text)), which a canvas ignores.
    const palette = themes[theme.mode].colors;
    const chart = new ChartJs(context, {
      type,
      data: {
        labels: [...labels],
        datasets: series.map((line, index) => ({
          label: line.label,
          data: [...line.values],
          borderColor: colours[index % colours.length],
          backgroundColor: colours[index % colours.length],
          borderDash: type === 'line' ? DASHES[index % DASHES.length] : undefined,
          pointRadius: compact ? 0 : 3,
          borderWidth: 2,
          tension: 0.2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: !compact && series.length > 1, labels: { color: palette.text } },
          tooltip: {
            enabled: !compact,
            callbacks: { label: (item) => `${item.dataset.label}: ${format(Number(item.raw))}` },
          },
        },
        scales: {
          x: { display: !compact, ticks: { color: palette.textMuted }, grid: { color: palette.border } },
          y: {
            display: !compact,
            beginAtZero: true,
            // An empty period still spans one unit ($1, one client), and a label that rounds to the one below it is left
            // out, so the axis never reads "$0" on every line.
            suggestedMax: unit,
            ticks: {
              color: palette.textMuted,
              precision: 0,
              callback: (value, index, ticks) => {
                const label = format(Number(value));
                return index > 0 && format(Number(ticks[index - 1]?.value)) === label ? '' : label;
              },
            },
            grid: { color: palette.border },
          },
        },
      },
    });
    return () => chart.destroy();
  }, [type, labels, series, format, compact, unit, theme]);

  return (
    <StyledBox style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </StyledBox>
  );
}

const StyledBox = styled.div`
  position: relative;
  width: 100%;
  min-width: 0;
`;
