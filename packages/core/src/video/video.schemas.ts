import { z } from 'zod';
import { singleLine } from '../shared/control-chars.js';
import { ROOM_MAIL_DEFAULT_OBJECT } from './room-link.js';
import { videoMessages as m } from './video.messages.js';

export const ROOM_MAIL_NAME_MAX = 120;
export const ROOM_MAIL_OBJECT_MAX = 200;
export const ROOM_MAIL_MESSAGE_MAX = 5000;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: m.tooLong(max) });

/**
 * 'Envoyer le lien de visioconférence par e.mail': all four fields required (spec), and the address must be
 * one (the spec checked nothing beyond 'required', and a mistyped address would fail silently).
 */
export const roomMailSchema = z.object({
  name: required(m.nameRequired, ROOM_MAIL_NAME_MAX).overwrite(singleLine),
  email: required(m.emailRequired, 255).pipe(z.email({ error: m.emailInvalid })),
  // Left out, the spec's prefilled object; sent empty, it is missing.
  object: required(m.objectRequired, ROOM_MAIL_OBJECT_MAX)
    .overwrite(singleLine)
    .default(ROOM_MAIL_DEFAULT_OBJECT),
  message: required(m.messageRequired, ROOM_MAIL_MESSAGE_MAX),
});
export type RoomMailInput = z.input<typeof roomMailSchema>;
export type RoomMail = z.output<typeof roomMailSchema>;

/** A room link's token: 43 base64url characters; anything longer is no token of ours. */
export const roomTokenParamsSchema = z.object({
  token: z.string().max(64, { error: m.roomNotFound }),
});

export const roomIdParamsSchema = z.object({
  roomId: z.string().max(64, { error: m.noOpenRoom }),
});

/** The professional's open room, as the screen shows it. */
export const videoRoomSchema = z.object({ roomId: z.string(), roomUrl: z.string(), createdAt: z.string() });
export type VideoRoomView = z.infer<typeof videoRoomSchema>;

/** ICE servers for an RTCPeerConnection (RTCIceServer[]). */
export const iceServersSchema = z.object({
  iceServers: z.array(
    z.object({
      urls: z.array(z.string()),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
export type IceServersReply = z.infer<typeof iceServersSchema>;
