import { Toast } from 'primereact/toast';
import { createContext, useCallback, useContext, useMemo, useRef, type ReactNode } from 'react';

type Severity = 'success' | 'info' | 'warn' | 'error';

/** Shows a short message in the app's single toast area. */
export type Notify = (severity: Severity, detail: string, summary?: string) => void;

// The specification's toasts all last 3 seconds.
const TOAST_LIFE_MS = 3000;

const ToastContext = createContext<Notify | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast>(null);
  const notify = useCallback<Notify>((severity, detail, summary) => {
    toast.current?.show({ severity, summary, detail, life: TOAST_LIFE_MS });
  }, []);
  const value = useMemo(() => notify, [notify]);
  return (
    <ToastContext.Provider value={value}>
      <Toast ref={toast} position="top-right" className="app-toast" />
      {children}
    </ToastContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useNotify must be used inside ToastProvider');
  return notify;
}
