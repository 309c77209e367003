/** container-load's worked example: a carton of 60 × 40 × 40 cm at 15 kg. */
export const CONTAINER_LOAD_EXAMPLE = { length: '60', width: '40', height: '40', grossWeight: '15' };
