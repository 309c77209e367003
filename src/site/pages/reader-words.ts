/**
 * The API's names as a person reads them on a page. The API's descriptions, steps, warnings and
 * refusals name things for developers: a field (`lengthUnit`), a choice (`forward`), a family of
 * outputs (`estimate{Type}`), a dataset (`divisors`). A page writes each as its words in the page's
 * language (the label, the choice's label, the dataset's name); with the "show API names" switch
 * (`?api=1`) the name stays beside its words as a code hint (docs/site.md).
 */
import { isDatasetId } from '../../datasets/registry.js';
import type { Lang } from '../../i18n/languages.js';
import { issueSentence } from '../../i18n/messages.js';
import { type SiteWord, siteWord } from '../../i18n/site-words.js';
import type { ApiIssue } from '../api.js';
import { type Content, type Html, html } from '../html.js';
import { type Here, showsApiNames } from '../layout.js';
import { datasetName } from '../sources.js';

/** An input as far as its words go: its name, label, choices and fields (GET /v1/tools/{id}). */
interface LabelledInput {
  name: string;
  label?: string;
  choice_labels?: ReadonlyArray<{ value: string; label: string }>;
  fields?: readonly LabelledInput[];
}

/**
 * A word that may be an API name: a field (fxRate), a family of outputs (estimate{Type}), a
 * choice or dataset (with-commission, central-parity). Not a part of a dotted name, an address or
 * a unit (site.test, cm3/kg).
 */
const API_WORD = /(?<![\w@./-])[A-Za-z][A-Za-z0-9]*(?:\{[A-Za-z]+\})?(?:-[A-Za-z0-9]+)*(?![\w@/-])/g;

/** A choice a sentence names by its value: words in lower case (forward, with-commission); units, currencies and numbers read as themselves. */
const CHOICE_VALUE = /^[a-z]{2,}(?:-[a-z]+)*$/;

/** A choice label's trailing explanation, left out where a sentence names the choice: 倒算（由报价求利润） → 倒算. */
const EXPLANATION = /\s*[（(][^（()）]*[）)]$/;

/** Letters of Chinese and Japanese, their punctuation and full-width forms: no space is written between them. */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;

/** Whether a choice's label already shows its value as written ("件 (pc)", "立方米 (m³)"; not "海上混載（LCL）" for lcl): then the value is a word people read. */
function labelShows(label: string, value: string): boolean {
  const plain = label.replace(/²/g, '2').replace(/³/g, '3');
  return new RegExp(`(^|[^A-Za-z0-9])${value.replace(/[^A-Za-z0-9]/g, '\\$&')}($|[^A-Za-z0-9])`).test(plain);
}

/** An API name and the words that stand for it. */
type Named = ReadonlyArray<readonly [words: string, name: string]>;

/** The labels of the site's own query names, for the refusals of its pages (`code: …` reads 海关商品编码：…). */
const QUERY_LABELS: Readonly<Record<string, SiteWord>> = {
  code: 'site.refund.code',
  export_date: 'site.refund.date',
  q: 'site.refund.search_label',
  date: 'site.parity.day',
  currency: 'site.parity.currency',
  from: 'site.parity.from',
  to: 'site.parity.to',
  page: 'site.marks.page',
  id: 'site.nav.datasets',
  version: 'site.datasets.versions',
};

/** The words of a page for the API's names: its fields' and outputs' labels, its choices' labels, the datasets' names. */
export class ReaderNames {
  readonly lang: Lang;
  /** Whether each name is shown beside its words (`?api=1`). */
  readonly api: boolean;
  private readonly labels: ReadonlyMap<string, string>;
  /** By input: each choice's label. */
  private readonly choices: ReadonlyMap<string, ReadonlyMap<string, string>>;

  constructor(
    here: Pick<Here, 'lang' | 'query'>,
    inputs: readonly LabelledInput[],
    outputs: ReadonlyMap<string, string>,
  ) {
    this.lang = here.lang;
    this.api = showsApiNames(here);
    // An input's label over an output's of the same name (fx-convert's bankRate); of two fields of one
    // name the first (the quote's pricing.port, named in baojia's words, before its terms.port).
    const labels = new Map(outputs);
    const fromInputs = new Set<string>();
    const choices = new Map<string, Map<string, string>>();
    const add = (input: LabelledInput) => {
      if (input.label && !fromInputs.has(input.name)) {
        labels.set(input.name, input.label);
        fromInputs.add(input.name);
      }
      const own = choices.get(input.name) ?? new Map<string, string>();
      for (const choice of input.choice_labels ?? []) if (!own.has(choice.value)) own.set(choice.value, choice.label);
      if (own.size > 0) choices.set(input.name, own);
      for (const field of input.fields ?? []) add(field);
    };
    for (const input of inputs) add(input);
    this.labels = labels;
    this.choices = choices;
  }

