/** The units' names for people, in the four languages, with the symbol after (厘米 (cm)): every unit input's choices. */
import type { Unit } from '../../core/units.js';
import type { Texts } from '../../i18n/texts.js';

const named = (symbol: string, zh: string, en: string, ja: string, ko: string): Texts => ({
  'zh-CN': `${zh} (${symbol})`,
  en: `${en} (${symbol})`,
  ja: `${ja} (${symbol})`,
  ko: `${ko} (${symbol})`,
});

export const UNIT_LABELS: Readonly<Record<Unit, Texts>> = {
  mm: named('mm', '毫米', 'millimetres', 'ミリメートル', '밀리미터'),
  cm: named('cm', '厘米', 'centimetres', 'センチメートル', '센티미터'),
  m: named('m', '米', 'metres', 'メートル', '미터'),
  in: named('in', '英寸', 'inches', 'インチ', '인치'),
  ft: named('ft', '英尺', 'feet', 'フィート', '피트'),
  yd: named('yd', '码', 'yards', 'ヤード', '야드'),
  g: named('g', '克', 'grams', 'グラム', '그램'),
  kg: named('kg', '千克', 'kilograms', 'キログラム', '킬로그램'),
  t: named('t', '吨', 'tonnes', 'トン', '톤'),
  oz: named('oz', '盎司', 'ounces', 'オンス', '온스'),
  lb: named('lb', '磅', 'pounds', 'ポンド', '파운드'),
  cm3: named('cm³', '立方厘米', 'cubic centimetres', '立方センチメートル', '세제곱센티미터'),
  m3: named('m³', '立方米', 'cubic metres', '立方メートル', '세제곱미터'),
  l: named('L', '升', 'litres', 'リットル', '리터'),
  in3: named('in³', '立方英寸', 'cubic inches', '立方インチ', '세제곱인치'),
  ft3: named('ft³', '立方英尺', 'cubic feet', '立方フィート', '세제곱피트'),
};
