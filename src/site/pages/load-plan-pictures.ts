/**
 * load-plan's answer drawn: one picture a container, made by the tool's own drawing from the
 * answer's `plan` member (src/tools/load-plan/picture.ts), with a legend written as text under it
 * (so that it wraps, however long a row's name) naming each row as the form gave it (its name,
 * else "row N" as the steps say it) with its carton's size. The site adds no figure: the picture
 * is the plan's blocks, numbered in the order the steps list them.
 */
import type { Plan } from '../../tools/load-plan/plan-member.js';
import { colourOf, planPictures, rowsIn } from '../../tools/load-plan/picture.js';
import type { FormInputs } from '../form-values.js';
import { Html, html } from '../html.js';
import type { Words } from '../layout.js';

/** The rows of the form's `cartons`, as given. */
function cartonRows(given: FormInputs): FormInputs[] {
  const rows = given.cartons;
  return Array.isArray(rows) ? rows : [];
}

/** Each row's words in the legend: "电水壶 kettle 60 × 40 × 40 cm", or "Row 2 …" without a name. */
export function legendNames(plan: Plan, given: FormInputs, words: Words): string[] {
  return cartonRows(given).map((row, index) => {
    const text = (name: string) => (typeof row[name] === 'string' ? String(row[name]).trim() : '');
    const name = text('name') || words('site.plan.row', { row: index + 1 });
    const size = [text('length'), text('width'), text('height')];
    return size.every(Boolean) ? `${name} ${size.join(' × ')} ${plan.unit}` : name;
  });
}

/** A legend's swatch: the row's colour in the picture. */
const swatch = (row: number) =>
  new Html(
    `<svg width="12" height="12" aria-hidden="true"><rect width="12" height="12" fill="${colourOf(row)}" stroke="#333" stroke-width="1"/></svg>`,
  );

/**
 * The picture of each container with its legend, drawn `pixels` wide and scaled to the page by
 * site.css: drawn small, its numbers stay readable on a phone.
 */
export function planFigures(plan: Plan, names: readonly string[], pixels = 420): Html[] {
  const pictures = planPictures(plan, names, pixels, false);
  return plan.containers.map((container, n) => {
    const rows = rowsIn(container);
    // The drawing escapes every text it writes: its SVG is markup as it stands.
    return html`<figure class="plan-picture">${new Html(pictures[n] ?? '')}
<figcaption><ul class="plan-legend">${rows.map((row) => html`<li>${swatch(row)} ${names[row] ?? `#${row + 1}`}</li>`)}</ul></figcaption></figure>`;
  });
}

/** The pictures under a calculator's answer, with how to read them. */
export function answerPictures(plan: Plan | undefined, given: FormInputs, words: Words): Html | '' {
  if (plan === undefined || plan.containers.length === 0) return '';
  return html`<h3>${words('site.plan.pictures')}</h3>
<p class="plan-how">${words('site.plan.how_to_read')}</p>
<div class="plan-pictures">${planFigures(plan, legendNames(plan, given, words))}</div>`;
}
