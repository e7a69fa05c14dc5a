/** The public page a room link opens (no account): the client's side of the professional's video room. */
export const roomPagePath = (token: string) => `/visio/${token}`;

/** The room link the professional shares: `{PUBLIC_URL}/visio/{token}`. */
export const roomLinkUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}${roomPagePath(token)}`;

/** The e-mail form's prefilled object (spec). */
export const ROOM_MAIL_DEFAULT_OBJECT = 'Rendez-vous de visioconférence';

/** The e-mail form's prefilled message: a greeting with the link (spec: "message prefilled greeting with the link"). */
export function roomMailDefaultMessage(o: { link: string; businessName: string }): string {
  return [
    'Bonjour,',
    `${o.businessName} vous invite à un rendez-vous en visioconférence.`,
    `Ouvrez ce lien dans votre navigateur, sans créer de compte, puis autorisez la caméra et le micro : ${o.link}`,
    'À tout à l’heure !',
  ].join('\n\n');
}
