/**
 * tuishui, the export VAT refund (src/tools/tuishui/): a sentence per step with its
 * figures, the warnings when the refund library or the declaration says otherwise, and the
 * refusals of inputs that cannot be computed with.
 */
export const TUISHUI_COPY = {
  'tuishui.converted': {
    'zh-CN': '第 {row} 行：{amount} 按 {rateDay} 中间价 {rate} 折合 {cny}。',
    en: 'Row {row}: {amount} at the central parity of {rateDay} ({rate}) is {cny}.',
    ja: '{row} 行目：{amount} を {rateDay} の基準値 {rate} で換算すると {cny} です。',
    ko: '{row}행: {amount}의 환산액은 {rateDay} 기준환율 {rate} 적용 시 {cny}입니다.',
  },
  'tuishui.converted_own': {
    'zh-CN': '第 {row} 行：{amount} 按给出的汇率 {rate} 折合 {cny}。',
    en: 'Row {row}: {amount} at the rate given ({rate}) is {cny}.',
    ja: '{row} 行目：{amount} を指定のレート {rate} で換算すると {cny} です。',
    ko: '{row}행: {amount}의 환산액은 입력한 환율 {rate} 적용 시 {cny}입니다.',
  },
  'tuishui.invoice_excluding_tax': {
    'zh-CN': '第 {row} 行：含税金额 {withTax} ÷ (1 + 征税率 {taxRate}) = 不含税金额 {invoiceAmount}。',
    en: 'Row {row}: the amount including tax, {withTax}, ÷ (1 + the levy rate of {taxRate}) = {invoiceAmount} excluding tax.',
    ja: '{row} 行目：税込金額 {withTax} ÷ (1 + 徴税率 {taxRate}) = 税抜金額 {invoiceAmount}。',
    ko: '{row}행: 세금 포함 금액 {withTax} ÷ (1 + 징수율 {taxRate}) = 세금 제외 금액 {invoiceAmount}.',
  },
  'tuishui.input_tax_missing': {
    'zh-CN': '没有给出 inputTax，无法计算应纳税额、期末留抵和应退税额，只给出不得免征和抵扣税额与免抵退税额。',
    en: 'No inputTax was given, so the tax payable, the end credit and the refund cannot be computed; the non-creditable and exemption amounts are given.',
    ja: 'inputTax がないため納付税額、期末繰越控除税額、還付税額は計算できず、免除・控除できない税額と免除・控除・還付税額だけを示します。',
    ko: 'inputTax가 없어 납부세액, 기말 이월 공제 세액, 환급액은 계산할 수 없으므로 면제·공제 불가 세액과 면제·공제·환급 세액만 제시합니다.',
  },
  'tuishui.input_tax_missing_declared': {
    'zh-CN': '没有给出 inputTax，不计算应纳税额；应退税额按申报的期末留抵计算。',
    en: 'No inputTax was given, so the tax payable is not computed; the refund rests on the end credit as declared.',
    ja: 'inputTax がないため納付税額は計算せず、還付税額は申告した期末繰越控除税額に基づきます。',
    ko: 'inputTax가 없어 납부세액은 계산하지 않으며 환급세액은 신고한 기말 이월 공제 세액에 따릅니다.',
  },
  'tuishui.rate_unused': {
    'zh-CN': '第 {row} 行给出的 rate 未使用：只有生产企业的外币离岸价才需要折算。',
    en: 'The rate given on row {row} is not used: only a manufacturer’s foreign FOB value is converted.',
    ja: '換算するのは製造企業の外貨建て FOB 価額だけのため、{row} 行目の rate は使いません。',
    ko: '외화 FOB 금액을 환산하는 것은 제조기업뿐이므로 {row}행에 입력한 rate는 쓰지 않습니다.',
  },
  'tuishui.invoice_both': {
    'zh-CN': '同一行不能同时给出 invoiceAmount 和 invoiceAmountWithTax，请只给其中一个。',
    en: 'A row takes invoiceAmount or invoiceAmountWithTax, not both; give one of them.',
    ja: '1 行に invoiceAmount と invoiceAmountWithTax の両方は指定できないため、どちらか一方だけを指定してください。',
    ko: '한 행에 invoiceAmount와 invoiceAmountWithTax를 함께 줄 수 없으니 하나만 주십시오.',
  },
  'tuishui.trading_row': {
    'zh-CN':
      '第 {row} 行：发票金额 {invoiceAmount}，进项税额 {inputVat}（征税率 {taxRate}），应退税额 {refund}（退税率 {refundRate}），不予退税的 {costAddition} 计入成本。',
    en: 'Row {row}: invoice amount {invoiceAmount}, input VAT {inputVat} at {taxRate}, refund {refund} at {refundRate}, and {costAddition} not refunded goes to cost.',
    ja: '{row} 行目：請求金額 {invoiceAmount}、仕入税額 {inputVat}（税率 {taxRate}）、還付額 {refund}（還付率 {refundRate}）、還付されない {costAddition} は原価に算入します。',
    ko: '{row}행: 송장 금액 {invoiceAmount}, 매입세 {inputVat}(징수율 {taxRate}), 환급액 {refund}(환급률 {refundRate}), 환급되지 않는 {costAddition}는 원가에 산입합니다.',
  },
  'tuishui.trading_row_refund': {
    'zh-CN': '第 {row} 行：发票金额 {invoiceAmount}，应退税额 {refund}（退税率 {refundRate}）。',
    en: 'Row {row}: invoice amount {invoiceAmount}, refund {refund} at {refundRate}.',
    ja: '{row} 行目：請求金額 {invoiceAmount}、還付額 {refund}（還付率 {refundRate}）。',
    ko: '{row}행: 송장 금액 {invoiceAmount}, 환급액 {refund}(환급률 {refundRate}).',
  },
  'tuishui.trading_total_refund': {
    'zh-CN': '合计：计税依据 {basis}，应退税额 {refund}。',
    en: 'In all: basis {basis}, refund {refund}.',
    ja: '合計：課税標準 {basis}、還付額 {refund}。',
    ko: '합계: 과세표준 {basis}, 환급액 {refund}.',
  },
  'tuishui.tax_rate_missing': {
    'zh-CN':
      '有的行没有给出征税率 taxRate：应退税额只需退税率，已照算；进项税和计入成本的不予退税部分无法计算，未给出。',
    en: 'A levy rate (taxRate) is missing on some rows: the refund needs only the refund rate and is given; the input VAT and the part not refunded that goes to cost cannot be computed and are left out.',
    ja: '一部の行に徴税率 taxRate がないため、還付額は還付率だけで計算して示しますが、仕入税額と、原価に算入する還付されない部分は計算できず、示しません。',
    ko: '일부 행에 징수율 taxRate가 없어, 환급률만 있으면 되는 환급액은 계산해 제시하지만 매입세와 원가에 산입되는 환급 불가 부분은 계산할 수 없어 제시하지 않습니다.',
  },
  'tuishui.trading_total': {
    'zh-CN': '合计：计税依据 {basis}，进项税 {inputVat}，应退税额 {refund}，计入成本 {costAddition}。',
    en: 'In all: basis {basis}, input VAT {inputVat}, refund {refund}, added to cost {costAddition}.',
    ja: '合計：課税標準 {basis}、仕入税額 {inputVat}、還付額 {refund}、原価算入 {costAddition}。',
    ko: '합계: 과세표준 {basis}, 매입세 {inputVat}, 환급액 {refund}, 원가 산입 {costAddition}.',
  },
  'tuishui.non_creditable': {
    'zh-CN':
      '当期不得免征和抵扣税额 = 出口额 {basis} × (征税率 {taxRate} − 退税率 {refundRate}) = {gross}，减去不得免征和抵扣税额抵减额 {offset}，得 {nonCreditable}。',
    en: 'Non-creditable tax: exports of {basis} × (levy rate {taxRate} − refund rate {refundRate}) = {gross}, less the offset of {offset}, is {nonCreditable}.',
    ja: '免除・控除できない税額：輸出額 {basis} ×（徴税率 {taxRate} − 還付率 {refundRate}）= {gross} から控除額 {offset} を引いて {nonCreditable}。',
    ko: '면제·공제 불가 세액: 수출액 {basis} × (징수율 {taxRate} − 환급률 {refundRate}) = {gross}, 공제액 {offset} 차감 후 {nonCreditable}입니다.',
  },
  'tuishui.non_creditable_rows': {
    'zh-CN':
      '当期不得免征和抵扣税额 = 各行“出口额 × (征税率 − 退税率)”之和 {gross}（出口额合计 {basis}），减去不得免征和抵扣税额抵减额 {offset}，得 {nonCreditable}。',
    en: 'Non-creditable tax: each row’s exports × its (levy rate − refund rate), {gross} in all on exports of {basis}, less the offset of {offset}, is {nonCreditable}.',
    ja: '免除・控除できない税額：各行の輸出額 × その行の（徴税率 − 還付率）の合計 {gross}（輸出額合計 {basis}）から控除額 {offset} を引いて {nonCreditable}。',
    ko: '면제·공제 불가 세액: 각 행의 수출액 × 그 행의 (징수율 − 환급률) 합계 {gross}(수출액 합계 {basis}), 공제액 {offset} 차감 후 {nonCreditable}입니다.',
  },
  'tuishui.tax_payable': {
    'zh-CN':
      '当期应纳税额 = 销项税额 {outputTax} − (进项税额 {inputTax} − 不得免征和抵扣税额 {nonCreditable}) − 上期末留抵税额 {carriedCredit} = {taxPayable}。',
    en: 'Tax payable = output VAT {outputTax} − (input VAT {inputTax} − non-creditable {nonCreditable}) − credit brought forward {carriedCredit} = {taxPayable}.',
    ja: '当期納付税額 = 売上税額 {outputTax} −（仕入税額 {inputTax} − 控除不可 {nonCreditable}）− 前期繰越控除 {carriedCredit} = {taxPayable}。',
    ko: '당기 납부세액 = 매출세 {outputTax} − (매입세 {inputTax} − 공제 불가 {nonCreditable}) − 전기 이월 공제 {carriedCredit} = {taxPayable}.',
  },
  'tuishui.exemption': {
    'zh-CN':
      '免抵退税额 = 出口额 {basis} × 退税率 {refundRate} = {gross}，减去免抵退税额抵减额 {offset}，得 {exemption}。',
    en: 'Exemption, credit and refund amount: exports of {basis} × the refund rate of {refundRate} = {gross}, less its offset of {offset}, is {exemption}.',
    ja: '免除・控除・還付税額：輸出額 {basis} × 還付率 {refundRate} = {gross} から控除額 {offset} を引いて {exemption}。',
    ko: '면제·공제·환급 세액: 수출액 {basis} × 환급률 {refundRate} = {gross}, 공제액 {offset} 차감 후 {exemption}입니다.',
  },
  'tuishui.exemption_rows': {
    'zh-CN':
      '免抵退税额 = 各行“出口额 × 退税率”之和 {gross}（出口额合计 {basis}），减去免抵退税额抵减额 {offset}，得 {exemption}。',
    en: 'Exemption, credit and refund amount: each row’s exports × its refund rate, {gross} in all on exports of {basis}, less its offset of {offset}, is {exemption}.',
    ja: '免除・控除・還付税額：各行の輸出額 × その行の還付率の合計 {gross}（輸出額合計 {basis}）から控除額 {offset} を引いて {exemption}。',
    ko: '면제·공제·환급 세액: 각 행의 수출액 × 그 행의 환급률 합계 {gross}(수출액 합계 {basis}), 공제액 {offset} 차감 후 {exemption}입니다.',
  },
  'tuishui.refund': {
    'zh-CN':
      '期末留抵 {endCredit} 与免抵退税额 {exemption} 取小者，应退税额 {refund}，免抵税额 {exempted}，结转下期 {carriedForward}。',
    en: 'The smaller of the end credit {endCredit} and the exemption amount {exemption} is refunded: {refund}; exempted {exempted}; carried forward {carriedForward}.',
    ja: '期末繰越控除 {endCredit} と免除・控除・還付税額 {exemption} の小さい方が還付額 {refund}、免除控除税額 {exempted}、次期繰越 {carriedForward}。',
    ko: '기말 이월 공제 {endCredit}와 면제·공제·환급 세액 {exemption} 중 작은 쪽을 환급하여 환급액 {refund}, 면제·공제 세액 {exempted}, 다음 기 이월 {carriedForward}입니다.',
  },
  'tuishui.tax_due': {
    'zh-CN': '应纳税额为正，当期应缴税 {taxDue}，没有退税，免抵税额 {exempted}。',
    en: 'Tax payable is positive: {taxDue} is due, nothing is refunded, and {exempted} is exempted.',
    ja: '納付税額がプラスのため {taxDue} を納付し、還付はなく、免除控除税額は {exempted} です。',
    ko: '납부세액이 양수여서 {taxDue}를 납부하고 환급은 없으며 면제·공제 세액은 {exempted}입니다.',
  },
  'tuishui.end_credit_differs': {
    'zh-CN': '按申报的期末留抵 {declared} 计算，与按输入算出的 {computed} 不同。',
    en: 'The declared end credit of {declared} was used; the inputs give {computed}.',
    ja: '入力から求めた {computed} ではなく、申告した期末繰越控除 {declared} で計算しました。',
    ko: '신고한 기말 이월 공제 {declared}로 계산했으며 입력값으로 구하면 {computed}입니다.',
  },
  'tuishui.offset_capped': {
    'zh-CN': '抵减额（{nonCreditableOffset}、{exemptionOffset}）超过被抵减的税额，结果按零计算。',
    en: 'An offset ({nonCreditableOffset}, {exemptionOffset}) is larger than the amount it offsets, so that amount was taken as zero.',
    ja: '控除額（{nonCreditableOffset}、{exemptionOffset}）のいずれかが控除対象の税額を超えるため、控除後の税額はゼロとしました。',
    ko: '공제액({nonCreditableOffset}, {exemptionOffset})이 공제 대상보다 커서 그 금액은 0으로 했습니다.',
  },
  'tuishui.refund_rate_differs': {
    'zh-CN': '第 {row} 行：{hsCode} 在 {exportDate} 的退税率库为 {library}，计算使用了输入的 {given}。',
    en: 'Row {row}: the refund library gives {hsCode} a refund rate of {library} on {exportDate}; the {given} given was used.',
    ja: '{row} 行目：還付率ライブラリでは {exportDate} の {hsCode} の還付率は {library} ですが、入力の {given} で計算しました。',
    ko: '{row}행: 환급률 라이브러리는 {exportDate}의 {hsCode} 환급률을 {library}로 주지만 입력한 {given}로 계산했습니다.',
  },
  'tuishui.tax_rate_differs': {
    'zh-CN': '第 {row} 行：{hsCode} 在 {exportDate} 的征税率为 {library}，计算使用了输入的 {given}。',
    en: 'Row {row}: the refund library gives {hsCode} a levy rate of {library} on {exportDate}; the {given} given was used.',
    ja: '{row} 行目：ライブラリでは {exportDate} の {hsCode} の税率は {library} ですが、入力の {given} で計算しました。',
    ko: '{row}행: 라이브러리는 {exportDate}의 {hsCode} 세율을 {library}로 주지만 입력한 {given}로 계산했습니다.',
  },
  'tuishui.code_choose': {
    'zh-CN': '第 {row} 行：{hsCode} 在 {exportDate} 有多个退税率，请按商品选择，计算使用了输入的税率。',
    en: 'Row {row}: {hsCode} has more than one refund rate on {exportDate}, to be chosen by the goods; the rates given were used.',
    ja: '{row} 行目：{exportDate} の {hsCode} には還付率が複数あり商品により選ぶ必要があるため、入力の率で計算しました。',
    ko: '{row}행: {exportDate}의 {hsCode}에는 환급률이 여럿이어서 상품에 따라 골라야 하므로 입력한 세율로 계산했습니다.',
  },
  'tuishui.code_taxed': {
    'zh-CN':
      '第 {row} 行：文库在 {exportDate} 为 {hsCode} 标有特殊商品标志 1（出口征税，视同内销计提销项税额），这笔出口不退税，计算使用了输入的税率。',
    en: 'Row {row}: on {exportDate} the library marks {hsCode} with special goods flag 1 (the export is taxed as a domestic sale); it gets no refund. The rates given were used.',
    ja: '{row} 行目：{exportDate} のライブラリは {hsCode} に特殊商品フラグ 1（輸出課税、国内販売とみなす）を付けており、還付されません。入力の率で計算しました。',
    ko: '{row}행: {exportDate} 라이브러리는 {hsCode}에 특수 상품 표지 1(수출 과세, 국내 판매로 간주)을 달고 있어 환급되지 않습니다. 입력한 세율로 계산했습니다.',
  },
  'tuishui.code_exempt': {
    'zh-CN':
      '第 {row} 行：文库在 {exportDate} 为 {hsCode} 标有特殊商品标志 2（出口免税，不退税，进项税额转出），计算使用了输入的税率。',
    en: 'Row {row}: on {exportDate} the library marks {hsCode} with special goods flag 2 (exempt, no refund, input VAT transferred out). The rates given were used.',
    ja: '{row} 行目：{exportDate} のライブラリは {hsCode} に特殊商品フラグ 2（輸出免税、還付なし、仕入税額は控除対象外）を付けています。入力の率で計算しました。',
    ko: '{row}행: {exportDate} 라이브러리는 {hsCode}에 특수 상품 표지 2(수출 면세, 환급 없음, 매입세액 불공제 전환)를 달고 있습니다. 입력한 세율로 계산했습니다.',
  },
  'tuishui.code_flagged': {
    'zh-CN':
      '第 {row} 行：文库在 {exportDate} 为 {hsCode} 标有特殊商品标志 {flag}，其含义文库未说明，请向主管税务机关核实；计算使用了输入的税率。',
    en: 'Row {row}: on {exportDate} the library marks {hsCode} with special goods flag {flag}, whose meaning it does not give; check with the tax office. The rates given were used.',
    ja: '{row} 行目：{exportDate} のライブラリは {hsCode} に意味の示されていない特殊商品フラグ {flag} を付けています。所轄の税務機関に確認してください。入力の率で計算しました。',
    ko: '{row}행: {exportDate} 라이브러리는 {hsCode}에 의미가 나와 있지 않은 특수 상품 표지 {flag}를 달고 있습니다. 관할 세무 기관에 확인하십시오. 입력한 세율로 계산했습니다.',
  },
  'tuishui.code_narrower': {
    'zh-CN': '第 {row} 行：{hsCode} 在 {exportDate} 只在更细的编码下列出退税率，计算使用了输入的税率。',
    en: 'Row {row}: on {exportDate} the library lists {hsCode} only under finer codes; the rates given were used.',
    ja: '{row} 行目：{exportDate} のライブラリでは {hsCode} はより細かいコードの下にのみあるため、入力の率で計算しました。',
    ko: '{row}행: {exportDate} 라이브러리에는 {hsCode}가 더 세부 코드 아래에만 있어 입력한 세율로 계산했습니다.',
  },
  'tuishui.code_not_listed': {
    'zh-CN': '第 {row} 行：退税率库在 {exportDate} 没有 {hsCode} 的有效退税率，计算使用了输入的税率。',
    en: 'Row {row}: the refund library has no rate in force for {hsCode} on {exportDate}; the rates given were used.',
    ja: '{row} 行目：還付率ライブラリには {exportDate} に有効な {hsCode} の率がないため、入力の率で計算しました。',
    ko: '{row}행: 환급률 라이브러리에 {exportDate}에 유효한 {hsCode} 세율이 없어 입력한 세율로 계산했습니다.',
  },
  'tuishui.code_not_found': {
    'zh-CN': '第 {row} 行：退税率库中没有编码 {hsCode}，计算使用了输入的税率。',
    en: 'Row {row}: the refund library has no code {hsCode}; the rates given were used.',
    ja: '{row} 行目：還付率ライブラリにコード {hsCode} がないため、入力の率で計算しました。',
    ko: '{row}행: 환급률 라이브러리에 코드 {hsCode}가 없어 입력한 세율로 계산했습니다.',
  },
  'tuishui.code_unchecked': {
    'zh-CN': '没有安装出口退税率库，商品编码未核对。',
    en: 'No export refund rate library is installed, so the customs codes were not checked.',
    ja: '輸出還付率ライブラリがインストールされていないため、HS コードは確認していません。',
    ko: '수출 환급률 라이브러리가 설치되지 않아 상품 코드를 확인하지 않았습니다.',
  },
  'tuishui.fob_not_used': {
    'zh-CN': '外贸企业按发票金额计算退税，输入的离岸价未使用。',
    en: 'A trading company’s refund is worked from the invoice amount, so the FOB values given were not used.',
    ja: '貿易会社の還付は請求金額で計算するため、入力した FOB 額は使っていません。',
    ko: '무역회사의 환급은 송장 금액으로 계산하므로 입력한 FOB 금액은 쓰지 않았습니다.',
  },
  'tuishui.refund_above_tax': {
    'zh-CN': '退税率 {refundRate}% 高于征税率 {taxRate}%，退税不能超过所征的税。',
    en: 'The refund rate of {refundRate}% is above the levy rate of {taxRate}%, and a refund cannot exceed the tax levied.',
    ja: '還付率 {refundRate}% が税率 {taxRate}% を超えていますが、還付は課税額を超えられません。',
    ko: '환급률 {refundRate}%가 세율 {taxRate}%보다 높지만 환급은 부과된 세금을 넘을 수 없습니다.',
  },
  'tuishui.materials_rates_differ': {
    'zh-CN': '出口行的征税率或退税率不止一种，免税购进原材料的抵减额无法确定适用税率，请按税率分别计算。',
    en: 'The export rows have more than one levy or refund rate, so the offset for duty-free materials has no single rate; compute each rate separately.',
    ja: '輸出行の税率または還付率が複数あり、免税購入原材料の控除額に適用する率が決まらないため、率ごとに計算してください。',
    ko: '수출 행의 세율이나 환급률이 여러 개여서 면세 구매 원자재 공제액의 적용 세율을 정할 수 없으니 세율별로 계산하십시오.',
  },
  'code.trading': { 'zh-CN': '外贸企业', en: 'trading company', ja: '貿易会社', ko: '무역회사' },
  'code.manufacturer': { 'zh-CN': '生产企业', en: 'manufacturer', ja: '製造企業', ko: '제조기업' },
} as const;
