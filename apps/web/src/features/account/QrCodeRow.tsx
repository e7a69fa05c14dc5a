import { qrCodeFileName } from '@quickrdv/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { confirmDanger } from '../../ui/confirm-danger';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useNotify } from '../../ui/toast';
import { useProBase } from '../pro-space/base-context';
import { useCurrentPro } from '../pro-space/use-current-pro';
import { AccountRow } from './AccountRow';
import { fetchQrCode, mailQrCode, qrImageUrl, qrKey, regenerateQrCode, type QrCodeView } from './qr-code.api';
import { ShareIcons } from './ShareIcons';
import { shareStrings } from './share.strings';

const t = shareStrings.qr;

/** MON COMPTE's QR code: shown, downloaded (PNG, SVG), e-mailed, shared, or regenerated. */
export function QrCodeRow() {
  const pro = useCurrentPro();
  const { isDemo } = useProBase();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const qr = useQuery({ queryKey: qrKey, queryFn: fetchQrCode });
  const [viewOpen, setViewOpen] = useState(false);
  const onError = (error: unknown) => notify('error', errorMessage(error));

  const mail = useMutation({
    mutationFn: mailQrCode,
    onSuccess: (reply) => notify('success', reply.message),
    onError,
  });
  const regenerate = useMutation({
    mutationFn: regenerateQrCode,
    onSuccess: ({ message, ...view }) => {
      queryClient.setQueryData<QrCodeView>(qrKey, view);
      notify('success', message);
    },
    onError,
  });

  const confirmMail = () =>
    confirmDialog({
      header: t.mailHeader,
      // The demo's address is a placeholder: say where the message goes instead.
      message: isDemo ? t.mailDemo : t.mailMessage(pro.email),
      icon: 'pi pi-envelope',
      acceptLabel: t.mailAccept,
      rejectLabel: t.mailReject,
      rejectClassName: 'p-button-outlined p-button-secondary',
      accept: () => mail.mutate(),
      reject: () => notify('info', t.mailCancelled),
    });
  const confirmRegenerate = () =>
    confirmDanger({
      header: t.regenerateHeader,
      message: t.regenerateMessage,
      acceptLabel: t.regenerateAccept,
      rejectLabel: t.regenerateReject,
      accept: () => regenerate.mutate(),
      reject: () => notify('info', t.regenerateCancelled),
    });

  const view = qr.data;
  return (
    <AccountRow id="qr-code" className="account-row-qr" icon="pi pi-qrcode" label={t.label}>
      {!view ? (
        <span className="account-row-hint">{qr.isError ? errorMessage(qr.error) : t.loading}</span>
      ) : (
        <>
          <div className="qr-row-main">
            <button type="button" className="qr-thumb" onClick={() => setViewOpen(true)} title={t.view}>
              <img src={qrImageUrl('svg', view.code)} alt={t.imageAlt} width={112} height={112} />
            </button>
            <div className="qr-row-text">
              <span className="account-row-hint">{t.link}</span>
              <a className="account-row-value break-anywhere" href={view.url} target="_blank" rel="noopener">
                {view.url}
              </a>
              <span className="account-row-hint">{t.hint}</span>
              <ShareIcons url={view.url} title={pro.nomSociete} imageUrl={`${view.url}/qr.png`} />
            </div>
          </div>
          <div className="qr-row-actions">
            <Button label={t.view} icon="pi pi-eye" size="small" outlined onClick={() => setViewOpen(true)} />
            <DownloadLinks view={view} slug={pro.slug} />
            <Button
              label={t.mail}
              icon="pi pi-envelope"
              size="small"
              outlined
              loading={mail.isPending}
              onClick={confirmMail}
            />
            <Button
              label={t.regenerate}
              icon="pi pi-refresh"
              size="small"
              severity="danger"
              outlined
              loading={regenerate.isPending}
              onClick={confirmRegenerate}
            />
          </div>
          <Dialog
            visible={viewOpen}
            onHide={() => setViewOpen(false)}
            header={t.viewTitle}
            breakpoints={{ '640px': '92vw' }}
            style={{ width: '26rem' }}
          >
            <div className="qr-view">
              <img src={qrImageUrl('svg', view.code)} alt={t.imageAlt} width={280} height={280} />
              <a className="break-anywhere" href={view.url} target="_blank" rel="noopener">
                {view.url}
              </a>
              <p>{t.viewText}</p>
              <div className="qr-row-actions">
                <DownloadLinks view={view} slug={pro.slug} />
              </div>
            </div>
          </Dialog>
        </>
      )}
    </AccountRow>
  );
}

function DownloadLinks({ view, slug }: { view: QrCodeView; slug: string }) {
  return (
    <>
      <a
        className="p-button p-button-outlined p-button-sm"
        href={qrImageUrl('png', view.code, true)}
        download={qrCodeFileName(slug, 'png')}
      >
        <i className="pi pi-download" aria-hidden="true" />
        <span>{t.downloadPng}</span>
      </a>
      <a
        className="p-button p-button-outlined p-button-sm"
        href={qrImageUrl('svg', view.code, true)}
        download={qrCodeFileName(slug, 'svg')}
      >
        <i className="pi pi-download" aria-hidden="true" />
        <span>{t.downloadSvg}</span>
      </a>
    </>
  );
}
