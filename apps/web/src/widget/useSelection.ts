import { selectionTotals, toggleId, type PublicProfile, type PublicService } from '@quickrdv/core';
import { useCallback, useMemo, useState } from 'react';

export interface Selection {
  ids: string[];
  totals: { services: PublicService[]; cents: number; minutes: number };
  toggle: (id: string) => void;
  clear: () => void;
}

/** The visitor's chosen services, shared by the Prestations tab and the appointment dialog. */
export function useSelection(profile: PublicProfile | null): Selection {
  const [ids, setIds] = useState<string[]>([]);
  const all = useMemo(() => profile?.serviceCategories.flatMap((c) => c.services) ?? [], [profile]);
  const totals = useMemo(() => selectionTotals(all, ids), [all, ids]);
  const toggle = useCallback((id: string) => setIds((current) => toggleId(current, id)), []);
  const clear = useCallback(() => setIds([]), []);
  return { ids, totals, toggle, clear };
}
