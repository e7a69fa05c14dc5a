import type { PhotoList, PhotoView } from '@quickrdv/core';
import { api } from '../../lib/api-client';

export const photosKey = ['photos'] as const;

export const fetchPhotos = () => api.get<PhotoList>('/photos');

/** Errors come in fields.image; a fifth photo is refused with 409. */
export const uploadPhoto = (image: string) => api.post<PhotoView>('/photos', { image });

export const deletePhoto = (id: string) => api.delete<void>(`/photos/${id}`);
