import { ConfirmDialog } from 'primereact/confirmdialog';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useBlocker } from 'react-router';

/**
 * The professional space's one rule for unsaved edits: what saves itself (descriptions, staff, colours)
 * says so; a form with an explicit save (a service's fields, the hours grid, the business details) reports
 * its unsaved changes here, and leaving them (another screen, a closed tab, a collapsed card) asks first.
 */
export const unsavedStrings = {
  title: 'Modifications non enregistrées',
  message: 'Vous avez des modifications non enregistrées. Voulez-vous les abandonner ?',
  stay: 'Rester',
  leave: 'Quitter sans enregistrer',
};

interface Registry {
  setDirty: (source: string, dirty: boolean) => void;
  /** Asks the professional; true when they choose to drop their changes. */
  confirmDiscard: () => Promise<boolean>;
}

const UnsavedContext = createContext<Registry | null>(null);

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  // Read when a navigation starts, so kept in a ref: a form that has just saved clears itself at once,
  // before the render that follows its save, and its own navigation (the wizard's 'Suivant') goes through.
  const dirtySources = useRef(new Set<string>());
  const [asking, setAsking] = useState<((discard: boolean) => void) | null>(null);

  const setDirty = useCallback((source: string, isDirty: boolean) => {
    if (isDirty) dirtySources.current.add(source);
    else dirtySources.current.delete(source);
  }, []);
  const confirmDiscard = useCallback(() => new Promise<boolean>((resolve) => setAsking(() => resolve)), []);

  // Another screen of the space (links, the menu, back): asked in the page.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtySources.current.size > 0 && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirmDiscard().then((discard) => {
      if (discard) {
        dirtySources.current.clear();
        blocker.proceed();
      } else blocker.reset();
    });
  }, [blocker, confirmDiscard]);

  // Closing or reloading the tab: the browser's own question (it shows no custom text).
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirtySources.current.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const answer = (discard: boolean) => {
    asking?.(discard);
    setAsking(null);
  };
  const registry = useMemo(() => ({ setDirty, confirmDiscard }), [setDirty, confirmDiscard]);
  return (
    <UnsavedContext.Provider value={registry}>
      {children}
      <ConfirmDialog
        visible={asking !== null}
        onHide={() => answer(false)}
        header={unsavedStrings.title}
        message={unsavedStrings.message}
        icon="pi pi-exclamation-triangle"
        acceptLabel={unsavedStrings.leave}
        rejectLabel={unsavedStrings.stay}
        acceptClassName="p-button-danger"
        rejectClassName="p-button-outlined p-button-secondary"
        defaultFocus="reject"
        accept={() => answer(true)}
        reject={() => answer(false)}
        className="unsaved-dialog"
        breakpoints={{ '640px': '92vw' }}
        style={{ width: '30rem' }}
      />
    </UnsavedContext.Provider>
  );
}

/**
 * Reports whether this form has unsaved changes (cleared when it unmounts). `confirmDiscard` asks before
 * throwing them away in place (collapsing a card); `markSaved` clears them at once after a save that is
 * followed by a navigation. Outside the provider it does nothing.
 */
export function useUnsavedChanges(dirty: boolean): {
  confirmDiscard: () => Promise<boolean>;
  markSaved: () => void;
} {
  const registry = useContext(UnsavedContext);
  const source = useId();
  const setDirty = registry?.setDirty;
  useEffect(() => {
    setDirty?.(source, dirty);
  }, [setDirty, source, dirty]);
  useEffect(() => () => setDirty?.(source, false), [setDirty, source]);
  const confirm = registry?.confirmDiscard;
  const confirmDiscard = useCallback(async () => (dirty && confirm ? confirm() : true), [dirty, confirm]);
  const markSaved = useCallback(() => setDirty?.(source, false), [setDirty, source]);
  return { confirmDiscard, markSaved };
}
