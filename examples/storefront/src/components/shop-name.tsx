import { useShop } from '@vitrine/react';

/** The shop's name from its bootstrap data (000 §1), empty while it loads. */
export function ShopName() {
  const { shop } = useShop();
  return <>{shop?.name ?? ''}</>;
}
