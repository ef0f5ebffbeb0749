import { api } from '../../../lib/api-client';

/** Confirms the stored session (spec 2 §4 plan page auth check). */
export const getCurrentUser = () => api.get<{ id: number }>('/api/users/me');
