import { Button } from 'primereact/button';
import { useState } from 'react';
import { useNotify } from '../../ui/toast';
import { videoStrings as t } from './video.strings';

/** 'Copier le lien', reading 'Copié !' once done until the pointer comes back over it. */
export function CopyLinkButton({ link }: { link: string }) {
  const [copied, setCopied] = useState(false);
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (an address without https, or refused): the link stays shown below to copy by hand.
      notify('warn', t.copyFailed);
    }
  };
  return (
    <Button
      label={copied ? t.copied : t.copyLink}
      icon={copied ? 'pi pi-check' : 'pi pi-copy'}
      severity={copied ? 'success' : undefined}
      outlined={!copied}
      onMouseEnter={() => setCopied(false)}
      onClick={() => void copy()}
    />
  );
}
