/** maitou's worked example: 25 cartons of 60 × 40 × 40 cm, 15 kg gross and 13.5 kg net, marked ABC CO. / HAMBURG. */
export const MAITOU_EXAMPLE = {
  cartons: '25',
  length: '60',
  width: '40',
  height: '40',
  grossWeight: '15',
  netWeight: '13.5',
  lines: [{ text: 'ABC CO.' }, { text: 'HAMBURG' }],
};
