/**
 * load-plan's own copy: the sentence of each step, warning and refusal, and the names of its codes
 * (how a carton stands, which half of a container).
 */
import type { Texts } from '../../i18n/texts.js';

export const LOAD_PLAN_COPY = {
  'load-plan.summary_one': {
    'zh-CN': '全部 {placed} 箱装进 1 个 {type}，占其内部容积的 {volumeUse}。',
    en: 'All {placed|carton|cartons} fit in one {type}, {volumeUse} of its inside volume.',
    ja: '全 {placed} 箱が {type} 1 本に収まり、内容積の {volumeUse} を使います。',
    ko: '{placed}상자 모두 {type} 1대에 들어가며 내부 용적의 {volumeUse}를 차지합니다.',
  },
  'load-plan.summary_many': {
    'zh-CN': '全部 {placed} 箱装进 {containers} 个集装箱，占其内部容积的 {volumeUse}。',
    en: 'All {placed|carton|cartons} fit in {containers|container|containers}, {volumeUse} of their inside volume.',
    ja: '全 {placed} 箱がコンテナ {containers} 本に収まり、内容積の {volumeUse} を使います。',
    ko: '{placed}상자 모두 컨테이너 {containers}대에 들어가며 내부 용적의 {volumeUse}를 차지합니다.',
  },
  'load-plan.summary_left': {
    'zh-CN': '{total} 箱中 {placed} 箱装进 {containers} 个集装箱，占其内部容积的 {volumeUse}，{unplaced} 箱装不下。',
    en: 'Of {total|carton|cartons}, {placed} fit in {containers|container|containers}, {volumeUse} of their inside volume; {unplaced} are left over.',
    ja: '{total} 箱のうち {placed} 箱がコンテナ {containers} 本に収まり（内容積の {volumeUse}）、{unplaced} 箱が残ります。',
    ko: '{total}상자 중 {placed}상자가 컨테이너 {containers}대에 들어가며(내부 용적의 {volumeUse}) {unplaced}상자가 남습니다.',
  },
  'load-plan.type_count': {
    'zh-CN': '{type}：{count} 个。',
    en: 'Type {type}: {count|container|containers}.',
    ja: '{type}：{count} 本。',
    ko: '{type}: {count}대.',
  },
  'load-plan.container': {
    'zh-CN':
      '第 {number} 个集装箱 {type}（内部 {length} × {width} × {height}）：{cartons} 箱，占容积的 {volumeUse}，毛重 {weight}。',
    en: 'Container {number}, {type} (inside {length} × {width} × {height}): {cartons|carton|cartons}, {volumeUse} of its volume, {weight} gross.',
    ja: '{number} 本目の {type}（内寸 {length} × {width} × {height}）：{cartons} 箱、容積の {volumeUse}、総重量 {weight}。',
    ko: '{number}번째 컨테이너 {type}(내부 {length} × {width} × {height}): {cartons}상자, 용적의 {volumeUse}, 총중량 {weight}.',
  },
  'load-plan.container_payload': {
    'zh-CN':
      '第 {number} 个集装箱 {type}（内部 {length} × {width} × {height}）：{cartons} 箱，占容积的 {volumeUse}，毛重 {weight}，为载重 {payload} 的 {weightUse}。',
    en: 'Container {number}, {type} (inside {length} × {width} × {height}): {cartons|carton|cartons}, {volumeUse} of its volume, {weight} gross, {weightUse} of its payload of {payload}.',
    ja: '{number} 本目の {type}（内寸 {length} × {width} × {height}）：{cartons} 箱、容積の {volumeUse}、総重量 {weight}（最大積載量 {payload} の {weightUse}）。',
    ko: '{number}번째 컨테이너 {type}(내부 {length} × {width} × {height}): {cartons}상자, 용적의 {volumeUse}, 총중량 {weight}(최대 적재량 {payload}의 {weightUse}).',
  },
  'load-plan.block': {
    'zh-CN':
      '第 {wall} 排：{cartons} 箱 {name}，{length} × {width} × {height}，{stance}，横 {across} × 高 {high} × 深 {deep}，距里端 {x}、左壁 {y}、离地 {z}。',
    en: 'Wall {wall}: {cartons|carton|cartons} of {name}, {length} × {width} × {height} {stance}, {across} across × {high} high × {deep} deep, {x} from the back wall, {y} from the left wall, {z} up.',
    ja: '{wall} 列目：{name} {cartons} 箱、{length} × {width} × {height}、{stance}、横 {across} × 高さ {high} × 奥行き {deep}、奥の壁から {x}、左の壁から {y}、床から {z}。',
    ko: '{wall}번째 벽: {name} {cartons}상자, {length} × {width} × {height}, {stance}, 가로 {across} × 높이 {high} × 깊이 {deep}, 안쪽 벽에서 {x}, 왼쪽 벽에서 {y}, 바닥에서 {z}.',
  },
  'load-plan.block_row': {
    'zh-CN':
      '第 {wall} 排：第 {row} 行的 {cartons} 箱，{length} × {width} × {height}，{stance}，横 {across} × 高 {high} × 深 {deep}，距里端 {x}、左壁 {y}、离地 {z}。',
    en: 'Wall {wall}: {cartons|carton|cartons} of row {row}, {length} × {width} × {height} {stance}, {across} across × {high} high × {deep} deep, {x} from the back wall, {y} from the left wall, {z} up.',
    ja: '{wall} 列目：{row} 行目の {cartons} 箱、{length} × {width} × {height}、{stance}、横 {across} × 高さ {high} × 奥行き {deep}、奥の壁から {x}、左の壁から {y}、床から {z}。',
    ko: '{wall}번째 벽: {row}행의 {cartons}상자, {length} × {width} × {height}, {stance}, 가로 {across} × 높이 {high} × 깊이 {deep}, 안쪽 벽에서 {x}, 왼쪽 벽에서 {y}, 바닥에서 {z}.',
  },
  'load-plan.balance': {
    'zh-CN': '第 {number} 个集装箱：货物重心距里端 {centre}（箱长的 {share}），靠里的一半占重量的 {backShare}。',
    en: 'Container {number}: the load’s centre of gravity is {centre} from the back wall ({share} of the length); the back half holds {backShare} of the weight.',
    ja: '{number} 本目：積荷の重心は奥の壁から {centre}（長さの {share}）、奥側の半分に重量の {backShare}。',
    ko: '{number}번째 컨테이너: 화물의 무게중심은 안쪽 벽에서 {centre}(길이의 {share}), 안쪽 절반에 중량의 {backShare}.',
  },
  'load-plan.bound': {
    'zh-CN':
      '任何方案都至少要 {bound} 个集装箱（按体积 {byVolume} 个，按重量 {byWeight} 个，{big} 箱大到每箱独占一个），所以 {containers} 个已证明最少。',
    en: 'No plan uses fewer than {bound|container|containers} ({byVolume} by volume, {byWeight} by weight, {big} cartons too big to share one), so {containers} is proven the fewest.',
    ja: 'どの計画でもコンテナは {bound} 本以上必要（容積で {byVolume} 本、重量で {byWeight} 本、1 本を占める大きな箱が {big} 箱）なので、{containers} 本が最少と証明されています。',
    ko: '어떤 계획도 컨테이너 {bound}대 미만으로는 안 되므로(부피로 {byVolume}대, 중량으로 {byWeight}대, 한 대를 혼자 차지하는 큰 상자 {big}개) {containers}대가 최소임이 증명됩니다.',
  },
  'load-plan.bound_gap': {
    'zh-CN':
      '任何方案都至少要 {bound} 个集装箱（按体积 {byVolume} 个，按重量 {byWeight} 个，{big} 箱大到每箱独占一个）；本方案用 {containers} 个，未证明最少。',
    en: 'No plan uses fewer than {bound|container|containers} ({byVolume} by volume, {byWeight} by weight, {big} cartons too big to share one); this plan’s {containers} is not proven the fewest.',
    ja: 'どの計画でもコンテナは {bound} 本以上必要ですが（容積で {byVolume} 本、重量で {byWeight} 本、1 本を占める大きな箱が {big} 箱）、この計画の {containers} 本が最少かは証明されていません。',
    ko: '어떤 계획도 컨테이너 {bound}대 미만으로는 안 되지만(부피로 {byVolume}대, 중량으로 {byWeight}대, 한 대를 혼자 차지하는 큰 상자 {big}개) 이 계획의 {containers}대가 최소인지는 증명되지 않았습니다.',
  },
  'load-plan.volume_bound': {
    'zh-CN': '这些纸箱在一个 {type} 里最多能占其容积的 {bound}（按纸箱体积和纸箱各边能排满的尺寸算）。',
    en: 'In one {type} no plan of these cartons fills more than {bound} of its volume (by the cartons’ volume and the room rows of their sides reach).',
    ja: 'これらの箱は {type} 1 本の容積の {bound} を超えて積めません（箱の容積と、箱の辺の並びで埋まる寸法から）。',
    ko: '이 상자들은 {type} 1대 용적의 {bound}를 넘게 실을 수 없습니다(상자의 부피와 상자 변을 늘어놓아 채울 수 있는 치수로 구함).',
  },
  'load-plan.does_not_fit': {
    'zh-CN':
      '第 {row} 行的纸箱（{length} × {width} × {height}）按允许的方向都装不进所选集装箱或进不了箱门，{quantity} 箱未装。',
    en: 'Row {row} ({length} × {width} × {height}) fits no container asked, turned any way it may be, through the door: its {quantity|carton is|cartons are} left out.',
    ja: '{row} 行目の箱（{length} × {width} × {height}）は許された向きではどのコンテナにも扉にも入らず、{quantity} 箱を積みません。',
    ko: '{row}행의 상자({length} × {width} × {height})는 허용된 방향으로는 어느 컨테이너에도, 문으로도 들어가지 않아 {quantity}상자를 싣지 않습니다.',
  },
  'load-plan.left_over': {
    'zh-CN': '{unplaced} 箱装不下：需要超过 {maxContainers} 个集装箱。',
    en: 'Left over: {unplaced|carton|cartons}; loading every carton needs more than {maxContainers|container|containers}.',
    ja: '{unplaced} 箱が残ります：コンテナ {maxContainers} 本では足りません。',
    ko: '{unplaced}상자가 남습니다: 컨테이너 {maxContainers}대로는 부족합니다.',
  },
  'load-plan.unbalanced': {
    'zh-CN': '第 {number} 个集装箱：{half}占货物重量的 {share}，超过通常 60% 的上限，请把重箱移向中部。',
    en: 'Container {number}: {share} of the load’s weight is in the {half}, over the usual limit of 60%; move heavy cartons towards the middle.',
    ja: '{number} 本目：積荷重量の {share} が{half}にあり、通常の上限 60% を超えているので、重い箱を中央へ寄せてください。',
    ko: '{number}번째 컨테이너: 화물 중량의 {share}가 {half}에 있어 통상 한도 60%를 넘으므로 무거운 상자를 가운데로 옮기십시오.',
  },
  'load-plan.budget': {
    'zh-CN': '搜索用完了步数预算后停止：可能还有更好的方案。',
    en: 'The search stopped when its budget of steps was spent: a better plan may exist.',
    ja: '探索は手順の予算を使い切って停止しました：より良い計画があるかもしれません。',
    ko: '탐색이 단계 예산을 다 써서 멈췄습니다: 더 나은 계획이 있을 수 있습니다.',
  },
  'load-plan.rounded_up': {
    'zh-CN': '小数位多于方案精度（{grain}）的尺寸或重量已向上取整。',
    en: 'Sizes or weights with more decimals than the plan works in ({grain}) were rounded up.',
    ja: '計画の精度（{grain}）より細かい寸法や重量は切り上げました。',
    ko: '계획의 정밀도({grain})보다 자릿수가 많은 치수나 중량은 올림했습니다.',
  },
  'load-plan.no_payload': {
    'zh-CN': '{type} 没有公布的最大载重，未核对重量。',
    en: 'No payload is published for {type}: its weight is not checked.',
    ja: '{type} の最大積載量は公表されていないため、重量は確認していません。',
    ko: '{type}의 최대 적재량은 공표되지 않아 중량은 확인하지 않았습니다.',
  },
  'load-plan.too_many_cartons': {
    'zh-CN': '纸箱合计最多 {max} 箱，这些行共 {total} 箱。',
    en: 'At most {max} cartons in all; these rows hold {total}.',
    ja: '箱は合計 {max} 箱までです。これらの行は {total} 箱あります。',
    ko: '상자는 모두 합쳐 {max}상자까지이며, 이 행들은 {total}상자입니다.',
  },
  'load-plan.vertical_conflict': {
    'zh-CN': '此面向上（upright）要求高度朝上，但 verticalSides 不含 height。',
    en: 'An upright carton keeps its height vertical, but verticalSides leaves height out.',
    ja: '天地無用（upright）は高さを縦に保ちますが、verticalSides に height が含まれていません。',
    ko: '이쪽 위로(upright)는 높이를 세로로 유지하지만 verticalSides에 height가 없습니다.',
  },
  'code.standing': { 'zh-CN': '正放', en: 'standing', ja: '正立', ko: '바로 세움' },
  'code.on-its-side': { 'zh-CN': '侧放', en: 'on its side', ja: '横倒し', ko: '옆으로 눕힘' },
  'code.on-its-end': { 'zh-CN': '竖放', en: 'on its end', ja: '縦置き', ko: '세로로 세움' },
  'code.back-half': { 'zh-CN': '靠里的一半', en: 'back half', ja: '奥側の半分', ko: '안쪽 절반' },
  'code.door-half': { 'zh-CN': '靠门的一半', en: 'half by the door', ja: '扉側の半分', ko: '문 쪽 절반' },
  // provenFewest as a page shows it (是, not the code true).
  'code.true': { 'zh-CN': '是', en: 'yes', ja: 'はい', ko: '예' },
  'code.false': { 'zh-CN': '否', en: 'no', ja: 'いいえ', ko: '아니요' },
} as const satisfies Record<string, Texts>;
