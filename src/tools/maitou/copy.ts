/**
 * maitou, the shipping mark (src/tools/maitou/compute.ts): a sentence per printed line that ends in the
 * line itself, the layout sentences, the warning of a line too wide for a layout, the refusals,
 * and the names of the two layouts. The fixed words of the mark (C/NO., G.W., N.W., MEAS.) are
 * the trade's English abbreviations in every language, so they live in the tool, not here.
 */
import type { Texts } from '../../i18n/texts.js';

export const MAITOU_COPY = {
  'maitou.main_line': {
    'zh-CN': '第 {line} 行（主唛）：“{text}”。',
    en: 'Line {line}, main mark: “{text}”.',
    ja: '{line} 行目（メインマーク）：「{text}」。',
    ko: '{line}행(메인 마크): “{text}”.',
  },
  'maitou.numbering': {
    'zh-CN': '第 {line} 行（箱号 {from} 至 {to}）：“{text}”。',
    en: 'Line {line}, carton numbers {from} to {to}: “{text}”.',
    ja: '{line} 行目（箱番号 {from}～{to}）：「{text}」。',
    ko: '{line}행(상자 번호 {from}~{to}): “{text}”.',
  },
  'maitou.gross_weight': {
    'zh-CN': '第 {line} 行（侧唛，每箱毛重 {grossWeight}）：“{text}”。',
    en: 'Line {line}, side mark, gross weight of one carton {grossWeight}: “{text}”.',
    ja: '{line} 行目（サイドマーク、1 箱の総重量 {grossWeight}）：「{text}」。',
    ko: '{line}행(사이드 마크, 상자당 총중량 {grossWeight}): “{text}”.',
  },
  'maitou.net_weight': {
    'zh-CN': '第 {line} 行（侧唛，每箱净重 {netWeight}）：“{text}”。',
    en: 'Line {line}, side mark, net weight of one carton {netWeight}: “{text}”.',
    ja: '{line} 行目（サイドマーク、1 箱の正味重量 {netWeight}）：「{text}」。',
    ko: '{line}행(사이드 마크, 상자당 순중량 {netWeight}): “{text}”.',
  },
  'maitou.measurement': {
    'zh-CN': '第 {line} 行（侧唛，外箱尺寸 {length} × {width} × {height}，体积 {volume}）：“{text}”。',
    en: 'Line {line}, side mark, carton measurement {length} × {width} × {height}, {volume}: “{text}”.',
    ja: '{line} 行目（サイドマーク、外箱寸法 {length} × {width} × {height}、容積 {volume}）：「{text}」。',
    ko: '{line}행(사이드 마크, 외박스 치수 {length} × {width} × {height}, 부피 {volume}): “{text}”.',
  },
  'maitou.layout': {
    'zh-CN':
      '{layout}：字高 {fontSize}，每行宽 {available}，可排 {halfWidth} 个半角字符或 {fullWidth} 个全角字符，唛头占全页 {pageLines} 行中的 {lines} 行。',
    en: "On {layout} the type is {fontSize}: a line of {available} holds {halfWidth} half-width or {fullWidth} full-width characters, and the mark uses {lines} of the page's {pageLines} lines.",
    ja: '{layout}では文字サイズ {fontSize}、行幅 {available} に半角 {halfWidth} 字または全角 {fullWidth} 字が入り、マークはページの {pageLines} 行のうち {lines} 行を使います。',
    ko: '{layout}에서는 글자 크기 {fontSize}, 줄 너비 {available}에 반각 {halfWidth}자 또는 전각 {fullWidth}자가 들어가며 마크는 페이지 {pageLines}줄 중 {lines}줄을 씁니다.',
  },
  'maitou.line_too_long': {
    'zh-CN': '第 {line} 行“{text}”按此字号宽 {width}，超出 {layout}每行可用的 {available}。',
    en: 'Line {line} ({text}) is {width} wide in this type, more than the {available} a line has on {layout}.',
    ja: '{line} 行目（{text}）はこの文字サイズで幅 {width} になり、{layout}の行幅 {available} を超えます。',
    ko: '{line}행({text})은 이 글자 크기로 너비가 {width}여서 {layout}의 줄 너비 {available}를 넘습니다.',
  },
  'maitou.line_unprintable': {
    'zh-CN': '主唛的每一行须是一行可打印的文字：不能为空白，也不能含换行、制表符、文字方向控制符等控制字符。',
    en: 'Each main-mark line must be one line of printable text, not blank and without line breaks, tabs, text-direction controls or other control characters.',
    ja: 'メインマークの各行は印字できる 1 行の文字列にしてください（空白だけのもの、改行やタブ、文字方向の制御文字などを含むものは不可）。',
    ko: '메인 마크의 각 줄은 인쇄할 수 있는 한 줄의 문자열이어야 하며 공백만 있거나 줄바꿈·탭·문자 방향 제어 문자 같은 제어 문자를 포함할 수 없습니다.',
  },
  'maitou.net_above_gross': {
    'zh-CN': '每箱净重 {netWeight} {unit} 大于毛重 {grossWeight} {unit}，净重不能超过毛重。',
    en: "The net weight of {netWeight} {unit} is more than the gross weight of {grossWeight} {unit}, and a carton's net weight cannot exceed its gross weight.",
    ja: '1 箱の正味重量 {netWeight} {unit} が総重量 {grossWeight} {unit} を上回っていますが、正味重量は総重量を超えられません。',
    ko: '상자당 순중량 {netWeight} {unit}이 총중량 {grossWeight} {unit}보다 크지만 순중량은 총중량을 넘을 수 없습니다.',
  },
  // Words filled into the sentences above, not sentences of their own.
  'code.a4': { 'zh-CN': 'A4 纸', en: 'A4 paper', ja: 'A4 用紙', ko: 'A4 용지' },
  'code.label-100x150': {
    'zh-CN': '100 × 150 mm 标签',
    en: 'a 100 × 150 mm label',
    ja: '100 × 150 mm ラベル',
    ko: '100 × 150 mm 라벨',
  },
} as const satisfies Record<string, Texts>;
