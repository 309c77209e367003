/**
 * container-load's own copy: the sentence of each step and warning, and the name of its `space` code.
 */
import type { Texts } from '../../i18n/texts.js';

export const CONTAINER_LOAD_COPY = {
  'container-load.type': {
    'zh-CN': '{type}（内部尺寸 {length} × {width} × {height}）：每个集装箱可装 {perContainer} 箱，受{limit}限制。',
    en: 'Inside {type} ({length} × {width} × {height}): {perContainer|carton|cartons} a container, bound by {limit}.',
    ja: '{type}（内寸 {length} × {width} × {height}）：1 本に {perContainer} 箱、制約は{limit}。',
    ko: '{type} 내부 {length} × {width} × {height}: 컨테이너당 {perContainer}상자, 제약은 {limit}.',
  },
  'container-load.grid': {
    'zh-CN':
      '{type}：按单一方向整齐码放（教材和多数在线计算器的算法）可装 {grid} 箱；人工装箱方案在能多装的地方把纸箱转向摆放，可装 {perContainer} 箱。',
    en: 'In {type} the plain grid of one orientation, as textbooks and most online calculators count, holds {grid|carton|cartons}; a hand-loading plan holds {perContainer}, turning cartons where that fits more.',
    ja: '{type}：一方向で整列して積む場合（教科書や多くのオンライン計算の方法）は {grid} 箱で、手積みの計画では、より多く入る所でカートンの向きを変えて {perContainer} 箱を積みます。',
    ko: '{type}에 한 방향으로 가지런히 쌓으면(교과서와 대부분의 온라인 계산기 방식) {grid}상자가 들어가고, 수작업 적재 계획은 더 들어가는 곳에서 상자 방향을 바꿔 {perContainer}상자를 싣습니다.',
  },

  'container-load.grid_only': {
    'zh-CN':
      '{type}：按单一方向整齐码放（教材和多数在线计算器的算法）可装 {grid} 箱，剩余空间用转向摆放的纸箱也装不下更多。',
    en: 'In {type} the plain grid of one orientation, as textbooks and most online calculators count, holds {grid|carton|cartons}, and turning cartons into the space left adds none.',
    ja: '{type}：一方向で整列して積む場合（教科書や多くのオンライン計算の方法）は {grid} 箱で、残りの空間に向きを変えて積んでも増えません。',
    ko: '{type}에 한 방향으로 가지런히 쌓으면(교과서와 대부분의 온라인 계산기 방식) {grid}상자가 들어가며, 남은 공간에 방향을 바꿔 넣어도 더 들어가지 않습니다.',
  },
  'container-load.layer': {
    'zh-CN': '{type}：{layers} 层，每层 {perLayer} 箱，纸箱立高 {up}。',
    en: 'In {type}: {layers|layer|layers} of {perLayer|carton|cartons}, every carton standing {up} high.',
    ja: '{type}：{layers} 段、1 段 {perLayer} 箱、箱の高さ {up}。',
    ko: '{type}: {layers}단, 단마다 {perLayer}상자, 상자 높이 {up}.',
  },
  'container-load.wall': {
    'zh-CN': '{type}：{walls} 排横墙，每排深 {depth}，{perWall} 箱。',
    en: 'In {type}: {walls|wall|walls} across the container, {depth} deep, {perWall|carton|cartons} in each.',
    ja: '{type}：横一列の壁 {walls} 列、各列の奥行き {depth}、{perWall} 箱。',
    ko: '{type}: 가로 벽 {walls}열, 열마다 깊이 {depth}, {perWall}상자.',
  },
  'container-load.front': {
    'zh-CN': '{type}：靠门剩下的空间再装 {front} 箱。',
    en: 'In {type}, the space left at the door takes {front|carton|cartons} more.',
    ja: '{type}：扉側に残った空間にさらに {front} 箱。',
    ko: '{type}: 문 쪽에 남은 공간에 {front}상자를 더 싣습니다.',
  },
  'container-load.optimal': {
    'zh-CN':
      '{type}：无论怎样装都不会超过 {bound} 箱（按纸箱各边能排满的长度和体积算出的上限），所以 {perContainer} 箱已证明是最多的。',
    en: 'In {type} no way of loading holds more than {bound|carton|cartons} (the space rows of whole cartons can reach, by volume), so {perContainer} is proven the most.',
    ja: '{type}：どう積んでも {bound} 箱を超えません（箱の辺の並びで埋まる長さと容積から求めた上限）。よって {perContainer} 箱が最大と証明されています。',
    ko: '{type}: 어떻게 적재해도 {bound}상자를 넘지 않으므로(상자 변을 늘어놓아 채울 수 있는 길이와 부피로 구한 상한) {perContainer}상자가 최대임이 증명됩니다.',
  },
  'container-load.bound': {
    'zh-CN':
      '{type}：装箱上限 {bound} 箱（按纸箱各边能排满的长度和体积算出，无论怎样装都不会超过），本方案 {perContainer} 箱，最多比最优少 {short} 箱（{shortShare}）。',
    en: 'In {type} the loading bound is {bound|carton|cartons}: no way of loading holds more (by the rows of whole cartons each side can reach, and by volume); this plan’s {perContainer} is at most {short} short of the best ({shortShare}).',
    ja: '{type}：積載上限は {bound} 箱（箱の辺の並びで埋まる長さと容積から求め、どう積んでも超えない）で、この計画の {perContainer} 箱は最適より多くても {short} 箱（{shortShare}）少ないだけです。',
    ko: '{type}: 적재 상한은 {bound}상자(상자 변을 늘어놓아 채울 수 있는 길이와 부피로 구하며, 어떻게 적재해도 넘지 않음)이고, 이 계획의 {perContainer}상자는 최적보다 많아야 {short}상자({shortShare}) 적습니다.',
  },
  'container-load.budget': {
    'zh-CN': '{type}：纸箱小、空间长，精确排布的算法要算的太多，未完全搜索；本方案是在计算预算内找到的最好方案。',
    en: 'In {type} the exact patterns were not searched in full, as small cartons in so long a space would take too long; the plan is the best the searches found within their budget.',
    ja: '{type}：箱が小さく空間が長いため厳密な配置は探索しきれず、この計画は計算予算内で見つかった最良のものです。',
    ko: '{type}: 상자가 작고 공간이 길어 정확한 배치를 다 탐색하지 못했으며, 이 계획은 계산 예산 안에서 찾은 가장 좋은 것입니다.',
  },
  'container-load.estimate': {
    'zh-CN':
      '{type}体积上限（教材的快速估算）：可用容积 {usable} ÷ 单箱体积 {cartonVolume} = {estimate} 箱，未考虑纸箱能否摆下。',
    en: 'The volume bound of {type}, the quick estimate textbooks make: usable volume {usable} ÷ carton volume {cartonVolume} = {estimate|carton|cartons}, which ignores how the cartons fit.',
    ja: '{type}の容積上限（教科書の簡易見積り）：有効容積 {usable} ÷ 1 箱の容積 {cartonVolume} = {estimate} 箱で、箱の収まり方は考慮していません。',
    ko: '{type} 부피 상한(교과서 간이 추정): 유효 용적 {usable} ÷ 상자 부피 {cartonVolume} = {estimate}상자이며, 상자가 실제로 들어가는지는 고려하지 않았습니다.',
  },
  'container-load.main_block': {
    'zh-CN':
      '{type}：主区 {rows} 行 × {columns} 列 × {layers} 层 = {main} 箱（纸箱长向 {along}、横向 {across}、朝上 {up}），占 {usedLength} × {usedWidth} × {usedHeight}；另在余位装 {beside} 箱，共 {perContainer} 箱，整个方案占到 {reachLength} × {reachWidth} × {reachHeight}，余下 {spareLength} × {spareWidth} × {spareHeight}。',
    en: 'In {type} the main block is {rows} along × {columns} across × {layers} high = {main|carton|cartons}, each {along} along, {across} across and {up} up, filling {usedLength} × {usedWidth} × {usedHeight}; {beside} more go in the space left, {perContainer} in all, which reach {reachLength} × {reachWidth} × {reachHeight} and leave {spareLength} × {spareWidth} × {spareHeight}.',
    ja: '{type}：メインブロックは長さ方向 {rows} × 幅方向 {columns} × {layers} 段 = {main} 箱（箱の辺は長さ方向 {along}、幅方向 {across}、上 {up}）で {usedLength} × {usedWidth} × {usedHeight} を占め、残りの空間にさらに {beside} 箱、計 {perContainer} 箱が {reachLength} × {reachWidth} × {reachHeight} まで届き、{spareLength} × {spareWidth} × {spareHeight} が残ります。',
    ko: '{type}: 주 블록은 길이 방향 {rows} × 너비 방향 {columns} × {layers}단 = {main}상자(상자 변은 길이 방향 {along}, 너비 방향 {across}, 위 {up})로 {usedLength} × {usedWidth} × {usedHeight}를 차지하고, 남은 공간에 {beside}상자를 더 실어 모두 {perContainer}상자가 {reachLength} × {reachWidth} × {reachHeight}까지 차며 {spareLength} × {spareWidth} × {spareHeight}가 남습니다.',
  },
  'container-load.main_only': {
    'zh-CN':
      '{type}：{rows} 行 × {columns} 列 × {layers} 层 = {main} 箱（纸箱长向 {along}、横向 {across}、朝上 {up}），占 {usedLength} × {usedWidth} × {usedHeight}，余下 {spareLength} × {spareWidth} × {spareHeight}。',
    en: 'In {type}: {rows} along × {columns} across × {layers} high = {main|carton|cartons}, each {along} along, {across} across and {up} up, filling {usedLength} × {usedWidth} × {usedHeight} and leaving {spareLength} × {spareWidth} × {spareHeight}.',
    ja: '{type}：長さ方向 {rows} × 幅方向 {columns} × {layers} 段 = {main} 箱（箱の辺は長さ方向 {along}、幅方向 {across}、上 {up}）で {usedLength} × {usedWidth} × {usedHeight} を占め、{spareLength} × {spareWidth} × {spareHeight} が残ります。',
    ko: '{type}: 길이 방향 {rows} × 너비 방향 {columns} × {layers}단 = {main}상자(상자 변은 길이 방향 {along}, 너비 방향 {across}, 위 {up})로 {usedLength} × {usedWidth} × {usedHeight}를 차지하고 {spareLength} × {spareWidth} × {spareHeight}가 남습니다.',
  },
  'container-load.mix': {
    'zh-CN':
      '{quantity} 箱至少要 {containers} 个集装箱（不含 45HQ）；在这个柜数内尽量多用 20GP（TEU 最少），其余用 40 尺柜（40GP 装得下就用 40GP），组合如下，合计可装 {capacity} 箱。',
    en: 'For {quantity|carton|cartons} at least {containers} containers are needed (the 45HQ left out); within that number the mix below takes as many 20GP as it can (fewest TEU) and 40′ containers for the rest (a 40GP where it will do), holding {capacity|carton|cartons} in all.',
    ja: '{quantity} 箱に必要な最少 {containers} 本（45HQ を除く）の中で、20GP をできるだけ多く（TEU 最少）、残りは 40 フィート（足りれば 40GP）にする次の組み合わせなら、合計 {capacity} 箱を積めます。',
    ko: '{quantity}상자에 필요한 최소 {containers}개(45HQ 제외) 안에서 20GP를 최대한 많이(TEU 최소) 쓰고 나머지는 40피트(충분하면 40GP)로 하는 다음 조합이면 모두 {capacity}상자를 실을 수 있습니다.',
  },
  'container-load.mix_part': {
    'zh-CN': '组合：{count} 个 {type}，每个装 {perContainer} 箱。',
    en: 'In the mix: {count} × {type}, {perContainer|carton|cartons} each.',
    ja: '組み合わせ：{type} を {count} 本、1 本あたり {perContainer} 箱。',
    ko: '조합: {type} {count}개, 개당 {perContainer}상자.',
  },
  'container-load.best': {
    'zh-CN': '推荐箱型：{best}。',
    en: 'Best fit: {best}.',
    ja: '最適なコンテナは {best} です。',
    ko: '가장 알맞은 컨테이너는 {best}입니다.',
  },
  'container-load.does_not_fit': {
    'zh-CN': '{type}：这个纸箱装不进（尺寸或箱门不够）。',
    en: 'This carton does not fit in {type}: the space or the door is too small.',
    ja: 'この箱は{type}に入りません（空間か扉が足りません）。',
    ko: '이 상자는 {type}에 들어가지 않습니다(공간이나 문이 부족합니다).',
  },
  'container-load.no_payload': {
    'zh-CN': '数据集中没有 {type} 的载重，只按空间计算，未检查重量。',
    en: 'The dataset has no payload for the {type}, so only space was counted and the weight was not checked.',
    ja: 'データセットに {type} の積載重量がないため、空間だけで数え、重量は確認していません。',
    ko: '데이터셋에 {type}의 적재 중량이 없어 공간만 계산했고 중량은 확인하지 않았습니다.',
  },
  'container-load.own_no_payload': {
    'zh-CN': '未给出自定义集装箱的载重，只按空间计算，未检查重量。',
    en: 'No payload was given for your container, so only space was counted and the weight was not checked.',
    ja: '自前のコンテナの積載重量が指定されていないため、空間だけで数え、重量は確認していません。',
    ko: '직접 지정한 컨테이너의 적재 중량이 없어 공간만 계산했고 중량은 확인하지 않았습니다.',
  },
  'container-load.own_rounded': {
    'zh-CN': '自定义集装箱的内部尺寸和箱门按整毫米、载重按整克向下取整后计算，结果不会超装。',
    en: 'Your container’s inside size and door were rounded down to whole millimetres and its payload down to whole grams, so the result never overfills.',
    ja: '自前のコンテナの内寸と扉は整数ミリ、積載重量は整数グラムに切り捨てて計算したため、積み過ぎになることはありません。',
    ko: '직접 지정한 컨테이너의 내부 치수와 문은 정수 밀리미터로, 적재 중량은 정수 그램으로 내려 계산했으므로 과적되지 않습니다.',
  },
  'container-load.rounded_up': {
    'zh-CN': '纸箱尺寸按整毫米、重量按整克向上取整后计算，结果不会超装。',
    en: 'The carton size was rounded up to whole millimetres and its weight up to whole grams, so the result never overfills.',
    ja: '箱の寸法は整数ミリ、重量は整数グラムに切り上げて計算したため、積み過ぎになることはありません。',
    ko: '상자 치수는 정수 밀리미터로, 중량은 정수 그램으로 올려 계산했으므로 과적되지 않습니다.',
  },
  'container-load.own_too_large': {
    'zh-CN': '自定义集装箱的每边不能超过 {max} 米。',
    en: 'Each side of your container can be at most {max} m.',
    ja: '自前のコンテナの各辺は {max} m 以下にしてください。',
    ko: '직접 지정한 컨테이너의 각 변은 {max} m 이하여야 합니다.',
  },
  'code.own': { 'zh-CN': '自定义集装箱', en: 'your container', ja: '自前のコンテナ', ko: '지정한 컨테이너' },
  'code.space': { 'zh-CN': '空间', en: 'space', ja: '空間', ko: '공간' },
  'code.payload-limit': {
    'zh-CN': '给出的载重上限',
    en: 'the payload limit given',
    ja: '指定の積載上限',
    ko: '지정한 적재 한도',
  },
} as const satisfies Record<string, Texts>;
