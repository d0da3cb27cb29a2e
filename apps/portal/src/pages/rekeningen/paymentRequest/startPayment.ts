// What "Betalen" does, loaded when the customer points at or tabs to the button (issue #34): the
// list and an invoice's page show the button, not the request behind it.
export { leavesPage, startInvoicePayment } from '@vonk/domain';
