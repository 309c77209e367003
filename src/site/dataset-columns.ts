/**
 * The columns of the datasets' rows (docs/datasets.md) named for people in the four languages, as
 * the datasets pages head their tables; a column given by language (`name.zh-CN`) or by part
 * (`published.figure`) is named by its column and that part. A column not listed here (a field a
 * new edition adds) keeps its own name.
 */
import type { Lang } from '../i18n/languages.js';
import type { Texts } from '../i18n/texts.js';
import { label } from '../tools/kit/labels.js';

/** The parts of a column by language, and of a search column by script. */
const PARTS: Readonly<Record<string, Texts>> = {
  'zh-CN': label('中文', 'Chinese', '中国語', '중국어'),
  zh: label('中文', 'Chinese', '中国語', '중국어'),
  en: label('英文', 'English', '英語', '영어'),
  ja: label('日文', 'Japanese', '日本語', '일본어'),
  ko: label('韩文', 'Korean', '韓国語', '한국어'),
  pinyin: label('拼音', 'pinyin', 'ピンイン', '병음'),
};

/** The curated tables' columns (containers, divisors): each figure as published, and where. */
const PUBLISHED: Readonly<Record<string, Texts>> = {
  id: label('编号', 'Id', 'ID', 'ID'),
  'published.figure': label('原文数字', 'Figure as published', '公表の数値', '공표 수치'),
  'published.form': label('原文写法', 'Published wording', '公表の表記', '공표 표기'),
  'published.unit': label('原文单位', 'Published unit', '公表の単位', '공표 단위'),
  source: label('来源', 'Source', '出典', '출처'),
  source_url: label('来源网址', 'Source address', '出典 URL', '출처 주소'),
  note: label('备注', 'Note', '備考', '비고'),
};

/** A field of the refund library kept under its own name, whose meaning the library does not give. */
const libraryField = (name: string) =>
  label(`文库字段 ${name}`, `Library field ${name}`, `ライブラリの項目 ${name}`, `라이브러리 항목 ${name}`);

const COLUMNS: Readonly<Record<string, Readonly<Record<string, Texts>>>> = {
  'central-parity': {
    id: label('货币对', 'Pair', '通貨ペア', '통화쌍'),
    date: label('日期', 'Day', '日付', '날짜'),
    currency: label('币种', 'Currency', '通貨', '통화'),
    base: label('基准货币', 'Base currency', '基準通貨', '기준 통화'),
    quote: label('报价货币', 'Quote currency', '建値通貨', '표시 통화'),
    per: label('单位数', 'Per', '単位数', '단위 수'),
    value: label('中间价', 'Central parity', '基準値', '기준환율'),
  },
  ports: {
    id: label('编号', 'Id', 'ID', 'ID'),
    code: label('港口代码（UN/LOCODE）', 'Port code (UN/LOCODE)', '港コード（UN/LOCODE）', '항구 코드(UN/LOCODE)'),
    codes: label('全部代码', 'Every code', 'すべてのコード', '모든 코드'),
    name: label('港口名称', 'Port name', '港名', '항구 이름'),
    country: label('国家代码', 'Country code', '国コード', '국가 코드'),
    country_name: label('国家', 'Country', '国', '국가'),
    region: label('地区', 'Region', '地域', '지역'),
    province: label('省、州', 'Province or state', '省・州', '성·주'),
    latitude: label('纬度', 'Latitude', '緯度', '위도'),
    longitude: label('经度', 'Longitude', '経度', '경도'),
    coordinates_source: label('坐标来源', 'Coordinates from', '座標の出典', '좌표 출처'),
    search: label('检索词', 'Search words', '検索語', '검색어'),
    sources: label('来源', 'Sources', '出典', '출처'),
    name_source: label('名称来源', 'Names from', '名称の出典', '이름 출처'),
    name_sources: label('各名称来源', 'Each name from', '各名称の出典', '각 이름 출처'),
  },
  containers: {
    ...PUBLISHED,
    type: label('箱型', 'Container type', 'コンテナの種類', '컨테이너 종류'),
    length_mm: label('内长（mm）', 'Inside length (mm)', '内法長さ（mm）', '내부 길이(mm)'),
    width_mm: label('内宽（mm）', 'Inside width (mm)', '内法幅（mm）', '내부 폭(mm)'),
    height_mm: label('内高（mm）', 'Inside height (mm)', '内法高さ（mm）', '내부 높이(mm)'),
    door_width_mm: label('箱门宽（mm）', 'Door width (mm)', '扉の幅（mm）', '문 폭(mm)'),
    door_height_mm: label('箱门高（mm）', 'Door height (mm)', '扉の高さ（mm）', '문 높이(mm)'),
    payload_max_kg: label('最大载重（kg）', 'Maximum payload (kg)', '最大積載量（kg）', '최대 적재량(kg)'),
    capacity_m3: label('容积（m³）', 'Capacity (m³)', '容積（m³）', '용적(m³)'),
  },
  divisors: {
    ...PUBLISHED,
    mode: label('运输方式', 'Mode', '輸送手段', '운송 수단'),
    cm3_per_kg: label('体积重除数（cm³/kg）', 'Divisor (cm³/kg)', '容積換算係数（cm³/kg）', '부피중량 나눗수(cm³/kg)'),
    in3_per_lb: label('体积重除数（in³/lb）', 'Divisor (in³/lb)', '容積換算係数（in³/lb）', '부피중량 나눗수(in³/lb)'),
  },
  'refund-rates': {
    code: label('海关商品编码', 'Customs code', '税関商品コード', '세관 상품 코드'),
    name: label('商品名称', 'Goods name', '品名', '품명'),
    short_name: label('简称', 'Short name', '略称', '약칭'),
    unit: label('计量单位', 'Unit', '単位', '단위'),
    dwcode: label('计量单位代码', 'Unit code', '単位コード', '단위 코드'),
    tax: libraryField('SZ'),
    vat_rates: label('征税率（%）', 'Levy rates (%)', '徴税率（%）', '징수율(%)'),
    per_unit: libraryField('CLDE'),
    ad_valorem: libraryField('CJDL'),
    refund_rate: label('退税率（%）', 'Refund rate (%)', '還付率（%）', '환급률(%)'),
    from: label('起始日期', 'In force from', '適用開始日', '적용 시작일'),
    to: label('截止日期', 'In force until', '適用終了日', '적용 종료일'),
    zhcmcode: libraryField('ZHCMCODE'),
    bcflag: libraryField('BCFLAG'),
    stdflag: libraryField('STDFLAG'),
    dwflag: libraryField('DWFLAG'),
    splb: libraryField('SPLB'),
    tsflag: label('特殊商品标志', 'Special goods flag', '特殊商品フラグ', '특수 상품 표지'),
    note: label('备注', 'Remark', '備考', '비고'),
  },
};

/** A column's heading in `lang`: its label, with the part it holds (`港口名称（英文）`), or its own name. */
export function columnLabel(dataset: string, column: string, lang: Lang): string {
  const labels = COLUMNS[dataset] ?? {};
  const whole = labels[column];
  if (whole) return whole[lang];
  const dot = column.indexOf('.');
  const base = dot < 0 ? undefined : labels[column.slice(0, dot)];
  const part = PARTS[column.slice(dot + 1)];
  if (!base || !part) return column;
  return lang === 'en' || lang === 'ko' ? `${base[lang]} (${part[lang]})` : `${base[lang]}（${part[lang]}）`;
}
