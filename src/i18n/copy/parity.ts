/**
 * The RMB central parity as the calculators use it (src/tools/kit/parity.ts): the refusals when
 * the installed versions cannot say which parity was in force, and the note when an earlier
 * publication stands for a day without one.
 */
export const PARITY_COPY = {
  'parity.before_data': {
    'zh-CN': '{day} 早于已安装的最早一期人民币汇率中间价（{first}），无法确定当天适用的汇率。',
    en: 'The day {day} is before the first installed RMB central parity ({first}), so the rate in force cannot be known.',
    ja: '{day} はインストール済みの最初の人民元基準値（{first}）より前のため、適用レートが分かりません。',
    ko: '{day}은 설치된 첫 위안화 기준환율({first})보다 앞서 적용 환율을 알 수 없습니다.',
  },
  'parity.after_data': {
    'zh-CN': '{day} 晚于已安装的最新一期人民币汇率中间价（{newest}），无法确定当天适用的汇率。',
    en: 'The day {day} is after the newest installed RMB central parity ({newest}), so the rate in force cannot be known.',
    ja: '{day} はインストール済みの最新の人民元基準値（{newest}）より後のため、適用レートが分かりません。',
    ko: '{day}은 설치된 최신 위안화 기준환율({newest})보다 뒤여서 적용 환율을 알 수 없습니다.',
  },
  'parity.gap': {
    'zh-CN':
      '{day} 之前最近一期已安装的中间价是 {latest}，早了 {gap} 天，超过任何休市的 {days} 天，数据不完整，无法确定当天适用的汇率。',
    en: 'The latest installed central parity before {day} is from {latest}, {gap} days earlier, longer than any market closure ({days} days), so the installed data is incomplete and the rate in force cannot be known.',
    ja: '{day} より前の最新の基準値は {latest} で {gap} 日前と休場の {days} 日を超えて離れており、データが不完全なため適用レートが分かりません。',
    ko: '{day} 이전의 최신 기준환율은 {latest}로 {gap}일 전이어서 휴장 기간 {days}일보다 길고, 데이터가 불완전하므로 적용 환율을 알 수 없습니다.',
  },
  'parity.currency': {
    'zh-CN': '人民币汇率中间价没有公布 {currency}，已公布的币种为：{published}。',
    en: 'The RMB central parity does not quote {currency}; it quotes {published}.',
    ja: '人民元基準値は {currency} を公表していません。公表通貨は {published} です。',
    ko: '위안화 기준환율은 {currency}를 공표하지 않습니다. 공표 통화는 {published}입니다.',
  },
  'parity.earlier_day': {
    'zh-CN': '{day} 没有公布中间价，按此前最近一期 {used} 的 {rate} 折算。',
    en: 'No central parity was published on {day}, so the one of {used} ({rate}) was used.',
    ja: '{day} は基準値の公表がないため、直前の {used} の {rate} で換算しました。',
    ko: '{day}에는 기준환율 공표가 없어 직전 {used}의 {rate}로 환산했습니다.',
  },
  'central_parity.range_reversed': {
    'zh-CN': '起始日 {from} 晚于结束日 {to}。',
    en: 'The first day {from} is after the last day {to}.',
    ja: '開始日 {from} が終了日 {to} より後です。',
    ko: '시작일 {from}이 종료일 {to}보다 뒤입니다.',
  },
  'central_parity.no_publication': {
    'zh-CN': '已安装的人民币汇率中间价在 {from} 至 {to} 之间没有公布 {currency}。',
    en: 'The installed RMB central parity has no publication of {currency} from {from} to {to}.',
    ja: 'インストール済みの人民元基準値には {from} から {to} までの {currency} の公表がありません。',
    ko: '설치된 위안화 기준환율에는 {from}부터 {to}까지 {currency}의 공표가 없습니다.',
  },
} as const;
