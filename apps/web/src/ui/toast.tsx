import type { Toast, ToastMessage } from 'primereact/toast';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';

type Severity = 'success' | 'info' | 'warn' | 'error';

/**
 * Shows a short message in the app's single toast area. Messages of one `group` replace each other (the
 * calendar's view changes) instead of piling up over the page's controls.
 */
export type Notify = (severity: Severity, detail: string, summary?: string, group?: string) => void;

// The specification's toasts all last 3 seconds.
const TOAST_LIFE_MS = 3000;

// Every page is under this provider, the public ones too: PrimeReact's Toast is fetched with the first
// message, so a page that never shows one never downloads it.
const PrimeToast = lazy(() =>
  Promise.all([import('primereact/toast'), import('../app/primereact-setup')]).then(([m]) => ({
    default: m.Toast,
  })),
);

const ToastContext = createContext<Notify | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const toast = useRef<Toast | null>(null);
  // Messages shown before the Toast's code arrived, shown as soon as it mounts.
  const waiting = useRef<ToastMessage[]>([]);
  const [mounted, setMounted] = useState(false);
  // The last message shown of each group, removed when the next one of its group comes.
  const lastOfGroup = useRef(new Map<string, ToastMessage>());
  const notify = useCallback<Notify>((severity, detail, summary, group) => {
    const message: ToastMessage = { severity, summary, detail, life: TOAST_LIFE_MS };
    if (group) {
      const previous = lastOfGroup.current.get(group);
      if (previous) toast.current?.remove(previous);
      lastOfGroup.current.set(group, message);
    }
    if (toast.current) return toast.current.show(message);
    waiting.current.push(message);
    setMounted(true);
  }, []);
  const attach = useCallback((instance: Toast | null) => {
    toast.current = instance;
    if (instance && waiting.current.length > 0) {
      instance.show(waiting.current);
      waiting.current = [];
    }
  }, []);
  return (
    <ToastContext.Provider value={notify}>
      {mounted && (
        <Suspense fallback={null}>
          <PrimeToast ref={attach} position="top-right" className="app-toast" />
        </Suspense>
      )}
      {children}
    </ToastContext.Provider>
  );
}

export function useNotify(): Notify {
  const notify = useContext(ToastContext);
  if (!notify) throw new Error('useNotify must be used inside ToastProvider');
  return notify;
}
