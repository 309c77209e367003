/** load-plan's input descriptions in zh-CN, ja and ko (English in inputs.ts). */
import { CONTAINER_LOAD_INPUT_TEXTS } from '../container-load/input-texts.js';
import { CARTON_TEXTS } from '../kit/carton-texts.js';
import type { InputTexts } from '../kit/input-texts.js';
import type { LOAD_PLAN_INPUTS } from './inputs.js';

export const LOAD_PLAN_INPUT_TEXTS: InputTexts<typeof LOAD_PLAN_INPUTS> = {
  cartons: {
    'zh-CN': '纸箱明细，每行一种：尺寸、单箱毛重、箱数和装载要求；合计最多 20,000 箱。',
    ja: 'カートンの明細（1行に1種類）：寸法、1箱の総重量、箱数と積み方の条件。合計 20,000 箱まで。',
    ko: '카톤 내역(한 행에 한 종류): 치수, 한 상자의 총중량, 상자 수와 적재 조건. 모두 합쳐 20,000상자까지.',
    fields: {
      ...CARTON_TEXTS,
      height: {
        'zh-CN': '单箱外部高度（正放时朝上的一边），单位为 lengthUnit。',
        ja: '1箱の外寸の高さ（正立時に上を向く辺、単位は lengthUnit）。',
        ko: '한 상자의 외부 높이(바로 세웠을 때 위를 향하는 변, 단위: lengthUnit).',
      },
      quantity: { 'zh-CN': '这种纸箱的箱数。', ja: 'この種類のカートン数。', ko: '이 종류의 상자 수.' },
      name: {
        'zh-CN': '纸箱里的货物，方案和步骤里用这个名字称呼它们。',
        ja: '箱の中身。計画と手順ではこの名前で呼びます。',
        ko: '상자에 든 물건. 계획과 단계에서 이 이름으로 부릅니다.',
      },
      upright: {
        'zh-CN': '此面向上：纸箱的高度方向保持竖直（verticalSides 为 height）。',
        ja: '天地無用：カートンの高さ方向を垂直に保ちます（verticalSides は height）。',
        ko: '이쪽 위로: 상자의 높이 방향을 수직으로 유지합니다(verticalSides는 height).',
      },
      verticalSides: {
        'zh-CN':
          '纸箱自身哪几条边可以竖直朝上：height、width、length 的任意非空组合；不填则任意（upright 时只有 height）。',
        ja: 'カートン自身のどの辺を縦にしてよいか：height、width、length の空でない任意の組み合わせ。省略するとどれでも（upright のときは height のみ）。',
        ko: '상자 자신의 어느 변을 세로로 세워도 되는지: height, width, length의 비어 있지 않은 임의의 조합. 생략하면 어느 변이든(upright이면 height만).',
      },
      maxLayers: {
        'zh-CN': '任一竖直线上这一行的纸箱最多几箱。',
        ja: 'どの鉛直線上でも、この行のカートンは最大この箱数まで。',
        ko: '어느 수직선 위에서도 이 행의 상자는 최대 이 개수까지.',
      },
      bottomOnly: {
        'zh-CN': '只放在箱底：下面只有地板。',
        ja: '床置きのみ：下には床しかありません。',
        ko: '바닥에만: 아래에는 바닥만 있습니다.',
      },
      topOnly: {
        'zh-CN': '只放在最上面：上面不压任何东西。',
        ja: '最上段のみ：上には何も載せません。',
        ko: '맨 위에만: 위에 아무것도 올리지 않습니다.',
      },
    },
  },
  lengthUnit: {
    'zh-CN': '纸箱尺寸的单位，也是方案中各数字的单位。',
    ja: 'カートン寸法の単位で、計画の数値の単位でもあります。',
    ko: '카톤 치수의 단위이자 계획 수치의 단위.',
  },
  weightUnit: { 'zh-CN': '毛重和载重的单位。', ja: '総重量と積載重量の単位。', ko: '총중량과 적재 중량의 단위.' },
  containerType: {
    'zh-CN':
      '一种集装箱箱型，或 auto：20GP、40GP 和 40HQ，混用更好时混用（先求柜数最少，再求内部容积最小）；45HQ 只在指定时使用。',
    ja: 'コンテナの種類を1つ、または auto：20GP、40GP、40HQ を、混ぜたほうが良ければ混ぜて使います（本数が最少、次に内容積が最小）。45HQ は指定したときだけ。',
    ko: '컨테이너 종류 하나, 또는 auto: 20GP, 40GP, 40HQ를 섞는 편이 나으면 섞어 씁니다(대수 최소, 다음으로 내부 용적 최소). 45HQ는 지정할 때만.',
  },
  ownContainer: {
    'zh-CN': '自定义的集装箱或货车车厢，代替 containerType 的箱型：内部尺寸、箱门和载重。',
    ja: '自前のコンテナまたはトラックの荷台。containerType の種類の代わりに使います：内寸、扉、積載重量。',
    ko: '직접 지정하는 컨테이너나 트럭 적재함. containerType의 종류 대신 씁니다: 내부 치수, 문, 적재 중량.',
    fields: CONTAINER_LOAD_INPUT_TEXTS.ownContainer.fields,
  },
  maxContainers: {
    'zh-CN': '最多用这么多个集装箱：需要更多时说明剩下的纸箱，不会拒绝。',
    ja: 'コンテナはこの本数まで。それ以上必要な箱は残りとして示し、拒否はしません。',
    ko: '컨테이너는 이 대수까지. 더 필요한 상자는 남는 것으로 알려 주며 거부하지 않습니다.',
  },
};
