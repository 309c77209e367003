/**
 * What the MCP server says of itself: the frame of each tool's description (its guide is in
 * calculator-guides.ts and data-tool-guides.ts) and of its inputs' kinds, and the short text
 * summary it puts beside an answer's JSON, in the four languages. The figures, sentences, notes
 * and refusals inside answers are the API's own (the catalogue); these are only the frame.
 */
import { wordsOf } from '../i18n/messages.js';
import type { Texts } from '../i18n/texts.js';

export const MCP_WORDS = {
  'mcp.when': {
    'zh-CN': '适用场合：',
    en: 'When to use: ',
    ja: '使う場面：',
    ko: '사용할 때: ',
  },
  'mcp.example': {
    'zh-CN': '示例：',
    en: 'Example: ',
    ja: '例：',
    ko: '예: ',
  },
  'mcp.returns': {
    'zh-CN': '返回：',
    en: 'Returns: ',
    ja: '戻り値：',
    ko: '반환: ',
  },
  'mcp.input.decimal': {
    'zh-CN': '十进制数，写成字符串{bounds}。',
    en: ' A decimal string{bounds}.',
    ja: '10 進数の文字列{bounds}。',
    ko: ' 십진수 문자열{bounds}.',
  },
  'mcp.input.integer': {
    'zh-CN': '整数，写成字符串{bounds}。',
    en: ' A whole number as a string{bounds}.',
    ja: '整数の文字列{bounds}。',
    ko: ' 정수 문자열{bounds}.',
  },
  'mcp.input.above': { 'zh-CN': '，大于 {min}', en: ', above {min}', ja: '、{min} より大きい', ko: ', {min} 초과' },
  'mcp.input.at_least': { 'zh-CN': '，不小于 {min}', en: ', at least {min}', ja: '、{min} 以上', ko: ', {min} 이상' },
  'mcp.input.at_most': { 'zh-CN': '，不大于 {max}', en: ', at most {max}', ja: '、{max} 以下', ko: ', {max} 이하' },
  'mcp.input.places': {
    'zh-CN': '，最多 {places} 位小数',
    en: ', at most {places} decimals',
    ja: '、小数 {places} 桁まで',
    ko: ', 소수 {places}자리까지',
  },
  'mcp.input.currency': {
    'zh-CN': 'ISO 4217 货币代码。',
    en: ' An ISO 4217 code.',
    ja: 'ISO 4217 通貨コード。',
    ko: ' ISO 4217 통화 코드.',
  },
  'mcp.input.date': {
    'zh-CN': '日期，YYYY-MM-DD。',
    en: ' A real calendar day, YYYY-MM-DD.',
    ja: '日付（YYYY-MM-DD）。',
    ko: ' 날짜(YYYY-MM-DD).',
  },
  'mcp.lang': {
    'zh-CN': '答案中句子的语言：zh-CN（默认）、en、ja、ko。',
    en: 'Language of the answer’s sentences: zh-CN (the default), en, ja, ko.',
    ja: '回答の文の言語：zh-CN（既定）、en、ja、ko。',
    ko: '답변 문장의 언어: zh-CN(기본), en, ja, ko.',
  },
  'mcp.summary.rate': {
    'zh-CN': '{code}：{day} 适用退税率 {refund}%，征税率 {levy}%。',
    en: '{code}: on {day} the refund rate is {refund} % and the levy rate {levy} %.',
    ja: '{code}：{day} の還付率は {refund}%、徴税率は {levy}% です。',
    ko: '{code}: {day} 기준 환급률 {refund}%, 징수율 {levy}%입니다.',
  },
  'mcp.summary.several': {
    'zh-CN': '{code}：{day} 有多个适用税率（{rates}），须按货物选择，本服务不替您选择。',
    en: '{code}: on {day} several rates are in force ({rates}); the choice depends on the goods and is not made here.',
    ja: '{code}：{day} には複数の税率（{rates}）が適用されます。貨物に応じて選ぶ必要があり、本サービスでは選びません。',
    ko: '{code}: {day}에는 여러 세율({rates})이 적용되며, 물품에 따라 골라야 하고 본 서비스는 고르지 않습니다.',
  },
  'mcp.summary.none_in_force': {
    'zh-CN': '{code}：文库在 {day} 没有适用的税率。',
    en: '{code}: the library has no rate in force on {day}.',
    ja: '{code}：ライブラリには {day} に適用される税率がありません。',
    ko: '{code}: 라이브러리에는 {day}에 적용되는 세율이 없습니다.',
  },
  'mcp.summary.not_found': {
    'zh-CN': '已安装的文库没有列出 {code}；前六位相同的已列编码：{nearest}。',
    en: 'The installed library does not list {code}; listed codes with the same first six digits: {nearest}.',
    ja: '導入済みのライブラリに {code} はありません。先頭 6 桁が同じ掲載コード：{nearest}。',
    ko: '설치된 라이브러리에 {code} 코드가 없습니다. 앞 여섯 자리가 같은 등재 코드: {nearest}.',
  },
  'mcp.summary.search_hits': {
    'zh-CN': '“{q}”在文库中找到 {total} 个编码，前 {shown} 个：',
    en: '“{q}” found {total} codes in the library; the first {shown}:',
    ja: '「{q}」でライブラリのコードが {total} 件見つかりました。最初の {shown} 件：',
    ko: '"{q}"(으)로 라이브러리에서 코드 {total}개를 찾았습니다. 처음 {shown}개:',
  },
  'mcp.summary.search_none': {
    'zh-CN': '已在文库中搜索“{q}”，没有找到编码；可以换一种写法（更短的词、同义词或编码的前几位）再试。',
    en: 'Searched the library for “{q}”: no code found; try other words (shorter, a synonym, or the start of the code).',
    ja: 'ライブラリで「{q}」を検索しましたが、コードは見つかりませんでした。別の書き方（短い語、同義語、コードの先頭）で試してください。',
    ko: '라이브러리에서 "{q}"을(를) 검색했지만 코드를 찾지 못했습니다. 다른 표현(더 짧은 단어, 동의어, 코드 앞자리)으로 다시 시도하십시오.',
  },
  'mcp.summary.parity_day': {
    'zh-CN': '{published} 公布的人民币汇率中间价：{quotations}。',
    en: 'RMB central parity published on {published}: {quotations}.',
    ja: '{published} 公表の人民元基準値：{quotations}。',
    ko: '{published} 공표 위안화 기준환율: {quotations}.',
  },
  'mcp.summary.parity_series': {
    'zh-CN': '{pair}：{from} 至 {to} 共 {count} 个公布日，首个 {first}，最后 {last}。',
    en: '{pair}: {count} publishing days from {from} to {to}, first {first}, last {last}.',
    ja: '{pair}：{from}～{to} の公表日 {count} 日分、最初 {first}、最後 {last}。',
    ko: '{pair}: {from}~{to} 공표일 {count}개, 처음 {first}, 마지막 {last}.',
  },
  'mcp.summary.datasets': {
    'zh-CN': '数据集及当前版本：{list}。',
    en: 'Datasets and their current versions: {list}.',
    ja: 'データセットと現行バージョン：{list}。',
    ko: '데이터셋과 현행 버전: {list}.',
  },
  'mcp.summary.rows': {
    'zh-CN': '{dataset} {version}：第 {first}–{last} 行，共 {total} 行。',
    en: '{dataset} {version}: rows {first}–{last} of {total}.',
    ja: '{dataset} {version}：全 {total} 行中 {first}–{last} 行目。',
    ko: '{dataset} {version}: 전체 {total}행 중 {first}–{last}행.',
  },
  'mcp.summary.structured_only': {
    'zh-CN': '完整回答（{kb} KB）只在 structuredContent 中。',
    en: 'The whole answer ({kb} KB) is in structuredContent only.',
    ja: '回答全体（{kb} KB）は structuredContent にのみあります。',
    ko: '전체 답({kb} KB)은 structuredContent에만 있습니다.',
  },
  'mcp.conditions': {
    'zh-CN': '还需满足的条件（调用时检查，不满足时按输入拒绝）：{conditions}',
    en: 'Conditions on the inputs (checked at call time, refused at the input otherwise): {conditions}',
    ja: '入力の条件（呼び出し時に確認し、満たさなければその入力で拒否）：{conditions}',
    ko: '입력 조건(호출 시 확인하며, 맞지 않으면 그 입력에서 거부): {conditions}',
  },
  'mcp.summary.unavailable': {
    'zh-CN': '服务暂时无法回答（不是输入的问题，重试同样的调用也不会改变）：',
    en: 'The service cannot answer this now (not a fault in the inputs; calling again the same way will not help):',
    ja: 'サービスは今これに答えられません（入力の誤りではなく、同じ呼び出しを繰り返しても変わりません）：',
    ko: '서비스가 지금은 답할 수 없습니다(입력 문제가 아니며, 같은 호출을 반복해도 달라지지 않습니다):',
  },
  'mcp.summary.refused': {
    'zh-CN': '未被接受，请改正以下输入后重试：',
    en: 'Refused; correct these inputs and call again:',
    ja: '受け付けられませんでした。次の入力を直して再度呼び出してください：',
    ko: '받아들여지지 않았습니다. 다음 입력을 고쳐 다시 호출하십시오:',
  },
} as const satisfies Record<string, Texts>;

export const mcpWord = wordsOf(MCP_WORDS);
