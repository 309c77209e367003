/** fx-cost's inputs, row fields and outputs named for people in the four languages (kit/labels.ts). */
import { type ToolLabels, label } from '../kit/labels.js';
import type { FX_COST_INPUTS } from './inputs.js';
import type { FX_COST_OUTPUTS } from './outputs.js';

/** An alternative's four inputs, as inputs.ts declares them for B and C. */
const alternative = (letter: 'B' | 'C') => ({
  use: { label: label(`比较方案 ${letter}`, `Compare option ${letter}`, `案 ${letter} と比較`, `대안 ${letter} 비교`) },
  name: {
    label: label(`方案 ${letter} 名称`, `Name of option ${letter}`, `案 ${letter} の名称`, `대안 ${letter} 이름`),
  },
  feePercent: {
    label: label(
      `方案 ${letter} 费率（%）`,
      `Option ${letter} fee (% of each receipt)`,
      `案 ${letter} の手数料率（%）`,
      `대안 ${letter} 수수료율(%)`,
    ),
  },
  feePerReceipt: {
    label: label(
      `方案 ${letter} 每笔费用（元）`,
      `Option ${letter} fee per receipt (CNY)`,
      `案 ${letter} の1件あたり手数料（人民元）`,
      `대안 ${letter} 건당 수수료(위안)`,
    ),
  },
});
const B = alternative('B');
const C = alternative('C');

/** How a choice is named in its figures' labels; its `zh` and `ja` end in a space after a letter ("方案 B 排名"). */
interface ChoiceWords {
  zh: string;
  en: string;
  ja: string;
  ko: string;
}
const BANK: ChoiceWords = { zh: '银行', en: 'the bank', ja: '銀行', ko: '은행' };
const OPTION_B: ChoiceWords = { zh: '方案 B ', en: 'option B', ja: '案 B ', ko: '대안 B' };
const OPTION_C: ChoiceWords = { zh: '方案 C ', en: 'option C', ja: '案 C ', ko: '대안 C' };

/** The five yearly figures of each choice (outputs.ts names them with its suffix: annualBank, feesB …). */
const FIGURES = {
  annual: ({ zh, en, ja, ko }: ChoiceWords) =>
    label(
      `${zh}年实收人民币`,
      `Yearly CNY received via ${en}`,
      `${ja}の年間手取り（人民元）`,
      `${ko} 연간 실수령액(위안)`,
    ),
  fees: ({ zh, en, ja, ko }: ChoiceWords) =>
    label(`${zh}年换汇损失`, `Yearly cost via ${en}`, `${ja}の年間両替コスト`, `${ko} 연간 환전 비용`),
  cost: ({ zh, en, ja, ko }: ChoiceWords) =>
    label(`${zh}换汇损失占比`, `Cost as a share of receipts via ${en}`, `${ja}のコスト率`, `${ko} 비용률`),
  gain: ({ zh, en, ja, ko }: ChoiceWords) =>
    label(
      `${zh}比最差方案多收`,
      `Gain over the worst choice via ${en}`,
      `${ja}の最下位との差額`,
      `${ko} 최하위 대비 차액`,
    ),
  rank: ({ zh, en, ja, ko }: ChoiceWords) => label(`${zh}排名`, `Rank of ${en}`, `${ja}の順位`, `${ko} 순위`),
};

export const FX_COST_LABELS: ToolLabels<typeof FX_COST_INPUTS, typeof FX_COST_OUTPUTS> = {
  inputs: {
    receipts: {
      label: label('全年收汇', 'Receipts of the year', '年間の入金', '연간 입금'),
      fields: {
        amount: { label: label('收汇金额', 'Amount received', '入金額', '입금액') },
        currency: { label: label('币种', 'Receipt currency', '通貨', '통화') },
        perYear: { label: label('年收汇次数', 'Times a year', '年間回数', '연간 횟수') },
      },
    },
    bankFee: {
      label: label('银行结汇费率（%）', 'Bank fee (% of each receipt)', '銀行の手数料率（%）', '은행 수수료율(%)'),
    },
    useB: B.use,
    nameB: B.name,
    feePercentB: B.feePercent,
    feePerReceiptB: B.feePerReceipt,
    useC: C.use,
    nameC: C.name,
    feePercentC: C.feePercent,
    feePerReceiptC: C.feePerReceipt,
  },
  outputs: {
    annualBank: FIGURES.annual(BANK),
    feesBank: FIGURES.fees(BANK),
    costBank: FIGURES.cost(BANK),
    gainBank: FIGURES.gain(BANK),
    rankBank: FIGURES.rank(BANK),
    annualB: FIGURES.annual(OPTION_B),
    feesB: FIGURES.fees(OPTION_B),
    costB: FIGURES.cost(OPTION_B),
    gainB: FIGURES.gain(OPTION_B),
    rankB: FIGURES.rank(OPTION_B),
    annualC: FIGURES.annual(OPTION_C),
    feesC: FIGURES.fees(OPTION_C),
    costC: FIGURES.cost(OPTION_C),
    gainC: FIGURES.gain(OPTION_C),
    rankC: FIGURES.rank(OPTION_C),
    annualMidpoint: label(
      '按中间价折合年收汇',
      'Yearly receipts at the midpoint',
      '基準値で換算した年間入金',
      '기준환율 환산 연간 입금액',
    ),
    best: label('最优方案', 'Best choice', '最も有利な選択肢', '가장 유리한 선택'),
  },
};
