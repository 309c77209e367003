/**
 * The RMB central parity read as a reference: the quotations in force on a day, and
 * one currency over a range, one value per publishing day, as published. Each central-parity
 * version is one day's publication; a day without one (a weekend or holiday) is answered by the
 * latest before it, as the calculators read it (tools/kit/parity.ts), and a day the installed
 * versions cannot answer for is a 404 saying why. Nothing is interpolated or inverted.
 */
import { createHash } from 'node:crypto';
import { toPlain } from '../../core/decimal.js';
import { DatasetMissing, Refusal, issue } from '../../core/issues.js';
import type { Row } from '../../datasets/model.js';
import type { LoadedVersion } from '../../datasets/store.js';
import type { DatasetReader } from '../../tools/kit/definition.js';
import { parityIn, publicationInForce, publishedCurrencies } from '../../tools/kit/parity.js';
import { ApiError } from '../api-error.js';
import { provenanceEntryOf } from '../provenance-entry.js';
import type { CopyKey } from '../../i18n/catalogue.js';
import type { RouteContext, RouteSpec } from '../route-spec.js';
import { PARITY_DAY_ANSWER, PARITY_SERIES_ANSWER } from './central-parity-schemas.js';

const CURRENCY = /^[A-Z]{3}$/;

function quotationOf(row: Row) {
  return {
    id: String(row.id),
    currency: String(row.currency),
    base: String(row.base),
    quote: String(row.quote),
    per: String(row.per),
    value: String(row.value),
  };
}

function datasetMembers(version: LoadedVersion) {
  const m = version.manifest;
  return {
    id: m.dataset,
    version: m.version,
    published_at: m.published_at,
    content_hash: m.content_hash,
    license: m.license,
  };
}

function dayAnswer(data: DatasetReader, context: RouteContext) {
  const asked = typeof context.params.date === 'string' ? context.params.date : null;
  const versions = data.versions('central-parity');
  const publication = publicationInForce(data, asked ?? versions[0]?.manifest.published_at ?? '', 'date');
  if ('refused' in publication) throw new ApiError([publication.refused]);
  const { version } = publication;
  return {
    body: {
      central_parity: {
        date: asked,
        basis: asked === null ? 'latest' : 'date',
        published_on: version.manifest.published_at,
        on_the_day: asked === null || asked === version.manifest.published_at,
        quotations: version.rows.map(quotationOf),
      },
      dataset: datasetMembers(version),
    },
    datasets: [provenanceEntryOf(version)],
  };
}

function seriesAnswer(data: DatasetReader, context: RouteContext) {
  const versions = data.versions('central-parity');
  const newest = versions[0];
  const oldest = versions[versions.length - 1];
  if (!newest || !oldest) throw new DatasetMissing('central-parity', data.refused('central-parity'));
  const currency = String(context.params.currency);
  const from = typeof context.params.from === 'string' ? context.params.from : oldest.manifest.published_at;
  const to = typeof context.params.to === 'string' ? context.params.to : newest.manifest.published_at;
  if (from > to) throw new Refusal([issue('from', 'central_parity.range_reversed', { from, to })]);
  if (!versions.some((version) => parityIn(version, currency))) {
    const published = publishedCurrencies(newest).join(', ');
    throw new Refusal([issue('currency', 'parity.currency', { currency, published })]);
  }
  const inRange = versions
    .filter((version) => version.manifest.published_at >= from && version.manifest.published_at <= to)
    .reverse()
    .flatMap((version) => {
      const parity = parityIn(version, currency);
      return parity ? [{ version, parity }] : [];
    });
  const last = inRange[inRange.length - 1];
  if (!last) throw new ApiError([issue('currency', 'central_parity.no_publication', { currency, from, to })]);
  return {
    body: {
      series: {
        currency,
        base: last.parity.base,
        quote: last.parity.quote,
        from,
        to,
        points: inRange.map(({ version, parity }) => ({
          date: parity.day,
          per: toPlain(parity.per),
          value: parity.publishedValue,
          version: version.manifest.version,
        })),
      },
    },
    datasets: inRange.map(({ version }) => provenanceEntryOf(version)),
  };
}

/** No central parity version installed, or the installed one refused at start-up (a DatasetMissing). */
const NO_PARITY: readonly CopyKey[] = ['tool.dataset_missing', 'tool.dataset_refused'];

export function centralParityRoutes(data: DatasetReader): RouteSpec[] {
  // Every installed version, once: the answers of both routes depend on nothing else.
  const versionsDigest = createHash('sha256')
    .update(
      data
        .versions('central-parity')
        .map((version) => version.manifest.content_hash)
        .join(' '),
    )
    .digest('hex');
  const cachePolicy = () => ({ lifetime: 'list' as const, parts: [versionsDigest], namesDatasets: true });
  const notFound = {
    description:
      'The installed publications cannot answer for that day or range (parity.before_data, parity.after_data, parity.gap, central_parity.no_publication).',
    schema: { $ref: '#/components/schemas/ErrorAnswer' },
  };
  return [
    {
      operationId: 'getCentralParity',
      method: 'GET',
      path: '/v1/central-parity',
      summary: 'The central parity quotations in force on a day',
      description:
        'Every quotation of the publication in force on `date`: that day’s, or on a day without one the latest before it ' +
        '(`published_on` says which). Without `date`, the newest installed publication.',
      tag: 'datasets',
      params: [
        { name: 'date', in: 'query', kind: 'date', description: 'YYYY-MM-DD; omit it for the newest publication.' },
      ],
      cachePolicy,
      responses: { 200: { description: 'The quotations.', schema: PARITY_DAY_ANSWER }, 404: notFound },
      refusals: { 404: ['parity.before_data', 'parity.after_data', 'parity.gap'], 503: NO_PARITY },
      handle: (context) => dayAnswer(data, context),
    },
    {
      operationId: 'getCentralParitySeries',
      method: 'GET',
      path: '/v1/central-parity/series',
      summary: 'One currency’s central parity over a range of days',
      description:
        'One value per publishing day from `from` to `to` (both included; by default the first and newest installed), ' +
        'as published: a JPY value is per 100 JPY, a CNY/MYR value is MYR per CNY. Days without a publication have no point.',
      tag: 'datasets',
      params: [
        {
          name: 'currency',
          in: 'query',
          kind: 'text',
          required: true,
          maxLength: 3,
          pattern: CURRENCY,
          description: 'ISO 4217 code of a published currency, such as USD.',
        },
        { name: 'from', in: 'query', kind: 'date', description: 'First day, YYYY-MM-DD.' },
        { name: 'to', in: 'query', kind: 'date', description: 'Last day, YYYY-MM-DD.' },
      ],
      cachePolicy,
      responses: { 200: { description: 'The series.', schema: PARITY_SERIES_ANSWER }, 404: notFound },
      refusals: {
        400: ['central_parity.range_reversed', 'parity.currency'],
        404: ['central_parity.no_publication'],
        503: NO_PARITY,
      },
      handle: (context) => seriesAnswer(data, context),
    },
  ];
}
