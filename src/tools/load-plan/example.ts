/** load-plan's worked example: kettles, toasters and irons for one container, the type chosen. */
export const LOAD_PLAN_EXAMPLE = {
  cartons: [
    {
      length: '60',
      width: '40',
      height: '40',
      grossWeight: '12',
      quantity: '300',
      name: '电水壶 kettle',
      upright: true,
    },
    { length: '50', width: '35', height: '30', grossWeight: '8', quantity: '120', name: '多士炉 toaster' },
    { length: '40', width: '25', height: '20', grossWeight: '3', quantity: '80', name: '熨斗 iron' },
  ],
};
