/**
 * A line chart as SVG, drawn on the server so that it needs no script and no library: one point
 * per value, each a link with its exact value as its title, over gridlines at round values and
 * at the turn of months or years. The line joins publications no more than the longest market
 * closure apart; across a longer stretch without data it is broken, so that a gap reads as a gap
 * (2016 → 2024 is not a straight line). The values are placed as floating-point pixels and the
 * gridlines labelled with round values (a drawing, not a figure); every figure shown as text
 * beside the chart is the published string. Its type is sized by the style sheet for the width
 * the chart is shown at, so that it reads on a phone as on a desktop.
 */
import { LONGEST_CLOSURE_DAYS } from '../tools/kit/parity.js';
import { type Html, html } from './html.js';

export interface ChartPoint {
  /** YYYY-MM-DD */
  date: string;
  /** The exact value, as published. */
  value: string;
  href: string;
}

const WIDTH = 720;
const HEIGHT = 340;
/** Room for the labels at the largest type the style sheet gives them (24 units on a phone). */
const PAD = { left: 100, right: 24, top: 20, bottom: 52 };
/** Horizontal gridlines wanted, about; vertical ones at most. */
const VALUE_LINES = 4;
const MOST_DAY_LINES = 5;
const MONTH_STEPS = [1, 2, 3, 6, 12, 24, 60, 120];

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Round gridline values over [low, high]: a step of 1, 2, 2.5 or 5 times a power of ten, and its decimals. */
function valueLines(low: number, high: number): { values: number[]; decimals: number } {
  const span = high - low || Math.abs(high) || 1;
  const magnitude = 10 ** Math.floor(Math.log10(span / VALUE_LINES));
  const multiple = [1, 2, 2.5, 5, 10].find((m) => span / (m * magnitude) <= VALUE_LINES + 1) ?? 10;
  const step = multiple * magnitude;
  const decimals = Math.max(0, -Math.floor(Math.log10(step))) + (multiple === 2.5 ? 1 : 0);
  const values: number[] = [];
  for (let at = Math.floor(low / step); at * step <= high + step / 2; at += 1) values.push(at * step);
  if (values.length < 2) values.push((values[0] ?? 0) + step);
  return { values, decimals };
}

/** The first days of months, every `step` months, within [first, last]; labelled by month, or by year from 12 months. */
function dayLines(firstDay: number, lastDay: number): Array<{ day: number; label: string }> {
  const first = new Date(firstDay * 86_400_000);
  const months = (lastDay - firstDay) / 30.44;
  const step = MONTH_STEPS.find((candidate) => months / candidate <= MOST_DAY_LINES) ?? 120;
  const lines: Array<{ day: number; label: string }> = [];
  let month = first.getUTCFullYear() * 12 + first.getUTCMonth() + 1;
  month += (step - (month % step)) % step;
  for (; ; month += step) {
    const year = Math.floor(month / 12);
    const day = Date.UTC(year, month % 12, 1) / 86_400_000;
    if (day > lastDay) break;
    const label = step >= 12 ? String(year) : `${year}-${String((month % 12) + 1).padStart(2, '0')}`;
    lines.push({ day, label });
  }
  return lines;
}

/** A day's label stays inside the drawing: near its right edge it ends at its line. */
const anchorAt = (at: number) => (at > WIDTH - PAD.right - 60 ? 'end' : 'middle');

/** The points in runs without a gap longer than a market closure: each run is one line. */
function runs<T extends { day: number }>(points: readonly T[]): T[][] {
  const all: T[][] = [];
  for (const point of points) {
    const run = all[all.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && point.day - last.day <= LONGEST_CLOSURE_DAYS) run.push(point);
    else all.push([point]);
  }
  return all;
}

/** `label` names the chart; `gapNote` is said under it when the line is broken somewhere. */
export function lineChart(points: readonly ChartPoint[], label: string, gapNote: (days: number) => string): Html {
  if (points.length === 0) return html``;
  const placed = points.map((point) => ({ point, day: dayNumber(point.date), value: Number(point.value) }));
  const days = placed.map((point) => point.day);
  const [firstDay, lastDay] = [Math.min(...days), Math.max(...days)];
  const grid = valueLines(Math.min(...placed.map((p) => p.value)), Math.max(...placed.map((p) => p.value)));
  const [low = 0, high = 1] = [grid.values[0], grid.values[grid.values.length - 1]];
  const x = (day: number) =>
    PAD.left + (lastDay === firstDay ? 0.5 : (day - firstDay) / (lastDay - firstDay)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((high - value) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const bottom = HEIGHT - PAD.bottom;
  const lines = runs(placed);
  const broken = lines.length > 1;
  return html`<figure class="chart"><svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="group" aria-label="${label}" xmlns="http://www.w3.org/2000/svg">
${grid.values.map(
  (
    value,
  ) => html`<line class="grid" x1="${PAD.left}" y1="${y(value).toFixed(1)}" x2="${WIDTH - PAD.right}" y2="${y(value).toFixed(1)}"/>
<text class="tick" x="${PAD.left - 8}" y="${y(value).toFixed(1)}" dy="0.35em" text-anchor="end">${value.toFixed(grid.decimals)}</text>`,
)}
${dayLines(firstDay, lastDay).map(
  ({
    day,
    label: when,
  }) => html`<line class="grid" x1="${x(day).toFixed(1)}" y1="${PAD.top}" x2="${x(day).toFixed(1)}" y2="${bottom}"/>
<text class="tick" x="${x(day).toFixed(1)}" y="${HEIGHT - 8}" text-anchor="${anchorAt(x(day))}">${when}</text>`,
)}
<line class="axis" x1="${PAD.left}" y1="${bottom}" x2="${WIDTH - PAD.right}" y2="${bottom}"/>
<line class="axis" x1="${PAD.left}" y1="${PAD.top}" x2="${PAD.left}" y2="${bottom}"/>
${lines.map((run) => html`<polyline class="line" points="${run.map((p) => `${x(p.day).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ')}"/>`)}
${placed.map(
  ({ point, day, value }) =>
    html`<a href="${point.href}"><circle class="point" cx="${x(day).toFixed(1)}" cy="${y(value).toFixed(1)}" r="4"><title>${point.date}: ${point.value}</title></circle></a>`,
)}
</svg><figcaption>${label}${broken ? html`<br><small>${gapNote(LONGEST_CLOSURE_DAYS)}</small>` : ''}</figcaption></figure>`;
}
