import { MAX_PHOTOS, photosMessages, type PhotoList } from '@quickrdv/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Area } from 'react-easy-crop';
import { ApiError, errorMessage } from '../../lib/api-client';
import { pickImage, renderJpeg, type PickedImage } from './image-files';
import { photosKey, uploadPhoto } from './photos.api';
import { photosStrings as t } from './photos.strings';

/**
 * The pictures waiting to be cropped, one at a time. Files are checked first (type, weight, 350 × 350);
 * only as many as there is room for (4 photos at most) are kept, the others explained.
 */
export function usePhotoQueue(currentCount: number) {
  const queryClient = useQueryClient();
  const [queue, setQueue] = useState<PickedImage[]>([]);
  const [done, setDone] = useState(0);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const add = async (files: File[]) => {
    const picked = await Promise.all(files.map((file) => pickImage(file)));
    const reasons: string[] = [];
    const accepted: PickedImage[] = [];
    picked.forEach((result, i) => {
      if (typeof result === 'string') reasons.push(t.fileError(files[i]!.name, result));
      else accepted.push(result);
    });
    const room = Math.max(0, MAX_PHOTOS - currentCount - queue.length);
    if (accepted.length > room) {
      reasons.unshift(photosMessages.tooMany);
      accepted.splice(room).forEach((image) => URL.revokeObjectURL(image.src));
    }
    setRefusals(reasons);
    if (accepted.length > 0) {
      if (queue.length === 0) setDone(0);
      setQueue((current) => [...current, ...accepted]);
    }
  };

  const shift = () => {
    setQueue((current) => {
      if (current[0]) URL.revokeObjectURL(current[0].src);
      return current.slice(1);
    });
    setDone((n) => n + 1);
    setUploadError(null);
  };

  const cancel = () => {
    queue.forEach((image) => URL.revokeObjectURL(image.src));
    setQueue([]);
    setUploadError(null);
  };

  /** Sends the crop of the current picture, then moves to the next one. */
  const validate = async (area: Area) => {
    const current = queue[0];
    if (!current) return;
    setBusy(true);
    setUploadError(null);
    try {
      const photo = await uploadPhoto(await renderJpeg(current.src, area));
      queryClient.setQueryData<PhotoList>(photosKey, (list) =>
        list ? { ...list, photos: [...list.photos, photo] } : list,
      );
      shift();
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        cancel();
        setRefusals([error.message]);
      } else {
        setUploadError(
          error instanceof ApiError ? (error.fields.image ?? error.message) : errorMessage(error),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  return {
    current: queue[0] ?? null,
    position: done + 1,
    total: done + queue.length,
    refusals,
    busy,
    uploadError,
    add: (files: File[]) => void add(files),
    validate: (area: Area) => void validate(area),
    cancel,
  };
}
