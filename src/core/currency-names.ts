/**
 * Chinese currency names: those of the People's Bank of China's daily central-parity notice
 * (SOURCES.md §2.5, notices.md §2), read by the notice importer, and the everyday names a
 * caller may write for a currency input (人民币, 港币, 澳元 …).
 */
export const NOTICE_CURRENCY_NAMES: Readonly<Record<string, string>> = {
  美元: 'USD',
  欧元: 'EUR',
  日元: 'JPY',
  港元: 'HKD',
  英镑: 'GBP',
  澳大利亚元: 'AUD',
  新西兰元: 'NZD',
  新加坡元: 'SGD',
  瑞士法郎: 'CHF',
  加拿大元: 'CAD',
  澳门元: 'MOP',
  林吉特: 'MYR',
  俄罗斯卢布: 'RUB',
  南非兰特: 'ZAR',
  韩元: 'KRW',
  阿联酋迪拉姆: 'AED',
  沙特里亚尔: 'SAR',
  匈牙利福林: 'HUF',
  波兰兹罗提: 'PLN',
  丹麦克朗: 'DKK',
  瑞典克朗: 'SEK',
  挪威克朗: 'NOK',
  土耳其里拉: 'TRY',
  墨西哥比索: 'MXN',
  泰铢: 'THB',
};

/** Everyday names beside the notice's own. */
export const CURRENCY_NAMES: Readonly<Record<string, string>> = {
  ...NOTICE_CURRENCY_NAMES,
  人民币: 'CNY',
  港币: 'HKD',
  澳元: 'AUD',
  加元: 'CAD',
  马来西亚林吉特: 'MYR',
  卢布: 'RUB',
  兰特: 'ZAR',
};
