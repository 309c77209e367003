/**
 * load-plan's answer for the loading crew, printed on A4: what the plan holds (the answer's first
 * steps and its warnings), then a page a container with its picture and its blocks in loading
 * order, numbered as the picture numbers them, and where its weight lies. A companion page of the
 * calculator (companions.ts), asked with the calculator page's own query; every sentence is the
 * API's (its steps, grouped by the container each one opens), the picture the tool's drawing.
 */
import type { Plan } from '../../tools/load-plan/plan-member.js';
import { findTool } from '../../tools/registry.js';
import { type ErrorBody, type SiteApi, type SitePage, retryAfterOf } from '../api.js';
import { type AnswerSentence, pageSentence } from '../figure-text.js';
import { type Html, html } from '../html.js';
import { answerIssues } from '../issues.js';
import { type Here, page, siteLink, wordsIn } from '../layout.js';
import { givenInputs } from './given-inputs.js';
import { legendNames, planFigures } from './load-plan-pictures.js';
import { pageNames } from './reader-words.js';

interface PlanAnswer extends ErrorBody {
  steps?: AnswerSentence[];
  warnings?: AnswerSentence[];
  plan?: Plan;
}

/** The steps that open a container's part of the answer; the ones before the first are the load's. */
const OPENS_A_CONTAINER = new Set(['load-plan.container', 'load-plan.container_payload']);
const BLOCK_STEPS = new Set(['load-plan.block', 'load-plan.block_row']);

interface ContainerPart {
  opening: AnswerSentence;
  blocks: AnswerSentence[];
  after: AnswerSentence[];
}

/** The answer's steps: the load's own, then each container's (its opening, its blocks, the rest). */
function stepsByContainer(steps: readonly AnswerSentence[]) {
  const load: AnswerSentence[] = [];
  const containers: ContainerPart[] = [];
  for (const step of steps) {
    const id = step.id ?? '';
    const current = containers.at(-1);
    if (OPENS_A_CONTAINER.has(id)) containers.push({ opening: step, blocks: [], after: [] });
    else if (current === undefined) load.push(step);
    else (BLOCK_STEPS.has(id) ? current.blocks : current.after).push(step);
  }
  return { load, containers };
}

export async function loadPlanPrintPage(api: SiteApi, here: Here): Promise<SitePage> {
  const words = wordsIn(here.lang);
  const reader = pageNames(here);
  const toForm = html`<a href="${siteLink(here, '/tools/load-plan', here.query)}">${words('site.plan.back_to_form')}</a>`;
  const given = givenInputs(here.query, []);
  const answer = await api.post<PlanAnswer>('/v1/tools/load-plan/compute', { inputs: given }, { lang: here.lang });
  const { plan, steps } = answer.body;
  const title = `${findTool('load-plan')?.names[here.lang] ?? ''}: ${words('site.plan.title')}`;
  if (answer.status !== 200 || plan === undefined || steps === undefined) {
    // Refused, busy (503, the planner's gate full) or out of tokens (429): the API's words, when to come back.
    const body = html`${answerIssues(answer.body, reader)}<p>${toForm}</p>`;
    const retryAfter = retryAfterOf(answer.status, answer.body);
    return {
      status: answer.status,
      html: page({ here, title, body }).text,
      ...(retryAfter === undefined ? {} : { retryAfter }),
    };
  }
  const { load, containers } = stepsByContainer(steps);
  const figures = planFigures(plan, legendNames(plan, given, words));
  const said = (step: AnswerSentence) => reader.sentence(pageSentence(step, here.lang));
  const body = html`<p class="actions print-options">${toForm} <button type="button" class="print" hidden>${words('site.plan.print')}</button></p>
<section class="crew-load">
<ul class="crew-summary">${load.map((step) => html`<li>${said(step)}</li>`)}</ul>
${(answer.body.warnings ?? []).length > 0 ? html`<ul class="warnings">${(answer.body.warnings ?? []).map((warning) => html`<li>${said(warning)}</li>`)}</ul>` : ''}
<p class="plan-how">${words('site.plan.how_to_read')}</p>
</section>
${containers.map((part, n) => crewSheet(part, figures[n], said, words('site.plan.load')))}`;
  return { status: 200, html: page({ here, title, body, bodyClass: 'print-page crew-page' }).text };
}

/** One container's sheet: what it holds, its picture, its blocks in loading order, its balance. */
function crewSheet(
  part: ContainerPart,
  figure: Html | undefined,
  said: (step: AnswerSentence) => Html,
  heading: string,
) {
  return html`<section class="crew-sheet">
<h2>${said(part.opening)}</h2>
${figure ?? ''}
<h3>${heading}</h3>
<ol class="crew-steps">${part.blocks.map((step) => html`<li>${said(step)}</li>`)}</ol>
${part.after.map((step) => html`<p>${said(step)}</p>`)}
</section>`;
}
