import type { FastifyPluginAsync } from 'fastify';
import { callSignalHandler } from './call-signal.handler.js';
import { guestJoined, roomSignalHandler } from './room-signal.handler.js';

/** The video frames the live sockets carry: the visitor's call and the room's signals. */
export const videoFrames: FastifyPluginAsync = async (app) => {
  app.liveFrames.on('call.signal', callSignalHandler(app));
  app.liveFrames.on('room.signal', roomSignalHandler(app));
  app.liveFrames.onOpen(guestJoined(app));
};
