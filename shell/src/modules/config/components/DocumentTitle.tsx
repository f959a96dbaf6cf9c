import { useEffect } from 'react';
import { usePublicConfig } from '../hooks/usePublicConfig';

/** Names the browser tab after the product once its configuration is known. */
export function DocumentTitle() {
  const { data: config } = usePublicConfig();
  const productName = config?.productName;
  useEffect(
    function setDocumentTitle() {
      if (productName) document.title = `${productName} Portal`;
    },
    [productName],
  );
  return null;
}
