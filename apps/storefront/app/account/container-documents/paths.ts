// Where the documents of one factory's container in a placed order are downloaded: the
// pro-forma invoice, the packing list and, once the container is loaded, the commercial
// invoice (routes.ts). Pure, so the container view links them as the routes answer them.
export const CONTAINER_DOCUMENTS = {
  proforma: { file: 'proforma.pdf', label: 'Pro-forma invoice' },
  packingList: { file: 'packing-list.pdf', label: 'Packing list' },
  commercialInvoice: { file: 'commercial-invoice.pdf', label: 'Commercial invoice' },
} as const;
export type ContainerDocumentKind = keyof typeof CONTAINER_DOCUMENTS;

/** The download of one document of factory `brandId`'s container in order `orderId`. */
export const containerDocumentPath = (
  orderId: number,
  brandId: string | number,
  kind: ContainerDocumentKind,
) =>
  `/account/orders/${String(orderId)}/containers/${encodeURIComponent(String(brandId))}/${CONTAINER_DOCUMENTS[kind].file}`;
