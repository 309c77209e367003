/**
 * The members of a refund-rate period that the pages show, named for people in the four
 * languages: the refund page's words and the lookup schema's `title`s (src/http/routes/refund-rate-schemas.ts).
 */
import { label } from '../tools/kit/labels.js';

export const PERIOD_MEMBER_LABELS = {
  code: label('海关商品编码', 'Customs code', '税関商品コード', '세관 상품 코드'),
  name: label('商品名称', 'Goods name', '品名', '품명'),
  refund_rate: label('退税率', 'Refund rate', '還付率', '환급률'),
  levy_rates: label('征税率', 'Levy rate', '徴税率', '징수율'),
  from: label('起始日期', 'In force from', '適用開始日', '적용 시작일'),
  to: label('截止日期', 'In force until', '適用終了日', '적용 종료일'),
  tsflag: label('特殊商品标志', 'Flag', '特殊商品フラグ', '특수 상품 표지'),
  note: label('备注', 'Remark', '備考', '비고'),
} as const;
