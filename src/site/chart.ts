/**
 * A line chart as SVG, drawn on the server so that it needs no script and no library: one point
 * per value, each a link with its exact value as its title. The values are placed on the page as
 * floating-point pixels (a drawing, not a figure); every figure shown as text is the published
 * string.
 */
import { type Html, html } from './html.js';

export interface ChartPoint {
  /** YYYY-MM-DD */
  date: string;
  /** The exact value, as published. */
  value: string;
  href: string;
}

const WIDTH = 720;
const HEIGHT = 300;
const PAD = { left: 64, right: 16, top: 16, bottom: 36 };

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

export function lineChart(points: readonly ChartPoint[], label: string): Html {
  if (points.length === 0) return html``;
  const days = points.map((point) => dayNumber(point.date));
  const values = points.map((point) => Number(point.value));
  const [firstDay, lastDay] = [Math.min(...days), Math.max(...days)];
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const lowText = points[values.indexOf(low)]?.value ?? '';
  const highText = points[values.indexOf(high)]?.value ?? '';
  const x = (day: number) =>
    PAD.left + (lastDay === firstDay ? 0.5 : (day - firstDay) / (lastDay - firstDay)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) =>
    PAD.top + (high === low ? 0.5 : (high - value) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const at = points.map((point, i) => ({ point, cx: x(days[i] ?? 0).toFixed(1), cy: y(values[i] ?? 0).toFixed(1) }));
  const line = at.map(({ cx, cy }) => `${cx},${cy}`).join(' ');
  const bottom = HEIGHT - PAD.bottom;
  return html`<figure class="chart"><svg viewBox="0 0 ${WIDTH} ${HEIGHT}" role="group" aria-label="${label}" xmlns="http://www.w3.org/2000/svg">
<line class="axis" x1="${PAD.left}" y1="${bottom}" x2="${WIDTH - PAD.right}" y2="${bottom}"/>
<line class="axis" x1="${PAD.left}" y1="${PAD.top}" x2="${PAD.left}" y2="${bottom}"/>
<text class="tick" x="${PAD.left - 6}" y="${y(high) + 4}" text-anchor="end">${highText}</text>
<text class="tick" x="${PAD.left - 6}" y="${y(low) + 4}" text-anchor="end">${lowText}</text>
<text class="tick" x="${PAD.left}" y="${HEIGHT - 12}">${points[0]?.date}</text>
<text class="tick" x="${WIDTH - PAD.right}" y="${HEIGHT - 12}" text-anchor="end">${points[points.length - 1]?.date}</text>
<polyline class="line" points="${line}"/>
${at.map(
  ({ point, cx, cy }) =>
    html`<a href="${point.href}"><circle class="point" cx="${cx}" cy="${cy}" r="3.5"><title>${point.date}: ${point.value}</title></circle></a>`,
)}
</svg><figcaption>${label}</figcaption></figure>`;
}
