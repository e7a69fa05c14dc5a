import { api } from '../../lib/api-client';

/** The professional's QR code: the short link it encodes and the page it leads to. */
export interface QrCodeView {
  code: string;
  url: string;
  profileUrl: string;
}

export const qrKey = ['account', 'qr-code'] as const;

const BASE = '/account/qr-code';

export const fetchQrCode = () => api.get<QrCodeView>(BASE);

export const regenerateQrCode = () => api.post<QrCodeView & { message: string }>(`${BASE}/regenerate`);

export const mailQrCode = () => api.post<{ message: string }>(`${BASE}/mail`);

/**
 * Address of the QR image. The code in the query makes a regenerated code a new address, so no browser
 * shows the old image from its cache.
 */
export const qrImageUrl = (format: 'png' | 'svg', code: string, download = false) =>
  `/api/v1${BASE}/image.${format}?${download ? 'download=1&' : ''}v=${code}`;
