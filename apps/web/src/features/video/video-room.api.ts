import type { RoomMailInput, VideoRoomView } from '@quickrdv/core';
import { apiRequest } from '../../lib/api-client';

export const openRoomKey = ['video', 'open-room'] as const;

export const fetchOpenRoom = () => apiRequest<{ room: VideoRoomView | null }>('GET', '/video/rooms/open');
export const createRoom = () => apiRequest<VideoRoomView>('POST', '/video/rooms');
export const closeRoom = (roomId: string) =>
  apiRequest<{ message: string }>('POST', `/video/rooms/${encodeURIComponent(roomId)}/close`);
export const mailRoomLink = (roomId: string, input: RoomMailInput) =>
  apiRequest<{ message: string }>('POST', `/video/rooms/${encodeURIComponent(roomId)}/email`, input);
