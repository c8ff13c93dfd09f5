/** The printable load plan of one factory's container in the buyer's cart (a PDF). */
export const loadPlanPdfPath = (brandId: string | number) =>
  `/container/build/${encodeURIComponent(String(brandId))}/load-plan.pdf`;

/** The printable load plan of one factory's container in one of the buyer's orders. */
export const orderLoadPlanPdfPath = (orderId: number, brandId: string | number) =>
  `/account/orders/${String(orderId)}/containers/${encodeURIComponent(String(brandId))}/load-plan.pdf`;
