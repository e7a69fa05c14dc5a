import type { StaffCreateInput, StaffList, StaffUpdateInput, StaffView } from '@quickrdv/core';
import { api, type RequestOptions } from '../../lib/api-client';

export const staffKey = ['staff'] as const;

export const fetchStaff = () => api.get<StaffList>('/staff');

export const createStaff = (input: StaffCreateInput) => api.post<StaffView>('/staff', input);

export const updateStaff = (id: string, patch: StaffUpdateInput, options?: RequestOptions) =>
  api.patch<StaffView>(`/staff/${id}`, patch, options);

/** What deleting a staff member takes with them, to say so before asking. */
export const fetchStaffImpact = (id: string) =>
  api.get<{ futureAppointments: number; futureAvailabilities: number }>(`/staff/${id}/impact`);

export const deleteStaff = (id: string) => api.delete<{ removedAppointments: number }>(`/staff/${id}`);
