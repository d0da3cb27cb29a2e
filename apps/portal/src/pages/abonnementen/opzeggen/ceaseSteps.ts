/** What the receipt shows after a confirm (router state: a reload shows the general receipt). */
export interface CeaseReceiptState {
  product: string;
  endDate: string;
  unconfirmed: boolean;
}
