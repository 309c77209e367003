/** fx-convert's input descriptions in zh-CN, ja and ko (English in inputs.ts). */
import type { InputTexts, OtherLanguages } from '../kit/input-texts.js';
import type { FX_CONVERT_INPUTS } from './inputs.js';

/** How a rate input is quoted, as the English RATE_QUOTATION says it. */
const QUOTATION: OtherLanguages = {
  'zh-CN':
    '按人民币汇率中间价的标价方式：每 1 单位（日元为每 100）折合的人民币，或对按此方式标价的币种（MYR、KRW……）为每 1 人民币折合的单位数',
  ja: '人民元基準値の建て方で：1 単位（円は 100）あたりの人民元、またはその建て方の通貨（MYR、KRW など）は 1 人民元あたりの単位数',
  ko: '위안화 기준환율의 표시 방식으로: 1단위(엔화는 100)당 위안화, 또는 그 방식으로 표시되는 통화(MYR, KRW 등)는 1위안당 단위 수',
};

export const FX_CONVERT_INPUT_TEXTS: InputTexts<typeof FX_CONVERT_INPUTS> = {
  currency: {
    'zh-CN': '外币：人民币汇率中间价公布的币种之一（不是 CNY）。',
    ja: '外貨：人民元基準値が公表する通貨のいずれか（CNY 以外）。',
    ko: '외화: 위안화 기준환율이 공표하는 통화 중 하나(CNY 제외).',
  },
  amount: {
    'zh-CN': '要折算成人民币的外币金额。',
    ja: '人民元に換算する外貨の金額。',
    ko: '위안화로 환산할 외화 금액.',
  },
  bankRate: {
    'zh-CN': `银行对该币种的买入价，${QUOTATION['zh-CN']}。`,
    ja: `その通貨の銀行の買値、${QUOTATION.ja}。`,
    ko: `그 통화의 은행 매입 환율, ${QUOTATION.ko}.`,
  },
  keptRate: {
    'zh-CN': `调用方以前用过的汇率（报价或预算中的），${QUOTATION['zh-CN']}。`,
    ja: `呼び出し側が以前使ったレート（見積や予算のもの）、${QUOTATION.ja}。`,
    ko: `호출 측이 이전에 쓴 환율(견적이나 예산의 것), ${QUOTATION.ko}.`,
  },
  keptMidpoint: {
    'zh-CN': `调用方保存的以前的人民币汇率中间价，${QUOTATION['zh-CN']}；未填时按 keptOn 当天查找。`,
    ja: `呼び出し側が保存していた以前の人民元基準値、${QUOTATION.ja}。未入力なら keptOn の日のものを調べます。`,
    ko: `호출 측이 보관한 이전 위안화 기준환율, ${QUOTATION.ko}; 입력하지 않으면 keptOn 날짜의 것을 찾습니다.`,
  },
  keptOn: {
    'zh-CN': '所保存数字的日期；未填 keptMidpoint 时，采用当天适用的人民币汇率中间价。',
    ja: '保存した数値の日付。keptMidpoint がなければ、その日に適用される人民元基準値を使います。',
    ko: '보관한 수치의 날짜; keptMidpoint가 없으면 그날 적용되는 위안화 기준환율을 씁니다.',
  },
};
