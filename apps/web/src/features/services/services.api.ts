import type {
  ServiceCategory,
  ServiceCreateInput,
  ServiceList,
  ServiceUpdateInput,
  ServiceView,
} from '@quickrdv/core';
import { api, type RequestOptions } from '../../lib/api-client';

export const servicesKey = ['services'] as const;
export const categoriesKey = ['service-categories'] as const;

export const fetchServices = () => api.get<ServiceList>('/services');

export const fetchCategories = () => api.get<{ categories: ServiceCategory[] }>('/service-categories');

/** The new service is assigned to every staff member. */
export const createService = (input: ServiceCreateInput) => api.post<ServiceView>('/services', input);

export const updateService = (id: string, patch: ServiceUpdateInput, options?: RequestOptions) =>
  api.patch<ServiceView>(`/services/${id}`, patch, options);

export const deleteService = (id: string) => api.delete<void>(`/services/${id}`);
