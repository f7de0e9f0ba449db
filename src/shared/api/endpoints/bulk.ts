/** The bulk calls (SPEC.md section 7 "Bulk"). */
import { endpoint } from './endpoint';

export const mappings = /*#__PURE__*/ endpoint('GET', 'cz/v1/fileUploads/userFileIdentifiersMappings');
export const upload = /*#__PURE__*/ endpoint('POST', 'cz/v1/fileUploads/files', { twoFactor: true });
/** The file list, and one file by ?fileId= (OBDX_UI file-upload/file-approval/model.js). */
export const files = /*#__PURE__*/ endpoint('GET', 'v1/fileUploads/files');
export const records = /*#__PURE__*/ endpoint('GET', 'v1/fileUploads/files/{fileId}/records');
export const responseFile = /*#__PURE__*/ endpoint('GET', 'cz/v1/fileUploads/files/{fileId}/responsefile');
