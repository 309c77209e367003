/**
 * The site's words for answers laid out as tables (src/site/pages/answer-tables.ts), for a
 * calculator's printed answer and for printed marks: captions, column and row heads, in the four
 * languages. Part of
 * SITE_WORDS (site-words.ts); kept here as one block of one concept.
 */
import type { Texts } from './texts.js';

export const ANSWER_WORDS = {
  'site.answer.figure': { 'zh-CN': '项目', en: 'Figure', ja: '項目', ko: '항목' },
  'site.answer.inputs': { 'zh-CN': '输入', en: 'Inputs', ja: '入力', ko: '입력' },
  'site.answer.worked_on': {
    'zh-CN': '计算日期：{day}',
    en: 'Worked out on {day}',
    ja: '計算日：{day}',
    ko: '계산일: {day}',
  },
  'site.marks.main': { 'zh-CN': '正唛', en: 'Main mark', ja: '正面の荷印', ko: '정면 화인' },
  'site.marks.side': { 'zh-CN': '侧唛', en: 'Side mark', ja: '側面の荷印', ko: '측면 화인' },
  'site.marks.too_wide_a4': {
    'zh-CN': '以下各行在 A4 纸上印不下，因此不打印：请缩短这些行。',
    en: 'These lines do not fit an A4 sheet, so nothing is printed: shorten them.',
    ja: '次の行は A4 用紙に収まらないため印刷しません。行を短くしてください。',
    ko: '다음 행은 A4 용지에 들어가지 않아 인쇄하지 않습니다. 행을 줄이십시오.',
  },
  'site.marks.too_wide_label': {
    'zh-CN': '以下各行在标签上印不下，因此不打印：请缩短这些行，或改用每行更宽的 A4 纸。',
    en: 'These lines do not fit the label, so nothing is printed: shorten them, or choose A4 sheets, whose lines are wider.',
    ja: '次の行はラベルに収まらないため印刷しません。行を短くするか、1 行が広い A4 用紙を選んでください。',
    ko: '다음 행은 라벨에 들어가지 않아 인쇄하지 않습니다. 행을 줄이거나 한 행이 더 넓은 A4 용지를 선택하십시오.',
  },
  'site.answer.print': { 'zh-CN': '打印结果', en: 'Print the answer', ja: '結果を印刷', ko: '결과 인쇄' },
  'site.answer.chosen': { 'zh-CN': '所选', en: 'chosen', ja: '選択', ko: '선택' },
  'site.answer.best': { 'zh-CN': '最优', en: 'best', ja: '最適', ko: '최적' },
  'site.answer.recommended': { 'zh-CN': '推荐', en: 'best fit', ja: '推奨', ko: '추천' },
  'site.answer.terms': {
    'zh-CN': '各贸易术语的报价',
    en: 'The quote by trade term',
    ja: '取引条件ごとの見積り',
    ko: '거래 조건별 견적',
  },
  'site.answer.plans': {
    'zh-CN': '各结汇方案比较',
    en: 'The ways of converting compared',
    ja: '両替方法の比較',
    ko: '환전 방법 비교',
  },
  'site.answer.bank': { 'zh-CN': '银行', en: 'Bank', ja: '銀行', ko: '은행' },
  'site.answer.option': { 'zh-CN': '方案 {letter}', en: 'Option {letter}', ja: '案 {letter}', ko: '대안 {letter}' },
  'site.answer.fx.annual': {
    'zh-CN': '年实收人民币',
    en: 'CNY received a year',
    ja: '年間手取り（人民元）',
    ko: '연간 실수령액(위안)',
  },
  'site.answer.fx.fees': { 'zh-CN': '年换汇损失', en: 'Cost a year', ja: '年間両替コスト', ko: '연간 환전 비용' },
  'site.answer.fx.cost': {
    'zh-CN': '损失占收汇的比例',
    en: 'Cost as a share of receipts',
    ja: '入金に対するコストの割合',
    ko: '입금 대비 비용 비율',
  },
  'site.answer.fx.gain': {
    'zh-CN': '比最差方案多收',
    en: 'More than the worst choice',
    ja: '最下位との差額',
    ko: '최하위 대비 차액',
  },
  'site.answer.rank': { 'zh-CN': '排名', en: 'Rank', ja: '順位', ko: '순위' },
  'site.answer.load': {
    'zh-CN': '各箱型的装箱结果',
    en: 'Each container type',
    ja: 'コンテナの種類ごとの積載',
    ko: '컨테이너 종류별 적재',
  },
  'site.answer.own': { 'zh-CN': '自备箱', en: 'Own container', ja: '自前のコンテナ', ko: '지정 컨테이너' },
  'site.answer.load.per': {
    'zh-CN': '每柜可装（箱）',
    en: 'Cartons a container',
    ja: '1 本の箱数',
    ko: '컨테이너당 상자',
  },
  'site.answer.load.plan': {
    'zh-CN': '装法：主区 行 × 列 × 层',
    en: 'Plan: main block, rows × columns × layers',
    ja: '積み方：メインブロック（長さ × 幅 × 段）',
    ko: '적재: 주 블록(길이 × 너비 × 단)',
  },
  'site.answer.load.block': { 'zh-CN': '主区', en: 'Main block', ja: 'メイン', ko: '주 블록' },
  'site.answer.load.beside': {
    'zh-CN': '另在余位 {count}',
    en: 'plus {count} in the space left',
    ja: '残りの空間に {count}',
    ko: '남은 공간에 {count}',
  },
  'site.answer.load.sides': {
    'zh-CN': '纸箱摆向（长向 × 横向 × 朝上）',
    en: 'Carton sides (along × across × up)',
    ja: '箱の向き（長さ × 幅 × 上）',
    ko: '상자 방향(길이 × 너비 × 위)',
  },
  'site.answer.load.grid': {
    'zh-CN': '单向码放（教材算法）',
    en: 'Plain grid (as textbooks count)',
    ja: '一方向積み（教科書の方法）',
    ko: '한 방향 적재(교과서 방식)',
  },
  'site.answer.load.bound': {
    'zh-CN': '装箱上限（任何装法都不超过）',
    en: 'Loading bound (no loading holds more)',
    ja: '積載上限（どう積んでも超えない）',
    ko: '적재 상한(어떤 적재로도 넘지 않음)',
  },
  'site.answer.load.short': {
    'zh-CN': '最多比最优少（0 即已证明最多）',
    en: 'At most short of the best (0: proven)',
    ja: '最適との差の上限（0 は証明済み）',
    ko: '최적과의 최대 차이(0이면 증명됨)',
  },
  'site.answer.load.estimate': {
    'zh-CN': '体积上限（容积 ÷ 单箱体积）',
    en: 'Volume bound (volume ÷ carton volume)',
    ja: '容積上限（容積 ÷ 1 箱の容積）',
    ko: '부피 상한(용적 ÷ 상자 부피)',
  },
  'site.answer.load.volume': { 'zh-CN': '容积利用率', en: 'Volume used', ja: '容積使用率', ko: '용적 사용률' },
  'site.answer.load.weight': {
    'zh-CN': '载重利用率',
    en: 'Payload used',
    ja: '積載重量の使用率',
    ko: '적재 중량 사용률',
  },
  'site.answer.load.limit': { 'zh-CN': '限制因素', en: 'Limited by', ja: '制約要因', ko: '제약 요인' },
  'site.answer.load.spare': {
    'zh-CN': '装完后余下（长 × 宽 × 高）',
    en: 'Left after loading (length × width × height)',
    ja: '積み付け後の残り（長さ × 幅 × 高さ）',
    ko: '적재 후 남는 공간(길이 × 너비 × 높이)',
  },
  'site.answer.load.spare_in': {
    'zh-CN': '装完后余下（英寸）',
    en: 'Left after loading (inches)',
    ja: '積み付け後の残り（インチ）',
    ko: '적재 후 남는 공간(인치)',
  },
  'site.answer.load.containers': {
    'zh-CN': '所需柜数',
    en: 'Containers needed',
    ja: '必要な本数',
    ko: '필요 컨테이너 수',
  },
  'site.answer.load.last': {
    'zh-CN': '末柜箱数',
    en: 'Cartons in the last',
    ja: '最後の 1 本の箱数',
    ko: '마지막 컨테이너 상자 수',
  },
  'site.answer.load.mix_count': {
    'zh-CN': '建议组合中的柜数',
    en: 'In the proposed mix',
    ja: '提案する組み合わせの本数',
    ko: '제안 조합의 컨테이너 수',
  },
  'site.answer.load.mix': {
    'zh-CN': '建议组合（不含 45HQ）：{mix}',
    en: 'Proposed mix, without the 45HQ: {mix}',
    ja: '提案する組み合わせ（45HQ を除く）：{mix}',
    ko: '제안 조합(45HQ 제외): {mix}',
  },
} as const satisfies Record<string, Texts>;
