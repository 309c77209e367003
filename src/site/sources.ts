/** The sources of an answer on a page: its provenance's source line, and a link to each dataset version it read. */
import { html, type Html } from './html.js';
import { type Here, type Words, siteLink } from './layout.js';

export interface ProvenanceLike {
  source_line: string;
  notice: string;
  datasets: Array<{ id: string; version: string; source_url?: string }>;
}

export function sourcesOf(provenance: ProvenanceLike, here: Here, words: Words): Html {
  return html`<section class="sources" aria-label="${words('site.tool.source')}">
<p>${provenance.source_line}</p>
${
  provenance.datasets.length > 0
    ? html`<ul>${provenance.datasets.map(
        (dataset) =>
          html`<li><a href="${siteLink(here, `/datasets/${dataset.id}/${dataset.version}`)}">${dataset.id} ${dataset.version}</a></li>`,
      )}</ul>`
    : ''
}
</section>`;
}
