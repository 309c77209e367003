/**
 * fx-convert's own copy: the sentence of each step and warning, and its refusals.
 */
import type { Texts } from '../../i18n/texts.js';

export const FX_CONVERT_COPY = {
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
    ko: '기준환율 {midpoint} 적용 시 {amount}의 환산액은 {atMidpoint}입니다.',
  },
  'fx-convert.bank_gap': {
    'zh-CN': '银行买入价 {bankRate} 相对中间价 {midpoint} 的偏离幅度为 {gapShown}。',
    en: 'The bank’s rate {bankRate} differs from the central parity {midpoint} by {gapShown} of it.',
    ja: '銀行の買値 {bankRate} と基準値 {midpoint} の差は基準値の {gapShown} です。',
    ko: '기준환율 {midpoint} 대비 은행 매입률 {bankRate}의 차이는 기준환율의 {gapShown}입니다.',
  },
  'fx-convert.at_bank': {
    'zh-CN': '{amount} 按银行买入价 {bankRate} 折合 {atBank}，按中间价为 {atMidpoint}，相差 {difference}。',
    en: 'At the bank’s rate {bankRate}, {amount} is {atBank} against {atMidpoint} at the central parity, a difference of {difference}.',
    ja: '{amount} を銀行の買値 {bankRate} で換算すると {atBank}、基準値では {atMidpoint} で、差は {difference} です。',
    ko: '은행 매입률 {bankRate} 적용 시 {amount}의 환산액은 {atBank}, 기준환율 적용 시 {atMidpoint}이며 차이는 {difference}입니다.',
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
    ko: '이전 환율 {kept} 대비 오늘 기준환율 {midpoint}의 변동률은 {change}입니다.',
  },
  'fx-convert.kept_rate_amount': {
    'zh-CN': '{amount} 按您之前的汇率 {kept} 折合 {then}，按今天的中间价为 {atMidpoint}，差额 {effect}。',
    en: 'At your earlier rate {kept}, {amount} came to {then}; at today’s central parity it is {atMidpoint}, a change of {effect}.',
    ja: '{amount} は以前のレート {kept} では {then}、今日の基準値では {atMidpoint} で、差は {effect} です。',
    ko: '{amount}의 환산액은 이전 환율 {kept} 적용 시 {then}, 오늘 기준환율 적용 시 {atMidpoint}이며 차이는 {effect}입니다.',
  },
  'fx-convert.kept_midpoint': {
    'zh-CN': '今天的中间价 {midpoint} 相对之前的中间价 {kept} 变动 {change}。',
    en: 'Today’s central parity {midpoint} against the earlier central parity {kept}: a change of {change}.',
    ja: '今日の基準値 {midpoint} は以前の基準値 {kept} から {change} 変動しています。',
    ko: '이전 기준환율 {kept} 대비 오늘 기준환율 {midpoint}의 변동률은 {change}입니다.',
  },
  'fx-convert.kept_midpoint_amount': {
    'zh-CN': '{amount} 按之前的中间价 {kept} 折合 {then}，按今天的中间价为 {atMidpoint}，差额 {effect}。',
    en: 'At the earlier central parity {kept}, {amount} came to {then}; at today’s it is {atMidpoint}, a change of {effect}.',
    ja: '{amount} は以前の基準値 {kept} では {then}、今日の基準値では {atMidpoint} で、差は {effect} です。',
    ko: '{amount}의 환산액은 이전 기준환율 {kept} 적용 시 {then}, 오늘 기준환율 적용 시 {atMidpoint}이며 차이는 {effect}입니다.',
  },
  'fx-convert.midpoint_only': {
    'zh-CN':
      '{atMidpoint} 是按中间价折算的参考数，银行按自己的买入价结汇，通常得到的人民币更少，给出 bankRate 即可看到差额。',
    en: 'The {atMidpoint} is at the central parity, while a bank converts at its own buying rate, which usually gives less CNY, so give bankRate to see the difference.',
    ja: '{atMidpoint} は基準値での参考額で、銀行は自行の買値で換算するため通常は人民元が少なくなり、bankRate を指定すると差額が分かります。',
    ko: '{atMidpoint}는 기준환율로 환산한 참고액이며 은행은 자체 매입률로 환전해 보통 위안화가 더 적으므로 bankRate를 지정하면 차이를 볼 수 있습니다.',
  },
  'fx-convert.bank_rate_far': {
    'zh-CN':
      '银行汇率 {bankRate} 与中间价 {midpoint} 相差超过 {limit}，请检查它是否与中间价采用同样的标价方式（例如日元按 100 日元计，林吉特等按 1 元人民币折合多少外币计）。',
    en: 'The bank’s rate {bankRate} is more than {limit} away from the central parity {midpoint}; check that it is quoted the same way (per 100 for JPY, units per 1 CNY for MYR and the like).',
    ja: '銀行のレート {bankRate} は基準値 {midpoint} から {limit} 超離れているため、基準値と同じ建て方（円は 100 円当たり、MYR などは 1 人民元当たりの外貨額）か確認してください。',
    ko: '은행 환율 {bankRate}의 기준환율 {midpoint} 대비 차이가 {limit}를 넘으니 기준환율과 같은 표시 방식(엔화는 100엔당, 링깃(MYR) 등은 1위안당 외화 금액)인지 확인하십시오.',
  },
  'fx-convert.kept_midpoint_differs': {
    'zh-CN': '{keptOn} 适用的中间价是 {published}（{day} 公布），不是 {keptMidpoint}，计算使用了您给出的数字。',
    en: 'The central parity in force on {keptOn} was {published}, published on {day}, not {keptMidpoint}; your figure was used.',
    ja: '{keptOn} に適用された基準値は {published}（{day} 公表）で {keptMidpoint} ではありませんが、指定の数値で計算しました。',
    ko: '{keptOn}에 적용된 기준환율은 {published}({day} 공표)이고 지정한 수치({keptMidpoint})는 이와 다르지만 지정한 수치로 계산했습니다.',
  },
} as const satisfies Record<string, Texts>;
