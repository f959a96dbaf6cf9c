/**
 * docs/product.md#upload-rules and docs/product.md#limits: the documents panel's limits and
 * messages.
 */
export const uploadRules = {
  /** 10 MB (10 * 1024 * 1024 bytes); the gateway accepts exactly this size and refuses more. */
  maxBytes: 10 * 1024 * 1024,
  tooLarge: 'File size must be less than 10MB',
  unsupportedType: 'File type not supported. Please upload PDF, DOC, DOCX, XLS, XLSX, JPG, PNG, or ZIP files.',
  extensions: ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'jpg', 'jpeg', 'png', 'zip'],
  mimeTypes: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'image/jpeg',
    'image/png',
    'application/zip',
    'application/x-zip-compressed',
  ],
} as const;
