/**
 * A calculation answer (docs/tools/README.md, The answer) as a reader sees it: what was normalised ("we read X as
 * Y"), the outputs with their exact values, the steps and warnings in the API's own sentences
 * (written again with whole figures, their API names as words: figure-text.ts, reader-words.ts), a
 * hint's next tool as a link, the sources, and the JSON itself to copy.
 */
import type { Figure } from '../../core/figures.js';
import { type AnswerSentence, figureText, pageSentence } from '../figure-text.js';
import { type Html, html } from '../html.js';
import { type Here, type Words, siteLink } from '../layout.js';
import { type ProvenanceLike, dataUsed, sourcesOf } from '../sources.js';
import type { ReaderNames } from './reader-words.js';
import { ANSWER_ANCHOR } from './tool-form.js';
import { answerTable, fxCostNames } from './answer-tables.js';
import type { FormInputs } from '../form-values.js';
import type { Plan } from '../../tools/load-plan/plan-member.js';
import { answerPictures } from './load-plan-pictures.js';

interface Sentence extends AnswerSentence {
  level?: 'note' | 'hint';
  next?: string;
}

export interface ToolAnswer {
  tool: string;
  outputs: Record<string, Figure>;
  steps: Sentence[];
  warnings: Sentence[];
  normalized?: Array<{ path: string; given: string; used: string }>;
  links?: { page?: string };
  provenance: ProvenanceLike;
  /** load-plan's own member: its containers' blocks, drawn under the figures. */
  plan?: Plan;
}

interface AnswerNames {
  tools: ReadonlyMap<string, string>;
  outputs: ReadonlyMap<string, string>;
  /** The words of every name a sentence may mention (reader-words.ts). */
  reader: ReaderNames;
  headline: ReadonlySet<string>;
  /** The inputs the page was given, for the names a table uses (fx-cost's nameB). */
  given: FormInputs;
  /** The inputs as printed above the answer on paper (answer-print.ts). */
  printed: Html;
}

/** An input as the calculation used it: as the answer says it normalised it, else as given. */
function usedInput(answer: ToolAnswer, given: FormInputs) {
  return (name: string): string | undefined => {
    const normalized = answer.normalized?.find((item) => item.path === name);
    const value = given[name];
    return normalized?.used ?? (typeof value === 'string' ? value : undefined);
  };
}

/** A normalised input named as a reader knows it: the label of its field, the dotted path as a hint. */
function normalizedPath(path: string, reader: ReaderNames): Html {
  const label = reader.pathLabel(path);
  return label === undefined ? html`<code class="api-name">${path}</code>` : html`${label}${reader.hint(path)}`;
}

function warningItem(warning: Sentence, here: Here, words: Words, names: AnswerNames): Html {
  const next = warning.next
    ? html` <a href="${siteLink(here, `/tools/${warning.next}`)}">${words('site.tool.continue', { tool: names.tools.get(warning.next) ?? warning.next })}</a>`
    : '';
  return html`<li class="${warning.level ?? 'warning'}">${names.reader.sentence(pageSentence(warning, here.lang))}${next}</li>`;
}

export function toolAnswer(answer: ToolAnswer, json: string, here: Here, words: Words, names: AnswerNames): Html {
  const context = {
    lang: here.lang,
    words,
    outputs: answer.outputs,
    labels: names.outputs,
    used: usedInput(answer, names.given),
    hint: (name: string) => names.reader.hint(name),
  };
  // The tool's table where its users tabulate the answer; the figures it leaves out below it.
  const table = answerTable(answer.tool, context);
  const codeNames = answer.tool === 'fx-cost' ? fxCostNames(context) : new Map<string, string>();
  // The figures a reader wants first (the tool's headline), then the rest.
  const all = Object.entries(answer.outputs).filter(([name]) => !table?.shown.has(name));
  const first = all.filter(([name]) => names.headline.has(name));
  const outputs = all.filter(([name]) => !names.headline.has(name));
  // A code the page names otherwise (fx-cost's B as the user named it) keeps the code beside it.
  const shown = (name: string, figure: Figure) => {
    const named = figure.kind === 'code' ? codeNames.get(figure.value) : undefined;
    return named === undefined
      ? html`<dd data-output="${name}">${figureText(figure, here.lang)}</dd>`
      : html`<dd data-output="${name}" data-code="${figure.kind === 'code' ? figure.value : ''}">${named}</dd>`;
  };
  // A form sends every value as text: "true" read as true changes nothing a reader sees, nor do spaces around " 544 ".
  const shownNormalized = (answer.normalized ?? []).filter((item) => item.given.trim() !== item.used);
  const list = (entries: typeof all, className: string) =>
    entries.length > 0
      ? html`<dl class="${className}">${entries.map(
          ([name, figure]) =>
            html`<div><dt>${names.outputs.get(name) ?? name}${names.reader.hint(name)}</dt>${shown(name, figure)}</div>`,
        )}</dl>`
      : '';
  return html`<section class="answer" id="${ANSWER_ANCHOR}" aria-labelledby="answer-heading">
${names.printed}
<h2 id="answer-heading">${words('site.tool.answer')}</h2>
<p class="answer-actions"><button type="button" class="print" hidden>${words('site.answer.print')}</button></p>
${
  shownNormalized.length > 0
    ? html`<ul class="normalized">${shownNormalized.map((item) => html`<li>${normalizedPath(item.path, names.reader)}${words('site.tool.normalized', { given: item.given, used: item.used })}</li>`)}</ul>`
    : ''
}
${list(first, 'outputs headline')}
${table?.table ?? ''}
${list(outputs, 'outputs')}
${answerPictures(answer.plan, names.given, words)}
${dataUsed(answer.provenance, here, words)}
${
  answer.warnings.length > 0
    ? html`<h3>${words('site.tool.warnings')}</h3><ul class="warnings">${answer.warnings.map((warning) =>
        warningItem(warning, here, words, names),
      )}</ul>`
    : ''
}
<h3>${words('site.tool.steps')}</h3>
<ol class="steps">${answer.steps.map((step) => html`<li data-step="${step.id ?? ''}">${names.reader.sentence(pageSentence(step, here.lang))}</li>`)}</ol>
${sourcesOf(answer.provenance, here, words)}
<details class="json"><summary>${words('site.tool.json')}</summary>
<p><button type="button" class="copy-json" data-copied="${words('site.tool.copied')}" hidden>${words('site.tool.copy_json')}</button></p>
<pre id="answer-json"><code>${json}</code></pre></details>
</section>`;
}
