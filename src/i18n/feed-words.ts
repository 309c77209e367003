/**
 * The words of a dataset's Atom feed (src/http/routes/dataset-feed.ts): its title, its author (the
 * service that compiles it) and each entry's title and summary, in the four languages.
 */
import { wordsOf } from './messages.js';
import type { Texts } from './texts.js';

const FEED_WORDS = {
  'feed.title': {
    'zh-CN': '{name}：数据版本',
    en: '{name}: versions',
    ja: '{name}：データのバージョン',
    ko: '{name}: 데이터 버전',
  },
  'feed.author': {
    'zh-CN': '外贸计算与参考数据 API',
    en: 'Export Trade Calculation and Reference Data API',
    ja: '輸出貿易計算・参照データ API',
    ko: '수출 무역 계산 및 참조 데이터 API',
  },
  'feed.entry_title': {
    'zh-CN': '{name} {version}（发布日期 {day}）',
    en: '{name} {version} (published {day})',
    ja: '{name} {version}（公表日 {day}）',
    ko: '{name} {version} (공표일 {day})',
  },
  'feed.summary': {
    'zh-CN': '{rows} 行。来源：{source}。内容哈希：{hash}。',
    en: '{rows} rows. Source: {source}. Content hash: {hash}.',
    ja: '{rows} 行。出典：{source}。内容ハッシュ：{hash}。',
    ko: '{rows}행. 출처: {source}. 콘텐츠 해시: {hash}.',
  },
} as const satisfies Record<string, Texts>;

export const feedWord = wordsOf(FEED_WORDS);
