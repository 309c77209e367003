/**
 * The quote's members described in Chinese, Japanese and Korean at every depth, for the MCP tool's
 * input schema: the quote's own texts (src/quote/lines-input-texts.ts, which the /quote page's
 * form reads one level deep), with the fields of a line's product, pricing and packing and of the
 * structured payment method, which only the tool's schema shows, written here.
 */
import { QUOTE_INPUT_TEXTS } from '../quote/input-texts.js';
import { QUOTE_LINES_INPUT_TEXTS, QUOTE_ONE_INPUT_TEXTS } from '../quote/lines-input-texts.js';
import { CARTON_TEXTS } from '../tools/kit/carton-texts.js';
import type { OtherLanguages } from '../tools/kit/input-texts.js';
import { MAITOU_INPUT_TEXTS } from '../tools/maitou/input-texts.js';
import type { TextsTree } from './schema-language.js';

const texts = (zh: string, ja: string, ko: string): OtherLanguages => ({ 'zh-CN': zh, ja, ko });

const FULL_CARTON = {
  length: CARTON_TEXTS.length,
  width: CARTON_TEXTS.width,
  height: CARTON_TEXTS.height,
  grossWeight: texts(
    '一整箱的毛重，单位为 weightUnit。',
    '満杯の 1 箱の総重量（単位は weightUnit）。',
    '가득 찬 한 상자의 총중량(단위: weightUnit).',
  ),
  netWeight: MAITOU_INPUT_TEXTS.netWeight,
};

const PACKING_FIELDS = {
  unitsPerCarton: texts(
    '一整箱装的数量；最后一箱装剩下的。',
    '満杯の 1 箱の入り数。最後の箱は残りを入れます。',
    '가득 찬 한 상자의 수량. 마지막 상자에는 나머지를 담습니다.',
  ),
  ...FULL_CARTON,
  lengthUnit: texts(
    '纸箱尺寸的单位；装箱单以 cm 显示。',
    'カートン寸法の単位。パッキングリストは cm で示します。',
    '카톤 치수의 단위. 포장명세서는 cm로 표시합니다.',
  ),
  weightUnit: texts(
    '重量的单位；装箱单以 kg 显示。',
    '重量の単位。パッキングリストは kg で示します。',
    '중량의 단위. 포장명세서는 kg으로 표시합니다.',
  ),
};

const PAYMENT_FIELDS = {
  method: texts(
    'tt：电汇；lc：不可撤销信用证；dp：付款交单；da：承兑交单。',
    'tt：電信送金、lc：取消不能信用状、dp：支払渡し、da：引受渡し。',
    'tt: 전신송금, lc: 취소불능 신용장, dp: 지급인도, da: 인수인도.',
  ),
  depositPercent: texts(
    '仅 T/T，且必填：预付比例，百分数（100 为全部预付）。',
    'T/T のみ、必須：前払いの割合（%、100 は全額前払い）。',
    'T/T 전용, 필수: 선지급 비율(%, 100은 전액 선지급).',
  ),
  balance: texts(
    '仅 T/T，定金低于 100% 时必填：余款凭提单副本支付，或装运前支付。',
    'T/T のみ、前払いが 100 % 未満なら必須：残金を B/L コピーと引き換えに払うか、船積み前に払うか。',
    'T/T 전용, 선지급이 100 % 미만이면 필수: 잔금을 B/L 사본과 교환해 지급할지, 선적 전에 지급할지.',
  ),
  days: texts(
    'L/C、D/P 和 D/A：见票后付款的天数（远期）；不填或 0 为即期。D/A 必须填（1 或以上）。',
    'L/C、D/P、D/A：一覧後に手形を支払うまでの日数（ユーザンス）。省略か 0 は一覧払い。D/A は必須（1 以上）。',
    'L/C, D/P, D/A: 일람 후 어음 지급까지의 일수(유전스). 생략하거나 0이면 일람불. D/A는 필수(1 이상).',
  ),
};

const LINE_FIELDS = QUOTE_LINES_INPUT_TEXTS.lines.fields;

export const QUOTE_TEXTS: Readonly<Record<string, TextsTree>> = {
  ...QUOTE_ONE_INPUT_TEXTS,
  ...QUOTE_LINES_INPUT_TEXTS,
  lines: {
    ...QUOTE_LINES_INPUT_TEXTS.lines,
    fields: {
      ...LINE_FIELDS,
      product: {
        ...LINE_FIELDS.product,
        fields: {
          ...QUOTE_INPUT_TEXTS.product.fields,
          model: texts('型号或货号。', '型番または品番。', '모델 또는 품번.'),
        },
      },
      pricing: { ...LINE_FIELDS.pricing, fields: QUOTE_INPUT_TEXTS.pricing.fields },
      packing: { ...LINE_FIELDS.packing, fields: PACKING_FIELDS },
    },
  },
  terms: {
    ...QUOTE_LINES_INPUT_TEXTS.terms,
    fields: {
      ...QUOTE_LINES_INPUT_TEXTS.terms.fields,
      paymentMethod: { ...QUOTE_LINES_INPUT_TEXTS.terms.fields.paymentMethod, fields: PAYMENT_FIELDS },
    },
  },
};
