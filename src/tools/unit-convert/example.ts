/** unit-convert's worked example: 12.5 cubic feet in cubic metres (1 ft = 0.3048 m exactly, so exactly 0.3539605824 m³). */
export const UNIT_CONVERT_EXAMPLE = { value: '12.5', from: 'ft3', to: 'm3' };
