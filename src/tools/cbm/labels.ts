/** cbm's inputs, row fields, choices and outputs named for people in the four languages (kit/labels.ts). */
import { CARTON_LABELS } from '../kit/carton-texts.js';
import { type ToolLabels, label } from '../kit/labels.js';
import type { CBM_INPUTS } from './inputs.js';
import type { CBM_OUTPUTS } from './outputs.js';

const AIR = label('空运', 'Air freight', '航空貨物', '항공 화물');
const EXPRESS = label('国际快递', 'Express', '国際宅配便', '국제 특송');

export const CBM_LABELS: ToolLabels<typeof CBM_INPUTS, typeof CBM_OUTPUTS> = {
  inputs: {
    cartons: {
      label: label('纸箱明细', 'Carton list', 'カートン明細', '카톤 내역'),
      fields: { ...CARTON_LABELS, quantity: { label: label('箱数', 'Number of cartons', '箱数', '상자 수') } },
    },
    lengthUnit: { label: label('尺寸单位', 'Size unit', '寸法の単位', '치수 단위') },
    weightUnit: { label: label('重量单位', 'Weight unit', '重量の単位', '중량 단위') },
    mode: {
      label: label('运输方式', 'Shipping mode', '輸送方法', '운송 방식'),
      choices: {
        lcl: label('海运拼箱', 'Sea freight, LCL', '海上混載（LCL）', '해상 LCL'),
        air: AIR,
        express: EXPRESS,
      },
    },
    divisorUnit: {
      label: label('体积重除数单位', 'Divisor unit', '容積重量の除数の単位', '부피중량 제수 단위'),
      choices: {
        'cm3/kg': label(
          '立方厘米每千克（重量以千克计）',
          'cm³ per kg (weights in kg)',
          '1 kg あたり cm³（重量は kg）',
          'kg당 cm³(중량은 kg)',
        ),
        'in3/lb': label(
          '立方英寸每磅（重量以磅计）',
          'in³ per lb (weights in lb)',
          '1 lb あたり in³（重量は lb）',
          'lb당 in³(중량은 lb)',
        ),
      },
    },
    airDivisor: { label: label('空运体积重除数', 'Air divisor', '航空の除数', '항공 제수') },
    expressDivisor: { label: label('快递体积重除数', 'Express divisor', '国際宅配便の除数', '특송 제수') },
    weightRounding: {
      label: label('计费重取整', 'Chargeable weight rounding', '請求重量の端数処理', '청구 중량 올림'),
      choices: {
        exact: label('不取整', 'Exact', '端数処理なし', '올림 없음'),
        'half-up': label('进到 0.5', 'Up to the next half', '0.5 単位に切り上げ', '0.5 단위로 올림'),
        'whole-up': label('进到整数', 'Up to the next whole', '整数に切り上げ', '정수로 올림'),
      },
    },
    dimensionRounding: {
      label: label('尺寸取整', 'Dimension rounding', '寸法の端数処理', '치수 올림'),
      choices: {
        exact: label('按实测', 'As measured', '実測どおり', '실측대로'),
        'whole-up': label('每边进到整数', 'Each side up to a whole', '各辺を整数に切り上げ', '각 변을 정수로 올림'),
      },
    },
    lclRatio: {
      label: label(
        '拼箱重量体积比（每立方米千克）',
        'LCL W/M ratio (kg per m³)',
        'LCL の重量容積比（1 m³ あたり kg）',
        'LCL 중량·용적 비율(m³당 kg)',
      ),
    },
    lclMinimum: {
      label: label('拼箱最低计费吨', 'LCL minimum (revenue tonnes)', 'LCL の最低請求トン', 'LCL 최저 운임톤'),
    },
  },
  outputs: {
    totalVolume: label('总体积', 'Total volume', '総容積', '총 부피'),
    perCartonVolume: label('单箱体积', 'Volume per carton', '1箱の容積', '상자당 부피'),
    totalGrossWeight: label('总毛重', 'Total gross weight', '総重量', '총 총중량'),
    lclChargeable: label('拼箱计费吨', 'LCL chargeable (revenue tonnes)', 'LCL の請求トン', 'LCL 운임톤'),
    airVolumetric: label('空运体积重', 'Air volumetric weight', '航空の容積重量', '항공 부피중량'),
    expressVolumetric: label('快递体积重', 'Express volumetric weight', '国際宅配便の容積重量', '특송 부피중량'),
    airChargeable: label('空运计费重', 'Air chargeable weight', '航空の請求重量', '항공 청구 중량'),
    expressChargeable: label('快递计费重', 'Express chargeable weight', '国際宅配便の請求重量', '특송 청구 중량'),
    airBilled: label(
      '空运计费重（取整后）',
      'Air billed weight (rounded)',
      '航空の請求重量（端数処理後）',
      '항공 청구 중량(올림 후)',
    ),
    expressBilled: label(
      '快递计费重（取整后）',
      'Express billed weight (rounded)',
      '国際宅配便の請求重量（端数処理後）',
      '특송 청구 중량(올림 후)',
    ),
    chargeable: label(
      '所选方式的计费量',
      'Chargeable, for the mode chosen',
      '選んだ方法の請求量',
      '선택한 방식의 청구량',
    ),
    lclBy: label('拼箱按重量或体积', 'LCL billed by', 'LCL の請求基準', 'LCL 청구 기준'),
    airBy: label('空运按重量或体积', 'Air billed by', '航空の請求基準', '항공 청구 기준'),
    expressBy: label('快递按重量或体积', 'Express billed by', '国際宅配便の請求基準', '특송 청구 기준'),
  },
};
