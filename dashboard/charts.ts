// The place's charts, drawn by uPlot from the routes' answers as they are (no value recomputed).
import uPlot from 'uplot';
import { h } from './dom.js';

/** Every chart on the page by its name (`forecast-temperature`, …): read by the browser test. */
export const charts = new Map<string, uPlot>();

/** One line or bar of a chart: its label, unit scale, colour, and whether drawn as bars or dashed. */
export interface Line {
  label: string;
  color: string;
  values: (number | null)[];
  bars?: boolean;
  dash?: boolean;
}

/** What a chart shows: its name, title, unit, x values (Unix seconds) and lines; bands between lines. */
export interface ChartSpec {
  name: string;
  title: string;
  unit: string;
  times: number[];
  lines: Line[];
  /** Pairs of line indexes (0-based, upper first) filled between: the daily range. */
  bands?: [number, number][];
  /** Nights (sunset → next sunrise, Unix seconds) shaded, sunrise and sunset marked. */
  nights?: [number, number][];
  /** The place's offset from UTC in seconds: the time axis shows the place's local time. */
  offset: number;
}

const bars = uPlot.paths.bars?.({ size: [0.7, 40] });

/** Shades the nights and marks sunrise (orange) and sunset (blue) with lines, under the series. */
function nightsPlugin(nights: [number, number][]): uPlot.Plugin {
  return {
    hooks: {
      drawClear: [
        (u: uPlot) => {
          const { ctx, bbox } = u;
          ctx.save();
          for (const [sunset, sunrise] of nights) {
            const left = Math.max(bbox.left, u.valToPos(sunset, 'x', true));
            const right = Math.min(bbox.left + bbox.width, u.valToPos(sunrise, 'x', true));
            if (right > left) {
              ctx.fillStyle = 'rgba(40, 50, 90, 0.08)';
              ctx.fillRect(left, bbox.top, right - left, bbox.height);
            }
            for (const [at, color] of [
              [sunset, '#2b4c9b'],
              [sunrise, '#b35900'],
            ] as const) {
              const x = u.valToPos(at, 'x', true);
              if (x < bbox.left || x > bbox.left + bbox.width) continue;
              ctx.strokeStyle = color;
              ctx.lineWidth = devicePixelRatio;
              ctx.beginPath();
              ctx.moveTo(x, bbox.top);
              ctx.lineTo(x, bbox.top + bbox.height);
              ctx.stroke();
            }
          }
          ctx.restore();
        },
      ],
    },
  };
}

/** Draws (or redraws) a chart into a figure with a caption; returns the figure. */
export function chart(spec: ChartSpec): HTMLElement {
  charts.get(spec.name)?.destroy();
  const caption = h('figcaption', {}, spec.title);
  const figure = h('figure', { class: 'chart', 'data-chart': spec.name, 'aria-label': spec.title }, caption);
  const width = Math.max(320, Math.min(960, (document.querySelector('main')?.clientWidth ?? 800) - 24));
  const options: uPlot.Options = {
    width,
    height: 220,
    tzDate: (ts) => uPlot.tzDate(new Date((ts + spec.offset) * 1000), 'Etc/UTC'),
    series: [
      { label: 'Time (local)' },
      ...spec.lines.map(
        (line): uPlot.Series => ({
          label: line.label,
          stroke: line.color,
          width: line.bars ? 0 : 2,
          ...(line.bars && bars ? { paths: bars, fill: line.color } : {}),
          ...(line.dash ? { dash: [6, 4] } : {}),
          value: (_u, value) => (value == null ? '–' : `${value} ${spec.unit}`),
        }),
      ),
    ],
    axes: [
      { stroke: '#222', grid: { stroke: '#e4e4e4' } },
      { stroke: '#222', label: spec.unit, grid: { stroke: '#e4e4e4' } },
    ],
    bands: (spec.bands ?? []).map(([upper, lower]) => ({
      series: [upper + 1, lower + 1] as [number, number],
      fill: 'rgba(200, 60, 40, 0.15)',
    })),
    plugins: spec.nights ? [nightsPlugin(spec.nights)] : [],
  };
  const data: uPlot.AlignedData = [spec.times, ...spec.lines.map((line) => line.values)];
  charts.set(spec.name, new uPlot(options, data, figure));
  return figure;
}
