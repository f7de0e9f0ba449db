import { createAction } from '@reduxjs/toolkit';

/**
 * SPEC.md section 2: bulk background work runs only while the bulk address is open. The bulk layout
 * (every /payments/bulk… page) says when the customer leaves it; the upload's status polling races this.
 */
export const bulkAddressLeft = createAction('bulk/addressLeft');
