/** The bulk calls (SPEC.md section 7 "Bulk"). */
import { endpoint } from './endpoint';

export const BULK_ENDPOINTS = {
  mappings: endpoint('GET', 'cz/v1/fileUploads/userFileIdentifiersMappings'),
  upload: endpoint('POST', 'cz/v1/fileUploads/files', { twoFactor: true }),
  files: endpoint('GET', 'v1/fileUploads/files'),
  file: endpoint('GET', 'v1/fileUploads/files/{fileId}'),
  records: endpoint('GET', 'v1/fileUploads/files/{fileId}/records'),
  responseFile: endpoint('GET', 'cz/v1/fileUploads/files/{fileId}/responsefile'),
} as const;
