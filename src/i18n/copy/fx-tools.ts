/**
 * fx-convert and fx-cost (src/tools/fx-convert.ts, src/tools/fx-cost.ts): the refusals of
 * inputs they cannot compute with, a sentence per step, the warnings and notes, and the word
 * for the bank when a step names it. Rates are written by figure-text.ts as the publisher
 * quotes them (100 JPY = 4.3135 CNY, 1 CNY = 0.59784 MYR).
 */
import type { Texts } from '../catalogue.js';

export const FX_TOOL_COPY = {
  'code.bank': { 'zh-CN': '银行', en: 'the bank', ja: '銀行', ko: '은행' },
  'fx-convert.currency_cny': {
    'zh-CN': '人民币是中间价折算的目标币种，无需折算，请选择一种外币。',
    en: 'CNY is what the central parity converts into, so choose a foreign currency.',
    ja: '人民元は基準値の換算先のため換算は不要で、外貨を選んでください。',
    ko: '위안화는 기준환율의 환산 대상이라 환산할 필요가 없으니 외화를 고르십시오.',
  },
  'fx-convert.kept_quotation': {
    'zh-CN': '{day} 的中间价对 {currency} 的标价方式与今天不同，无法直接比较，请给出 keptMidpoint。',
    en: 'The central parity of {day} quoted {currency} another way than today, so it cannot be compared; give keptMidpoint.',
    ja: '{day} の基準値は {currency} の建て方が今日と異なり比較できないため、keptMidpoint を指定してください。',
    ko: '{day}의 기준환율은 {currency} 표시 방식이 오늘과 달라 비교할 수 없으니 keptMidpoint를 지정하십시오.',
  },
  'fx-convert.midpoint': {
    'zh-CN': '{day} 的人民币汇率中间价为 {midpoint}。',
    en: 'The RMB central parity of {day} is {midpoint}.',
    ja: '{day} の人民元為替レート基準値は {midpoint} です。',
    ko: '{day}의 위안화 기준환율은 {midpoint}입니다.',
  },
  'fx-convert.at_midpoint': {
    'zh-CN': '{amount} 按中间价 {midpoint} 折合 {atMidpoint}。',
    en: 'At the central parity {midpoint}, {amount} is {atMidpoint}.',
    ja: '{amount} を基準値 {midpoint} で換算すると {atMidpoint} です。',
    ko: '{amount}을 기준환율 {midpoint}로 환산하면 {atMidpoint}입니다.',
  },
  'fx-convert.bank_gap': {
    'zh-CN': '银行买入价 {bankRate} 与中间价 {midpoint} 相差中间价的 {gapShown}。',
    en: 'The bank’s rate {bankRate} differs from the central parity {midpoint} by {gapShown} of it.',
    ja: '銀行の買値 {bankRate} と基準値 {midpoint} の差は基準値の {gapShown} です。',
    ko: '은행 매입률 {bankRate}와 기준환율 {midpoint}의 차이는 기준환율의 {gapShown}입니다.',
  },
  'fx-convert.at_bank': {
    'zh-CN': '{amount} 按银行买入价 {bankRate} 折合 {atBank}，按中间价为 {atMidpoint}，相差 {difference}。',
    en: 'At the bank’s rate {bankRate}, {amount} is {atBank} against {atMidpoint} at the central parity, a difference of {difference}.',
    ja: '{amount} を銀行の買値 {bankRate} で換算すると {atBank}、基準値では {atMidpoint} で、差は {difference} です。',
    ko: '{amount}을 은행 매입률 {bankRate}로 환산하면 {atBank}, 기준환율로는 {atMidpoint}이며 차이는 {difference}입니다.',
  },
  'fx-convert.kept_on': {
    'zh-CN': '您之前的数字是 {keptOn} 当天的。',
    en: 'Your earlier figures are of {keptOn}.',
    ja: '以前の数値は {keptOn} のものです。',
    ko: '이전 수치는 {keptOn}의 것입니다.',
  },
  'fx-convert.kept_on_parity': {
    'zh-CN': '{keptOn} 适用的中间价为 {keptMidpoint}（{day} 公布）。',
    en: 'The central parity in force on {keptOn} was {keptMidpoint}, published on {day}.',
    ja: '{keptOn} に適用された基準値は {keptMidpoint}（{day} 公表）です。',
    ko: '{keptOn}에 적용된 기준환율은 {keptMidpoint}({day} 공표)입니다.',
  },
  'fx-convert.kept_rate': {
    'zh-CN': '今天的中间价 {midpoint} 相对您之前的汇率 {kept} 变动 {change}。',
    en: 'Today’s central parity {midpoint} against your earlier rate {kept}: a change of {change}.',
    ja: '今日の基準値 {midpoint} は以前のレート {kept} から {change} 変動しています。',
    ko: '오늘 기준환율 {midpoint}는 이전 환율 {kept}에서 {change} 변동했습니다.',
  },
  'fx-convert.kept_rate_amount': {
    'zh-CN': '{amount} 按您之前的汇率 {kept} 折合 {then}，按今天的中间价为 {atMidpoint}，差额 {effect}。',
    en: 'At your earlier rate {kept}, {amount} came to {then}; at today’s central parity it is {atMidpoint}, a change of {effect}.',
    ja: '{amount} は以前のレート {kept} では {then}、今日の基準値では {atMidpoint} で、差は {effect} です。',
    ko: '{amount}은 이전 환율 {kept}로는 {then}, 오늘 기준환율로는 {atMidpoint}이며 차이는 {effect}입니다.',
  },
  'fx-convert.kept_midpoint': {
    'zh-CN': '今天的中间价 {midpoint} 相对之前的中间价 {kept} 变动 {change}。',
    en: 'Today’s central parity {midpoint} against the earlier central parity {kept}: a change of {change}.',
    ja: '今日の基準値 {midpoint} は以前の基準値 {kept} から {change} 変動しています。',
    ko: '오늘 기준환율 {midpoint}는 이전 기준환율 {kept}에서 {change} 변동했습니다.',
  },
  'fx-convert.kept_midpoint_amount': {
    'zh-CN': '{amount} 按之前的中间价 {kept} 折合 {then}，按今天的中间价为 {atMidpoint}，差额 {effect}。',
    en: 'At the earlier central parity {kept}, {amount} came to {then}; at today’s it is {atMidpoint}, a change of {effect}.',
    ja: '{amount} は以前の基準値 {kept} では {then}、今日の基準値では {atMidpoint} で、差は {effect} です。',
    ko: '{amount}은 이전 기준환율 {kept}로는 {then}, 오늘 기준환율로는 {atMidpoint}이며 차이는 {effect}입니다.',
  },
  'fx-convert.midpoint_only': {
    'zh-CN': '{atMidpoint} 是按中间价折算的参考数，银行按自己的买入价结汇，通常得到的人民币更少，给出 bankRate 即可看到差额。',
    en: 'The {atMidpoint} is at the central parity, while a bank converts at its own buying rate, which usually gives less CNY, so give bankRate to see the difference.',
    ja: '{atMidpoint} は基準値での参考額で、銀行は自行の買値で換算するため通常は人民元が少なくなり、bankRate を指定すると差額が分かります。',
    ko: '{atMidpoint}는 기준환율 기준 참고액이며 은행은 자체 매입률로 환전해 보통 위안화가 더 적으므로 bankRate를 지정하면 차이를 볼 수 있습니다.',
  },
  'fx-convert.bank_rate_far': {
    'zh-CN': '银行汇率 {bankRate} 与中间价 {midpoint} 相差超过 {limit}，请检查它是否与中间价采用同样的标价方式（例如日元按 100 日元计）。',
    en: 'The bank’s rate {bankRate} is more than {limit} away from the central parity {midpoint}; check that it is quoted the same way (per 100 for JPY, units per 1 CNY for MYR and the like).',
    ja: '銀行のレート {bankRate} は基準値 {midpoint} から {limit} 超離れているため、基準値と同じ建て方（円は 100 円当たりなど）か確認してください。',
    ko: '은행 환율 {bankRate}가 기준환율 {midpoint}에서 {limit} 넘게 떨어져 있으니 기준환율과 같은 표시 방식(엔화는 100엔당 등)인지 확인하십시오.',
  },
  'fx-convert.kept_midpoint_differs': {
    'zh-CN': '{keptOn} 适用的中间价是 {published}（{day} 公布），不是 {keptMidpoint}，计算使用了您给出的数字。',
    en: 'The central parity in force on {keptOn} was {published}, published on {day}, not {keptMidpoint}; your figure was used.',
    ja: '{keptOn} に適用された基準値は {published}（{day} 公表）で {keptMidpoint} ではありませんが、指定の数値で計算しました。',
    ko: '{keptOn}에 적용된 기준환율은 {keptMidpoint}가 아니라 {published}({day} 공표)이지만 지정한 수치로 계산했습니다.',
  },
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
    ko: '{row}번째 수취: {amount}을 기준환율 {rate}로 환산하면 {cny}, 연 {perYear}회로 {yearly}.',
  },
  'fx-cost.receipt_cny': {
    'zh-CN': '第 {row} 笔：{amount} 无需折算，每年 {perYear} 笔，共 {yearly}。',
    en: 'Receipt {row}: {amount} needs no conversion, and × {perYear} a year makes {yearly}.',
    ja: '{row} 件目：{amount} は換算不要、年 {perYear} 回で {yearly}。',
    ko: '{row}번째 수취: {amount}은 환산할 필요가 없고 연 {perYear}회로 {yearly}.',
  },
  'fx-cost.midpoint': {
    'zh-CN': '按中间价折算，每年收款合计 {annualMidpoint}。',
    en: 'At the central parity the receipts come to {annualMidpoint} a year.',
    ja: '基準値で換算すると、入金は年間合計 {annualMidpoint} です。',
    ko: '기준환율로 환산하면 수취액은 연간 합계 {annualMidpoint}입니다.',
  },
  'fx-cost.bank': {
    'zh-CN': '银行每笔结汇留下 {bankFee}，每年 {fees}（占合计的 {cost}），实收 {annual}。',
    en: 'The bank keeps {bankFee} of each converted receipt, {fees} a year ({cost} of the total), leaving {annual}.',
    ja: '銀行は換算する入金ごとに {bankFee} を差し引き、年 {fees}（合計の {cost}）で、手取りは {annual} です。',
    ko: '은행은 환전하는 수취액마다 {bankFee}를 떼어 연 {fees}(합계의 {cost})이며 실수령액은 {annual}입니다.',
  },
  'fx-cost.choice': {
    'zh-CN': '方案 {choice} 按 {feePercent} 加每笔 {feePerReceipt} 收费，每年 {fees}（占合计的 {cost}），实收 {annual}，与银行相差 {versusBank}。',
    en: 'Alternative {choice}, at {feePercent} and {feePerReceipt} a receipt, keeps {fees} a year ({cost} of the total), leaving {annual}, {versusBank} against the bank.',
    ja: '選択肢 {choice} は {feePercent} と 1 件 {feePerReceipt} で年 {fees}（合計の {cost}）を差し引き、手取りは {annual}、銀行との差は {versusBank} です。',
    ko: '대안 {choice}는 {feePercent}와 건당 {feePerReceipt}로 연 {fees}(합계의 {cost})를 떼어 실수령액은 {annual}, 은행과의 차이는 {versusBank}입니다.',
  },
  'fx-cost.best': {
    'zh-CN': '实收最多的是{best}：每年 {annual}，比最差的选择多 {gain}。',
    en: 'Most CNY is left by {best}: {annual} a year, {gain} more than the worst choice.',
    ja: '手取りが最も多いのは{best}で、年 {annual}、最も少ない選択肢より {gain} 多くなります。',
    ko: '실수령액이 가장 많은 것은 {best}로 연 {annual}이며 가장 적은 선택보다 {gain} 많습니다.',
  },
  'fx-cost.bank_fee_missing': {
    'zh-CN': '没有给出 bankFee，银行按不留任何费用计算，其结果等于按中间价折算，比较会偏向银行。',
    en: 'No bankFee was given, so the bank is counted as keeping nothing and its figures are those of the central parity, which flatters it.',
    ja: 'bankFee が指定されていないため、銀行は何も差し引かないものとして基準値どおりに計算しており、比較は銀行に有利になります。',
    ko: 'bankFee가 지정되지 않아 은행은 아무것도 떼지 않는 것으로 기준환율 그대로 계산했으므로 비교가 은행에 유리합니다.',
  },
  'fx-cost.fee_above_receipt': {
    'zh-CN': '{choice} 在第 {row} 笔收款上收取 {fee}，超过这笔收款的 {cny}。',
    en: 'On receipt {row}, {choice} keeps {fee}, more than the {cny} it is worth.',
    ja: '{row} 件目の入金で {choice} が差し引く {fee} は、その入金の {cny} を超えています。',
    ko: '{row}번째 수취에서 {choice}가 떼는 {fee}는 그 수취액 {cny}보다 많습니다.',
  },
  'fx-cost.choice_unused': {
    'zh-CN': '给出了方案 {choice} 的数据，但 {use} 不是 true，所以没有比较它。',
    en: 'Figures were given for {choice}, but it is compared only when {use} is true.',
    ja: '{choice} の数値が指定されましたが、{use} が true でないため比較していません。',
    ko: '{choice}의 수치가 지정되었지만 {use}가 true가 아니어서 비교하지 않았습니다.',
  },
  'fx-cost.best_tied': {
    'zh-CN': '有几个选择实收同样最多（{annual}），按银行、B、C 的顺序取第一个：{best}。',
    en: 'Several choices leave the same most, {annual}, and the first of them in the order bank, B, C is named: {best}.',
    ja: '手取りが同じく最多（{annual}）の選択肢が複数あり、銀行、B、C の順で最初のものを挙げました：{best}。',
    ko: '실수령액이 똑같이 가장 많은({annual}) 선택이 여럿이어서 은행, B, C 순서로 첫 번째를 골랐습니다: {best}.',
  },
  'fx-cost.cny_receipts': {
    'zh-CN': '人民币收款无需折算，不计任何选择的费用。',
    en: 'Receipts in CNY need no conversion, so no choice charges anything on them.',
    ja: '人民元の入金は換算不要のため、どの選択肢の手数料も計上しません。',
    ko: '위안화 수취액은 환산할 필요가 없어 어떤 선택의 수수료도 계산하지 않습니다.',
  },
} as const satisfies Record<string, Texts>;