  /** A name's code hint after its words (with a space), or nothing when the switch is off. */
  hint(name: string): Html {
    return this.api ? html` <code class="api-name">${name}</code>` : html``;
  }

  /** The label of a dotted path's field (`exports.0.hsCode` → 海关商品编码), if it has one. */
  pathLabel(path: string): string | undefined {
    const field = path
      .split('.')
      .filter((segment) => !/^[0-9]+$/.test(segment))
      .pop();
    return field === undefined ? undefined : this.labels.get(field);
  }

  /** A sentence or description of the API as a reader sees it; `own` is the input it describes, whose choices come first. */
  sentence(text: string, own?: string): Html {
    return html`${this.written(text, own, this.api)}`;
  }

  /** The same for an attribute (a title), where no code hint can stand: the words alone. */
  attribute(text: string, own?: string): string {
    return this.written(text, own, false)
      .map((part) => (typeof part === 'string' ? part : ''))
      .join('');
  }

  /** A refusal in the page's language, its names written as words. */
  issue(issue: ApiIssue): Html {
    return this.sentence(issueSentence(issue, this.lang));
  }

  /** What a listed refusal is about, before its sentence: the field's label (its path as a hint with the switch on). */
  issueField(issue: ApiIssue): Html {
    if (!issue.path) return html``;
    if (this.api) return html`<code>${issue.path}</code>: `;
    const label = this.pathLabel(issue.path);
    return label === undefined ? html`` : html`${label}${this.lang === 'zh-CN' || this.lang === 'ja' ? '：' : ': '}`;
  }

  private written(text: string, own: string | undefined, api: boolean): Content[] {
    const parts: Content[] = [];
    let from = 0;
    for (const match of text.matchAll(API_WORD)) {
      const start = match.index;
      if (start < from) continue;
      let end = start + match[0].length;
      const named = this.named(match[0], own);
      if (named === undefined) continue;
      // A field followed by one of its own choices ("fxBase currency") reads as both: 汇率标价方式 外币折合人民币.
      const next = /^ ([^\s、，,。.；;：:（()）]+)/.exec(text.slice(end));
      const chosen = next?.[1] === undefined ? undefined : this.choices.get(match[0])?.get(next[1]);
      const all: Named = chosen === undefined || next?.[1] === undefined ? named : [...named, [short(chosen), next[1]]];
      if (chosen !== undefined) end += next?.[0].length ?? 0;
      const words = all.map(([word]) => word).join(' ');
      let before = text.slice(from, start);
      if (!api && (this.lang === 'zh-CN' || this.lang === 'ja')) {
        // A name set apart by spaces in a Chinese sentence ("按 domesticBasis 计") is written without them.
        if (/[^ ] $/.test(before) && CJK.test(before.at(-2) ?? '') && CJK.test(words[0] ?? ''))
          before = before.slice(0, -1);
        if (text[end] === ' ' && CJK.test(text[end + 1] ?? '') && CJK.test(words.at(-1) ?? '')) end += 1;
      }
      // A name right after its own words ("缺少汇率 fxRate", "逐步换算（chain）") adds nothing a reader needs.
      const bracketed = /[（(]$/.test(before) && /^[）)]/.test(text.slice(end));
      const preceding = (bracketed ? before.slice(0, -1) : before).trimEnd();
      if (!api && preceding.toLowerCase().endsWith(words.toLowerCase())) {
        parts.push(preceding);
        from = bracketed ? end + 1 : end;
        continue;
      }
      // A Korean particle after the name takes the form the words' last syllable asks for (운임이, not 운임가).
      const particle = this.lang === 'ko' && !api ? koreanParticle(words, text.slice(end)) : undefined;
      if (particle !== undefined) end += particle.given.length;
      parts.push(
        before,
        api
          ? all.map(([word, name], i) => html`${i > 0 ? ' ' : ''}${word} <code class="api-name">${name}</code>`)
          : `${words}${particle?.fitting ?? ''}`,
      );
      from = end;
    }
    parts.push(text.slice(from));
    return parts;
  }

