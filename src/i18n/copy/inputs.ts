/** Refusals of calculation inputs (docs/tools/README.md, Reading inputs): one sentence each, values named as in the issue. */
import type { Texts } from '../texts.js';

export const INPUT_COPY = {
  'input.inputs_object': {
    'zh-CN': '请求体应为 {"inputs": {…}}，inputs 必须是一个 JSON 对象。',
    en: 'The body is {"inputs": {…}}, and inputs must be a JSON object.',
    ja: '本文は {"inputs": {…}} の形で、inputs は JSON オブジェクトでなければなりません。',
    ko: '본문은 {"inputs": {…}} 형식이며 inputs는 JSON 객체여야 합니다.',
  },
  'input.body_object': {
    'zh-CN': '请求体应是一个 JSON 对象。',
    en: 'The request body must be a JSON object.',
    ja: 'リクエスト本文は JSON オブジェクトである必要があります。',
    ko: '요청 본문은 JSON 객체여야 합니다.',
  },
  'input.unknown': {
    'zh-CN': '这个工具没有这个输入项，请检查拼写。',
    en: 'This tool has no such input; check its spelling.',
    ja: 'このツールにその入力項目はないため、綴りを確認してください。',
    ko: '이 도구에는 그런 입력 항목이 없으니 철자를 확인하십시오.',
  },
  'input.required': {
    'zh-CN': '缺少这个必填输入项。',
    en: 'This required input is missing.',
    ja: 'この必須の入力項目がありません。',
    ko: '이 필수 입력 항목이 없습니다.',
  },
  'input.decimal_expected': {
    'zh-CN': '无法读取“{unread}”：这里需要一个数字，例如 12 或 12.5，不带货币符号或单位。',
    en: 'Could not read “{unread}”: a number is needed here, such as 12 or 12.5, with no currency sign or unit.',
    ja: '「{unread}」は読み取れず、ここには 12 や 12.5 のような数が必要で、通貨記号や単位は付けません。',
    ko: '“{unread}”은(는) 읽을 수 없으며, 여기에는 12나 12.5 같은 숫자가 필요하고 통화 기호나 단위는 붙이지 않습니다.',
  },
  'input.integer_expected': {
    'zh-CN': '无法读取“{unread}”：这里需要一个整数，例如 12。',
    en: 'Could not read “{unread}”: a whole number is needed here, such as 12.',
    ja: '「{unread}」は読み取れず、ここには 12 のような整数が必要です。',
    ko: '“{unread}”은(는) 읽을 수 없으며, 여기에는 12 같은 정수가 필요합니다.',
  },
  'input.number_imprecise': {
    'zh-CN': '这个 JSON 数字无法精确读取，请把它写成字符串。',
    en: 'This JSON number cannot be read exactly; send it as a string.',
    ja: 'この JSON の数は正確に読めないため、文字列で送ってください。',
    ko: '이 JSON 숫자는 정확히 읽을 수 없으니 문자열로 보내십시오.',
  },
  'input.number_too_long': {
    'zh-CN': '这个数字超过 {max} 个字符。',
    en: 'This number is longer than {max} characters.',
    ja: 'この数は {max} 文字を超えています。',
    ko: '이 숫자는 {max}자를 넘습니다.',
  },
  'input.decimal_min': {
    'zh-CN': '这个数不能小于 {min}。',
    en: 'This number must not be less than {min}.',
    ja: 'この数は {min} 未満にできません。',
    ko: '이 수는 {min}보다 작을 수 없습니다.',
  },
  'input.decimal_above': {
    'zh-CN': '这个数必须大于 {min}。',
    en: 'This number must be greater than {min}.',
    ja: 'この数は {min} より大きくなければなりません。',
    ko: '이 수는 {min}보다 커야 합니다.',
  },
  'input.decimal_places': {
    'zh-CN': '这里最多只能有 {places} 位小数。',
    en: 'At most {places} decimals are allowed here.',
    ja: 'ここでは小数は {places} 桁までです。',
    ko: '여기에는 소수 {places}자리까지만 쓸 수 있습니다.',
  },
  'input.decimal_max': {
    'zh-CN': '这个数不能大于 {max}。',
    en: 'This number must not be more than {max}.',
    ja: 'この数は {max} を超えられません。',
    ko: '이 수는 {max}보다 클 수 없습니다.',
  },
  'input.integer_min': {
    'zh-CN': '这个整数不能小于 {min}。',
    en: 'This whole number must not be less than {min}.',
    ja: 'この整数は {min} 未満にできません。',
    ko: '이 정수는 {min}보다 작을 수 없습니다.',
  },
  'input.integer_range': {
    'zh-CN': '这个整数必须在 {min} 到 {max} 之间。',
    en: 'This whole number must be from {min} to {max}.',
    ja: 'この整数は {min} から {max} の間でなければなりません。',
    ko: '이 정수는 {min}에서 {max} 사이여야 합니다.',
  },
  'input.choice': {
    'zh-CN': '这个值不在可选值之中，可选：{choices}。',
    en: 'This value is not one of: {choices}.',
    ja: 'この値は選択肢になく、選択肢は {choices} です。',
    ko: '이 값은 허용 값이 아니며 허용 값은 {choices}입니다.',
  },
  'input.unit': {
    'zh-CN': '不认识这个单位，可选：{choices}，也可写中文名称如厘米、千克。',
    en: 'This unit is not known here; write one of {choices}, or its Chinese name such as 厘米 or 千克.',
    ja: 'この単位は使えないため、{choices} のいずれか、または 厘米・千克 のような中国語名を書いてください。',
    ko: '이 단위는 쓸 수 없으니 {choices} 중 하나나 厘米, 千克 같은 중국어 이름을 쓰십시오.',
  },
  'input.currency': {
    'zh-CN': '币种应为三个字母的代码（如 USD）或中文名称（如美元）。',
    en: 'A currency is a three-letter code such as USD, or its Chinese name such as 美元.',
    ja: '通貨は USD のような 3 文字のコード、または 美元 のような中国語名で書きます。',
    ko: '통화는 USD 같은 세 글자 코드나 美元 같은 중국어 이름으로 씁니다.',
  },
  'input.boolean': {
    'zh-CN': '这里需要 true 或 false。',
    en: 'A value of true or false is needed here.',
    ja: 'ここには true か false が必要です。',
    ko: '여기에는 true 또는 false가 필요합니다.',
  },
  'input.text': {
    'zh-CN': '这里需要不超过 {max} 个字符的文字。',
    en: 'Text of at most {max} characters is needed here.',
    ja: 'ここには {max} 文字以内の文字列が必要です。',
    ko: '여기에는 {max}자 이내의 문자열이 필요합니다.',
  },
  'input.text_pattern': {
    'zh-CN': '这里的文字应符合格式 {pattern}。',
    en: 'The text here must match the pattern {pattern}.',
    ja: 'ここの文字列はパターン {pattern} に合う必要があります。',
    ko: '여기의 문자열은 패턴 {pattern}에 맞아야 합니다.',
  },
  'input.date': {
    'zh-CN': '日期应写成 YYYY-MM-DD、YYYY/MM/DD 或 YYYYMMDD，并且是真实存在的一天。',
    en: 'A date is written YYYY-MM-DD, YYYY/MM/DD or YYYYMMDD and must be a day that exists.',
    ja: '日付は YYYY-MM-DD、YYYY/MM/DD または YYYYMMDD の形で、実在する日でなければなりません。',
    ko: '날짜는 YYYY-MM-DD, YYYY/MM/DD 또는 YYYYMMDD 형식이며 실제로 있는 날이어야 합니다.',
  },
  'input.rows_expected': {
    'zh-CN': '这里需要一个由对象组成的数组。',
    en: 'An array of objects is needed here.',
    ja: 'ここにはオブジェクトの配列が必要です。',
    ko: '여기에는 객체의 배열이 필요합니다.',
  },
  'input.rows_count': {
    'zh-CN': '这里需要 {min} 到 {max} 行。',
    en: 'From {min} to {max} rows are needed here.',
    ja: 'ここには {min} から {max} 行が必要です。',
    ko: '여기에는 {min}~{max}행이 필요합니다.',
  },
  'input.row_object': {
    'zh-CN': '每一行都必须是一个 JSON 对象。',
    en: 'Each row must be a JSON object.',
    ja: '各行は JSON オブジェクトでなければなりません。',
    ko: '각 행은 JSON 객체여야 합니다.',
  },
} as const satisfies Record<string, Texts>;
