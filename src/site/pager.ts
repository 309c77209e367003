/** Links to the previous and next page of a paged list (a version's rows, the marks to print). */
import { type Html, html } from './html.js';
import type { Words } from './layout.js';

/**
 * `range` says what this page shows ("101–200 of 3949"); a link is left out where there is no
 * page. A page with the pager above and below its list names them apart (`place`): two
 * navigation landmarks with one name are one too many for a screen reader's list of them.
 */
export function pagerNav(
  words: Words,
  range: string,
  previous: string | null,
  next: string | null,
  place: 'above' | 'below' = 'above',
): Html {
  return html`<nav class="pager" aria-label="${words(place === 'above' ? 'site.pager.above' : 'site.pager.below', { range })}">
${previous === null ? '' : html`<a rel="prev" href="${previous}">${words('site.pager.previous')}</a>`}
<span>${range}</span>
${next === null ? '' : html`<a rel="next" href="${next}">${words('site.pager.next')}</a>`}
</nav>`;
}
