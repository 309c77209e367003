/**
 * What every calculator shares: the refusals of the tool routes and the names of the code
 * figures more than one tool gives (volume, weight).
 */
import type { Texts } from '../texts.js';

export const TOOL_COPY = {
  'tool.not_found': {
    'zh-CN': '没有这个工具，可用的工具见 /v1/tools。',
    en: 'There is no such tool; the tools are listed at /v1/tools.',
    ja: 'そのツールはなく、ツールの一覧は /v1/tools にあります。',
    ko: '그런 도구는 없으며 도구 목록은 /v1/tools에 있습니다.',
  },
  'tool.dataset_missing': {
    'zh-CN': '这个计算需要的数据集 {dataset} 还没有安装，请先导入。',
    en: 'The dataset {dataset} this calculation reads is not installed yet; import it first.',
    ja: 'この計算に必要なデータセット {dataset} がまだ導入されていないため、先に取り込んでください。',
    ko: '이 계산에 필요한 데이터셋 {dataset}이 아직 설치되지 않았으니 먼저 가져오십시오.',
  },
  'tool.dataset_refused': {
    'zh-CN': '这个计算需要的数据集 {dataset} 没有可用版本：版本 {version} 在启动时未通过文件检查，已拒绝加载。',
    en: 'The dataset {dataset} this calculation reads has no usable version: version {version} failed the checks on its files at start-up.',
    ja: 'この計算に必要なデータセット {dataset} に使えるバージョンがなく、バージョン {version} は起動時にファイルの検査に通らず拒否されました。',
    ko: '이 계산에 필요한 데이터셋 {dataset}에 쓸 수 있는 버전이 없으며 버전 {version}은 시작할 때 파일 검사를 통과하지 못해 거부되었습니다.',
  },
  // Words filled into the sentences above, not sentences of their own.
  'code.volume': { 'zh-CN': '体积', en: 'volume', ja: '容積', ko: '부피' },
  'code.weight': { 'zh-CN': '重量', en: 'weight', ja: '重量', ko: '중량' },
  'code.minimum': { 'zh-CN': '最低计费', en: 'the minimum', ja: '最低請求量', ko: '최저 청구량' },
  'code.air': { 'zh-CN': '空运', en: 'air', ja: '航空', ko: '항공' },
  // Units of a counted quantity as each language writes them after a number: English "one|other", measure words elsewhere.
  'unit.pc': { 'zh-CN': '件', en: 'piece|pieces', ja: '個', ko: '개' },
  'unit.set': { 'zh-CN': '套', en: 'set|sets', ja: 'セット', ko: '세트' },
  'unit.pair': { 'zh-CN': '双', en: 'pair|pairs', ja: '組', ko: '켤레' },
  'unit.dozen': { 'zh-CN': '打', en: 'dozen|dozen', ja: 'ダース', ko: '다스' },
  'unit.carton': { 'zh-CN': '箱', en: 'carton|cartons', ja: '箱', ko: '상자' },
  'code.express': { 'zh-CN': '快递', en: 'express', ja: '国際宅配便', ko: '특송' },
} as const satisfies Record<string, Texts>;
