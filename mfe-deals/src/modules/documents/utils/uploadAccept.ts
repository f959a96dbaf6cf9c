/** The file chooser's filter: the types the gateway stores (spec §5). */
export const UPLOAD_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png,.zip';
