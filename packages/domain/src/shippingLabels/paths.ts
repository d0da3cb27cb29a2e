// Shipping labels (spec §7.2 "shipping label paths (not shown)"; spec §2.1 /retour-label, the
// public page for returning equipment). The spec shows no paths or shapes, so they are designed
// here and used by both the domain client and the sandbox:
//
// - GET /api/orders/{orderId}/shippinglabel (logged in): the label as a PDF blob, saved as
//   retourlabel-{orderId}.pdf.
// - GET /api/shippinglabel/{reference} (public, no token, no CSRF): what the /retour-label page
//   shows for the return reference from the customer's e-mail; 404 for an unknown reference.
// - GET /api/shippinglabel/{reference}/pdf (public, like the one above): the same label PDF as the
//   order's own, so it is saved under the same name, retourlabel-{orderId}.pdf; 404 for an
//   unknown reference.
//
// Every value in a path goes through pathSegment: encoded, and never `..` (issue #27).
//
// The e-mail links to /retour-label?referentie={reference} (RETURN_REFERENCE_PARAM); without it
// the page asks for the reference.
import { pathSegment } from '../endpoint/pathSegment.ts';

/** Path of the return label of one order (a PDF download, never cached). */
export const shippingLabelPath = (orderId: string) =>
  `/api/orders/${pathSegment(orderId)}/shippinglabel`;

/** Path of the public return label by reference (/retour-label). */
export const returnLabelPath = (reference: string) =>
  `/api/shippinglabel/${pathSegment(reference)}`;

/** Path of the public return label PDF by reference (/retour-label download). */
export const returnLabelPdfPath = (reference: string) => `${returnLabelPath(reference)}/pdf`;

/** Query parameter of /retour-label that carries the return reference from the e-mail. */
export const RETURN_REFERENCE_PARAM = 'referentie';

/** File name the shipping label is saved under (designed here: the spec names none). */
export const shippingLabelFileName = (orderId: string) => `retourlabel-${orderId}.pdf`;
