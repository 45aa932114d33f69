/** Catalogue texts: 000 §2 (sort and filter labels), 000 §4 (size chart units), 001 §8. */
export const catalogMessages = {
  // 000 §2 Collection page — sort and filter options (labels as the spec writes them)
  'collection.sort.name_asc': 'Alphabet A->Z',
  'collection.sort.name_desc': 'Z->A',
  'collection.sort.price_asc': 'Price Low to high',
  'collection.sort.price_desc': 'High to low',
  'collection.filter.all': 'All',
  'collection.filter.new': 'New Arrivals',
  // 000 §4 Size chart v3 — unit tabs
  'size_chart.unit.inch': 'Inch',
  'size_chart.unit.cm': 'Cm',
  // 000 §4 Product page: "'Buy now' goes straight to checkout"
  'product.buy_now': 'Buy now',
  // 001 §8 — personalisation preview
  'products.cannot_show_preview': 'products.cannot_show_preview',
} as const;
