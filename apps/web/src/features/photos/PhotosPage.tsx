import '../onboarding/setup-screens.css';
import './photos.css';
import { MAX_PHOTOS, photosMessages, type PhotoList, type PhotoView } from '@quickrdv/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { errorMessage } from '../../lib/api-client';
import { LoadError, Loader } from '../../ui/Loader';
import { usePageTitle } from '../../ui/page-title';
import { useNotify } from '../../ui/toast';
import { useWizard } from '../onboarding/wizard';
import { WizardNext } from '../onboarding/WizardNext';
import { CropDialog } from './CropDialog';
import { PhotoImage } from './PhotoImage';
import { PhotoDropZone } from './PhotoDropZone';
import { deletePhoto, fetchPhotos, photosKey } from './photos.api';
import { photosStrings as t } from './photos.strings';
import { usePhotoQueue } from './use-photo-queue';

/** 'MES PHOTOS' ({base}/photos and the wizard's step): up to four photos, each cropped square before upload. */
export function PhotosPage() {
  usePageTitle(t.pageTitle);
  const wizard = useWizard();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const photos = useQuery({ queryKey: photosKey, queryFn: fetchPhotos });
  const list = photos.data?.photos ?? [];
  const max = photos.data?.max ?? MAX_PHOTOS;
  const queue = usePhotoQueue(list.length);

  const remove = useMutation({
    mutationFn: deletePhoto,
    onSuccess: (_reply, id) => {
      queryClient.setQueryData<PhotoList>(photosKey, (current) =>
        current ? { ...current, photos: current.photos.filter((p) => p.id !== id) } : current,
      );
      notify('info', t.deleted);
    },
    onError: (error) => notify('error', errorMessage(error)),
  });
  const confirmDelete = (photo: PhotoView) =>
    confirmDialog({
      header: t.deleteHeader,
      message: t.deleteConfirm,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t.yes,
      rejectLabel: t.no,
      acceptClassName: 'p-button-danger',
      rejectClassName: 'p-button-outlined p-button-secondary',
      defaultFocus: 'reject',
      accept: () => remove.mutate(photo.id),
      reject: () => notify('warn', t.deletionRejected),
      onHide: (result) => {
        if (result === 'cancel') notify('warn', t.deletionRejected);
      },
    });

  return (
    <section className="setup-screen photos-page">
      <header className="setup-header">
        <h1 className="page-title">{t.title}</h1>
        {photos.data && <span className="photos-count">{t.count(list.length, max)}</span>}
      </header>
      <p className="photos-intro">{t.intro}</p>
      {photos.isPending ? (
        <Loader />
      ) : photos.isError ? (
        <LoadError error={photos.error} onRetry={() => void photos.refetch()} />
      ) : (
        <>
          {list.length > 0 && (
            <ul className="photo-grid">
              {list.map((photo, i) => (
                <li key={photo.id} className="photo-tile">
                  <PhotoImage src={photo.url} alt={t.photoAlt(i + 1)} />
                  <Button
                    type="button"
                    icon="pi pi-trash"
                    rounded
                    severity="danger"
                    className="photo-delete"
                    aria-label={t.delete(i + 1)}
                    title={t.delete(i + 1)}
                    onClick={() => confirmDelete(photo)}
                  />
                </li>
              ))}
            </ul>
          )}
          {/* Said once: the refusal below already says it when the last pick went over the limit. */}
          {list.length >= max && !queue.refusals.includes(photosMessages.tooMany) && (
            <p className="notice notice-info" role="status">
              <i className="pi pi-info-circle" aria-hidden="true" />
              <span>{photosMessages.tooMany}</span>
            </p>
          )}
          <PhotoDropZone disabled={list.length >= max} onFiles={queue.add} />
          {queue.refusals.length > 0 && (
            <div className="notice notice-error photo-refusals" role="alert">
              <i className="pi pi-exclamation-circle" aria-hidden="true" />
              <ul>
                {queue.refusals.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
      {wizard && <WizardNext wizard={wizard} onNext={() => true} />}
      <CropDialog
        image={queue.current}
        position={queue.position}
        total={queue.total}
        busy={queue.busy}
        error={queue.uploadError}
        onValidate={queue.validate}
        onCancel={queue.cancel}
      />
      <ConfirmDialog breakpoints={{ '640px': '92vw' }} style={{ width: '30rem' }} />
    </section>
  );
}
