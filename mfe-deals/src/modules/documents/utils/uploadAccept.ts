/** The file chooser's filter: the types the gateway stores (docs/product.md#upload-rules). */
export const UPLOAD_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png,.zip';
