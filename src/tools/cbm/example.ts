/**
 * cbm's worked example: ten cartons of 60 × 40 × 40 cm, 15 kg each: 0.096 m³ a carton, 0.96 m³ and
 * 150 kg in all; by IATA's 6000 cm³/kg the air volumetric weight is 160 kg.
 */
export const CBM_EXAMPLE = {
  cartons: [{ length: '60', width: '40', height: '40', grossWeight: '15', quantity: '10' }],
};
