import type {
  AddressSearchResult,
  BusinessDetailsInput,
  BusinessDetailsView,
  EstablishmentTypeList,
} from '@quickrdv/core';
import { api } from '../../lib/api-client';

export const businessKey = ['business'] as const;
export const establishmentTypesKey = ['establishment-types'] as const;

export const fetchBusiness = () => api.get<BusinessDetailsView>('/business');

export const fetchEstablishmentTypes = () => api.get<EstablishmentTypeList>('/establishment-types');

/** 400 with fields.image when no profile image exists yet. */
export const saveBusiness = (input: BusinessDetailsInput) => api.put<BusinessDetailsView>('/business', input);

export const saveProfileImage = (image: string) =>
  api.put<{ imageUrl: string }>('/business/image', { image });

export const searchAddress = (q: string) =>
  api.get<AddressSearchResult>(`/address/search?q=${encodeURIComponent(q)}`);
