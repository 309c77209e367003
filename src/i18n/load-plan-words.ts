/**
 * The site's words for load-plan's pictures and the loading crew's print page
 * (src/site/pages/load-plan-pictures.ts, load-plan-print.ts), in the four languages. Part of
 * SITE_WORDS (site-words.ts); kept here as one block of one concept.
 */
import type { Texts } from './texts.js';

export const LOAD_PLAN_WORDS = {
  'site.tool.print_plan': {
    'zh-CN': '打印装柜图（A4，每柜一页，给装柜工人）',
    en: 'Print the loading plan (A4, a page a container, for the loading crew)',
    ja: '積付図を印刷（A4、1 本 1 ページ、積込み作業用）',
    ko: '적재도 인쇄(A4, 컨테이너당 한 쪽, 적재 작업자용)',
  },
  'site.plan.title': { 'zh-CN': '装柜图', en: 'Loading plan', ja: '積付図', ko: '적재도' },
  'site.plan.pictures': { 'zh-CN': '装柜图', en: 'The containers', ja: 'コンテナの図', ko: '컨테이너 그림' },
  'site.plan.how_to_read': {
    'zh-CN':
      '上图从柜门右上方看柜内（柜门在右下方），下图从柜门看；图中数字是柜内各块货的装货顺序，打印的装柜图按同样的编号列出每一块。',
    en: 'Above: the inside seen from over the door’s right-hand corner (the door at the lower right); below: seen from the door. The numbers are the order in which each block goes into its container, as the printed loading plan lists them.',
    ja: '上の図は扉の右上から見たコンテナ内（扉は右下）、下の図は扉から見たもの。図中の数字はコンテナ内で各ブロックを積む順番で、印刷した積付図は同じ番号で各ブロックを示します。',
    ko: '위 그림은 문 오른쪽 위에서 본 내부(문은 오른쪽 아래), 아래 그림은 문에서 본 모습입니다. 그림의 숫자는 컨테이너 안에 각 블록을 싣는 순서이며, 인쇄한 적재도는 같은 번호로 각 블록을 보여 줍니다.',
  },

  'site.plan.row': { 'zh-CN': '第 {row} 行', en: 'Row {row}', ja: '{row} 行目', ko: '{row}행' },
  'site.plan.load': { 'zh-CN': '装货顺序', en: 'Loading order', ja: '積込みの順番', ko: '적재 순서' },
  'site.plan.back_to_form': {
    'zh-CN': '回到计算页',
    en: 'Back to the calculation',
    ja: '計算のページに戻る',
    ko: '계산 페이지로 돌아가기',
  },
  'site.plan.print': { 'zh-CN': '打印', en: 'Print', ja: '印刷', ko: '인쇄' },
} as const satisfies Record<string, Texts>;
