/**
 * An amount in Chinese capitals (中文大写金额) as the People's Bank of China's rules for filling
 * in bills and settlement vouchers write it (docs/quote.md, Amounts in words): the currency's
 * name directly before the figures (人民币, 美元), 壹 before 拾 (壹拾万), one 零 for a run of
 * zeros between digits, 整 after 元 and after 角, none after 分. Where the rules allow two
 * forms, the one they give first: no 零 for a zero in the 万 or 元 place when the next digit up
 * is written (壹拾万柒仟元), and 零 after 元 when the 元 place is zero and 角 is not
 * (壹仟陆佰捌拾元零叁角贰分).
 */
const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const PLACES = ['', '拾', '佰', '仟'];
/** Groups of four digits: 万 is 10^4, 亿 10^8, 万亿 10^12 (10^15 is 壹仟万亿). */
const GROUPS = ['', '万', '亿', '万亿'];

const digit = (n: number | bigint): string => DIGITS[Number(n)] ?? '';

/** 1 to 9999: a run of zeros between digits is one 零, zeros at the end none. */
function group(value: number): string {
  let text = '';
  let zero = false;
  for (let place = 3; place >= 0; place -= 1) {
    const d = Math.floor(value / 10 ** place) % 10;
    if (d === 0) {
      zero = text !== '';
      continue;
    }
    if (zero) text += DIGITS[0];
    zero = false;
    text += digit(d) + PLACES[place];
  }
  return text;
}

/**
 * A whole number in capitals. A 零 stands between two groups when the lower one begins with a
 * zero (壹拾万零柒佰) or whole groups of zeros lie between them (壹亿零伍).
 */
export function chineseNumber(value: bigint): string {
  if (value === 0n) return DIGITS[0] ?? '';
  const groups: number[] = [];
  for (let rest = value; rest > 0n; rest /= 10_000n) groups.push(Number(rest % 10_000n));
  if (groups.length > GROUPS.length) throw new RangeError(`${value} is beyond the words of a quote`);
  let text = '';
  let skipped = false;
  for (let index = groups.length - 1; index >= 0; index -= 1) {
    const part = groups[index] ?? 0;
    if (part === 0) {
      skipped = text !== '';
      continue;
    }
    if (text !== '' && (skipped || part < 1000)) text += DIGITS[0];
    text += group(part) + GROUPS[index];
    skipped = false;
  }
  return text;
}

/** The currency's name, the capitals of the whole amount with 元, then 角 and 分 as the rules write them. */
export function chineseAmount(whole: bigint, minor: bigint, currency: { zh: string; places: number }): string {
  const yuan = whole > 0n || minor === 0n ? `${chineseNumber(whole)}元` : '';
  if (minor === 0n || currency.places === 0) return `${currency.zh}${yuan}整`;
  const jiao = minor / 10n;
  const fen = minor % 10n;
  // 零 after 元 when 角 is zero and 分 is not (required), or the 元 place is zero and 角 is not (the first form given).
  const zeroAfterYuan = whole > 0n && (jiao === 0n || whole % 10n === 0n);
  const jiaoText = jiao > 0n ? `${digit(jiao)}角` : '';
  const fenText = fen > 0n ? `${digit(fen)}分` : '整';
  return `${currency.zh}${yuan}${zeroAfterYuan ? DIGITS[0] : ''}${jiaoText}${fenText}`;
}
