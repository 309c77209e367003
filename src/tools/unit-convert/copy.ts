/**
 * unit-convert's own copy: its step, its note, and its refusal of units of different kinds.
 */
import type { Texts } from '../../i18n/texts.js';

export const UNIT_CONVERT_COPY = {
  'input.units_incompatible': {
    'zh-CN': '不能在 {from} 与 {to} 之间换算：两者不是同一种量。',
    en: 'The units {from} and {to} measure different things and cannot be converted.',
    ja: '{from} と {to} は別の量なので換算できません。',
    ko: '{from}와 {to}는 다른 양이라 환산할 수 없습니다.',
  },
  'unit-convert.convert': {
    'zh-CN': '{value} 换算为 {result}。',
    en: 'Converted: {value} is {result}.',
    ja: '{value} は {result} です。',
    ko: '환산 결과: {value} = {result}.',
  },
  'unit-convert.rounded': {
    'zh-CN': '这个换算除不尽，结果按四舍五入保留 {places} 位小数。',
    en: 'This conversion does not come out exactly; the result is rounded half-up to {places} decimals.',
    ja: 'この換算は割り切れないため、結果は小数 {places} 桁に四捨五入しています。',
    ko: '이 환산은 나누어떨어지지 않아 결과를 소수점 이하 {places}자리로 반올림했습니다.',
  },
} as const satisfies Record<string, Texts>;