  /** The words for an API name, or nothing when it is no name of this page (or a plain English word). */
  private named(word: string, own: string | undefined): Named | undefined {
    const english = this.lang === 'en';
    // In English a plain word (length, mode, net) reads as itself: only camelCase and hyphenated names are names.
    const nameLike = !english || /[A-Z{]/.test(word);
    const label = nameLike ? this.labels.get(word) : undefined;
    if (label !== undefined) return [[label, word]];
    if (word.includes('{')) {
      const family = this.familyLabel(word.slice(0, word.indexOf('{')));
      return family === undefined ? undefined : [[family, word]];
    }
    if (english && !word.includes('-')) return undefined;
    const choice = this.choiceLabel(word, own);
    if (choice !== undefined) return [[short(choice), word]];
    return isDatasetId(word) ? [[datasetName(word, this.lang), word]] : undefined;
  }

  /** A choice's label by its value: the described input's own first, then any input's. */
  private choiceLabel(value: string, own: string | undefined): string | undefined {
    if (!CHOICE_VALUE.test(value)) return undefined;
    const ordered = [...(own === undefined ? [] : [this.choices.get(own)]), ...this.choices.values()];
    for (const choices of ordered) {
      const label = choices?.get(value);
      if (label !== undefined) return labelShows(label, value) ? undefined : label;
    }
    return undefined;
  }

  /** What a family of outputs (estimate20GP, estimate40GP…) is called: the words their labels share. */
  private familyLabel(stem: string): string | undefined {
    const labels = [...this.labels]
      .filter(([name]) => name.startsWith(stem) && /^[A-Z0-9]/.test(name.slice(stem.length)))
      .map(([, label]) => label);
    const [first, ...rest] = labels;
    if (first === undefined || rest.length === 0) return undefined;
    let length = first.length;
    for (const label of rest) while (!label.startsWith(first.slice(0, length))) length -= 1;
    const shared = first.slice(0, length).replace(/[\s（(，,、]+$/, '');
    return shared || undefined;
  }
}

/** Korean particles by the form after a final consonant and the form after a vowel. */
const KOREAN_PARTICLES: ReadonlyArray<readonly [consonant: string, vowel: string]> = [
  ['이', '가'],
  ['을', '를'],
  ['은', '는'],
  ['과', '와'],
  ['으로', '로'],
];

/** The particle that opens `after`, in the form the last syllable of `words` takes; nothing when no particle or no Hangul. */
function koreanParticle(words: string, after: string): { given: string; fitting: string } | undefined {
  const last = words.codePointAt(words.length - 1) ?? 0;
  if (last < 0xac00 || last > 0xd7a3) return undefined;
  const final = (last - 0xac00) % 28;
  for (const [consonant, vowel] of KOREAN_PARTICLES) {
    // Longer forms first, and only a particle that ends there: 이면 is not the particle 이.
    const given = [consonant, vowel]
      .sort((a, b) => b.length - a.length)
      .find((form) => after.startsWith(form) && !/^[\uac00-\ud7a3]/.test(after.slice(form.length)));
    if (given === undefined) continue;
    // ㄹ takes 로, as a vowel does.
    const fitting = final === 0 || (consonant === '으로' && final === 8) ? vowel : consonant;
    return { given, fitting };
  }
  return undefined;
}

/** A choice's label without its trailing explanation, where there is something before it. */
function short(label: string): string {
  return label.replace(EXPLANATION, '') || label;
}

/** The words of a tool's or the quote's page: its inputs, their fields and choices, its outputs. */
export function readerNames(
  here: Pick<Here, 'lang' | 'query'>,
  inputs: readonly LabelledInput[],
  outputs: ReadonlyMap<string, string> = new Map(),
): ReaderNames {
  return new ReaderNames(here, inputs, outputs);
}

/** The words of a page of the site's own (the lookup, the parity, the datasets): its query names' labels. */
export function pageNames(here: Pick<Here, 'lang' | 'query'>): ReaderNames {
  const labels = Object.entries(QUERY_LABELS).map(([name, key]): [string, string] => [
    name,
    short(siteWord(key, here.lang)),
  ]);
  return new ReaderNames(here, [], new Map(labels));
}
