/**
 * Search pinyin for a Chinese port name, made with pinyin-pro at import time: toneless, ü
 * written v (lv), so that a Latin keyboard types it. Three forms: syllables with spaces
 * ("shang hai gang"), run together ("shanghaigang") and initials ("shg"). Characters that are
 * not Han (a "·", a Latin letter) give no syllable; a Han character without a reading refuses
 * the import rather than leaving a gap in the pinyin.
 */
import { pinyin } from 'pinyin-pro';
import { ImportError } from '../model.js';

const HAN = /\p{Script=Han}/gu;
const SYLLABLE = /^[a-z]+$/;

export function pinyinTerms(chinese: string, where: string): string[] {
  const syllables = pinyin(chinese, { toneType: 'none', type: 'array', v: true, nonZh: 'removed' });
  const hanCount = chinese.match(HAN)?.length ?? 0;
  if (syllables.length !== hanCount || !syllables.every((syllable) => SYLLABLE.test(syllable))) {
    throw new ImportError(
      `${where}: pinyin-pro gives no complete reading of "${chinese}" (${JSON.stringify(syllables)})`,
    );
  }
  if (syllables.length === 0) return [];
  const terms = [syllables.join(' '), syllables.join(''), syllables.map((syllable) => syllable[0]).join('')];
  return [...new Set(terms)];
}
