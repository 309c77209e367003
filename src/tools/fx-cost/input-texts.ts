/** fx-cost's input descriptions in zh-CN, ja and ko (English in inputs.ts). */
import type { InputTexts, OtherLanguages } from '../kit/input-texts.js';
import type { FX_COST_INPUTS } from './inputs.js';

/** An alternative's four inputs, as inputs.ts declares them for B and C. */
const alternative = (letter: 'B' | 'C'): Record<'use' | 'name' | 'feePercent' | 'feePerReceipt', OtherLanguages> => ({
  use: { 'zh-CN': `比较方案 ${letter}。`, ja: `案 ${letter} と比較します。`, ko: `대안 ${letter}와 비교합니다.` },
  name: {
    'zh-CN': `步骤中对方案 ${letter} 的称呼（默认：${letter}）。`,
    ja: `ステップで案 ${letter} を呼ぶ名前（既定：${letter}）。`,
    ko: `단계에서 대안 ${letter}를 부르는 이름(기본값: ${letter}).`,
  },
  feePercent: {
    'zh-CN': `方案 ${letter} 在每笔结汇收款中扣取的百分比（相对人民币汇率中间价的点差和费用）：0.3 表示 0.3%。`,
    ja: `案 ${letter} が換算する入金ごとに差し引く割合（人民元基準値に対するスプレッドと手数料）：0.3 は 0.3 % を表します。`,
    ko: `대안 ${letter}가 환전하는 입금마다 떼는 비율(위안화 기준환율 대비 스프레드와 수수료): 0.3은 0.3 %를 뜻합니다.`,
  },
  feePerReceipt: {
    'zh-CN': `方案 ${letter} 每笔结汇收款收取的人民币费用。`,
    ja: `案 ${letter} が換算する入金1件ごとに請求する人民元の手数料。`,
    ko: `대안 ${letter}가 환전하는 입금 한 건마다 청구하는 위안화 수수료.`,
  },
});
const B = alternative('B');
const C = alternative('C');

export const FX_COST_INPUT_TEXTS: InputTexts<typeof FX_COST_INPUTS> = {
  receipts: {
    'zh-CN': '一年的收款，每种一行：金额、币种、每年次数。',
    ja: '1年間の入金（種類ごとに1行）：金額、通貨、年間回数。',
    ko: '1년간의 입금(종류마다 한 행): 금액, 통화, 연간 횟수.',
    fields: {
      amount: {
        'zh-CN': '一笔收款的金额，以 currency 计。',
        ja: '入金1件の金額（currency 建て）。',
        ko: '입금 한 건의 금액(currency 기준).',
      },
      currency: {
        'zh-CN': '收款币种：CNY，或人民币汇率中间价公布的币种之一。',
        ja: '入金の通貨：CNY、または人民元基準値が公表する通貨のいずれか。',
        ko: '입금 통화: CNY 또는 위안화 기준환율이 공표하는 통화 중 하나.',
      },
      perYear: {
        'zh-CN': '这种收款每年到账的次数。',
        ja: 'この入金が1年に何回あるか。',
        ko: '이 입금이 1년에 몇 번 들어오는지.',
      },
    },
  },
  bankFee: {
    'zh-CN':
      '银行在每笔结汇收款中扣取的百分比（相对人民币汇率中间价的点差和费用）：0.5 表示 0.5%；未填按 0 计，并给出警告。',
    ja: '銀行が換算する入金ごとに差し引く割合（人民元基準値に対するスプレッドと手数料）：0.5 は 0.5 % を表します。未入力は 0 として扱い、警告を出します。',
    ko: '은행이 환전하는 입금마다 떼는 비율(위안화 기준환율 대비 스프레드와 수수료): 0.5는 0.5 %를 뜻합니다; 입력하지 않으면 0으로 보고 경고를 냅니다.',
  },
  useB: B.use,
  nameB: B.name,
  feePercentB: B.feePercent,
  feePerReceiptB: B.feePerReceipt,
  useC: C.use,
  nameC: C.name,
  feePercentC: C.feePercent,
  feePerReceiptC: C.feePerReceipt,
};
