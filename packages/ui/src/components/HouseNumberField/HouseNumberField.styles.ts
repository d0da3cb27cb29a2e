export const HOUSE_NUMBER_WIDTH = '7rem';
export const ADDITION_WIDTH = '7rem';
