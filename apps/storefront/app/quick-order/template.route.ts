// GET /account/quick-order/template.csv: the CSV quick order reads, with a header and two
// example lines a buyer overwrites.
import { productDictionary } from '../catalogue/product-dictionary.server';

export async function loader() {
  const dictionary = await productDictionary();
  const examples = [...(dictionary?.bySku.keys() ?? [])].slice(0, 2);
  const rows = [
    'sku,quantity',
    ...(examples.length > 0 ? examples : ['YOUR-SKU']).map(
      (sku, index) => `${sku},${String(index + 1)}`,
    ),
  ];
  return new Response(`${rows.join('\r\n')}\r\n`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="quick-order-template.csv"',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
