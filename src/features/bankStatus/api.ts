import { callDigx } from '@/shared/challenge/callDigx';

/** GET v1/publicKey: public, cheap, and needs a nonce like every call. */
export const fetchPublicKey = () => callDigx<{ publicKeyDTO?: { publicKey?: string } }>({ method: 'GET', path: 'v1/publicKey' });
