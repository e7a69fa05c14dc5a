import { VIDEO_MAX_BITRATE } from '@quickrdv/core';

/**
 * Caps the video sent at the spec's 2.5 Mbit/s (RTCRtpSender.setParameters). The spec's 1 Mbit/s floor
 * is not applied: WebRTC's encoding parameters have no minimum (Chromium ignores one), and forcing it
 * through SDP munging would freeze the picture on a weak connection instead of lowering its quality.
 */
export async function capVideoBitrate(pc: RTCPeerConnection): Promise<void> {
  for (const sender of pc.getSenders()) {
    if (sender.track?.kind !== 'video') continue;
    const params = sender.getParameters();
    if (!params.encodings?.length) params.encodings = [{}];
    for (const encoding of params.encodings) encoding.maxBitrate = VIDEO_MAX_BITRATE;
    // Before negotiation some browsers refuse the change: the call goes on uncapped rather than failing.
    await sender.setParameters(params).catch(() => undefined);
  }
}
