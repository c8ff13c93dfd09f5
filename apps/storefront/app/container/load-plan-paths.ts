/** The printable load plan of one factory's container in the buyer's cart (a PDF). */
export const loadPlanPdfPath = (brandId: string | number) =>
  `/container/build/${encodeURIComponent(String(brandId))}/load-plan.pdf`;
