/**
 * fx-cost's own copy: the sentence of each step and warning, its refusals, and the name of its `bank` code.
 */
import type { Texts } from '../../i18n/texts.js';

export const FX_COST_COPY = {
  'code.bank': { 'zh-CN': '银行', en: 'the bank', ja: '銀行', ko: '은행' },
  'fx-cost.receipt_below_fen': {
    'zh-CN': '这笔 {amount} {currency} 的收款按中间价折合不到 0.01 元人民币。',
    en: 'This receipt of {amount} {currency} is worth less than 0.01 CNY at the central parity.',
    ja: 'この {amount} {currency} の入金は基準値で 0.01 人民元に満たないです。',
    ko: '이 {amount} {currency} 수취액은 기준환율로 0.01위안에 못 미칩니다.',
  },
  'fx-cost.choice_fee_required': {
    'zh-CN': '比较方案 {choice} 需要至少一项费用，即百分比或每笔费用。',
    en: 'Alternative {choice} is compared only with at least one of its fees, a percent or a fee per receipt.',
    ja: '選択肢 {choice} を比較するには、割合か 1 件当たりの手数料の少なくとも一方が必要です。',
    ko: '대안 {choice}를 비교하려면 비율이나 건당 수수료 중 적어도 하나가 필요합니다.',
  },
  'fx-cost.name_reserved': {
    'zh-CN': '名称 {name} 在说明中另有含义，请换一个名称。',
    en: 'The name {name} already means something else in the sentences, so choose another name.',
    ja: '名前 {name} は説明文で別の意味を持つため、別の名前を選んでください。',
    ko: '이름 {name}은 설명 문장에서 다른 뜻을 가지므로 다른 이름을 고르십시오.',
  },
  'fx-cost.receipt': {
    'zh-CN': '第 {row} 笔：{amount} 按中间价 {rate} 折合 {cny}，每年 {perYear} 笔，共 {yearly}。',
    en: 'Receipt {row}: {amount} at the central parity {rate} is {cny}, and × {perYear} a year makes {yearly}.',
    ja: '{row} 件目：{amount} を基準値 {rate} で換算すると {cny}、年 {perYear} 回で {yearly}。',
    ko: '{row}번째 수취: {amount}의 환산액은 기준환율 {rate} 적용 시 {cny}, 연 {perYear}회 합계 {yearly}입니다.',
  },
  'fx-cost.receipt_cny': {
    'zh-CN': '第 {row} 笔：{amount} 无需折算，每年 {perYear} 笔，共 {yearly}。',
    en: 'Receipt {row}: {amount} needs no conversion, and × {perYear} a year makes {yearly}.',
    ja: '{row} 件目：{amount} は換算不要、年 {perYear} 回で {yearly}。',
    ko: '{row}번째 수취: {amount}(환산 불필요), 연 {perYear}회 합계 {yearly}입니다.',
  },
  'fx-cost.midpoint': {
    'zh-CN': '按中间价折算，每年收款合计 {annualMidpoint}。',
    en: 'At the central parity the receipts come to {annualMidpoint} a year.',
    ja: '基準値で換算すると、入金は年間合計 {annualMidpoint} です。',
    ko: '기준환율로 환산하면 수취액은 연간 합계 {annualMidpoint}입니다.',
  },
  'fx-cost.bank': {
    'zh-CN': '银行每笔结汇扣除 {bankFee}，每年共 {fees}（占合计的 {cost}），实收 {annual}。',
    en: 'The bank keeps {bankFee} of each converted receipt, {fees} a year ({cost} of the total), leaving {annual}.',
    ja: '銀行は換算する入金ごとに {bankFee} を差し引き、その額は年 {fees}（合計の {cost}）、手取りは {annual} です。',
    ko: '은행은 환전하는 수취액마다 {bankFee}를 떼어 연 {fees}(합계의 {cost})를 가져가며, 실수령액은 {annual}입니다.',
  },
  'fx-cost.bank_unpriced': {
    'zh-CN': '未给出银行的费用：按中间价且不计费用，实收为 {annual}；银行不参与比较。',
    en: 'The bank’s fee was not given: at the central parity with no fee, the receipts would leave {annual}; the bank is not compared.',
    ja: '銀行の手数料は指定されていません：基準値で手数料なしなら手取りは {annual} で、銀行は比較しません。',
    ko: '은행 수수료가 지정되지 않았습니다: 기준환율로 수수료 없이 계산하면 실수령액은 {annual}이며, 은행은 비교하지 않습니다.',
  },
  'fx-cost.choice_alone': {
    'zh-CN':
      '方案 {choice} 按 {feePercent} 加每笔 {feePerReceipt} 收费，每年共收取 {fees}（占合计的 {cost}），实收 {annual}。',
    en: 'Alternative {choice}, at {feePercent} and {feePerReceipt} a receipt, keeps {fees} a year ({cost} of the total), leaving {annual}.',
    ja: '選択肢 {choice} は {feePercent} と 1 件 {feePerReceipt} で年 {fees}（合計の {cost}）を差し引き、手取りは {annual} です。',
    ko: '대안 {choice}: {feePercent}와 건당 {feePerReceipt}로 연 {fees}(합계의 {cost})를 떼며, 실수령액은 {annual}입니다.',
  },
  'fx-cost.choice': {
    'zh-CN':
      '方案 {choice} 按 {feePercent} 加每笔 {feePerReceipt} 收费，每年共收取 {fees}（占合计的 {cost}），实收 {annual}，与银行相差 {versusBank}。',
    en: 'Alternative {choice}, at {feePercent} and {feePerReceipt} a receipt, keeps {fees} a year ({cost} of the total), leaving {annual}, {versusBank} against the bank.',
    ja: '選択肢 {choice} は {feePercent} と 1 件 {feePerReceipt} で年 {fees}（合計の {cost}）を差し引き、手取りは {annual}、銀行との差は {versusBank} です。',
    ko: '대안 {choice}: {feePercent}와 건당 {feePerReceipt}로 연 {fees}(합계의 {cost})를 떼며, 실수령액은 {annual}, 은행과의 차이는 {versusBank}입니다.',
  },
  'fx-cost.best': {
    'zh-CN': '实收最多：{best}，每年 {annual}，比最差的方案多 {gain}。',
    en: 'Most CNY is left by {best}: {annual} a year, {gain} more than the worst choice.',
    ja: '手取りが最も多いのは{best}で、年 {annual}、最も少ない選択肢より {gain} 多くなります。',
    ko: '실수령액이 가장 많은 선택은 {best}이며 연 {annual}, 가장 적은 선택보다 {gain} 많습니다.',
  },
  'fx-cost.bank_fee_missing': {
    'zh-CN':
      '没有给出 bankFee，银行的费用按 0 计（其数字等于按中间价折算），因此银行不参与排名，只比较给出了费用的方案。',
    en: 'No bankFee was given, so the bank’s fee is taken as 0 for its own figures (those of the central parity), and the bank is not ranked: only what was given is compared.',
    ja: 'bankFee が指定されていないため、銀行の手数料は 0 として計算し（基準値どおりの数値）、銀行は順位付けせず、手数料が指定された案だけを比べます。',
    ko: 'bankFee가 지정되지 않아 은행 수수료를 0으로 계산했으며(기준환율 그대로의 수치), 은행은 순위에 넣지 않고 수수료가 주어진 대안만 비교합니다.',
  },
  'fx-cost.fee_above_receipt': {
    'zh-CN': '第 {row} 笔收款的费用（{choice}）为 {fee}，超过这笔收款本身的金额 {cny}。',
    en: 'On receipt {row}, {choice} keeps {fee}, more than the {cny} it is worth.',
    ja: '{row} 件目の入金で{choice}が差し引く {fee} は、その入金額 {cny} を超えています。',
    ko: '{row}번째 수취에서 {choice} 수수료 {fee}가 그 수취액 {cny}보다 많습니다.',
  },
  'fx-cost.choice_unused': {
    'zh-CN': '给出了方案 {choice} 的数据，但 {use} 不是 true，所以没有比较它。',
    en: 'Figures were given for {choice}, but it is compared only when {use} is true.',
    ja: '{choice} の数値が指定されましたが、{use} が true でないため比較していません。',
    ko: '{choice}의 수치가 지정되었지만 {use}가 true가 아니어서 비교하지 않았습니다.',
  },
  'fx-cost.best_tied': {
    'zh-CN': '有几个方案实收同样最多（{annual}），按银行、B、C 的顺序取第一个：{best}。',
    en: 'Several choices leave the same most, {annual}, and the first of them in the order bank, B, C is named: {best}.',
    ja: '手取りが同じく最多（{annual}）の選択肢が複数あり、銀行、B、C の順で最初のものを挙げました：{best}。',
    ko: '실수령액이 똑같이 가장 많은({annual}) 선택이 여럿이어서 은행, B, C 순서로 첫 번째를 골랐습니다: {best}.',
  },
  'fx-cost.cny_receipts': {
    'zh-CN': '人民币收款无需折算，各方案均不收取费用。',
    en: 'Receipts in CNY need no conversion, so no choice charges anything on them.',
    ja: '人民元の入金は換算不要のため、どの選択肢の手数料も計上しません。',
    ko: '위안화 수취액은 환산할 필요가 없어 어떤 선택의 수수료도 계산하지 않습니다.',
  },
} as const satisfies Record<string, Texts>;
